/**
 * A journal post as a card: used by the server lists and by the search and category island. Styled
 * by the `post-card`, `post-meta` and `category-tag` rules in app/globals.css: the journal lists
 * two dozen cards, and a class on each element travelled twice (HTML and React payload).
 */
import Link from "@/components/ui/link";
import type { PostSummary } from "@/lib/contract";
import { formatLongDate } from "@/lib/format";
import { PostLoadingHint } from "./post-loading-hint";

/** Author, long US date and read time, as every card and the post header show them. */
export function PostMeta({ post, className = "" }: { post: PostSummary; className?: string }) {
  return (
    <p className={className ? `post-meta ${className}` : "post-meta"}>
      <b>{post.author}</b>
      {/* Each separator travels with the item after it, so a wrapped line never ends on a dot. */}
      <span>
        <i aria-hidden="true">·</i>
        <time dateTime={post.created_at.slice(0, 10)}>{formatLongDate(post.created_at)}</time>
      </span>
      <span>
        <i aria-hidden="true">·</i>
        {post.read_time} min read
      </span>
    </p>
  );
}

export function CategoryTag({ name }: { name: string }) {
  return <p className="category-tag">{name}</p>;
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
  return (
    <article data-testid="post-card" className={size === "lead" ? "post-card lead" : "post-card"}>
      <div>
        {/* eslint-disable-next-line @next/next/no-img-element -- SVG art: next/image adds nothing */}
        <img
          src={post.featured_image}
          alt={post.featured_image_alt}
          width={1600}
          height={1000}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      </div>
      <div>
        <CategoryTag name={post.category} />
        <h3>
          {/* The stretched link makes the whole card clickable while the title stays the link's name. */}
          <Link href={`/blog/${post.slug}`}>
            {post.title}
            <PostLoadingHint />
          </Link>
        </h3>
        <p>{post.excerpt}</p>
        <PostMeta post={post} />
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
