import { regions, type Destination } from "@/lib/contract";
import { DestinationCard } from "./destination-card";
import { SafetyDialogProvider } from "./safety-dialog-client";

const regionAnchor = (region: string) => `region-${region.toLowerCase().replace(/\s+/g, "-")}`;

/** Every destination, grouped by region (in the contract's order) and sorted by name within each. */
export function groupByRegion(destinations: Destination[]) {
  return regions
    .map((region) => ({
      region,
      destinations: destinations
        .filter((destination) => destination.region === region)
        .sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .filter((group) => group.destinations.length > 0);
}

export function DestinationGrid({ destinations }: { destinations: Destination[] }) {
  const groups = groupByRegion(destinations);
  const first = groups[0]?.destinations[0]?.id;
  return (
    <SafetyDialogProvider>
      <nav aria-label="Regions" className="mt-10">
        <ul className="flex flex-wrap gap-2">
          {groups.map(({ region, destinations: inRegion }) => (
            <li key={region}>
              <a
                href={`#${regionAnchor(region)}`}
                className="inline-flex items-center gap-2 rounded-full border border-lavender-200 bg-white px-4 py-2 text-sm font-medium text-aubergine transition-colors hover:bg-lavender-100"
              >
                {region}
                <span className="text-xs text-muted">{inRegion.length}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(({ region, destinations: inRegion }) => (
        <section
          key={region}
          id={regionAnchor(region)}
          aria-labelledby={`${regionAnchor(region)}-heading`}
          className="mt-16 scroll-mt-24"
        >
          <h2
            id={`${regionAnchor(region)}-heading`}
            className="border-b border-lavender-200 pb-3 text-3xl font-semibold text-aubergine"
          >
            {region}
          </h2>
          <ul className="mt-8 grid gap-8 md:grid-cols-2 xl:grid-cols-3">
            {inRegion.map((destination) => (
              <DestinationCard
                key={destination.id}
                destination={destination}
                eager={destination.id === first}
              />
            ))}
          </ul>
        </section>
      ))}
    </SafetyDialogProvider>
  );
}
