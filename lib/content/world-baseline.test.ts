import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadCatalog } from "./catalog";
import { ContentError } from "./files";
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

/** The 193 member states of the United Nations, by ISO 3166-1 alpha-2 code. */
const unMembers =
  `AF AL DZ AD AO AG AR AM AU AT AZ BS BH BD BB BY BE BZ BJ BT BO BA BW BR BN BG BF BI CV KH
CM CA CF TD CL CN CO KM CG CD CR CI HR CU CY CZ KP DK DJ DM DO EC EG SV GQ ER EE SZ ET FJ FI FR GA GM GE
DE GH GR GD GT GN GW GY HT HN HU IS IN ID IR IQ IE IL IT JM JP JO KZ KE KI KW KG LA LV LB LS LR LY LI LT
LU MG MW MY MV ML MT MH MR MU MX FM MD MC MN ME MA MZ MM NA NR NP NL NZ NI NE NG MK NO OM PK PW PA PG PY
PE PH PL PT QA KR RO RU RW KN LC VC WS SM ST SA SN RS SC SL SG SK SI SB SO ZA SS ES LK SD SR SE CH SY TJ
TZ TH TL TG TO TT TN TR TM TV UG UA AE GB US UY UZ VU VE VN YE ZM ZW`.split(/\s+/);

/** Territories and states outside the UN that travelers ask about. */
const territories = `TW HK MO PR XK PS GL FO BM KY GI CW AW PF GU VI VA`.split(/\s+/);

describe("the world safety baseline", () => {
  it("holds every UN member state, flagged as one, and the territories travelers ask about", () => {
    expect(new Set(unMembers).size).toBe(193);
    const members = world.countries.filter((c) => c.un_member).map((c) => c.code);
    expect(members.sort()).toEqual([...unMembers].sort());
    for (const code of territories) expect([code, country(code).un_member]).toEqual([code, false]);
  });

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

  it("gives every code, name, alias, demonym and city to one country only", () => {
    const codes = world.countries.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    const owners = new Map<string, string>();
    for (const entry of world.countries) {
      for (const name of new Set(
        [entry.name, ...entry.aliases, ...entry.demonyms, ...entry.cities].map(normalizeName),
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
    for (const code of ["IR", "NG", "BN", "MR", "YE", "AF"])
      expect([code, country(code).criminalised.max_penalty]).toEqual([code, "death"]);
    expect(country("ML").criminalised).toMatchObject({ status: "yes", since: 2024 });
    expect(country("BF").criminalised).toMatchObject({ status: "yes", since: 2025 });
    expect(country("TT").criminalised.status).toBe("yes");
    for (const [code, since] of [
      ["NA", 2024],
      ["DM", 2024],
      ["LC", 2025],
      ["MU", 2023],
    ] as const)
      expect([code, country(code).criminalised]).toMatchObject([code, { status: "no", since }]);
    expect(country("LI").marriage).toMatchObject({ status: "marriage", since: 2025 });
    expect(country("HK").marriage.status).toBe("none");
    expect(country("SG").criminalised).toMatchObject({ status: "no", since: 2022 });
    expect(country("GB").aliases).toContain("UK");
  });

  it("totals 64 UN member states that criminalise and 37 with marriage equality, to be updated with each change of law", () => {
    const members = world.countries.filter((c) => c.un_member);
    expect(members.filter((c) => c.criminalised.status !== "no")).toHaveLength(64);
    expect(members.filter((c) => c.marriage.status === "marriage")).toHaveLength(37);
  });

  it("keeps the entries short", () => {
    const bytes = readFileSync(path.join(contentDir, "world", "baseline.json")).length;
    expect(bytes / world.countries.length).toBeLessThan(1500);
  });
});

describe("the baseline loader", () => {
  it("reports every broken citation, shared name and unknown route country at once", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "world-"));
    try {
      cpSync(contentDir, dir, { recursive: true });
      const file = path.join(dir, "world", "baseline.json");
      const data = JSON.parse(readFileSync(file, "utf8"));
      const jamaica = data.countries.find((c: { code: string }) => c.code === "JM");
      jamaica.hiv_entry.sources = ["nowhere"];
      data.countries.find((c: { code: string }) => c.code === "UG").cities.push("Dubai");
      writeFileSync(file, JSON.stringify(data));
      const routes = path.join(dir, "world", "package-routes.json");
      const routeData = JSON.parse(readFileSync(routes, "utf8"));
      routeData["iceland-northern-lights"].countries = ["ZZ"];
      delete routeData["pride-express-rail"];
      writeFileSync(routes, JSON.stringify(routeData));
      expect(() => loadWorldBaseline(dir)).toThrow(ContentError);
      let message = "";
      try {
        loadWorldBaseline(dir);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain('JM cites unknown source "nowhere"');
      expect(message).toContain('"Dubai" names both');
      expect(message).toContain("iceland-northern-lights passes through unknown country ZZ");
      expect(message).toContain('no route for package "pride-express-rail"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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

  it("writes saint as st and ignores apostrophes", () => {
    expect(findCountryBaseline("Saint Lucia")?.code).toBe("LC");
    expect(findCountryBaseline("st. lucia")?.code).toBe("LC");
    expect(findCountryBaseline("Cote dIvoire")?.code).toBe("CI");
  });

  it("prefers a place to a demonym, and the longest name at the earliest place", () => {
    expect(findCountryBaseline("Do they speak French in Montreal?")?.code).toBe("CA");
    expect(findCountryBaseline("I am Jamaican, can I visit?")?.code).toBe("JM");
    expect(findCountryBaseline("Is South Sudan safe?")?.code).toBe("SS");
    expect(findCountryBaseline("trip to the Democratic Republic of the Congo")?.code).toBe("CD");
    expect(findCountryBaseline("People's Republic of China")?.code).toBe("CN");
    expect(findCountryBaseline("Republic of China")?.code).toBe("TW");
  });

  it("matches whole words only and leaves ordinary words alone", () => {
    expect(findCountryBaseline("tell us about your packages")).toBeUndefined();
    expect(findCountryBaseline("IS IT SAFE?")).toBeUndefined();
    expect(findCountryBaseline("no")).toBeUndefined();
    expect(findCountryBaseline("NO")?.code).toBe("NO");
    expect(findCountryBaseline("Is South America safe?")).toBeUndefined();
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
