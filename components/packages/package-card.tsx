import Link from "@/components/ui/link";
import { Icon } from "@/components/ui/icon";
import { buttonClass } from "@/components/ui/button-link";
import type { Destination, TravelPackage } from "@/lib/contract";
import { pick } from "@/lib/pick";
import { formatLongDate, formatPrice, formatScore } from "@/lib/format";

/** Destination names joined by arrows, or "Multiple Destinations" when none resolve. */
export function routeLabel(pkg: TravelPackage, destinations: Destination[]): string {
  const names = pkg.destination_ids
    .map((id) => destinations.find((destination) => destination.id === id)?.name)
    .filter((name): name is string => name !== undefined);
  return names.length > 0 ? names.join(" → ") : "Multiple Destinations";
}

/** The lowest safety score among the package's destinations: the honest figure for the trip. */
export function lowestSafety(pkg: TravelPackage, destinations: Destination[]): number | undefined {
  const scores = destinations
    .filter((d) => pkg.destination_ids.includes(d.id))
    .map((d) => d.safety_score);
  return scores.length > 0 ? Math.min(...scores) : undefined;
}

/** What a card shows, and nothing else: the list's island receives these fields only. */
const cardFields = [
  "id",
  "name",
  "category",
  "image_url",
  "image_alt",
  "description",
  "inclusions",
  "duration_days",
  "group_size",
  "price",
  "price_per_person",
] as const satisfies readonly (keyof TravelPackage)[];

export type PackageCardData = Pick<TravelPackage, (typeof cardFields)[number]> & {
  /** Destination names joined by arrows (routeLabel). */
  route: string;
  /** The lowest safety score on the route, if any destination is known. */
  safety?: number;
  departureCount: number;
  firstDeparture?: string;
};

export function packageCardData(pkg: TravelPackage, destinations: Destination[]): PackageCardData {
  return {
    ...pick(pkg, cardFields),
    route: routeLabel(pkg, destinations),
    safety: lowestSafety(pkg, destinations),
    departureCount: pkg.departures.length,
    firstDeparture: pkg.departures[0]?.starts_on,
  };
}

/**
 * One package, drawn by the packages list's island (./package-grid.tsx). Styled by the
 * `package-card` rules in app/globals.css rather than a class on each element.
 */
export function PackageCard({
  pkg,
  eager = false,
}: {
  pkg: PackageCardData;
  /** The first card's poster is on screen at load (the page's largest paint): fetch it at once. */
  eager?: boolean;
}) {
  const { safety } = pkg;
  return (
    <article id={pkg.id} aria-labelledby={`${pkg.id}-name`} className="package-card">
      <div className="poster">
        {/* eslint-disable-next-line @next/next/no-img-element -- SVG poster */}
        <img
          src={pkg.image_url}
          alt={pkg.image_alt}
          width={1200}
          height={800}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
        />
        <span>{pkg.category}</span>
      </div>
      <div className="body">
        <h2 id={`${pkg.id}-name`}>{pkg.name}</h2>
        <p className="route">{pkg.route}</p>
        <p className="about">{pkg.description}</p>
        <h3>Included</h3>
        <ul>
          {pkg.inclusions.map((inclusion, index) => (
            // The position as key, and the tick drawn by the stylesheet: the card list is the
            // page's weight, and both would travel twice (HTML and React payload).
            <li key={index}>{inclusion}</li>
          ))}
        </ul>
        <dl>
          <div>
            <dt>
              <Icon name="calendar-days" /> Duration
            </dt>
            <dd>{pkg.duration_days} days</dd>
          </div>
          <div>
            <dt>
              <Icon name="users" /> Group
            </dt>
            <dd>{pkg.group_size}</dd>
          </div>
          <div>
            <dt>
              <Icon name="shield-check" /> Lowest safety
            </dt>
            <dd>{safety === undefined ? "No data" : formatScore(safety)}</dd>
          </div>
        </dl>
        {pkg.firstDeparture && (
          <p className="departures">
            {pkg.departureCount === 1 ? "One departure" : `${pkg.departureCount} departures`} from{" "}
            {formatLongDate(pkg.firstDeparture)}
          </p>
        )}
        <div className="buy">
          <p>
            <b>{formatPrice(pkg.price)}</b>
            <span>{pkg.price_per_person ? "per person" : "per booking"}</span>
          </p>
          {/* A link, so it works before the scripts run: the next step chooses date and party. */}
          <Link href={`/packages/${pkg.id}/book`} className={buttonClass("primary", "min-w-32")}>
            Book Now<span className="sr-only">: {pkg.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
