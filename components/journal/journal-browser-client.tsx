"use client";

import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from "react";
import { toast } from "@/components/ui/toast";
import { getJson } from "@/components/ui/api-client";
import { Container } from "@/components/ui/container";
import type { Category, PostSummary } from "@/lib/contract";
import { JournalCategories } from "./journal-categories";
import { JournalSearchForm } from "./journal-search-form";
import { PostGrid } from "./post-card";

/** What the Latest Stories list shows: the server's list, a reload, a category or search results. */
type View =
  | { kind: "initial" }
  | { kind: "all"; posts: PostSummary[] }
  | { kind: "category"; name: string; posts: PostSummary[] }
  | { kind: "search"; query: string; posts: PostSummary[] };

const pageSize = 20;
const noSubscription = () => () => undefined;

/**
 * The journal's interactive part: search and the category filter both replace the Latest Stories
 * list. The server-rendered sections arrive as slots, so the page works fully without JavaScript.
 */
export function JournalBrowser({
  featured,
  latest,
  earlier,
  about,
  categories,
}: {
  featured: ReactNode;
  latest: ReactNode;
  /** The stories older than the latest twenty, under the list whenever it shows every category. */
  earlier: ReactNode;
  about: ReactNode;
  categories: Category[] | null;
}) {
  const [view, setView] = useState<View>({ kind: "initial" });
  const [busy, setBusy] = useState(false);
  const latestRequest = useRef(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  const reveal = useRef<"focus" | "scroll" | null>(null);
  // False in the server HTML, true once hydrated: tests and styles can tell the island is live.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  // After a search, focus moves to the results; after a filter the list only scrolls into view
  // if it is off screen, so keyboard users can keep choosing categories.
  useEffect(() => {
    const heading = headingRef.current;
    const how = reveal.current;
    reveal.current = null;
    if (!heading || !how) return;
    if (how === "focus") return heading.focus();
    const { top, bottom } = heading.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) heading.scrollIntoView({ block: "start" });
  }, [view]);

  /** Runs one list request; an answer that arrives after a newer request started is dropped. */
  async function load(path: string, toView: (posts: PostSummary[]) => View, onError: () => void) {
    const request = ++latestRequest.current;
    setBusy(true);
    try {
      const posts = await getJson<PostSummary[]>(path);
      if (request !== latestRequest.current) return;
      setView(toView(posts));
    } catch (error) {
      if (request === latestRequest.current) onError();
      console.error("[journal] request failed", path, error);
    } finally {
      if (request === latestRequest.current) setBusy(false);
    }
  }

  function search(query: string) {
    reveal.current = "focus";
    void load(
      `/api/blog/search?q=${encodeURIComponent(query)}`,
      (posts) => ({ kind: "search", query, posts }),
      () => toast.error("Search failed", { id: "journal-search-failed" }),
    );
  }

  // A failed category filter is only logged.
  // The list no longer shows what the box says: a category chosen, or the search cleared.
  function emptySearchBox() {
    if (searchBox.current) searchBox.current.value = "";
  }

  function selectCategory(name: string | null) {
    reveal.current = "scroll";
    emptySearchBox();
    const path =
      name === null
        ? `/api/blog/posts?limit=${pageSize}`
        : `/api/blog/posts?category=${encodeURIComponent(name)}&limit=${pageSize}`;
    void load(
      path,
      (posts) => (name === null ? { kind: "all", posts } : { kind: "category", name, posts }),
      () => undefined,
    );
  }

  function clearSearch() {
    emptySearchBox();
    latestRequest.current++;
    setBusy(false);
    reveal.current = "focus";
    setView({ kind: "initial" });
  }

  const active = view.kind === "search" ? undefined : view.kind === "category" ? view.name : null;

  return (
    <Container>
      <div
        className="relative -mt-20 max-w-3xl"
        data-testid="journal-search"
        data-ready={hydrated || undefined}
      >
        <JournalSearchForm onSearch={search} busy={busy} inputRef={searchBox} />
      </div>
      {featured}
      {/* Phones see the categories above the list they filter; wide screens keep them at the side. */}
      <div className="grid gap-10 py-16 sm:py-20 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:gap-x-14 lg:gap-y-8">
        <aside aria-label="Journal categories" className="lg:col-start-2 lg:row-start-1">
          <JournalCategories categories={categories} active={active} onSelect={selectCategory} />
        </aside>
        <section
          aria-labelledby="latest-title"
          aria-busy={busy}
          data-testid="latest-stories"
          className="lg:col-start-1 lg:row-span-2 lg:row-start-1"
        >
          <LatestHeading view={view} headingRef={headingRef} onClear={clearSearch} />
          <div className="mt-10">
            {view.kind === "initial" ? latest : <Results view={view} onClear={clearSearch} />}
          </div>
          {(view.kind === "initial" || view.kind === "all") && earlier}
        </section>
        <aside
          aria-label="About the journal"
          className="lg:sticky lg:top-8 lg:col-start-2 lg:row-start-2 lg:self-start"
        >
          {about}
        </aside>
      </div>
    </Container>
  );
}

function LatestHeading({
  view,
  headingRef,
  onClear,
}: {
  view: View;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClear: () => void;
}) {
  const searching = view.kind === "search";
  const status =
    view.kind === "search"
      ? `${view.posts.length} ${view.posts.length === 1 ? "story" : "stories"} found for “${view.query}”`
      : view.kind === "category"
        ? `Showing ${view.posts.length} ${view.posts.length === 1 ? "story" : "stories"} in ${view.name}`
        : "";
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <p className="text-xs font-semibold tracking-[0.25em] text-lavender-700 uppercase">
          {searching ? "Search" : "From the journal"}
        </p>
        <h2
          id="latest-title"
          ref={headingRef}
          tabIndex={-1}
          className="mt-3 scroll-mt-28 font-display text-3xl font-semibold text-aubergine focus:outline-none sm:text-4xl"
        >
          {searching ? "Search Results" : "Latest Stories"}
        </h2>
        <p role="status" className="mt-3 text-muted">
          {status}
        </p>
      </div>
      {searching && (
        <button
          type="button"
          onClick={onClear}
          className="rounded-full border border-aubergine px-5 py-2.5 text-sm font-semibold text-aubergine transition-colors hover:bg-lavender-100"
        >
          Clear search
        </button>
      )}
    </div>
  );
}

function Results({
  view,
  onClear,
}: {
  view: Exclude<View, { kind: "initial" }>;
  onClear: () => void;
}) {
  if (view.posts.length > 0) return <PostGrid posts={view.posts} />;
  return (
    <div className="rounded-3xl border border-dashed border-lavender-300 bg-white/60 px-8 py-12 text-center">
      <p className="font-display text-xl text-aubergine">
        {view.kind === "search" ? `No stories match “${view.query}”.` : "No stories here yet."}
      </p>
      {view.kind === "search" && (
        <button
          type="button"
          onClick={onClear}
          className="mt-5 text-sm font-semibold text-lavender-700 underline underline-offset-4 hover:text-aubergine"
        >
          Show all stories
        </button>
      )}
    </div>
  );
}
