/** Finding the destinations a visitor means: by name, id or country, in any case and accent. */
import type { Destination, SafetyData, TravelPackage } from "../../contract";
import type { Catalog } from "../../content/catalog";
import { placeAliases } from "../../content/place-aliases";
import { containsPhrase, normalize } from "./text";

export interface ResolvedDestination {
  destination: Destination;
  safety: SafetyData;
  /** Other destinations the words also fit, e.g. the rest of a country's cities. */
  alternatives: Destination[];
}

function namesOf(destination: Destination): string[] {
  return [destination.name, destination.id.replace(/-/g, " ")];
}

/** Destinations named in a text, in the order of the catalog; longer names win over shorter ones. */
export function destinationsNamedIn(catalog: Catalog, text: string): Destination[] {
  const byId = new Map(catalog.destinations.map((d) => [d.id, d]));
  const found = new Set<Destination>();
  for (const destination of catalog.destinations) {
    // "Cape Towns safety score": a possessive typed without its apostrophe names the place too.
    if (
      namesOf(destination).some(
        (name) =>
          containsPhrase(text, name) || (name.includes(" ") && containsPhrase(text, `${name}s`)),
      )
    )
      found.add(destination);
  }
  for (const [alias, id] of Object.entries(placeAliases)) {
    const destination = byId.get(id);
    if (destination && containsPhrase(text, alias)) found.add(destination);
  }
  return [...found];
}

/** The destination ids a text names, directly or through a package's full name. */
export function placesNamedIn(catalog: Catalog, text: string): string[] {
  const ids = [
    ...destinationsNamedIn(catalog, text).map((d) => d.id),
    ...catalog.packages
      .filter((pkg) => containsPhrase(text, pkg.name))
      .flatMap((pkg) => pkg.destination_ids),
  ];
  return [...new Set(ids)];
}

/** Destinations whose country is named in a text ("Spain", "the United States"). */
export function destinationsByCountryIn(catalog: Catalog, text: string): Destination[] {
  return catalog.destinations.filter((d) => containsPhrase(text, d.country));
}

/**
 * The destination a request means: an exact name or id first, then a name inside the text, then a
 * country. Undefined when nothing in the content fits; the caller then says so, never guesses.
 */
export function resolveDestination(
  catalog: Catalog,
  query: string,
): ResolvedDestination | undefined {
  const wanted = normalize(query).trim();
  const exact = catalog.destinations.find((d) =>
    namesOf(d).some((name) => normalize(name) === wanted || d.id === wanted),
  );
  const named = exact ? [exact] : destinationsNamedIn(catalog, query);
  const candidates = named.length > 0 ? named : destinationsByCountryIn(catalog, query);
  const destination = candidates[0];
  if (!destination) return undefined;
  const safety = catalog.safety.get(destination.id);
  if (!safety) return undefined;
  return { destination, safety, alternatives: candidates.slice(1) };
}

/** The packages whose route includes a destination, cheapest first. */
export function packagesReaching(catalog: Catalog, destinationId: string): TravelPackage[] {
  return catalog.packages
    .filter((pkg) => pkg.destination_ids.includes(destinationId))
    .sort((a, b) => a.price - b.price);
}

/** "Lisbon → Barcelona": a package's route by destination name. */
export function routeOf(catalog: Catalog, pkg: TravelPackage): string {
  const names = pkg.destination_ids
    .map((id) => catalog.destinations.find((d) => d.id === id)?.name)
    .filter((name): name is string => name !== undefined);
  return names.length > 0 ? names.join(" → ") : "Multiple Destinations";
}

/** Whether a package's description states that its price is per person. */
export function isPricedPerPerson(pkg: TravelPackage): boolean {
  return /per person/i.test(pkg.description);
}
