import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadCatalog } from "./catalog";
import { ContentError } from "./files";
import {
  citeClaim,
  countryLawRecord,
  findCountryBaseline,
  getCountryLawRecord,
  getPackageRouteCountries,
  isBareHomePage,
  listCountryBaselines,
  loadWorldBaseline,
  loadWorldChangelog,
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

  it("cites a source for every claim group of every country, a page we read or what it was compiled from", () => {
    for (const entry of world.countries) {
      for (const group of claimGroups) {
        const claim = entry[group];
        expect([entry.code, group, claim.sources.length > 0]).toEqual([entry.code, group, true]);
        // Checked exactly when a page we read says it.
        expect([entry.code, group, claim.checked]).toEqual([
          entry.code,
          group,
          claim.sources.some((source) => source.kind === "read"),
        ]);
        for (const source of claim.sources) {
          expect(source.url).toMatch(/^(https:\/\/[^{}\s]+|\/[a-z/-]+)$/);
          expect(isBareHomePage(source.url)).toBe(false);
          if (source.kind === "read") {
            expect(source.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
            expect(source).not.toHaveProperty("as_of");
          } else {
            expect(source).not.toHaveProperty("read");
            expect(source).not.toHaveProperty("as_of");
          }
        }
      }
    }
  });

  it("dates every reading on or before its entry's review, and no publication after its reading", () => {
    for (const entry of world.countries) {
      expect(entry.compiled_on <= world.compiledOn).toBe(true);
      expect(entry.compiled_on >= "2025-01-01").toBe(true);
      if (entry.reviewed_on) expect(entry.reviewed_on <= world.reviewedOn!).toBe(true);
      for (const group of claimGroups) {
        for (const source of entry[group].sources) {
          if (source.kind !== "read") continue;
          expect([entry.code, source.read <= (entry.reviewed_on ?? "")]).toEqual([
            entry.code,
            true,
          ]);
          if (source.published)
            expect([entry.code, source.published <= source.read]).toEqual([entry.code, true]);
        }
      }
      const reviewYear = Number(world.compiledOn.slice(0, 4));
      for (const since of [entry.criminalised.since, entry.marriage.since])
        if (since !== null) expect(since).toBeLessThanOrEqual(reviewYear);
    }
  });

  it("holds the laws on expression and protection from discrimination for every country", () => {
    for (const entry of world.countries) {
      expect([entry.code, entry.expression.text.length > 0]).toEqual([entry.code, true]);
      expect([entry.code, entry.discrimination.text.length > 0]).toEqual([entry.code, true]);
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
    expect(country("TT").criminalised).toMatchObject({ status: "yes", max_penalty: "years" });
    expect(country("TT").criminalised.penalty_text).toMatch(/up to 5 years/);
    expect(country("TT").criminalised.note).toMatch(/Privy Council is pending/);
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
    // Re-checked on November 25, 2026 against stored copies of their sources.
    expect(country("NE").criminalised).toMatchObject({ status: "yes", since: 2026, women: true });
    expect(country("SN").criminalised.penalty_text).toMatch(
      /^1 to 5 years and a fine, under the 1966 law/,
    );
    expect(country("SN").criminalised.note).toMatch(/awaited the president.s signature/);
    expect(country("MM").criminalised).toMatchObject({ max_penalty: "life", women: true });
    expect(country("NA").criminalised.note).toMatch(/appealed to the Supreme Court/);
    expect(country("LT").marriage).toMatchObject({ status: "civil_union", since: 2025 });
    expect(country("KZ").expression).toMatchObject({ propaganda: true, since: 2025 });
    expect(country("BG").expression).toMatchObject({ propaganda: true, since: 2024 });
    expect(country("RU").expression).toMatchObject({ propaganda: true, pride_banned: true });
    for (const code of ["NE", "SN", "TT", "KZ", "BG", "MM", "NA"])
      expect([code, country(code).reviewed_on! >= "2026-11-25"]).toEqual([code, true]);
    expect(country("GB").aliases).toContain("UK");
  });

  it("totals 65 UN member states that criminalise and 37 with marriage equality, to be updated with each change of law", () => {
    const members = world.countries.filter((c) => c.un_member);
    expect(members.filter((c) => c.criminalised.status !== "no")).toHaveLength(65);
    expect(members.filter((c) => c.marriage.status === "marriage")).toHaveLength(37);
  });

  it("keeps the entries short", () => {
    const bytes = readFileSync(path.join(contentDir, "world", "baseline.json")).length;
    // Each page we read carries its label, address, dates and what it says: about 3 KB a country.
    expect(bytes / world.countries.length).toBeLessThan(4000);
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

describe("what the baseline refuses, each shown on a broken copy of the content", () => {
  type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  let dir = "";
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "world-"));
    cpSync(contentDir, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Edits world/<file> in the copy. */
  const edit = (file: string, change: (data: Json) => void) => {
    const full = path.join(dir, "world", file);
    const data = JSON.parse(readFileSync(full, "utf8"));
    change(data);
    writeFileSync(full, JSON.stringify(data));
  };
  const entry = (data: Json, code: string) =>
    (data.countries as Json[]).find((c) => c.code === code)!;
  /** The first page read for a claim group of an entry. */
  const firstRead = (data: Json, code: string, group: string) =>
    (entry(data, code)[group].sources as unknown[]).find((s) => typeof s === "object") as Json;
  const problemsOf = (load: () => unknown) => {
    try {
      load();
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      return (error as Error).message;
    }
    return "";
  };

  it("loads the unbroken copy, so each failure below is its break's", () => {
    expect(problemsOf(() => loadWorldChangelog(dir))).toBe("");
  });

  it("refuses a shared name that names no other country", () => {
    edit("baseline.json", (data) => (entry(data, "NE").shared_names = ["Sahel"]));
    expect(problemsOf(() => loadWorldBaseline(dir))).toMatch(
      'NE shares "Sahel", which names no other country',
    );
  });

  it("refuses a page read after its entry's review", () => {
    edit("baseline.json", (data) => {
      firstRead(data, "AO", "criminalised").read = "2026-11-26";
    });
    expect(problemsOf(() => loadWorldBaseline(dir))).toMatch(
      /AO criminalised read "Alturi[^"]*" on 2026-11-26, after its review on 2026-11-25/,
    );
  });

  it("refuses a page published after the day it was read", () => {
    edit("baseline.json", (data) => {
      firstRead(data, "KZ", "expression").published = "2026-12";
    });
    expect(problemsOf(() => loadWorldBaseline(dir))).toMatch(
      /KZ expression "[^"]+" is published 2026-12, after it was read/,
    );
  });

  it("refuses an entry without its expression or discrimination group", () => {
    edit("baseline.json", (data) => {
      delete entry(data, "JM").expression;
      delete entry(data, "UG").discrimination;
    });
    const problems = problemsOf(() => loadWorldBaseline(dir));
    expect(problems).toMatch(/countries\.\d+\.expression: .*expected object/i);
    expect(problems).toMatch(/countries\.\d+\.discrimination: .*expected object/i);
  });

  it("refuses a claim dated as read in an entry that records no review", () => {
    edit("baseline.json", (data) => {
      delete entry(data, "TT").reviewed_on;
    });
    expect(problemsOf(() => loadWorldBaseline(dir))).toMatch(
      /TT criminalised cites "Trinidad Guardian[^"]*" as read on 2026-11-25, but records no review/,
    );
  });

  it("refuses a generic source that carries a reading date", () => {
    edit("baseline.json", (data) => {
      data.sources.equaldex.as_of = "2026-11-24";
    });
    expect(problemsOf(() => loadWorldBaseline(dir))).toMatch(
      /sources\.equaldex: Unrecognized key: "as_of"/,
    );
  });

  it("refuses a bare home page as a claim's source, read or generic", () => {
    edit("baseline.json", (data) => {
      firstRead(data, "MM", "criminalised").url = "https://www.humandignitytrust.org/";
      data.sources.ilga_crim.url = "https://database.ilga.org/";
    });
    const problems = problemsOf(() => loadWorldBaseline(dir));
    expect(problems).toContain(
      "MM criminalised cites the home page https://www.humandignitytrust.org/",
    );
    expect(problems).toContain(
      "generic source ilga_crim is the home page https://database.ilga.org/",
    );
  });

  it("refuses a changelog entry for a country the baseline does not hold", () => {
    edit("changelog.json", (data) => {
      (data as unknown as Json[])[0]!.code = "ZZ";
    });
    expect(problemsOf(() => loadWorldChangelog(dir))).toMatch(
      /entry 1 \(ZZ [a-z_]+\) names an unknown country ZZ/,
    );
  });
});

describe("the changelog of the baseline", () => {
  const changelog = loadWorldChangelog(contentDir, world);

  it("records today's corrections with what changed, why and on what source", () => {
    const niger = changelog.find((c) => c.code === "NE" && c.group === "criminalised");
    expect(niger).toMatchObject({ kind: "correction", date: "2026-11-25" });
    expect(niger!.from).toContain("status 'no'");
    expect(niger!.to).toContain("status 'yes'");
    expect(niger!.sources.some((s) => typeof s === "object" && s.url.includes("apnews.com"))).toBe(
      true,
    );
    const trinidad = changelog.find((c) => c.code === "TT" && c.group === "criminalised")!;
    expect(trinidad.from).toContain("up to 25 years");
    expect(trinidad.to).toContain("up to 5 years");
  });

  it("records the two new groups of every country", () => {
    for (const group of ["expression", "discrimination"] as const) {
      const added = new Set(
        changelog.filter((c) => c.group === group && c.kind === "addition").map((c) => c.code),
      );
      expect(added.size).toBe(world.countries.length);
    }
  });
});

describe("a country's law as a page or a mail renders it", () => {
  it("gives every claim group with whether it is checked and its sources, and cites them honestly", () => {
    const niger = getCountryLawRecord("NE")!;
    expect(niger).toMatchObject({ code: "NE", compiledOn: "2026-11-24", reviewedOn: "2026-11-28" });
    expect(niger.claims.map((c) => c.group)).toEqual([...claimGroups]);
    // No page that counts states the 2026 code's penalty (only a repost on an imageboard and a blog
    // summary did), so the claim is compiled from our notes of November 25, 2026 (reviewed Nov 28).
    const crime = niger.claims.find((c) => c.group === "criminalised")!;
    expect(crime).toMatchObject({ checked: false, citations: [] });
    expect(citeClaim(crime.claim)).toBe(
      "(compiled from our editors' notes on November 25, 2026; not yet re-checked)",
    );
    const checked = getCountryLawRecord("SN")!.claims.find((c) => c.group === "criminalised")!;
    expect(checked.checked).toBe(true);
    expect(checked.citations[0]).toMatchObject({ kind: "read", read: "2026-11-25" });
    expect(citeClaim(checked.claim)).toBe(
      "(Dakaractu, published March 11, 2026; read November 25, 2026)",
    );
    const couples = niger.claims.find((c) => c.group === "marriage")!;
    expect(couples).toMatchObject({ checked: false, citations: [] });
    expect(citeClaim(couples.claim)).toBe(
      "(compiled from Equaldex on November 24, 2026; not yet re-checked)",
    );
    expect(getCountryLawRecord("ZZ")).toBeUndefined();
    expect(countryLawRecord(country("KZ")).claims[1]!.claim).toMatchObject({ propaganda: true });
  });

  it("never says 'as of' for a claim of the baseline", () => {
    for (const entry of world.countries)
      for (const group of claimGroups) expect(citeClaim(entry[group])).not.toMatch(/as of/);
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
