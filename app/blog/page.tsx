import { FeaturedStories } from "@/components/journal/featured-stories";
import { JournalAbout } from "@/components/journal/journal-about";
import { JournalBrowser } from "@/components/journal/journal-browser-client";
import { JournalHero } from "@/components/journal/journal-hero";
import { EarlierStories } from "@/components/journal/earlier-stories";
import { PostGrid } from "@/components/journal/post-card";
import { FailureNotice } from "@/components/ui/failure-notice";
import { getBackend } from "@/lib/backend";
import { loadSection } from "@/lib/load-section";
import { pageMetadata, breadcrumbList } from "@/lib/seo";
import { JsonLd } from "@/components/ui/json-ld";
import { getConfig } from "@/lib/config";

export const revalidate = 300;

export const metadata = pageMetadata({
  image: "segment",
  title: "Journal",
  description:
    "The Lavender Compass journal: trip reports, planning advice, pride events and safety guidance for LGBTQ+ travelers, written by our travel designers and researchers.",
  path: "/blog",
});

export default async function JournalPage() {
  const backend = getBackend();
  const [featured, latest, archive, categories] = await Promise.all([
    loadSection("journal featured", () => backend.getPosts({ featured: true, limit: 3 })),
    loadSection("journal latest", () => backend.getPosts({ limit: 20 })),
    loadSection("journal archive", () => backend.getPosts({ limit: 100 })),
    loadSection("journal categories", () => backend.getCategories()),
  ]);
  // Every story the journal counts is listed: those Latest Stories does not show, by title.
  const shown = new Set(latest.ok ? latest.data.map((post) => post.slug) : []);
  const earlier =
    latest.ok && archive.ok ? archive.data.filter((post) => !shown.has(post.slug)) : [];

  const site = getConfig().SITE_URL;
  return (
    <>
      <JsonLd
        data={[
          breadcrumbList(site, [{ name: "Journal", path: "/blog" }]),
          {
            "@context": "https://schema.org",
            "@type": "Blog",
            name: "The Lavender Compass Journal",
            url: `${site}/blog`,
            blogPost: (latest.ok ? latest.data : []).map((post) => ({
              "@type": "BlogPosting",
              headline: post.title,
              url: `${site}/blog/${post.slug}`,
              datePublished: post.created_at,
              author: { "@type": "Person", name: post.author },
            })),
          },
        ]}
      />
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
        earlier={<EarlierStories posts={earlier} />}
        about={<JournalAbout />}
        categories={categories.ok ? categories.data : null}
      />
    </>
  );
}
