/**
 * The world safety baseline: for every UN member state and the territories travelers ask about,
 * whether same-sex relations are a crime, the laws on LGBTQ+ expression, protection from
 * discrimination, marriage, legal gender recognition and HIV entry rules, each claim with its
 * sources and whether a page we read says it. Loaded from content/world/ once per process.
 */
import path from "node:path";
import { formatLongDate } from "../format";
import { defaultContentDir, listFiles, ProblemList, readJson } from "./files";
import {
  claimGroups,
  packageRoutesFileSchema,
  worldBaselineFileSchema,
  worldChangelogFileSchema,
  type ChangelogEntry,
  type Citation,
  type ClaimGroup,
  type ClaimSource,
  type CountryBaseline,
  type CountryBaselineFileEntry,
} from "./world-baseline-schema";

export type { ChangelogEntry, ClaimGroup, ClaimSource, CountryBaseline };

export interface WorldBaseline {
  /** The day the entries were compiled from their generic sources. */
  compiledOn: string;
  /** The day of the latest review against copies of the sources; undefined when never. */
  reviewedOn: string | undefined;
  countries: CountryBaseline[];
  /** Package slug to the codes of the countries its route passes through. */
  routes: Map<string, string[]>;
  /** Package slug to what its route leaves open (a refueling stop not fixed in advance). */
  routeNotes: Map<string, string>;
  /** Normalized name, everyday name or city to the country it names. */
  places: Map<string, CountryBaseline>;
  /** Normalized demonym ("jamaican", "french") to its country. */
  demonyms: Map<string, CountryBaseline>;
  /** Two-letter everyday names ("UK", "US"), in capitals. */
  capitalised: Map<string, CountryBaseline>;
  /** ISO 3166-1 alpha-2 code to its country. */
  codes: Map<string, CountryBaseline>;
  /** The number of words in the longest name. */
  longestName: number;
}

/** Lower case, without diacritics or apostrophes, "saint" as "st", words separated by single spaces. */
export function normalizeName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .replace(/\bsaint\b/g, "st")
    .trim();
}

/** True for an address with no path and no query: a site's home page, which states no claim. */
export function isBareHomePage(url: string): boolean {
  if (url.startsWith("/")) return url === "/";
  const parsed = new URL(url);
  return parsed.pathname.replace(/\/+$/, "") === "" && parsed.search === "";
}

/** "2026", "2026-02", "2026-02-14" compared with a full date, at the precision the first gives. */
const isAfter = (partial: string, date: string) => partial > date.slice(0, partial.length);

/**
 * What is wrong with a citation's dates or address: read after the entry's review (or with no
 * review recorded), published after it was read, or a bare home page.
 */
function citationProblems(citation: Citation, reviewedOn: string | undefined): string[] {
  const problems: string[] = [];
  if (reviewedOn === undefined)
    problems.push(`cites "${citation.label}" as read on ${citation.read}, but records no review`);
  else if (citation.read > reviewedOn)
    problems.push(
      `read "${citation.label}" on ${citation.read}, after its review on ${reviewedOn}`,
    );
  if (citation.published && isAfter(citation.published, citation.read))
    problems.push(`"${citation.label}" is published ${citation.published}, after it was read`);
  if (isBareHomePage(citation.url))
    problems.push(`cites the home page ${citation.url} for "${citation.label}"`);
  return problems;
}

export function loadWorldBaseline(dir = defaultContentDir): WorldBaseline {
  const problems = new ProblemList();
  const file = readJson(dir, "world/baseline.json", worldBaselineFileSchema, problems);
  const routesFile = readJson(dir, "world/package-routes.json", packageRoutesFileSchema, problems);
  problems.throwIfAny();
  const { sources, countries: entries, compiled_on, reviewed_on } = file!;
  const where = (code: string) => `world/baseline.json: ${code}`;
  for (const [key, source] of Object.entries(sources)) {
    if (isBareHomePage(source.url))
      problems.add(`world/baseline.json: generic source ${key} is the home page ${source.url}`);
  }

  const countries: CountryBaseline[] = [];
  for (const { equaldex, ...entry } of entries) {
    const at = where(entry.code);
    if (entry.compiled_on > compiled_on)
      problems.add(`${at} was compiled on ${entry.compiled_on}, after the file (${compiled_on})`);
    if (
      entry.reviewed_on !== undefined &&
      (reviewed_on === undefined || entry.reviewed_on > reviewed_on)
    )
      problems.add(
        `${at} was reviewed on ${entry.reviewed_on}, after the file's review (${reviewed_on ?? "none"})`,
      );
    const resolve = <G extends ClaimGroup>(group: G) => {
      const { sources: cited, compiled_on: groupCompiledOn, ...claim } = entry[group];
      const compiledOn = groupCompiledOn ?? entry.compiled_on;
      if (compiledOn < entry.compiled_on || compiledOn > (reviewed_on ?? compiled_on))
        problems.add(`${at} ${group} was compiled on ${compiledOn}, outside its entry's dates`);
      const resolved: ClaimSource[] = cited.flatMap((item): ClaimSource[] => {
        if (typeof item !== "string") {
          for (const problem of citationProblems(item, entry.reviewed_on))
            problems.add(`${at} ${group} ${problem}`);
          return [{ kind: "read", ...item }];
        }
        const source = sources[item];
        if (!source) {
          problems.add(`${at} cites unknown source "${item}"`);
          return [];
        }
        if (source.url.includes("{equaldex}") && !equaldex) {
          problems.add(`${at} cites ${item} but has no equaldex slug`);
          return [];
        }
        return [
          {
            kind: "compiled",
            ...source,
            url: source.url.replace("{equaldex}", equaldex ?? ""),
            compiled_on: compiledOn,
          },
        ];
      });
      if (resolved.length === 0) problems.add(`${at} ${group} has no source`);
      return {
        ...claim,
        checked: resolved.some((source) => source.kind === "read"),
        sources: resolved,
      } as CountryBaseline[G];
    };
    const resolved = Object.fromEntries(claimGroups.map((group) => [group, resolve(group)])) as {
      [G in ClaimGroup]: CountryBaseline[G];
    };
    const identity = Object.fromEntries(
      Object.entries(entry).filter(([key]) => !(claimGroups as readonly string[]).includes(key)),
    ) as Omit<CountryBaselineFileEntry, "equaldex" | ClaimGroup>;
    countries.push({ ...identity, ...resolved });
  }
  countries.sort((a, b) => a.name.localeCompare(b.name));

  const owners = new Map<string, CountryBaseline>();
  const places = new Map<string, CountryBaseline>();
  const demonyms = new Map<string, CountryBaseline>();
  const capitalised = new Map<string, CountryBaseline>();
  const claim = (name: string, country: CountryBaseline, into: Map<string, CountryBaseline>) => {
    const key = normalizeName(name);
    const owner = owners.get(key);
    if (owner && owner !== country)
      problems.add(`world/baseline.json: "${name}" names both ${owner.code} and ${country.code}`);
    owners.set(key, country);
    if (/^[A-Z]{2}$/.test(name)) capitalised.set(name, country);
    else into.set(key, country);
  };
  for (const country of countries) {
    for (const name of [country.name, ...country.aliases, ...country.cities])
      claim(name, country, places);
    for (const name of country.demonyms) claim(name, country, demonyms);
  }
  for (const country of countries)
    for (const name of country.shared_names ?? []) {
      const owner = owners.get(normalizeName(name));
      if (!owner || owner === country)
        problems.add(
          `world/baseline.json: ${country.code} shares "${name}", which names no other country`,
        );
    }
  const codes = new Map(countries.map((country) => [country.code, country]));
  const longestName = Math.max(...[...owners.keys()].map((name) => name.split(" ").length));

  const routes = new Map<string, string[]>();
  const routeNotes = new Map<string, string>();
  const packageSlugs = new Set(
    listFiles(dir, "packages", ".json").map((name) => path.basename(name, ".json")),
  );
  for (const [slug, route] of Object.entries(routesFile ?? {})) {
    if (!packageSlugs.has(slug))
      problems.add(`world/package-routes.json: no package "${slug}" in packages/`);
    for (const code of route.countries) {
      if (!codes.has(code))
        problems.add(`world/package-routes.json: ${slug} passes through unknown country ${code}`);
    }
    routes.set(slug, route.countries);
    if (route.note) routeNotes.set(slug, route.note);
  }
  for (const slug of packageSlugs) {
    if (!routes.has(slug))
      problems.add(`world/package-routes.json: no route for package "${slug}"`);
  }

  problems.throwIfAny();
  return {
    compiledOn: compiled_on,
    reviewedOn: reviewed_on,
    countries,
    routes,
    routeNotes,
    places,
    demonyms,
    capitalised,
    codes,
    longestName,
  };
}

const holder = globalThis as typeof globalThis & { __lavenderWorldBaseline?: WorldBaseline };

function world(): WorldBaseline {
  holder.__lavenderWorldBaseline ??= loadWorldBaseline();
  return holder.__lavenderWorldBaseline;
}

/** The baseline of this process, loaded on first use. */
export const getWorldBaseline = world;

/** Every country and territory of the baseline, sorted by name. */
export function listCountryBaselines(): CountryBaseline[] {
  return world().countries;
}

/** The first name found in `words`, the longest at the earliest place. */
function scan(
  words: string[],
  longest: number,
  lookup: (phrase: string) => CountryBaseline | undefined,
): CountryBaseline | undefined {
  for (let start = 0; start < words.length; start++) {
    for (let length = Math.min(longest, words.length - start); length >= 1; length--) {
      const country = lookup(words.slice(start, start + length).join(" "));
      if (country) return country;
    }
  }
  return undefined;
}

/**
 * The country a text names, ignoring case and diacritics: the text may be an ISO code in capitals
 * ("AE"), a name, everyday name, city or demonym, or a sentence that holds one. Inside a sentence
 * only whole words count, the longest name at the earliest place wins ("South Sudan" over "Sudan"),
 * places count before demonyms (which are also languages: "French" in "do they speak French in
 * Montreal?"), and two-letter names ("UK") count only in capitals, so "us" is not the United States.
 */
export function findCountryBaseline(text: string): CountryBaseline | undefined {
  const { places, demonyms, capitalised, codes, longestName } = world();
  const trimmed = text.trim();
  const code = codes.get(trimmed);
  if (code && /^[A-Z]{2}$/.test(trimmed)) return code;
  const whole = normalizeName(text);
  if (!whole) return undefined;
  const exact =
    places.get(whole) ??
    demonyms.get(whole) ??
    (whole.length === 2 ? capitalised.get(whole.toUpperCase()) : undefined);
  if (exact) return exact;

  const words = whole.split(" ");
  const capitals = new Set(text.match(/\b[A-Z]{2}\b/g) ?? []);
  return (
    scan(words, longestName, (phrase) => {
      if (phrase.length > 2) return places.get(phrase);
      const upper = phrase.toUpperCase();
      return capitals.has(upper) ? capitalised.get(upper) : undefined;
    }) ?? scan(words, longestName, (phrase) => demonyms.get(phrase))
  );
}

/** The countries a package's route passes through, in route order; none for an unknown package. */
export function getPackageRouteCountries(packageSlug: string): CountryBaseline[] {
  const { routes, codes } = world();
  return (routes.get(packageSlug) ?? []).flatMap((code) => codes.get(code) ?? []);
}

/**
 * The log of every change made to the baseline (content/world/changelog.json): validated against
 * the baseline's codes and generic sources, and dated no later than its latest review.
 */
export function loadWorldChangelog(
  dir = defaultContentDir,
  world: WorldBaseline = loadWorldBaseline(dir),
): ChangelogEntry[] {
  const problems = new ProblemList();
  const entries = readJson(dir, "world/changelog.json", worldChangelogFileSchema, problems);
  const baseline = readJson(dir, "world/baseline.json", worldBaselineFileSchema, problems);
  problems.throwIfAny();
  const latest = world.reviewedOn ?? world.compiledOn;
  entries!.forEach((entry, index) => {
    const at = `world/changelog.json: entry ${index + 1} (${entry.code} ${entry.group})`;
    if (!world.codes.has(entry.code)) problems.add(`${at} names an unknown country ${entry.code}`);
    if (entry.date > latest)
      problems.add(`${at} is dated ${entry.date}, after the review of ${latest}`);
    for (const source of entry.sources) {
      if (typeof source === "string") {
        if (!(source in baseline!.sources)) problems.add(`${at} cites unknown source "${source}"`);
      } else if (source.read > entry.date) {
        problems.add(`${at} cites "${source.label}" as read on ${source.read}, after the change`);
      }
    }
  });
  problems.throwIfAny();
  return entries!;
}

/** The headings a page or a mail gives each claim group. */
export const claimGroupTitles: Record<ClaimGroup, string> = {
  criminalised: "Same-sex relations and the criminal law",
  expression: "LGBTQ+ expression, Pride and 'propaganda' laws",
  discrimination: "Protection from discrimination",
  marriage: "Marriage and partnerships",
  gender_recognition: "Legal gender recognition",
  hiv_entry: "HIV and entry",
};

/** One claim group of a country, ready to render: whether a page we read says it, and on what it rests. */
export interface LawClaim<G extends ClaimGroup = ClaimGroup> {
  group: G;
  title: string;
  /** True when at least one page we read says the claim. */
  checked: boolean;
  /** The pages we read, in the order the entry gives them (the first is the one cited in short). */
  citations: Extract<ClaimSource, { kind: "read" }>[];
  /** What the claim was compiled from, with the day; undated by any reading. */
  compiledFrom: Extract<ClaimSource, { kind: "compiled" }>[];
  claim: CountryBaseline[G];
}

/** A country's law as a page or a mail renders it: every claim group, in the order a traveler reads them. */
export interface CountryLawRecord {
  code: string;
  name: string;
  compiledOn: string;
  reviewedOn: string | undefined;
  claims: LawClaim[];
}

export function countryLawRecord(country: CountryBaseline): CountryLawRecord {
  return {
    code: country.code,
    name: country.name,
    compiledOn: country.compiled_on,
    reviewedOn: country.reviewed_on,
    claims: claimGroups.map((group) => {
      const claim = country[group];
      return {
        group,
        title: claimGroupTitles[group],
        checked: claim.checked,
        citations: claim.sources.filter(
          (s): s is Extract<ClaimSource, { kind: "read" }> => s.kind === "read",
        ),
        compiledFrom: claim.sources.filter(
          (s): s is Extract<ClaimSource, { kind: "compiled" }> => s.kind === "compiled",
        ),
        claim,
      } as LawClaim;
    }),
  };
}

/** The law of the country with this ISO code, or undefined for a code the baseline does not hold. */
export function getCountryLawRecord(code: string): CountryLawRecord | undefined {
  const country = world().codes.get(code);
  return country ? countryLawRecord(country) : undefined;
}

const monthYear = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  timeZone: "UTC",
});

/** "2026" -> "2026", "2026-02" -> "February 2026", "2026-02-14" -> "February 14, 2026". */
export function formatPartialDate(date: string): string {
  if (date.length === 4) return date;
  if (date.length === 7) return monthYear.format(new Date(`${date}-01T00:00:00Z`));
  return formatLongDate(date);
}

/**
 * How a claim's source is dated in words: a page we read by the day we read it, after its own
 * publication date when it gives one ("published February 2026; read November 25, 2026"); a
 * compiled claim by the day it was compiled, and never as read ("compiled from Equaldex on
 * November 24, 2026; not yet re-checked").
 */
export function datedSource(source: ClaimSource, label = source.label): string {
  if (source.kind === "compiled")
    return `compiled from ${label} on ${formatLongDate(source.compiled_on)}; not yet re-checked`;
  const read = `read ${formatLongDate(source.read)}`;
  return source.published
    ? `${label}, published ${formatPartialDate(source.published)}; ${read}`
    : `${label}, ${read}`;
}

/** Who published a page we read: its label up to the title ("Human Dignity Trust"). */
export function publisherOf(label: string): string {
  return label.split(": ")[0]!;
}

/**
 * A claim's citation in one parenthesis, for an answer: the first page we read, by its publisher,
 * or what it was compiled from. "(RBC, published December 30, 2025; read November 25, 2026)",
 * "(compiled from Equaldex on November 24, 2026; not yet re-checked)".
 */
export function citeClaim(claim: { sources: ClaimSource[] }): string {
  const source = claim.sources.find((s) => s.kind === "read") ?? claim.sources[0];
  if (!source) return "";
  const label = source.kind === "read" ? publisherOf(source.label) : (source.short ?? source.label);
  return `(${datedSource(source, label)})`;
}
