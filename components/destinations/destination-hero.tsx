import Link from "@/components/ui/link";
import { Icon } from "@/components/ui/icon";
import type { Destination } from "@/lib/contract";
import { SafetyScoreBadge } from "./safety-score-badge";

/** The top of a destination's page: breadcrumb, poster, name, description, highlights, best time. */
export function DestinationHero({ destination }: { destination: Destination }) {
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link href="/" className="hover:text-aubergine hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">
            <Icon name="chevron-right" className="h-3.5 w-3.5" />
          </li>
          <li>
            <Link href="/destinations" className="hover:text-aubergine hover:underline">
              Destinations
            </Link>
          </li>
          <li aria-hidden="true">
            <Icon name="chevron-right" className="h-3.5 w-3.5" />
          </li>
          <li>
            <span aria-current="page" className="font-medium text-aubergine">
              {destination.name}
            </span>
          </li>
        </ol>
      </nav>
      <div className="mt-8 grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        {/* eslint-disable-next-line @next/next/no-img-element -- SVG poster; next/image adds nothing */}
        <img
          src={destination.image_url}
          alt={destination.image_alt}
          width={1200}
          height={800}
          fetchPriority="high"
          className="aspect-[3/2] w-full rounded-3xl bg-lavender-100 object-cover shadow-xl lg:order-2"
        />
        <div>
          <p className="text-xs font-semibold tracking-[0.25em] text-lavender-600 uppercase">
            {destination.country} · {destination.region}
          </p>
          <h1 className="mt-3 text-5xl font-semibold text-aubergine sm:text-6xl">
            {destination.name}
          </h1>
          <SafetyScoreBadge score={destination.safety_score} className="mt-5" />
          <p className="mt-6 text-lg leading-relaxed text-muted">{destination.description}</p>
          <p className="mt-6 flex items-center gap-2 text-ink">
            <Icon name="calendar-days" className="h-5 w-5 text-lavender-600" />
            <span>
              <span className="font-semibold">Best time to visit:</span>{" "}
              {destination.best_time_to_visit}
            </span>
          </p>
        </div>
      </div>
      <section aria-labelledby="highlights-heading" className="mt-16">
        <h2 id="highlights-heading" className="text-3xl font-semibold text-aubergine">
          Highlights
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {destination.highlights.map((highlight) => (
            <li
              key={highlight}
              className="flex gap-3 rounded-2xl bg-white p-5 leading-relaxed shadow-sm ring-1 ring-lavender-100"
            >
              <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-gold" />
              {highlight}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
