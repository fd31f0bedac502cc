import Link from "next/link";
import { CalendarDays, Check, ShieldCheck, Users } from "lucide-react";
import { buttonClass } from "@/components/ui/button-link";
import type { Destination, TravelPackage } from "@/lib/contract";
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

export function PackageCard({
  pkg,
  destinations,
  eager = false,
}: {
  pkg: TravelPackage;
  destinations: Destination[];
  /** The first card's poster is on screen at load (the page's largest paint): fetch it at once. */
  eager?: boolean;
}) {
  const safety = lowestSafety(pkg, destinations);
  return (
    <article
      id={pkg.id}
      aria-labelledby={`${pkg.id}-name`}
      className="flex scroll-mt-24 flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-lavender-100"
    >
      <div className="relative">
        {/* eslint-disable-next-line @next/next/no-img-element -- SVG poster */}
        <img
          src={pkg.image_url}
          alt={pkg.image_alt}
          width={1200}
          height={800}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          className="aspect-[3/2] w-full object-cover"
        />
        <span className="absolute top-4 left-4 rounded-full bg-cream/95 px-3 py-1 text-xs font-semibold tracking-wider text-aubergine uppercase">
          {pkg.category}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h2 id={`${pkg.id}-name`} className="text-2xl font-semibold text-aubergine">
          {pkg.name}
        </h2>
        <p className="mt-1 text-sm font-medium text-lavender-700">
          {routeLabel(pkg, destinations)}
        </p>
        <p className="mt-4 leading-relaxed text-muted">{pkg.description}</p>
        <h3 className="mt-6 text-sm font-semibold tracking-wider text-ink uppercase">Included</h3>
        <ul className="mt-3 space-y-2 text-sm text-ink">
          {pkg.inclusions.map((inclusion) => (
            <li key={inclusion} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-teal" />
              {inclusion}
            </li>
          ))}
        </ul>
        <dl className="mt-6 grid grid-cols-3 gap-3 border-t border-lavender-100 pt-5 text-sm">
          <div>
            <dt className="flex items-center gap-1 text-muted">
              <CalendarDays aria-hidden="true" className="h-4 w-4" /> Duration
            </dt>
            <dd className="mt-1 font-semibold text-ink">{pkg.duration_days} days</dd>
          </div>
          <div>
            <dt className="flex items-center gap-1 text-muted">
              <Users aria-hidden="true" className="h-4 w-4" /> Group
            </dt>
            <dd className="mt-1 font-semibold text-ink">{pkg.group_size}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-1 text-muted">
              <ShieldCheck aria-hidden="true" className="h-4 w-4" /> Lowest safety
            </dt>
            <dd className="mt-1 font-semibold text-ink">
              {safety === undefined ? "No data" : formatScore(safety)}
            </dd>
          </div>
        </dl>
        {pkg.departures.length > 0 && (
          <p className="mt-4 text-sm text-muted">
            {pkg.departures.length === 1 ? "One departure" : `${pkg.departures.length} departures`}{" "}
            from {formatLongDate(pkg.departures[0]!.starts_on)}
          </p>
        )}
        <div className="mt-6 flex items-center justify-between gap-4">
          <p>
            <span className="font-display text-3xl font-semibold text-aubergine">
              {formatPrice(pkg.price)}
            </span>
            <span className="block text-xs text-muted">
              {pkg.price_per_person ? "per person" : "per booking"}
            </span>
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
