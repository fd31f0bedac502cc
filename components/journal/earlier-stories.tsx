/**
 * The stories older than the twenty Latest Stories show, as a plain list of titles, so every
 * article the journal counts is one link away from /blog (with or without JavaScript). Styled by
 * the `earlier-stories` rule in app/globals.css.
 */
import Link from "@/components/ui/link";
import type { PostSummary } from "@/lib/contract";
import { formatLongDate } from "@/lib/format";

export function EarlierStories({ posts }: { posts: PostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section
      aria-labelledby="earlier-title"
      data-testid="earlier-stories"
      className="earlier-stories"
    >
      <h3 id="earlier-title">Earlier stories</h3>
      {/* role="list": Safari drops a styled list's semantics without it. */}
      <ul role="list">
        {posts.map((post) => (
          <li key={post.slug}>
            <Link href={`/blog/${post.slug}`}>{post.title}</Link>
            <span className="sr-only">, </span>
            <time dateTime={post.created_at.slice(0, 10)}>{formatLongDate(post.created_at)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
