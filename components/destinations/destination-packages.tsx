import Link from "@/components/ui/link";
import type { TravelPackage } from "@/lib/contract";
import { formatPrice } from "@/lib/format";

/** The packages whose route includes a destination. */
export function packagesReaching(packages: TravelPackage[], destinationId: string) {
  return packages.filter((pkg) => pkg.destination_ids.includes(destinationId));
}

export function DestinationPackages({ packages }: { packages: TravelPackage[] }) {
  if (packages.length === 0) {
    return (
      <p className="mt-6 text-muted">
        No package goes here yet.{" "}
        <Link
          href="/contact"
          className="font-semibold text-lavender-700 underline underline-offset-4"
        >
          Ask us for a custom trip
        </Link>
        .
      </p>
    );
  }
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {packages.map((pkg) => (
        <li key={pkg.id}>
          <Link
            href={`/packages#${pkg.id}`}
            className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-lavender-100 transition hover:shadow-xl motion-safe:hover:-translate-y-1"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- SVG poster */}
            <img
              src={pkg.image_url}
              alt={pkg.image_alt}
              width={1200}
              height={800}
              loading="lazy"
              className="aspect-[3/2] w-full bg-lavender-100 object-cover"
            />
            <span className="flex flex-1 flex-col p-6">
              <span className="text-xs font-semibold tracking-[0.2em] text-lavender-700 uppercase">
                {pkg.category}
              </span>
              <span className="mt-2 font-display text-xl font-semibold text-aubergine group-hover:underline">
                {pkg.name}
              </span>
              <span className="mt-auto pt-4 text-sm text-muted">
                {pkg.duration_days} days · from{" "}
                <span className="font-semibold text-ink">{formatPrice(pkg.price)}</span>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
