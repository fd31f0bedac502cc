import { AiRecommendations } from "./ai-recommendations";
import { ConsultationCard } from "./consultation-card";
import { ContactDetails } from "./contact-details";
import { EnquiryForm } from "./enquiry-form";
import { EnquiryProvider } from "./enquiry-provider";
import { Container } from "@/components/ui/container";
import { JsonLd } from "@/components/ui/json-ld";
import { getBackend } from "@/lib/backend";
import { getConfig } from "@/lib/config";
import { getCatalog } from "@/lib/content/catalog";
import { loadSection } from "@/lib/load-section";

/**
 * The contact page: the consultation card, the enquiry form, contact details and the AI box.
 * `sentBefore` is /contact/sent, where an enquiry posted without the page's script lands.
 */
export async function ContactPage({ sentBefore = false }: { sentBefore?: boolean }) {
  const { site } = getCatalog();
  const config = getConfig();
  // Only names and departure dates travel to the browser: they let ?package=<id> (with
  // &departure=<id>&travelers=<n> from the booking step) prefill the enquiry.
  const packages = await loadSection("contact packages", async () =>
    (await getBackend().getPackages()).map(({ id, name, duration_days, departures }) => ({
      id,
      name,
      duration_days,
      departures: departures.map(({ id: departureId, starts_on }) => ({
        id: departureId,
        starts_on,
      })),
    })),
  );

  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "ContactPage",
          url: `${config.SITE_URL}/contact`,
          about: {
            "@type": "TravelAgency",
            name: site.brand,
            email: site.contact.email,
            telephone: site.contact.phone,
            address: {
              "@type": "PostalAddress",
              addressLocality: site.address.locality,
              addressRegion: site.address.region,
              addressCountry: site.address.country,
            },
          },
        }}
      />
      <section className="bg-gradient-to-b from-lavender-50 to-cream">
        <Container className="pt-20 pb-12 sm:pt-24">
          <p className="text-xs font-semibold tracking-[0.25em] text-lavender-600 uppercase">
            Contact
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl font-semibold text-aubergine sm:text-6xl">
            Let&apos;s plan your journey
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">
            Book a free consultation or send us a note about the trip you have in mind. A travel
            designer will get back to you within 24 hours.
          </p>
        </Container>
      </section>
      <EnquiryProvider>
        <Container className="pb-24">
          <ConsultationCard schedulingUrl={config.NEXT_PUBLIC_SCHEDULING_URL} />
          <div className="mt-12 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)] lg:items-start">
            <EnquiryForm packages={packages.ok ? packages.data : []} sentBefore={sentBefore} />
            <div className="space-y-8">
              <ContactDetails
                email={site.contact.email}
                phone={site.contact.phone}
                town={site.town}
              />
            </div>
          </div>
          <div className="mt-12">
            <AiRecommendations />
          </div>
        </Container>
      </EnquiryProvider>
    </>
  );
}
