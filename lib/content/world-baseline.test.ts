import { readFileSync } from "node:fs";
import path from "node:path";
import { loadCatalog } from "./catalog";
import {
  findCountryBaseline,
  getPackageRouteCountries,
  listCountryBaselines,
  loadWorldBaseline,
  normalizeName,
} from "./world-baseline";
import { claimGroups } from "./world-baseline-schema";

const contentDir = path.join(process.cwd(), "content");
const world = loadWorldBaseline(contentDir);
const byCode = new Map(world.countries.map((country) => [country.code, country]));
const country = (code: string) => {
  const found = byCode.get(code);
  if (!found) throw new Error(`${code} is missing from the baseline`);
  return found;
};

/** Countries travelers ask about first, and every country a destination of the site is in. */
const firstAsked = ["AE", "JM", "UG", "SA", "QA", "RU", "SG", "EG", "ID", "MY"];

describe("the world safety baseline", () => {
  it("holds the countries travelers ask about first and every destination's country", () => {
    for (const code of firstAsked) expect(byCode.has(code)).toBe(true);
    const names = new Set(world.countries.map((c) => c.name));
    for (const destination of loadCatalog(contentDir).destinations)
      expect([destination.slug, names.has(destination.country)]).toEqual([destination.slug, true]);
  });

  it("cites a dated https source for every claim group of every country", () => {
    for (const entry of world.countries) {
      for (const group of claimGroups) {
        expect([entry.code, group, entry[group].sources.length > 0]).toEqual([
          entry.code,
          group,
          true,
        ]);
        for (const source of entry[group].sources) {
          expect(source.url).toMatch(/^https:\/\/[^{}\s]+$/);
          expect(source.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
      }
    }
  });

  it("dates nothing after the review and nothing read before 2025 unless it is a publication date", () => {
    for (const entry of world.countries) {
      expect(entry.checked_on <= world.checkedOn).toBe(true);
      expect(entry.checked_on >= "2025-01-01").toBe(true);
      for (const group of claimGroups) {
        for (const source of entry[group].sources) {
          expect([entry.code, source.as_of <= world.checkedOn]).toEqual([entry.code, true]);
          if (!source.published)
            expect([entry.code, source.as_of >= "2025-01-01"]).toEqual([entry.code, true]);
        }
      }
      const reviewYear = Number(world.checkedOn.slice(0, 4));
      for (const since of [entry.criminalised.since, entry.marriage.since])
        if (since !== null) expect(since).toBeLessThanOrEqual(reviewYear);
    }
  });

  it("gives every code, name, alias and city to one country only", () => {
    const codes = world.countries.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    const owners = new Map<string, string>();
    for (const entry of world.countries) {
      for (const name of new Set(
        [entry.name, ...entry.aliases, ...entry.cities].map(normalizeName),
      )) {
        expect([name, owners.get(name) ?? entry.code]).toEqual([name, entry.code]);
        owners.set(name, entry.code);
      }
    }
  });

  it("records the laws a traveler must know first", () => {
    for (const code of ["AE", "JM", "UG", "SA", "QA", "MY"])
      expect([code, country(code).criminalised.status]).toEqual([code, "yes"]);
    expect(country("EG").criminalised.status).toBe("de_facto");
    expect(country("UG").criminalised.max_penalty).toBe("death");
    expect(country("SA").criminalised.max_penalty).toBe("death");
    expect(country("JM").criminalised.max_penalty).toBe("years");
    for (const code of ["NL", "ES", "TH", "TW", "GR", "EE"])
      expect([code, country(code).marriage.status]).toEqual([code, "marriage"]);
    expect(country("NL").marriage.since).toBe(2001);
    expect(country("TH").marriage.since).toBe(2025);
    expect(country("RU").gender_recognition.status).toBe("none");
    expect(country("AE").hiv_entry.status).toBe("deportation");
    expect(country("NL").criminalised).toMatchObject({ status: "no", max_penalty: "none" });
  });

  it("keeps the entries short", () => {
    const bytes = readFileSync(path.join(contentDir, "world", "baseline.json")).length;
    expect(bytes / world.countries.length).toBeLessThan(1500);
  });
});

describe("finding a country in what a traveler types", () => {
  it("finds a country by code, name, everyday name, demonym or city", () => {
    expect(findCountryBaseline("AE")?.code).toBe("AE");
    expect(findCountryBaseline("united arab emirates")?.code).toBe("AE");
    expect(findCountryBaseline("UAE")?.code).toBe("AE");
    expect(findCountryBaseline("Dubai")?.code).toBe("AE");
    expect(findCountryBaseline("Is Dubai safe for a gay couple?")?.code).toBe("AE");
    expect(findCountryBaseline("montego bay")?.code).toBe("JM");
    expect(findCountryBaseline("Kampala")?.code).toBe("UG");
    expect(findCountryBaseline("traveling to the UK next week")?.code).toBe("GB");
  });

  it("ignores case and diacritics", () => {
    expect(findCountryBaseline("CANCUN")?.code).toBe("MX");
    expect(findCountryBaseline("Sao Paulo")?.code).toBe("BR");
    expect(findCountryBaseline("espana")?.code).toBe("ES");
  });

  it("matches whole words only and leaves ordinary words alone", () => {
    expect(findCountryBaseline("tell us about your packages")).toBeUndefined();
    expect(findCountryBaseline("Dubaian")).toBeUndefined();
    expect(findCountryBaseline("")).toBeUndefined();
  });
});

describe("the countries a package passes through", () => {
  it("names a route for every package, in route order", () => {
    for (const pkg of loadCatalog(contentDir).packages)
      expect([pkg.id, getPackageRouteCountries(pkg.id).length > 0]).toEqual([pkg.id, true]);
    expect(getPackageRouteCountries("antarctic-expedition-cruise").map((c) => c.code)).toEqual([
      "AR",
    ]);
    expect(getPackageRouteCountries("taipei-bangkok-night-markets").map((c) => c.code)).toEqual([
      "TW",
      "TH",
    ]);
    expect(getPackageRouteCountries("no-such-package")).toEqual([]);
  });

  it("lists countries sorted by name", () => {
    const names = listCountryBaselines().map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});
