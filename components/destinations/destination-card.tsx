import Link from "@/components/ui/link";
import type { Destination } from "@/lib/contract";
import { pick } from "@/lib/pick";
import { SafetyRatingButton } from "./safety-dialog-client";
import { SafetyScoreBadge } from "./safety-score-badge";

/**
 * One destination, drawn by the destinations list's island (./destination-grid.tsx). The safety
 * button stretches over the card, and the profile link sits above it (z-10) to stay clickable.
 * Styled by the `dest-card` rules in app/globals.css: a class on each of its elements, 25 cards
 * over, made up a third of the page's weight.
 */
/** What a card shows, and nothing else: the list's island receives these fields only. */
const cardFields = [
  "id",
  "slug",
  "name",
  "country",
  "region",
  "image_url",
  "image_alt",
  "description",
  "highlights",
  "best_time_to_visit",
  "safety_score",
] as const satisfies readonly (keyof Destination)[];

export type DestinationCardData = Pick<Destination, (typeof cardFields)[number]>;

export const destinationCardData = (destination: Destination): DestinationCardData =>
  pick(destination, cardFields);

export function DestinationCard({
  destination,
  eager = false,
}: {
  destination: DestinationCardData;
  eager?: boolean;
}) {
  const { id, slug, name, country, region } = destination;
  return (
    <li data-destination={slug} className="dest-card">
      {/* eslint-disable-next-line @next/next/no-img-element -- SVG poster; next/image adds nothing */}
      <img
        src={destination.image_url}
        alt={destination.image_alt}
        width={1200}
        height={800}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
      />
      <div className="body">
        <div className="head">
          <div>
            <h3>{name}</h3>
            <p>
              {country} · {region}
            </p>
          </div>
          <SafetyScoreBadge score={destination.safety_score} />
        </div>
        <p className="about">{destination.description}</p>
        <h4>Highlights</h4>
        <ul>
          {destination.highlights.map((highlight, index) => (
            // The position as key: the text would travel twice in the page's React payload.
            <li key={index}>{highlight}</li>
          ))}
        </ul>
        <p className="when">
          <span>
            <b>Best time to visit:</b> {destination.best_time_to_visit}
          </span>
        </p>
        <div className="actions">
          <SafetyRatingButton target={{ id, slug, name, country }} />
          <Link href={`/destinations/${slug}`}>
            Full safety profile<span className="sr-only"> of {name}</span>
          </Link>
        </div>
      </div>
    </li>
  );
}
