/**
 * The world safety baseline: for every UN member state and the territories travelers ask about,
 * whether same-sex relations are a crime, marriage, legal gender recognition and HIV entry rules,
 * each claim with its sources. Loaded from content/world/ once per process.
 */
import path from "node:path";
import type { z } from "zod";
import { defaultContentDir, listFiles, ProblemList, readJson } from "./files";
import {
  claimGroups,
  countryBaselineSchema,
  packageRoutesFileSchema,
  worldBaselineFileSchema,
  type BaselineSource,
} from "./world-baseline-schema";

export { countryBaselineSchema } from "./world-baseline-schema";
export type CountryBaseline = z.infer<typeof countryBaselineSchema>;

export interface WorldBaseline {
  /** The day the baseline was last compared with its sources. */
  checkedOn: string;
  countries: CountryBaseline[];
  /** Package slug to the codes of the countries its route passes through. */
  routes: Map<string, string[]>;
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

export function loadWorldBaseline(dir = defaultContentDir): WorldBaseline {
  const problems = new ProblemList();
  const file = readJson(dir, "world/baseline.json", worldBaselineFileSchema, problems);
  const routesFile = readJson(dir, "world/package-routes.json", packageRoutesFileSchema, problems);
  problems.throwIfAny();
  const { sources, countries: entries, checked_on } = file!;

  const countries: CountryBaseline[] = [];
  for (const { equaldex, ...entry } of entries) {
    const where = `world/baseline.json: ${entry.code}`;
    const cite = (keys: string[]): BaselineSource[] =>
      keys.flatMap((key) => {
        const source = sources[key];
        if (!source) {
          problems.add(`${where} cites unknown source "${key}"`);
          return [];
        }
        if (source.url.includes("{equaldex}") && !equaldex) {
          problems.add(`${where} cites ${key} but has no equaldex slug`);
          return [];
        }
        return [{ ...source, url: source.url.replace("{equaldex}", equaldex ?? "") }];
      });
    const resolved = {
      ...entry,
      ...Object.fromEntries(
        claimGroups.map((group) => [
          group,
          { ...entry[group], sources: cite(entry[group].sources) },
        ]),
      ),
    };
    const parsed = countryBaselineSchema.safeParse(resolved);
    if (parsed.success) countries.push(parsed.data);
    else problems.add(`${where}: ${parsed.error.issues.map((issue) => issue.message).join("; ")}`);
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
  const codes = new Map(countries.map((country) => [country.code, country]));
  const longestName = Math.max(...[...owners.keys()].map((name) => name.split(" ").length));

  const routes = new Map<string, string[]>();
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
  }
  for (const slug of packageSlugs) {
    if (!routes.has(slug))
      problems.add(`world/package-routes.json: no route for package "${slug}"`);
  }

  problems.throwIfAny();
  return {
    checkedOn: checked_on,
    countries,
    routes,
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
