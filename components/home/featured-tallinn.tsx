import { Icon } from "@/components/ui/icon";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import type { Destination } from "@/lib/contract";
import { formatScore } from "@/lib/format";

/** The home page's spotlight on Tallinn; its facts come from the destination record. */
export function FeaturedTallinn({ destination }: { destination: Destination }) {
  return (
    <section aria-labelledby="spotlight-heading" className="py-20">
      <Container className="grid items-center gap-10 lg:grid-cols-2">
        {/* eslint-disable-next-line @next/next/no-img-element -- SVG poster */}
        <img
          src={destination.image_url}
          alt={destination.image_alt}
          width={1200}
          height={800}
          loading="lazy"
          className="aspect-[3/2] w-full rounded-3xl object-cover shadow-xl"
        />
        <div>
          <p className="text-xs font-semibold tracking-[0.25em] text-lavender-600 uppercase">
            Featured destination
          </p>
          <h2 id="spotlight-heading" className="mt-3 text-4xl font-semibold text-aubergine">
            {destination.name}, {destination.country}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{destination.description}</p>
          <dl className="mt-8 grid gap-4 sm:grid-cols-2">
            <div className="rounded-2xl bg-white p-5 shadow-sm">
              <dt className="flex items-center gap-2 text-sm text-muted">
                <Icon name="shield-check" className="h-4 w-4 text-teal" /> Safety rating
              </dt>
              <dd className="mt-1 font-display text-2xl font-semibold text-aubergine">
                {formatScore(destination.safety_score)}
              </dd>
            </div>
            <div className="rounded-2xl bg-white p-5 shadow-sm">
              <dt className="flex items-center gap-2 text-sm text-muted">
                <Icon name="calendar-days" className="h-4 w-4 text-teal" /> Best time
              </dt>
              <dd className="mt-1 font-display text-2xl font-semibold text-aubergine">
                {destination.best_time_to_visit}
              </dd>
            </div>
          </dl>
          <ButtonLink href="/destinations" className="mt-8">
            Discover {destination.name}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
