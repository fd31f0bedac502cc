import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { JournalHero } from "@/components/journal/journal-hero";
import { JournalSearchResults } from "@/components/journal/journal-search-results";
import { getBackend } from "@/lib/backend";
import { searchQuerySchema } from "@/lib/contract";
import { loadSection } from "@/lib/load-section";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = {
  title: "Search the journal",
  robots: { index: false, follow: true },
};

/** The journal's search results rendered by the server: a shareable /blog/search?q=... address. */
export default async function JournalSearchPage({ searchParams }: Props) {
  const raw = (await searchParams).q;
  const parsed = searchQuerySchema.safeParse({ q: Array.isArray(raw) ? raw[0] : raw });
  const query = parsed.success ? parsed.data.q.trim() : "";
  if (!query) redirect("/blog");
  const found = await loadSection("journal search", () => getBackend().searchPosts(query));
  return (
    <>
      <JournalHero />
      <JournalSearchResults query={query} posts={found.ok ? found.data : null} />
    </>
  );
}
