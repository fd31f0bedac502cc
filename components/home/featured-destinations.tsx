import Link from "@/components/ui/link";
import { Icon } from "@/components/ui/icon";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { FailureNotice } from "@/components/ui/failure-notice";
import { SectionHeading } from "@/components/ui/section-heading";
import type { Destination } from "@/lib/contract";
import { formatScore, truncate } from "@/lib/format";
import type { Section } from "@/lib/load-section";

/** The home page keeps only these three, in this order. */
export const featuredNames = ["Tallinn", "Barcelona", "Mykonos"];

export function pickFeatured(destinations: Destination[]): Destination[] {
  return featuredNames
    .map((name) => destinations.find((destination) => destination.name === name))
    .filter((destination): destination is Destination => destination !== undefined);
}

export function FeaturedDestinations({ section }: { section: Section<Destination[]> }) {
  return (
    <section aria-labelledby="featured-heading" className="py-20">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            id="featured-heading"
            eyebrow="Where to next"
            title="Featured Destinations"
            lead="Three cities we return to again and again, each with its safety rating."
          />
          <ButtonLink href="/destinations" variant="secondary">
            View All Destinations
          </ButtonLink>
        </div>
        {section.ok ? (
          <ul className="mt-12 grid gap-8 md:grid-cols-3">
            {pickFeatured(section.data).map((destination) => (
              <li
                key={destination.id}
                className="group flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-lavender-100 transition hover:shadow-lg motion-safe:hover:-translate-y-1"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- SVG poster */}
                <img
                  src={destination.image_url}
                  alt={destination.image_alt}
                  width={1200}
                  height={800}
                  loading="lazy"
                  className="aspect-[3/2] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <div className="flex items-start justify-between gap-4">
                    <div>
                      <h3 className="text-2xl font-semibold text-aubergine">{destination.name}</h3>
                      <p className="text-sm text-muted">{destination.country}</p>
                    </div>
                    <p className="flex items-center gap-1 rounded-full bg-lavender-50 px-3 py-1 text-sm font-semibold text-aubergine">
                      <Icon name="shield-check" className="h-4 w-4 text-teal" />
                      <span className="sr-only">Safety score </span>
                      {formatScore(destination.safety_score)}
                    </p>
                  </div>
                  <p className="mt-4 flex-1 leading-relaxed text-muted">
                    {truncate(destination.description, 150)}
                  </p>
                  <Link
                    href="/destinations"
                    className="mt-6 text-sm font-semibold text-lavender-700 underline-offset-4 hover:underline"
                  >
                    Learn More<span className="sr-only"> about {destination.name}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-12">
            <FailureNotice message="Failed to load destinations" />
          </div>
        )}
      </Container>
    </section>
  );
}
