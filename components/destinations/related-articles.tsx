import Link from "@/components/ui/link";
import type { PostSummary } from "@/lib/contract";
import { formatLongDate } from "@/lib/format";

/** Up to three journal posts about a destination. */
export function RelatedArticles({ posts }: { posts: PostSummary[] }) {
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug}>
          <Link
            href={`/blog/${post.slug}`}
            className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-lavender-100 transition hover:shadow-xl motion-safe:hover:-translate-y-1"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- SVG poster */}
            <img
              src={post.featured_image}
              alt={post.featured_image_alt}
              width={1200}
              height={800}
              loading="lazy"
              className="aspect-[3/2] w-full bg-lavender-100 object-cover"
            />
            <span className="flex flex-1 flex-col p-6">
              <span className="text-xs font-semibold tracking-[0.2em] text-lavender-700 uppercase">
                {post.category}
              </span>
              <span className="mt-2 font-display text-xl font-semibold text-aubergine group-hover:underline">
                {post.title}
              </span>
              <span className="mt-auto pt-4 text-sm text-muted">
                {formatLongDate(post.created_at)} · {post.read_time} min read
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
