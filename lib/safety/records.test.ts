/**
 * What counts as a material change to a safety record: the law's status and maximum penalty, the
 * laws on expression, couples' recognition, gender recognition, HIV entry, a destination's safety
 * level, and an overall score that falls by 0.3 or more from the version travelers were last
 * alerted on. A new source, a note or a penalty reworded, or a small fall of the score is not.
 */
import { loadCatalog } from "../content/catalog";
import { loadWorldBaseline, type CountryBaseline } from "../content/world-baseline";
import {
  countryRecord,
  describeValue,
  destinationRecord,
  direction,
  materialChanges,
  penaltyYears,
  safetyRecords,
  sourcesFoundLater,
  versionNow,
  type SafetyRecord,
} from "./records";

const world = loadWorldBaseline();
const catalog = loadCatalog();
const thailand = world.codes.get("TH")!;
const bangkok = catalog.safety.get("bangkok")!;

/** A country entry with some of its claims replaced. */
function country(changes: Partial<Record<keyof CountryBaseline, object>>): CountryBaseline {
  const merged = { ...thailand } as Record<string, unknown>;
  for (const [group, claim] of Object.entries(changes))
    merged[group] = { ...(thailand[group as keyof CountryBaseline] as object), ...claim };
  return merged as unknown as CountryBaseline;
}

const changed = (stored: SafetyRecord, current: SafetyRecord) =>
  materialChanges(stored.material, current).changes.map((change) => [
    change.label,
    change.from,
    change.to,
  ]);

describe("the material fields of a safety record", () => {
  it("covers every country of the baseline and every destination, each with its packages", () => {
    const records = safetyRecords(catalog, world);
    expect(records).toHaveLength(world.countries.length + catalog.destinations.length);
    const th = records.find((record) => record.key === "country:TH")!;
    expect(th.packageIds).toEqual(["taipei-bangkok-night-markets"]);
    const bkk = records.find((record) => record.key === "destination:bangkok")!;
    expect(bkk).toMatchObject({ name: "Bangkok, Thailand" });
    expect(bkk.packageIds).toEqual(["taipei-bangkok-night-markets"]);
    // A survey is dated by the year it was conducted, never as read on its last day.
    const surveys = catalog.destinations.flatMap((d) => {
      const survey = catalog.safety.get(d.id)?.survey;
      const record = records.find((r) => r.key === `destination:${d.id}`)!;
      return survey
        ? record.sources.safety_level!.filter((source) => source.url === survey.url)
        : [];
    });
    expect(surveys.length).toBeGreaterThan(0);
    for (const source of surveys) expect(source.dated).toMatch(/^survey of \d{4}$/);
    // Every field says what it rests on.
    for (const record of records)
      for (const field of Object.keys(record.material))
        expect([record.key, field, record.sources[field]!.length > 0]).toEqual([
          record.key,
          field,
          true,
        ]);
  });

  it("finds nothing material in a new source, a reworded note or a reworded penalty", () => {
    const stored = countryRecord(thailand, []);
    const reworded = country({
      criminalised: {
        note: "Decriminalised by the Penal Code of 1956.",
        sources: [...thailand.criminalised.sources, ...thailand.expression.sources],
      },
      expression: { text: "Bangkok Pride is co-hosted by the city." },
      hiv_entry: { text: "No HIV-related restrictions on entry." },
    });
    expect(materialChanges(stored.material, countryRecord(reworded, []))).toEqual({
      changes: [],
      next: undefined,
    });
  });

  it("finds criminalisation, a longer maximum penalty, expression, gender and HIV entry changes", () => {
    const jail = (years: number) =>
      country({
        criminalised: { status: "yes", max_penalty: "years", penalty_text: `up to ${years} years` },
      });
    expect(changed(countryRecord(thailand, []), countryRecord(jail(10), []))).toEqual([
      ["Same-sex relations", "legal", "a crime"],
      ["Maximum penalty", "none", "prison, up to 10 years"],
    ]);
    expect(changed(countryRecord(jail(10), []), countryRecord(jail(14), []))).toEqual([
      ["Maximum penalty", "prison, up to 10 years", "prison, up to 14 years"],
    ]);
    const strict = country({
      expression: { status: "restricted", propaganda: true, pride_banned: true },
      gender_recognition: { status: "criminalised", x_marker: false },
      hiv_entry: { status: "deportation" },
    });
    expect(changed(countryRecord(thailand, []), countryRecord(strict, []))).toEqual([
      [
        "Laws on LGBTQ+ expression and Pride",
        "not restricted",
        "restricted: a 'propaganda' ban and Pride banned",
      ],
      [
        "Legal gender recognition",
        "none; no X marker confirmed",
        "gender expression punished by law; no X marker confirmed",
      ],
      ["HIV and entry", "no HIV-related entry restrictions", "deportation of people with HIV"],
    ]);
    // The law reaching women, and a prison term added to an expression law.
    const women = country({
      criminalised: {
        status: "yes",
        max_penalty: "years",
        penalty_text: "up to 10 years",
        women: false,
      },
    });
    const withWomen = country({
      criminalised: {
        status: "yes",
        max_penalty: "years",
        penalty_text: "up to 10 years",
        women: true,
      },
      expression: {
        status: "restricted",
        propaganda: true,
        penalty_text: "up to 3 years in prison",
      },
    });
    const found = materialChanges(countryRecord(women, []).material, countryRecord(withWomen, []));
    expect(found.changes.map((c) => [c.label, c.from, c.to, c.direction])).toEqual([
      [
        "The law on women",
        "does not reach sex between women",
        "reaches sex between women too",
        "worse",
      ],
      [
        "Laws on LGBTQ+ expression and Pride",
        "not restricted",
        "restricted: a 'propaganda' ban",
        "worse",
      ],
      ["Penalty under the expression law", "none recorded", "prison, up to 3 years", "worse"],
    ]);
    // Each says what the record says now.
    expect(found.changes[2]!.now).toContain("up to 3 years in prison.");
    // Couples: a marriage law repealed for a constitutional ban.
    const banned = country({ marriage: { status: "banned" } });
    expect(changed(countryRecord(thailand, []), countryRecord(banned, []))).toEqual([
      [
        "Couples and marriage",
        "same-sex couples can marry",
        "marriage limited to a man and a woman by the constitution",
      ],
    ]);
  });

  it("reads the longest prison term a penalty names", () => {
    expect(
      penaltyYears("2 months to 2 years and a fine; 6 months to 3 years for a public act"),
    ).toBe(3);
    expect(penaltyYears("imprisonment (Article 310 of the 2015 Penal Code)")).toBeUndefined();
    expect(describeValue("penalty", "years")).toBe("prison");
  });

  it("alerts on a destination's safety level and on a fall of the overall score by 0.3 or more, added up over deploys", () => {
    const at = (level: number, score: number) =>
      destinationRecord(
        "Bangkok, Thailand",
        { ...bangkok, safety_index: level, overall_score: score },
        [],
      );
    const alerted = versionNow(at(4, 4.0), []);
    // A fall of 0.2 is not material: the version alerted on keeps the old score.
    const small = materialChanges(alerted, at(4, 3.8));
    expect(small).toEqual({ changes: [], next: undefined });
    // Another 0.1 makes 0.3 from the score travelers were told.
    expect(
      materialChanges(alerted, at(4, 3.7)).changes.map((c) => [c.label, c.from, c.to]),
    ).toEqual([["Overall score", "4.0 of 5", "3.7 of 5"]]);
    // It says the scores the overall one is made of now, so the traveler sees where the fall is.
    expect(materialChanges(alerted, at(4, 3.7)).changes[0]!.now).toMatch(
      /^Legal protection [\d.]+\/5, social acceptance ([\d.]+\/5|not scored), safety index 4\/5\.$/,
    );
    // A rise is taken up silently, so a later fall counts from the higher score.
    const risen = materialChanges(alerted, at(4, 4.4));
    expect(risen.changes).toEqual([]);
    expect(risen.next).toMatchObject({ overall_score: "4.4" });
    expect(
      materialChanges(risen.next!, at(4, 4.1)).changes.map((c) => [c.label, c.from, c.to]),
    ).toEqual([["Overall score", "4.4 of 5", "4.1 of 5"]]);
    expect(
      materialChanges(alerted, at(2, 4.0)).changes.map((c) => [c.label, c.from, c.to]),
    ).toEqual([["Safety level", "4 of 5", "2 of 5"]]);
    // The level's pages count as its source only when read after the day of the last alert.
    const latestRead = bangkok.sources
      .map((source) => source.as_of)
      .sort()
      .at(-1)!;
    const after = materialChanges(alerted, at(2, 4.0), { since: latestRead }).changes[0]!;
    expect(after).toMatchObject({ sources: [], unrecorded: true });
    const before = materialChanges(alerted, at(2, 4.0), { since: "2026-01-01" }).changes[0]!;
    expect(before.unrecorded).toBeUndefined();
    expect(before.sources.length).toBeGreaterThan(0);
    // Our own index is always the overall score's source.
    expect(
      materialChanges(alerted, at(4, 3.7), { since: "2999-01-01" }).changes[0]!.sources,
    ).toEqual([expect.objectContaining({ url: "/destinations/bangkok" })]);
  });

  it("says which of the scores behind the overall one fell, measured from those travelers were told", () => {
    const at = (social: number, legal: number, score: number) =>
      destinationRecord(
        "Bangkok, Thailand",
        { ...bangkok, social_acceptance: social, legal_protection: legal, overall_score: score },
        [],
      );
    const told = versionNow(at(4, 4.5, 4.0), []);
    expect(materialChanges(told, at(2.5, 4.5, 3.6)).changes[0]!.now).toBe(
      `Social acceptance fell from 4/5 to 2.5/5; legal protection 4.5/5, safety index ${bangkok.safety_index}/5 as before.`,
    );
    // A fall too small to alert on keeps the scores told with the overall one, so the fall that
    // does alert names every score that moved since.
    const small = materialChanges(told, at(3.5, 4.5, 3.8));
    expect(small).toEqual({ changes: [], next: undefined });
    expect(materialChanges(told, at(3.5, 4.2, 3.6)).changes[0]!.now).toBe(
      `Legal protection fell from 4.5/5 to 4.2/5; social acceptance fell from 4/5 to 3.5/5; safety index ${bangkok.safety_index}/5 as before.`,
    );
    // A rise is taken up with its scores, and a later fall counts from them.
    const risen = materialChanges(told, at(4.8, 4.5, 4.4)).next!;
    expect(materialChanges(risen, at(4.8, 3.5, 4.0)).changes[0]!.now).toBe(
      `Legal protection fell from 4.5/5 to 3.5/5; social acceptance 4.8/5, safety index ${bangkok.safety_index}/5 as before.`,
    );
    // Where relations become a crime the overall score is capped, and the alert says why it fell so far.
    const capped = destinationRecord(
      "Bangkok, Thailand",
      {
        ...bangkok,
        social_acceptance: 4,
        legal_protection: 3.5,
        criminalised: true,
        overall_score: 1,
      },
      [],
    );
    expect(materialChanges(told, capped).changes[0]!.now).toBe(
      `Legal protection fell from 4.5/5 to 3.5/5; social acceptance 4/5, safety index ${bangkok.safety_index}/5 as before. Where same-sex relations are a crime, the overall score is at most 1/5.`,
    );
    // A version stored before the scores were kept takes them up silently, and meanwhile a fall
    // gives the scores as they are now.
    const { [`_overall_score_parts`]: _parts, ...older } = told;
    expect(materialChanges(older, at(4, 4.5, 4.0))).toEqual({ changes: [], next: told });
    expect(materialChanges(older, at(2.5, 4.5, 3.6)).changes[0]!.now).toBe(
      `Legal protection 4.5/5, social acceptance 2.5/5, safety index ${bangkok.safety_index}/5.`,
    );
  });

  it("cites a destination's page added with the change, even one read the day travelers were last told", () => {
    const told = versionNow(destinationRecord("Bangkok, Thailand", bangkok, []), []);
    const page = {
      label: "Example News: unrest",
      url: "https://news.example/level",
      as_of: "2026-11-28",
    };
    const changed = destinationRecord(
      "Bangkok, Thailand",
      { ...bangkok, safety_index: 2, sources: [page, ...bangkok.sources] },
      [],
    );
    const [level] = materialChanges(told, changed, { since: "2026-11-28" }).changes;
    expect(level).toMatchObject({ field: "safety_level" });
    expect(level!.unrecorded).toBeUndefined();
    expect(level!.sources.map((source) => source.url)).toEqual([page.url]);
    // Without the new page, the change is mailed without a source, keeping the pages cited then;
    // a page added by a later deploy is then its source.
    const [unsourced] = materialChanges(
      told,
      destinationRecord("Bangkok, Thailand", { ...bangkok, safety_index: 2 }, []),
      { since: "2026-11-28" },
    ).changes;
    expect(unsourced).toMatchObject({ unrecorded: true, sources: [] });
    expect(unsourced!.citedBefore).toEqual(bangkok.sources.slice(0, 3).map((source) => source.url));
    expect(
      sourcesFoundLater(changed, "safety_level", [], {
        seen: null,
        since: "2026-11-28",
        citedBefore: unsourced!.citedBefore,
      })?.sources.map((source) => source.url),
    ).toEqual([page.url]);
  });

  it("finds a destination field's source later only in a page read after the day it was found", () => {
    const record = destinationRecord("Bangkok, Thailand", bangkok, []);
    const read = record.sources.safety_level!.map((source) => source.read!).sort();
    expect(
      sourcesFoundLater(record, "safety_level", [], { seen: null, since: read.at(-1)! }),
    ).toBeUndefined();
    const found = sourcesFoundLater(record, "safety_level", [], {
      seen: null,
      since: "2026-01-01",
    });
    expect(found?.sources.length).toBeGreaterThan(0);
    expect(found).not.toHaveProperty("why");
  });

  it.each([
    ["criminalisation", "no", "yes", "worse"],
    ["criminalisation", "yes", "no", "better"],
    ["penalty", "years:10", "years:5", "better"],
    ["penalty", "years:5", "life", "worse"],
    ["penalty", "none", "years", "worse"],
    // A term the text does not give cannot be compared with one it gives.
    ["penalty", "years", "years:5", "other"],
    ["expression", "restricted;propaganda", "none", "better"],
    ["expression", "restricted;propaganda", "restricted;propaganda;pride_banned", "worse"],
    ["expression", "restricted;propaganda", "restricted;pride_banned", "other"],
    ["gender_recognition", "none;no_x", "with_requirements;x", "better"],
    ["gender_recognition", "self_id;no_x", "with_requirements;x", "other"],
    ["hiv_entry", "none", "restrictions", "worse"],
    ["marriage", "civil_union", "marriage", "better"],
    ["safety_level", "4", "2", "worse"],
    ["overall_score", "4.4", "4.1", "worse"],
    ["no_propaganda_law", "yes", "partial", "worse"],
    ["x_marker_entry", "no", "yes", "better"],
  ])("says which way %s went for a traveler: %s to %s is %s", (field, from, to, way) => {
    expect(direction(field, from, to)).toBe(way);
  });

  it("gives a destination's change what its record says now, in its own words", () => {
    const stored = destinationRecord("Bangkok, Thailand", bangkok, []);
    const banned = "A law of 2027 bans 'propaganda' of same-sex relations in the media.";
    const rationale = "Police have raided two venues this year; the advisory level rose to 3.";
    const worse = destinationRecord(
      "Bangkok, Thailand",
      {
        ...bangkok,
        safety_index: 2,
        safety_rationale: rationale,
        indicators: bangkok.indicators.map((indicator) =>
          indicator.key === "no_propaganda_law"
            ? { ...indicator, status: "no" as const, detail: banned }
            : indicator,
        ),
      },
      [],
    );
    expect(
      materialChanges(stored.material, worse).changes.map((change) => [
        change.field,
        change.direction,
        change.now,
      ]),
    ).toEqual([
      ["no_propaganda_law", "worse", banned],
      ["safety_level", "worse", rationale],
    ]);
  });

  it("takes up a field the stored version lacks without an alert", () => {
    const current = countryRecord(thailand, []);
    const { penalty: _penalty, ...older } = current.material;
    expect(materialChanges(older, current)).toEqual({ changes: [], next: current.material });
  });
});
