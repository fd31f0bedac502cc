/**
 * A second, narrower index for recommendations: only what a trip offers (names, highlights,
 * descriptions, inclusions), not the safety notes, so "beaches" finds beaches rather than every
 * place whose safety notes happen to mention one.
 */
import MiniSearch from "minisearch";
import type { Catalog } from "../../content/catalog";
import { perCatalog } from "./cache";
import { routeOf } from "./destinations";
import { normalize, termOf } from "./text";

interface Offering {
  id: string;
  name: string;
  place: string;
  highlights: string;
  description: string;
}

export interface OfferingMatch {
  /** Relative to the best match of the query: 1 for the best, less for the others. */
  score: number;
  words: string[];
}

export interface OfferingsIndex {
  size: number;
  search(text: string): Map<string, OfferingMatch>;
}

/** Words in "-ing" that are no activity: "something", "amazing", "an evening". */
const notActivities =
  /^(thing|something|anything|everything|nothing|during|morning|evening|bring|king|spring|string|amazing|interesting|outstanding|stunning|charming|exciting|relaxing|wedding|being|going|looking|wanting|planning|traveling|travelling|thinking|hoping|including|according)$/;

/**
 * An activity as the visitor says it and as a trip is described: "hiking" also looks for "hike",
 * "swimming" for "swim", "sailing" for "sail" (the index keeps words as they are written).
 */
export function rootsOf(word: string): string[] {
  const root = /^([a-z]{3,})ing$/.exec(word)?.[1];
  if (!root || notActivities.test(word)) return [];
  return /([^aeiou])\1$/.test(root) ? [root.slice(0, -1)] : [root, `${root}e`];
}

function withRoots(text: string): string {
  const roots = (text.match(/\b[a-z]{3,}ing\b/g) ?? []).flatMap(rootsOf);
  return roots.length > 0 ? `${text} ${roots.join(" ")}` : text;
}

function build(catalog: Catalog): OfferingsIndex {
  const offerings: Offering[] = [
    ...catalog.destinations.map((d) => ({
      id: `destination:${d.id}`,
      name: d.name,
      place: `${d.country} ${d.region}`,
      highlights: d.highlights.join(" "),
      description: d.description,
    })),
    ...catalog.packages.map((p) => ({
      id: `package:${p.id}`,
      name: p.name,
      place: `${routeOf(catalog, p)} ${p.category}`,
      highlights: p.inclusions.join(" "),
      description: `${p.description} ${p.itinerary.map((day) => `${day.title} ${day.description}`).join(" ")}`,
    })),
  ];
  const index = new MiniSearch<Offering>({
    fields: ["name", "place", "highlights", "description"],
    storeFields: [],
    processTerm: termOf,
    searchOptions: {
      boost: { name: 3, place: 2, highlights: 2 },
      prefix: (term) => term.length > 4,
      fuzzy: (term) => (term.length > 6 ? 0.15 : false),
      combineWith: "OR",
    },
  });
  index.addAll(offerings);
  return {
    size: offerings.length,
    search(text) {
      const hits = index.search(withRoots(normalize(text)));
      const top = hits[0]?.score ?? 1;
      return new Map(
        hits.map((hit) => [String(hit.id), { score: hit.score / top, words: hit.queryTerms }]),
      );
    },
  };
}

/** The index of a catalog, built on first use (or at start-up) and kept with it. */
export const offeringsOf = perCatalog("offerings", build);
