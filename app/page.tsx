import { CallToAction } from "@/components/home/call-to-action";
import { EliteExperiences } from "@/components/home/elite-experiences";
import { FeaturedDestinations } from "@/components/home/featured-destinations";
import { FeaturedTallinn } from "@/components/home/featured-tallinn";
import { HomeHero } from "@/components/home/home-hero";
import { PartnersSection } from "@/components/home/partners-section";
import { StatsStrip } from "@/components/home/stats-strip";
import { WhyChooseUs } from "@/components/home/why-choose-us";
import { ButtonLink } from "@/components/ui/button-link";
import { JsonLd } from "@/components/ui/json-ld";
import { getBackend } from "@/lib/backend";
import { getConfig } from "@/lib/config";
import { getCatalog } from "@/lib/content/catalog";
import { agentKinds } from "@/lib/contract";
import { loadSection } from "@/lib/load-section";
import { pageMetadata } from "@/lib/seo";

export const revalidate = 300;

export const metadata = pageMetadata({
  image: "segment",
  title: "Lavender Compass | Luxury LGBTQ+ Travel, Safety-Rated",
  description:
    "Safety-rated luxury journeys for LGBTQ+ travelers: a sourced Queer Safety Index for every destination, fixed-price packages and a free consultation.",
  path: "/",
});

export default async function HomePage() {
  const backend = getBackend();
  const [destinations, packages, posts] = await Promise.all([
    loadSection("home destinations", () => backend.getDestinations()),
    loadSection("home packages", () => backend.getPackages()),
    loadSection("home posts", () => backend.getPosts({ limit: 100 })),
  ]);
  const { site, experiences, partners } = getCatalog();
  const tallinn = destinations.ok ? destinations.data.find((d) => d.name === "Tallinn") : undefined;

  // Every figure is counted from the site's own content; a section that failed shows no figure.
  const stats = [
    ...(destinations.ok
      ? [{ value: String(destinations.data.length), label: "Destinations rated for safety" }]
      : []),
    ...(packages.ok ? [{ value: String(packages.data.length), label: "Travel packages" }] : []),
    ...(posts.ok ? [{ value: String(posts.data.length), label: "Journal articles" }] : []),
    { value: String(agentKinds.length + 1), label: "AI agents: four assistants and a recommender" },
    { value: site.marketing.lgbtq_focus, label: "LGBTQ+ focus" },
  ];

  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "TravelAgency",
          name: site.brand,
          description: site.description,
          url: getConfig().SITE_URL,
          email: site.contact.email,
          telephone: site.contact.phone,
          foundingDate: String(site.founded),
          address: {
            "@type": "PostalAddress",
            addressLocality: site.address.locality,
            addressRegion: site.address.region,
            addressCountry: site.address.country,
          },
          sameAs: site.social.map((link) => link.url),
        }}
      />
      <HomeHero lead={site.description} />
      <StatsStrip stats={stats} />
      {tallinn && <FeaturedTallinn destination={tallinn} />}
      <WhyChooseUs />
      <FeaturedDestinations section={destinations} />
      <CallToAction
        id="get-started-heading"
        title="Get Started"
        text="Tell us who is traveling and what you dream of. A designer replies within 24 hours, and your first consultation is free."
      >
        <ButtonLink href="/contact" variant="gold">
          Get Started
        </ButtonLink>
      </CallToAction>
      <EliteExperiences experiences={experiences} />
      <CallToAction
        id="closing-heading"
        title="Your next journey starts here"
        text="Choose a fixed-price package, or let us design one around you."
      >
        <ButtonLink href="/packages" variant="gold">
          Browse All Packages
        </ButtonLink>
        <ButtonLink href="/contact" variant="light">
          Book Consultation
        </ButtonLink>
      </CallToAction>
      <PartnersSection partners={partners} />
    </>
  );
}
