/** A journal post as a card: used by the server lists and by the search and category island. */
import Link from "next/link";
import type { PostSummary } from "@/lib/contract";
import { formatLongDate } from "@/lib/format";
import { PostLoadingHint } from "./post-loading-hint";

/** Author, long US date and read time, as every card and the post header show them. */
export function PostMeta({ post, className = "" }: { post: PostSummary; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted ${className}`}>
      <span className="font-medium text-ink">{post.author}</span>
      {/* Each separator travels with the item after it, so a wrapped line never ends on a dot. */}
      <span className="whitespace-nowrap">
        <span aria-hidden="true" className="mr-1.5">
          ·
        </span>
        <time dateTime={post.created_at.slice(0, 10)}>{formatLongDate(post.created_at)}</time>
      </span>
      <span className="whitespace-nowrap">
        <span aria-hidden="true" className="mr-1.5">
          ·
        </span>
        {post.read_time} min read
      </span>
    </p>
  );
}

export function CategoryTag({ name }: { name: string }) {
  return (
    <p className="text-xs font-semibold tracking-[0.2em] text-lavender-700 uppercase">{name}</p>
  );
}

export function PostCard({
  post,
  size = "default",
  eager = false,
}: {
  post: PostSummary;
  /** "lead" lays the card out side by side on wide screens, for the first featured story. */
  size?: "default" | "lead";
  /** The first image a visitor sees is not lazy-loaded. */
  eager?: boolean;
}) {
  const lead = size === "lead";
  return (
    <article
      data-testid="post-card"
      className={`group relative flex h-full flex-col overflow-hidden ${lead ? "lg:flex-row" : ""} rounded-3xl bg-white shadow-[0_10px_40px_-20px_rgba(42,24,56,0.35)] ring-1 ring-lavender-100 transition hover:shadow-[0_20px_50px_-20px_rgba(42,24,56,0.45)] motion-safe:duration-300 motion-safe:hover:-translate-y-1`}
    >
      <div className={`overflow-hidden bg-lavender-100 ${lead ? "lg:w-3/5 lg:shrink-0" : ""}`}>
        {/* eslint-disable-next-line @next/next/no-img-element -- SVG art: next/image adds nothing */}
        <img
          src={post.featured_image}
          alt={post.featured_image_alt}
          width={1600}
          height={1000}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className={`aspect-[16/10] w-full object-cover ${lead ? "lg:h-full" : ""} transition motion-safe:duration-500 motion-safe:group-hover:scale-[1.03]`}
        />
      </div>
      <div className={`flex flex-1 flex-col ${lead ? "p-7 sm:p-10 lg:justify-center" : "p-6"}`}>
        <CategoryTag name={post.category} />
        <h3
          className={`mt-3 font-display font-semibold text-aubergine ${lead ? "text-2xl leading-snug sm:text-3xl" : "text-xl leading-snug"}`}
        >
          {/* The stretched link makes the whole card clickable while the title stays the link's name. */}
          <Link
            href={`/blog/${post.slug}`}
            className="rounded-sm after:absolute after:inset-0 after:rounded-3xl hover:text-lavender-700"
          >
            {post.title}
            <PostLoadingHint />
          </Link>
        </h3>
        <p className={`mt-3 leading-relaxed text-muted ${lead ? "sm:text-lg" : "flex-1"}`}>
          {post.excerpt}
        </p>
        <PostMeta post={post} className="mt-5 border-t border-lavender-100 pt-4" />
      </div>
    </article>
  );
}

/** A responsive grid of cards; the list is marked up as a list so its length is announced. */
export function PostGrid({
  posts,
  columns = 2,
  eagerFirst = false,
}: {
  posts: PostSummary[];
  columns?: 2 | 3;
  eagerFirst?: boolean;
}) {
  const grid = columns === 3 ? "md:grid-cols-2 lg:grid-cols-3" : "md:grid-cols-2";
  return (
    <ul className={`grid gap-8 ${grid}`}>
      {posts.map((post, index) => (
        <li key={post.slug}>
          <PostCard post={post} eager={eagerFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
