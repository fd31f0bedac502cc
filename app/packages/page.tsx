import { packageCardData } from "@/components/packages/package-card";
import { PackageGrid } from "@/components/packages/package-grid";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { FailureNotice } from "@/components/ui/failure-notice";
import { JsonLd } from "@/components/ui/json-ld";
import { SectionHeading } from "@/components/ui/section-heading";
import { getBackend } from "@/lib/backend";
import { getConfig } from "@/lib/config";
import { loadSection } from "@/lib/load-section";
import { pageMetadata } from "@/lib/seo";

export const revalidate = 300;

export const metadata = pageMetadata({
  title: "Travel Packages",
  description:
    "Fixed-price luxury packages for LGBTQ+ travelers, from a pride train to a private jet circuit, each showing the lowest safety score on its route.",
  path: "/packages",
});

export default async function PackagesPage() {
  const backend = getBackend();
  const [packages, destinations] = await Promise.all([
    loadSection("packages", () => backend.getPackages()),
    loadSection("package destinations", () => backend.getDestinations()),
  ]);
  const known = destinations.ok ? destinations.data : [];
  const site = getConfig().SITE_URL;

  return (
    <>
      <section className="bg-lavender-50 py-16">
        <Container>
          <SectionHeading
            as="h1"
            eyebrow="Travel packages"
            title="Journeys with the price on the page"
            lead="Every package is a complete trip at a fixed price per person, planned with safety first. Each card shows the lowest safety score along its route."
          />
        </Container>
      </section>
      <Container className="py-16">
        {packages.ok ? (
          <>
            <JsonLd
              data={packages.data.map((pkg) => ({
                "@context": "https://schema.org",
                "@type": "Product",
                name: pkg.name,
                image: `${site}${pkg.image_url}`,
                url: `${site}/packages#${pkg.id}`,
                offers: {
                  "@type": "Offer",
                  price: pkg.price,
                  priceCurrency: "USD",
                  availability: "https://schema.org/InStock",
                },
              }))}
            />
            <PackageGrid packages={packages.data.map((pkg) => packageCardData(pkg, known))} />
          </>
        ) : (
          <FailureNotice message="Failed to load packages" />
        )}
      </Container>
      <Container className="pb-20">
        <div className="rounded-[2rem] bg-aubergine px-8 py-12 text-center text-cream">
          <h2 className="text-3xl font-semibold">Need a Custom Package?</h2>
          <p className="mx-auto mt-3 max-w-2xl text-lavender-100">
            Different dates, another city, your whole chosen family: we design private journeys
            around you.
          </p>
          <ButtonLink href="/contact" variant="gold" className="mt-8">
            Contact Us
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
