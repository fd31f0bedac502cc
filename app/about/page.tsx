import { notFound } from "next/navigation";
import { AboutFigures } from "@/components/about/about-figures";
import { AboutHero } from "@/components/about/about-hero";
import { AboutRecommendations } from "@/components/about/about-recommendations";
import { AboutStory } from "@/components/about/about-story";
import { AboutTalk } from "@/components/about/about-talk";
import { AboutValues } from "@/components/about/about-values";
import { splitMarkdownSections } from "@/components/legal/markdown-sections";
import { JsonLd } from "@/components/ui/json-ld";
import { getBackend } from "@/lib/backend";
import { getConfig } from "@/lib/config";
import { getCatalog } from "@/lib/content/catalog";
import { loadSection } from "@/lib/load-section";
import { pageMetadata } from "@/lib/seo";

export const revalidate = 300;

const about = getCatalog().about;

export const metadata = pageMetadata({
  title: "About Us",
  description: about?.description ?? "Who we are, what we value and how our recommendations work.",
  path: "/about",
});

/** Honest figures only: each is counted from the catalogue the backend serves. */
async function countCatalogue() {
  const backend = getBackend();
  const [destinations, packages, categories] = await Promise.all([
    backend.getDestinations(),
    backend.getPackages(),
    backend.getCategories(),
  ]);
  return [
    { value: destinations.length, label: "Safety-rated destinations" },
    { value: packages.length, label: "Curated packages" },
    {
      value: categories.reduce((sum, category) => sum + category.count, 0),
      label: "Journal stories",
    },
  ];
}

export default async function AboutPage() {
  if (!about) notFound();
  const { site } = getCatalog();
  const { sections } = splitMarkdownSections(about.body);
  // The page is laid out around the four sections of content/about.md, found by their headings.
  const find = (title: string) => sections.find((section) => section.title.toLowerCase() === title);
  const story = find("our story");
  const values = find("what we value");
  const recommendations = find("how our recommendations work");
  const talk = find("talk to us");
  const figures = await loadSection("about figures", countCatalogue);

  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "AboutPage",
          name: about.title,
          description: about.description,
          url: `${getConfig().SITE_URL}/about`,
          about: {
            "@type": "TravelAgency",
            name: site.brand,
            foundingDate: String(site.founded),
            email: site.contact.email,
            telephone: site.contact.phone,
          },
        }}
      />
      <AboutHero
        title={about.title}
        lead={about.description}
        town={site.town}
        founded={site.founded}
      />
      {figures.ok && <AboutFigures figures={figures.data} />}
      {story && <AboutStory title={story.title} markdown={story.body} />}
      {values && <AboutValues title={values.title} markdown={values.body} />}
      {recommendations && (
        <AboutRecommendations title={recommendations.title} markdown={recommendations.body} />
      )}
      {talk && <AboutTalk title={talk.title} markdown={talk.body} />}
    </>
  );
}
