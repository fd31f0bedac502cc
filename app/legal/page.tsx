import { Icon } from "@/components/ui/icon";
import { Container } from "@/components/ui/container";
import { LegalCard } from "@/components/legal/legal-card";
import { PolicyQuestions } from "@/components/legal/policy-questions";
import { getCatalog } from "@/lib/content/catalog";
import { pageMetadata, breadcrumbList } from "@/lib/seo";
import { JsonLd } from "@/components/ui/json-ld";
import { getConfig } from "@/lib/config";

export const metadata = pageMetadata({
  title: "Legal & Policies",
  description:
    "Our privacy policy, terms of service, client agreement, codes of conduct for travelers and staff, and sustainable travel policy, written plainly.",
  path: "/legal",
});

export default function LegalHubPage() {
  const { legal, site } = getCatalog();
  return (
    <>
      <JsonLd
        data={breadcrumbList(getConfig().SITE_URL, [{ name: "Legal & Policies", path: "/legal" }])}
      />
      <section className="border-b border-lavender-200/70 bg-gradient-to-b from-lavender-50 to-cream">
        <Container className="py-20 sm:py-24">
          <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.25em] text-lavender-600 uppercase">
            <Icon name="scale" className="h-4 w-4" />
            Transparency
          </p>
          <h1 className="mt-4 text-4xl font-semibold text-aubergine sm:text-6xl">
            Legal &amp; Policies
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">
            We believe in transparency: you should know exactly where you stand before you travel
            with us. Here is every policy that shapes a {site.brand} journey, written in plain
            language: how we protect your information, what we promise, what we ask of travelers and
            of our own team, and how we try to travel lightly.
          </p>
        </Container>
      </section>
      <Container className="py-16 sm:py-20">
        <ul aria-label="Our policies" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {legal.map((doc) => (
            <LegalCard
              key={doc.slug}
              slug={doc.slug}
              title={doc.title}
              description={doc.description}
              icon={doc.icon}
              color={doc.color}
            />
          ))}
        </ul>
        <div className="mt-20">
          <PolicyQuestions email={site.contact.legal_email} phone={site.contact.phone} />
        </div>
      </Container>
    </>
  );
}
