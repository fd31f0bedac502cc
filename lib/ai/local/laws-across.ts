/**
 * A law asked of no place in particular ("which of your destinations admit X-marker passports?",
 * "where can we get married?"): each of our destinations' records, grouped by where the law stands,
 * country by country, with the sources' dates. The law is the answer, not a list of top scores.
 */
import type { LegalIndicator } from "../../contract";
import {
  indicatorInWords,
  type IndicatorStatus,
  type LegalIndicatorKey,
} from "../../contract/safety";
import type { Catalog } from "../../content/catalog";
import { formatLongDate } from "../../format";
import { listInProse, sentencesOf } from "../knowledge/text";

const statusOrder: IndicatorStatus[] = ["yes", "partial", "no"];

/** "Netherlands (Amsterdam, since 2001)", "United States (New York, Provincetown and 2 more)". */
function countryLine(country: string, cities: string[], since: number | null): string {
  const named = cities.length > 3 ? [...cities.slice(0, 2), `${cities.length - 2} more`] : cities;
  return `${country} (${listInProse(named)}${since ? `, since ${since}` : ""})`;
}

/** "November 22, 2026", "November 22 to 25, 2026": the days the sources were read. */
function readOn(dates: string[]): string {
  const sorted = [...new Set(dates)].sort();
  const [first, last] = [sorted[0]!, sorted.at(-1)!];
  if (first === last) return formatLongDate(first);
  const sameMonth = first.slice(0, 7) === last.slice(0, 7);
  return sameMonth
    ? `${formatLongDate(first).replace(/, \d{4}$/, "")} to ${Number(last.slice(8))}, ${last.slice(0, 4)}`
    : `${formatLongDate(first)} to ${formatLongDate(last)}`;
}

/** The sites the records' sources are on, the most cited first: "equaldex.com, ilga-europe.org". */
function sourceSites(laws: LegalIndicator[]): string {
  const counts = new Map<string, number>();
  for (const law of laws) {
    const site = new URL(law.source.url).hostname.replace(/^www\./, "");
    counts.set(site, (counts.get(site) ?? 0) + 1);
  }
  const sites = [...counts].sort((a, b) => b[1] - a[1]).map(([site]) => site);
  return sites.length > 3 ? `${sites.slice(0, 3).join(", ")} and others` : listInProse(sites);
}

function lawAcross(catalog: Catalog, key: LegalIndicatorKey): string | undefined {
  const held = catalog.destinations.flatMap((destination) => {
    const law = catalog.safety.get(destination.id)?.indicators.find((i) => i.key === key);
    return law ? [{ destination, law }] : [];
  });
  if (held.length === 0) return undefined;
  const label = held[0]!.law.label;
  const lines = statusOrder.flatMap((status) => {
    const here = held.filter(({ law }) => law.status === status);
    if (here.length === 0) return [];
    const byCountry = new Map<string, { cities: string[]; since: Set<number | null> }>();
    for (const { destination, law } of here) {
      const entry = byCountry.get(destination.country) ?? { cities: [], since: new Set() };
      entry.cities.push(destination.name);
      entry.since.add(law.since);
      byCountry.set(destination.country, entry);
    }
    // "'Propaganda' or censorship law: none" gives the status as the label wants it said.
    const said = indicatorInWords(label, status).split(": ").at(-1)!;
    // A year is given where every city's record agrees on it (a state's law may predate the nation's).
    const countries = [...byCountry].map(([country, { cities, since }]) =>
      countryLine(country, cities, status === "no" || since.size > 1 ? null : [...since][0]!),
    );
    return [`- ${said[0]!.toUpperCase()}${said.slice(1)}: ${countries.join("; ")}.`];
  });
  // "No 'propaganda' law" is headed by what it is about: "'Propaganda' or censorship law".
  const heading = indicatorInWords(label, "yes").split(": ")[0]!;
  const laws = held.map(({ law }) => law);
  return [
    `${heading}, across our ${catalog.destinations.length} destinations:`,
    ...lines,
    `From each destination's safety record (sources on ${sourceSites(laws)}, read ${readOn(laws.map((law) => law.source.as_of))}); each law's detail and source is on its destination's page: /destinations.`,
  ].join("\n");
}

/** "Which country did it first?": a first in the world, a region or a country. */
const asksFirst = /\b(first|earliest|oldest|pioneer\w*)\b/;

/** The records' own words on who did it first ("Denmark created the world's first …"), with source. */
function firsts(catalog: Catalog, key: LegalIndicatorKey): string[] {
  return catalog.destinations.flatMap((destination) => {
    const law = catalog.safety.get(destination.id)?.indicators.find((i) => i.key === key);
    const sentence = law && sentencesOf(law.detail).find((s) => /\bfirst\b/i.test(s));
    return sentence && !/\bfirst (day|names?)\b/i.test(sentence)
      ? [`${sentence} (${law.source.label}, read ${formatLongDate(law.source.as_of)})`]
      : [];
  });
}

/** The laws asked, each across our destinations; undefined when no record holds any of them. */
export function lawsAcrossDestinations(
  catalog: Catalog,
  laws: LegalIndicatorKey[],
  question = "",
): { lead: string; facts: string[] } | undefined {
  const keys = laws.slice(0, 2);
  // Asked who was first, the records that say so answer: a first in the world before one in a
  // region or a country, and those in the words asked before others ("registered partnerships").
  const words = question.split(/[^a-z]+/).filter((word) => word.length > 4);
  const rank = (sentence: string) =>
    Number(/\b(world|first country|first in the world)\b/i.test(sentence)) * 2 +
    words.filter((word) => sentence.toLowerCase().includes(word.replace(/s$/, ""))).length;
  const first = asksFirst.test(question)
    ? [...new Set(keys.flatMap((key) => firsts(catalog, key)))]
        .sort((a, b) => rank(b) - rank(a))
        .slice(0, 2)
    : [];
  if (first.length > 0)
    return {
      lead: first.join("\n"),
      facts: ["Where the law stands at each of our destinations, with its source: /destinations."],
    };
  const answers = keys.flatMap((key) => lawAcross(catalog, key) ?? []);
  return answers.length > 0 ? { lead: answers.join("\n\n"), facts: [] } : undefined;
}
