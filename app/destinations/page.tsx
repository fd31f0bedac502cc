import { Icon } from "@/components/ui/icon";
import Link from "@/components/ui/link";
import { destinationCardData } from "@/components/destinations/destination-card";
import { DestinationGrid } from "@/components/destinations/destination-grid";
import { Container } from "@/components/ui/container";
import { FailureNotice } from "@/components/ui/failure-notice";
import { SectionHeading } from "@/components/ui/section-heading";
import { getBackend } from "@/lib/backend";
import { loadSection } from "@/lib/load-section";
import { pageMetadata, breadcrumbList } from "@/lib/seo";
import { JsonLd } from "@/components/ui/json-ld";
import { getConfig } from "@/lib/config";

export const revalidate = 300;

export const metadata = pageMetadata({
  title: "Destinations with LGBTQ+ Safety Ratings",
  description:
    "Every Lavender Compass destination with its Queer Safety Index score: legal protection, social acceptance and safety on the ground, with highlights and the best time to visit.",
  path: "/destinations",
});

export default async function DestinationsPage() {
  const section = await loadSection("destinations", () => getBackend().getDestinations());
  const site = getConfig().SITE_URL;
  return (
    <Container className="py-16 sm:py-24">
      <div className="flex flex-wrap items-end justify-between gap-8">
        <SectionHeading
          as="h1"
          eyebrow="Queer Safety Index"
          title="Destinations"
          lead="Cities we know well, each rated for legal protection, social acceptance and safety on the ground. Open a card for its safety rating, or read the full profile with every law and source."
        />
        <ul className="flex flex-wrap gap-3">
          <li>
            <Link
              href="/destinations/compare"
              className="inline-flex items-center gap-2 rounded-full bg-aubergine px-5 py-3 text-sm font-semibold text-cream shadow-sm transition-colors hover:bg-lavender-700"
            >
              Compare destinations <Icon name="arrow-right" className="h-4 w-4" />
            </Link>
          </li>
          <li>
            <Link
              href="/destinations/safety-method"
              className="inline-flex items-center gap-2 rounded-full border border-aubergine px-5 py-3 text-sm font-semibold text-aubergine transition-colors hover:bg-lavender-100"
            >
              <Icon name="scale" className="h-4 w-4" /> How we rate safety
            </Link>
          </li>
        </ul>
      </div>
      {section.ok ? (
        <>
          <JsonLd
            data={[
              breadcrumbList(site, [{ name: "Destinations", path: "/destinations" }]),
              {
                "@context": "https://schema.org",
                "@type": "ItemList",
                name: "Destinations with LGBTQ+ safety ratings",
                // A summary list: each place's own page carries its full TouristDestination.
                itemListElement: section.data.map((destination, index) => ({
                  "@type": "ListItem",
                  position: index + 1,
                  name: destination.name,
                  url: `${site}/destinations/${destination.slug}`,
                })),
              },
            ]}
          />
          <DestinationGrid destinations={section.data.map(destinationCardData)} />
        </>
      ) : (
        <div className="mt-12">
          <FailureNotice message="Failed to load destinations" />
        </div>
      )}
    </Container>
  );
}
