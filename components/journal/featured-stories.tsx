/** Featured Stories: the lead story laid out wide, the others side by side beneath it. */
import { FailureNotice } from "@/components/ui/failure-notice";
import type { PostSummary } from "@/lib/contract";
import type { Section } from "@/lib/load-section";
import { PostCard } from "./post-card";

export function FeaturedStories({ featured }: { featured: Section<PostSummary[]> }) {
  const [lead, ...others] = featured.ok ? featured.data : [];
  if (featured.ok && !lead) return null;
  return (
    <section aria-labelledby="featured-title" className="pt-16 sm:pt-20">
      <p className="text-xs font-semibold tracking-[0.25em] text-lavender-700 uppercase">
        Editors&rsquo; picks
      </p>
      <h2
        id="featured-title"
        className="mt-3 font-display text-3xl font-semibold text-aubergine sm:text-4xl"
      >
        Featured Stories
      </h2>
      <div className="mt-10">
        {!featured.ok || !lead ? (
          <FailureNotice message="Failed to load blog posts" />
        ) : (
          <ul className="grid gap-8 md:grid-cols-2">
            <li className="md:col-span-2">
              <PostCard post={lead} size="lead" eager />
            </li>
            {others.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
