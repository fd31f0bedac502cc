import { notFound } from "next/navigation";
import { cache } from "react";
import { DestinationHero } from "@/components/destinations/destination-hero";
import {
  DestinationPackages,
  packagesReaching,
} from "@/components/destinations/destination-packages";
import { RelatedArticles } from "@/components/destinations/related-articles";
import { findRelatedPosts } from "@/components/destinations/related-posts";
import { SafetyProfile } from "@/components/destinations/safety-profile";
import { Container } from "@/components/ui/container";
import { FailureNotice } from "@/components/ui/failure-notice";
import { JsonLd } from "@/components/ui/json-ld";
import { getBackend } from "@/lib/backend";
import { getConfig } from "@/lib/config";
import type { Destination } from "@/lib/contract";
import { formatScore } from "@/lib/format";
import { loadSection } from "@/lib/load-section";
import { pageMetadata, breadcrumbList } from "@/lib/seo";

export const revalidate = 300;

type Props = { params: Promise<{ slug: string }> };

// One backend read per request, shared by generateMetadata and the page.
const loadDestination = cache((slug: string) =>
  loadSection("destinations", async () => {
    const destinations = await getBackend().getDestinations();
    return destinations.find((destination) => destination.slug === slug) ?? null;
  }),
);

export async function generateStaticParams() {
  const section = await loadSection("destinations", () => getBackend().getDestinations());
  return section.ok ? section.data.map(({ slug }) => ({ slug })) : [];
}

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  const section = await loadDestination(slug);
  if (!section.ok || !section.data) return { title: "Destination" };
  const { name, country, safety_score, best_time_to_visit } = section.data;
  return pageMetadata({
    image: "segment",
    title: `${name}, ${country}: LGBTQ+ Safety and Travel Guide`,
    description: `${name} for LGBTQ+ travelers: safety score ${formatScore(safety_score)}, the laws and sources behind it, highlights, the best time to visit (${best_time_to_visit}) and our packages.`,
    path: `/destinations/${slug}`,
  });
}

function structuredData(destination: Destination) {
  const site = getConfig().SITE_URL;
  const url = `${site}/destinations/${destination.slug}`;
  return [
    {
      "@context": "https://schema.org",
      "@type": "TouristDestination",
      name: destination.name,
      description: destination.description,
      url,
      image: `${site}${destination.image_url}`,
      touristType: "LGBTQ+ travelers",
      containedInPlace: { "@type": "Country", name: destination.country },
    },
    breadcrumbList(site, [
      { name: "Destinations", path: "/destinations" },
      { name: destination.name, path: `/destinations/${destination.slug}` },
    ]),
  ];
}

export default async function DestinationPage({ params }: Props) {
  const { slug } = await params;
  const section = await loadDestination(slug);
  if (!section.ok) {
    return (
      <Container className="py-24">
        <h1 className="mb-8 text-4xl font-semibold text-aubergine">Destination</h1>
        <FailureNotice message="Failed to load destinations" />
      </Container>
    );
  }
  const destination = section.data;
  if (!destination) notFound();

  const backend = getBackend();
  const [safety, packages, posts] = await Promise.all([
    loadSection("safety", () => backend.getSafety(destination.id)),
    loadSection("packages", () => backend.getPackages()),
    loadSection("journal", () => findRelatedPosts(backend, destination.name)),
  ]);

  return (
    <Container className="py-12 sm:py-16">
      <JsonLd data={structuredData(destination)} />
      <DestinationHero destination={destination} />

      <section aria-labelledby="safety-heading" className="mt-24">
        <p className="text-xs font-semibold tracking-[0.25em] text-lavender-600 uppercase">
          Queer Safety Index
        </p>
        <h2 id="safety-heading" className="mt-3 text-4xl font-semibold text-aubergine">
          Safety profile
        </h2>
        {safety.ok ? (
          <SafetyProfile name={destination.name} safety={safety.data} />
        ) : (
          <div className="mt-8">
            <FailureNotice message="Failed to load safety data" />
          </div>
        )}
      </section>

      <section aria-labelledby="packages-heading" className="mt-24">
        <h2 id="packages-heading" className="text-4xl font-semibold text-aubergine">
          Packages that go to {destination.name}
        </h2>
        {packages.ok ? (
          <DestinationPackages packages={packagesReaching(packages.data, destination.id)} />
        ) : (
          <div className="mt-8">
            <FailureNotice message="Failed to load packages" />
          </div>
        )}
      </section>

      {(!posts.ok || posts.data.length > 0) && (
        <section aria-labelledby="journal-heading" className="mt-24">
          <h2 id="journal-heading" className="text-4xl font-semibold text-aubergine">
            From the journal
          </h2>
          {posts.ok ? (
            <RelatedArticles posts={posts.data} />
          ) : (
            <div className="mt-8">
              <FailureNotice message="Failed to load blog posts" />
            </div>
          )}
        </section>
      )}
    </Container>
  );
}
