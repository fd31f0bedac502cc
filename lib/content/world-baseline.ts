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
  /** Normalized name, alias, city or code to the country it names. */
  names: Map<string, CountryBaseline>;
  /** Two-letter everyday names ("UK", "US") that count inside a sentence only when written in capitals. */
  capitalised: Map<string, CountryBaseline>;
  /** The number of words in the longest name. */
  longestName: number;
}

/** Lower case, without diacritics, words separated by single spaces. */
export function normalizeName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
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

  const names = new Map<string, CountryBaseline>();
  const capitalised = new Map<string, CountryBaseline>();
  const claim = (name: string, country: CountryBaseline) => {
    const key = normalizeName(name);
    const holder = names.get(key);
    if (holder && holder !== country)
      problems.add(`world/baseline.json: "${name}" names both ${holder.code} and ${country.code}`);
    names.set(key, country);
  };
  for (const country of countries) {
    claim(country.code, country);
    for (const name of [country.name, ...country.aliases, ...country.cities]) {
      claim(name, country);
      if (/^[A-Z]{2}$/.test(name)) capitalised.set(name, country);
    }
  }

  const byCode = new Map(countries.map((country) => [country.code, country]));
  const routes = new Map<string, string[]>();
  const packageSlugs = new Set(
    listFiles(dir, "packages", ".json").map((name) => path.basename(name, ".json")),
  );
  for (const [slug, route] of Object.entries(routesFile ?? {})) {
    if (!packageSlugs.has(slug))
      problems.add(`world/package-routes.json: no package "${slug}" in packages/`);
    for (const code of route.countries) {
      if (!byCode.has(code))
        problems.add(`world/package-routes.json: ${slug} passes through unknown country ${code}`);
    }
    routes.set(slug, route.countries);
  }
  for (const slug of packageSlugs) {
    if (!routes.has(slug))
      problems.add(`world/package-routes.json: no route for package "${slug}"`);
  }

  problems.throwIfAny();
  const longestName = Math.max(...[...names.keys()].map((name) => name.split(" ").length));
  return { checkedOn: checked_on, countries, routes, names, capitalised, longestName };
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

/**
 * The country a text names: by ISO code (when the text is only the code), name, everyday name or
 * city, ignoring case and diacritics. Inside a longer text only whole words count, the longest name
 * at the earliest place wins ("South Sudan" over "Sudan"), and two-letter names ("UK") count only
 * when written in capitals, so "us" in a sentence is not the United States.
 */
export function findCountryBaseline(text: string): CountryBaseline | undefined {
  const { names, capitalised, longestName } = world();
  const whole = normalizeName(text);
  if (!whole) return undefined;
  const exact = names.get(whole);
  if (exact) return exact;

  const words = whole.split(" ");
  const capitals = new Set(text.match(/\b[A-Z]{2}\b/g) ?? []);
  for (let start = 0; start < words.length; start++) {
    for (let length = Math.min(longestName, words.length - start); length >= 1; length--) {
      const phrase = words.slice(start, start + length).join(" ");
      if (phrase.length <= 2) {
        const upper = phrase.toUpperCase();
        const country = capitals.has(upper) ? capitalised.get(upper) : undefined;
        if (country) return country;
        continue;
      }
      const country = names.get(phrase);
      if (country) return country;
    }
  }
  return undefined;
}

/** The countries a package's route passes through, in route order; none for an unknown package. */
export function getPackageRouteCountries(packageSlug: string): CountryBaseline[] {
  const { routes, countries } = world();
  const byCode = new Map(countries.map((country) => [country.code, country]));
  return (routes.get(packageSlug) ?? []).flatMap((code) => byCode.get(code) ?? []);
}
