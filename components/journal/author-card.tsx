/** The post's author: avatar, name, role and a short biography. */
import type { PostAuthor } from "@/lib/contract";

export function AuthorCard({ author }: { author: PostAuthor }) {
  return (
    <section
      aria-labelledby="author-title"
      className="flex flex-col gap-6 rounded-3xl bg-white p-7 shadow-[0_10px_40px_-20px_rgba(42,24,56,0.3)] ring-1 ring-lavender-100 sm:flex-row sm:items-start sm:p-9"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- SVG art: next/image adds nothing */}
      <img
        src={author.avatar}
        alt={`Portrait of ${author.name}`}
        width={96}
        height={96}
        loading="lazy"
        className="size-24 shrink-0 rounded-full bg-lavender-100 object-cover ring-4 ring-lavender-100"
      />
      <div>
        <p className="text-xs font-semibold tracking-[0.25em] text-lavender-700 uppercase">
          About the author
        </p>
        <h2 id="author-title" className="mt-2 font-display text-2xl font-semibold text-aubergine">
          {author.name}
        </h2>
        <p className="mt-1 text-sm font-medium text-gold-700">{author.role}</p>
        <p className="mt-4 leading-relaxed text-muted">{author.bio}</p>
      </div>
    </section>
  );
}
