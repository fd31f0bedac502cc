"use client";

/**
 * Every destination as cards, grouped by region: one island that receives only what the cards show.
 * As server components the cards' markup travelled twice, in the HTML and again in the page's React
 * payload (a third of the page); as an island the payload carries their fields once, and the markup
 * is in the HTML alone. The island is there anyway: the safety rating dialog opens from every card.
 */
import { regions } from "@/lib/contract/regions";
import { DestinationCard, type DestinationCardData } from "./destination-card";
import { SafetyDialogProvider } from "./safety-dialog-client";

const regionAnchor = (region: string) => `region-${region.toLowerCase().replace(/\s+/g, "-")}`;

/** Every destination, grouped by region (in the contract's order) and sorted by name within each. */
export function groupByRegion(destinations: DestinationCardData[]) {
  return regions
    .map((region) => ({
      region,
      destinations: destinations
        .filter((destination) => destination.region === region)
        .sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .filter((group) => group.destinations.length > 0);
}

export function DestinationGrid({ destinations }: { destinations: DestinationCardData[] }) {
  const groups = groupByRegion(destinations);
  const first = groups[0]?.destinations[0]?.id;
  return (
    <SafetyDialogProvider>
      <nav aria-label="Regions" className="region-links">
        <ul>
          {groups.map(({ region, destinations: inRegion }) => (
            <li key={region}>
              <a href={`#${regionAnchor(region)}`}>
                {region}
                <span>{inRegion.length}</span>
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
