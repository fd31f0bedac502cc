/**
 * Retrieval over everything the assistants may say: destinations with their safety records,
 * packages, journal posts and legal sections, as passages in one minisearch index per catalog.
 */
import MiniSearch from "minisearch";
import type { Catalog } from "../../content/catalog";
import { perCatalog } from "./cache";
import { formatLongDate, formatPrice, formatScore } from "../../format";
import { isPricedPerPerson, routeOf } from "./destinations";
import { legalSections, sectionHref, sectionLabel } from "./legal";
import { markdownToPlain, normalize, termOf, wordsOf } from "./text";

export type PassageKind = "destination" | "package" | "post" | "legal";

export interface Passage {
  id: string;
  kind: PassageKind;
  /** The slug of the destination, package or post; the document slug for legal sections. */
  ref: string;
  title: string;
  /** Plain text, every figure as the data has it: what an LLM provider is given as context. */
  text: string;
  href: string;
}

function buildPassages(catalog: Catalog): Passage[] {
  const destinations = catalog.destinations.map((d): Passage => {
    const s = catalog.safety.get(d.id);
    const social =
      s?.social_acceptance == null ? "not scored (no survey)" : formatScore(s.social_acceptance);
    const safety = s
      ? `Queer Safety Index: overall ${formatScore(s.overall_score)}, legal protection ${formatScore(s.legal_protection)}, social acceptance ${social}, safety index ${formatScore(s.safety_index)}; last reviewed ${formatLongDate(s.last_reviewed)}. ${s.notes} For trans and non-binary travelers: ${s.trans_notes}`
      : "";
    return {
      id: `destination:${d.id}`,
      kind: "destination",
      ref: d.id,
      title: `${d.name}, ${d.country}`,
      text: `${d.name}, ${d.country} (${d.region}). ${d.description} Highlights: ${d.highlights.join("; ")}. Best time to visit: ${d.best_time_to_visit}. ${safety}`,
      href: `/destinations/${d.id}`,
    };
  });
  const packages = catalog.packages.map((p): Passage => ({
    id: `package:${p.id}`,
    kind: "package",
    ref: p.id,
    title: p.name,
    text: `${p.name} (${p.category}): ${routeOf(catalog, p)}, ${p.duration_days} days, ${formatPrice(p.price)}${isPricedPerPerson(p) ? " per person" : ""}, ${p.group_size}. ${p.description} Includes: ${p.inclusions.join("; ")}. Itinerary: ${p.itinerary.map((day) => `${day.day}: ${day.title}. ${day.description}`).join(" ")}`,
    href: "/packages",
  }));
  const posts = catalog.posts.map((p): Passage => ({
    id: `post:${p.slug}`,
    kind: "post",
    ref: p.slug,
    title: p.title,
    text: `${p.title} (journal, ${p.category}). ${p.excerpt} Tags: ${p.tags.join(", ")}.`,
    href: `/blog/${p.slug}`,
  }));
  const legal = legalSections(catalog).map((section, i): Passage => ({
    id: `legal:${section.slug}:${i}`,
    kind: "legal",
    ref: section.slug,
    title: sectionLabel(section),
    text: `${sectionLabel(section)}: ${markdownToPlain(section.body)}`,
    href: sectionHref(section),
  }));
  return [...destinations, ...packages, ...posts, ...legal];
}

export interface SearchHit {
  passage: Passage;
  score: number;
  /** The indexed words that matched. */
  terms: string[];
  /** The words of the query that found them. */
  queryTerms: string[];
}

export interface KnowledgeIndex {
  passages: Passage[];
  byId: Map<string, Passage>;
  /** Passages matching any meaningful word of the query, best first, with their scores. */
  search(query: string, options?: { kinds?: PassageKind[]; limit?: number }): SearchHit[];
}

function buildIndex(catalog: Catalog): KnowledgeIndex {
  const passages = buildPassages(catalog);
  const byId = new Map(passages.map((p) => [p.id, p]));
  const index = new MiniSearch<Passage>({
    fields: ["title", "text"],
    storeFields: [],
    processTerm: termOf,
    searchOptions: {
      boost: { title: 3 },
      prefix: (term) => term.length > 4,
      fuzzy: (term) => (term.length > 6 ? 0.15 : false),
      combineWith: "OR",
    },
  });
  index.addAll(passages);
  return {
    passages,
    byId,
    search(query, { kinds, limit = 10 } = {}) {
      if (wordsOf(query).length === 0) return [];
      return index
        .search(normalize(query), {
          filter: kinds
            ? (hit) => kinds.includes(String(hit.id).split(":")[0] as PassageKind)
            : undefined,
        })
        .slice(0, limit)
        .map((hit) => ({
          passage: byId.get(String(hit.id))!,
          score: hit.score,
          terms: hit.terms,
          queryTerms: hit.queryTerms,
        }));
    },
  };
}

/** The index of a catalog, built on first use (or at start-up) and kept with it. */
export const knowledgeOf = perCatalog("knowledge", buildIndex);

/** What a provider is given about one destination: its passage and those of the packages going there. */
export function destinationContext(
  catalog: Catalog,
  destinationId: string,
  packageIds: string[],
): Passage[] {
  const index = knowledgeOf(catalog);
  return [
    index.byId.get(`destination:${destinationId}`),
    ...packageIds.map((id) => index.byId.get(`package:${id}`)),
  ].filter((passage) => passage !== undefined);
}
