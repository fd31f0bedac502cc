/** The /blog/search page's body: the search box filled in, then the stories found (server-rendered). */
import Link from "@/components/ui/link";
import { Container } from "@/components/ui/container";
import { FailureNotice } from "@/components/ui/failure-notice";
import type { PostSummary } from "@/lib/contract";
import { JournalSearchForm } from "./journal-search-form";
import { PostGrid } from "./post-card";

const clearClass =
  "rounded-full border border-aubergine px-5 py-2.5 text-sm font-semibold text-aubergine transition-colors hover:bg-lavender-100";

export function JournalSearchResults({
  query,
  posts,
}: {
  query: string;
  /** null when the search failed. */
  posts: PostSummary[] | null;
}) {
  return (
    <Container>
      <div className="relative -mt-20 max-w-3xl">
        <JournalSearchForm initialQuery={query} />
      </div>
      <section aria-labelledby="latest-title" className="py-16 sm:py-20">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-xs font-semibold tracking-[0.25em] text-lavender-700 uppercase">
              Search
            </p>
            <h2
              id="latest-title"
              className="mt-3 font-display text-3xl font-semibold text-aubergine sm:text-4xl"
            >
              Search Results
            </h2>
            {posts && (
              <p role="status" className="mt-3 text-muted">
                {`${posts.length} ${posts.length === 1 ? "story" : "stories"} found for “${query}”`}
              </p>
            )}
          </div>
          <Link href="/blog" className={clearClass}>
            Clear search
          </Link>
        </div>
        <div className="mt-10">
          {!posts ? (
            <FailureNotice message="Search failed" />
          ) : posts.length > 0 ? (
            <PostGrid posts={posts} />
          ) : (
            <p className="rounded-3xl border border-dashed border-lavender-300 bg-white/60 px-8 py-12 text-center font-display text-xl text-aubergine">
              No stories match “{query}”.
            </p>
          )}
        </div>
      </section>
    </Container>
  );
}
