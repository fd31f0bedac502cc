import type { Metadata } from "next";
import { FeaturedStories } from "@/components/journal/featured-stories";
import { JournalAbout } from "@/components/journal/journal-about";
import { JournalBrowser } from "@/components/journal/journal-browser-client";
import { JournalHero } from "@/components/journal/journal-hero";
import { journalFeed } from "@/components/journal/journal-feed";
import { PostGrid } from "@/components/journal/post-card";
import { FailureNotice } from "@/components/ui/failure-notice";
import { getBackend } from "@/lib/backend";
import { loadSection } from "@/lib/load-section";
import { pageMetadata } from "@/lib/seo";

export const revalidate = 300;

const basics = pageMetadata({
  title: "Journal",
  description:
    "The Lavender Compass journal: trip reports, planning advice, pride events and safety guidance for LGBTQ+ travellers, written by our travel designers and researchers.",
  path: "/blog",
});

export const metadata: Metadata = {
  ...basics,
  alternates: { ...basics.alternates, types: { "application/rss+xml": journalFeed } },
};

export default async function JournalPage() {
  const backend = getBackend();
  const [featured, latest, categories] = await Promise.all([
    loadSection("journal featured", () => backend.getPosts({ featured: true, limit: 3 })),
    loadSection("journal latest", () => backend.getPosts({ limit: 20 })),
    loadSection("journal categories", () => backend.getCategories()),
  ]);

  return (
    <>
      <JournalHero />
      <JournalBrowser
        featured={<FeaturedStories featured={featured} />}
        latest={
          latest.ok ? (
            <PostGrid posts={latest.data} />
          ) : (
            <FailureNotice message="Failed to load blog posts" />
          )
        }
        about={<JournalAbout />}
        categories={categories.ok ? categories.data : null}
      />
    </>
  );
}
