import Link from "next/link";
import { CalendarDays } from "lucide-react";
import type { Destination } from "@/lib/contract";
import { SafetyRatingButton } from "./safety-dialog-client";
import { SafetyScoreBadge } from "./safety-score-badge";

/**
 * One destination. Rendered on the server; only the safety button is an island.
 * The button stretches over the card, and the profile link sits above it (z-10) to stay clickable.
 */
export function DestinationCard({
  destination,
  eager = false,
}: {
  destination: Destination;
  eager?: boolean;
}) {
  const { id, slug, name, country, region } = destination;
  return (
    <li
      data-destination={slug}
      className="group relative flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-lavender-100 transition hover:shadow-xl motion-safe:hover:-translate-y-1"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- SVG poster; next/image adds nothing */}
      <img
        src={destination.image_url}
        alt={destination.image_alt}
        width={1200}
        height={800}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        className="aspect-[3/2] w-full bg-lavender-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h3 className="text-2xl font-semibold text-aubergine">{name}</h3>
            <p className="mt-1 text-sm text-muted">
              {country} · {region}
            </p>
          </div>
          <SafetyScoreBadge score={destination.safety_score} />
        </div>
        <p className="mt-4 leading-relaxed text-muted">{destination.description}</p>
        <h4 className="mt-6 text-xs font-semibold tracking-[0.2em] text-lavender-700 uppercase">
          Highlights
        </h4>
        <ul className="mt-3 space-y-2 text-sm leading-relaxed text-ink">
          {destination.highlights.map((highlight) => (
            <li key={highlight} className="flex gap-2.5">
              <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-gold" />
              {highlight}
            </li>
          ))}
        </ul>
        <p className="mt-6 flex items-center gap-2 text-sm text-ink">
          <CalendarDays aria-hidden="true" className="h-4 w-4 text-lavender-600" />
          <span>
            <span className="font-semibold">Best time to visit:</span>{" "}
            {destination.best_time_to_visit}
          </span>
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-6 gap-y-3 pt-6">
          <SafetyRatingButton target={{ id, slug, name, country }} />
          <Link
            href={`/destinations/${slug}`}
            className="relative z-10 text-sm font-semibold text-lavender-700 underline-offset-4 hover:text-aubergine hover:underline"
          >
            Full safety profile<span className="sr-only"> of {name}</span>
          </Link>
        </div>
      </div>
    </li>
  );
}
