/** Up to three other stories beneath a post. */
import type { PostSummary } from "@/lib/contract";
import { PostGrid } from "./post-card";

export function MoreStories({ posts }: { posts: PostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="more-stories-title" data-testid="more-stories">
      <p className="text-xs font-semibold tracking-[0.25em] text-lavender-700 uppercase">
        Keep reading
      </p>
      <h2
        id="more-stories-title"
        className="mt-3 font-display text-3xl font-semibold text-aubergine sm:text-4xl"
      >
        More Stories
      </h2>
      <div className="mt-10">
        <PostGrid posts={posts} columns={3} />
      </div>
    </section>
  );
}
