import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import type { Partner } from "@/lib/content/schemas";

export function PartnersSection({ partners }: { partners: Partner[] }) {
  return (
    <section aria-labelledby="partners-heading" className="bg-white py-20">
      <Container>
        <SectionHeading
          id="partners-heading"
          eyebrow="Partners"
          title="In good company"
          align="center"
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {partners.map((partner) => (
            <li
              key={partner.slug}
              className="rounded-3xl border border-lavender-100 p-8 text-center"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- SVG logo */}
              <img
                src={`/images/partners/${partner.slug}.svg`}
                alt=""
                width={240}
                height={120}
                loading="lazy"
                className="mx-auto h-16 w-auto"
              />
              <h3 className="mt-5 text-xl font-semibold text-aubergine">
                <a
                  href={partner.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:underline"
                >
                  {partner.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </h3>
              <p className="text-sm font-medium text-lavender-700">{partner.fullName}</p>
              <p className="mt-3 leading-relaxed text-muted">{partner.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
