/**
 * The safety records travelers are alerted about, reduced to their material fields: for each
 * country of the world baseline, the criminal law and its maximum penalty, the laws on expression,
 * couples' recognition, legal gender recognition and HIV entry; for each of our destinations, the
 * same laws as its record scores them, the safety level and the overall score. A new source or a
 * note worded differently is not material; a change in any of these fields is, and so is an
 * overall score that falls by 0.3 or more from the version travelers were last alerted on.
 */
import {
  INDICATOR_STATUS_WORDS,
  type ChangeDirection,
  type IndicatorStatus,
} from "../contract/safety";
import type { SafetyData } from "../contract";
import type { Catalog } from "../content/catalog";
import { CRIMINALISATION_CAP, indicatorLabels } from "../content/safety-score";
import type {
  ChangelogEntry,
  ClaimGroup,
  CountryBaseline,
  WorldBaseline,
} from "../content/world-baseline";
import { formatLongDate, formatScore } from "../format";
import { citationSource, claimSources, type BriefSource } from "./before-you-go";

/** The material fields of a record, as stored: field to a short code. */
export type Material = Record<string, string>;

export interface SafetyRecord {
  /** "country:TH", "destination:bangkok". */
  key: string;
  kind: "country" | "destination";
  /** "Thailand", "Bangkok, Thailand". */
  name: string;
  material: Material;
  /** The packages whose travelers this record concerns. */
  packageIds: string[];
  /** Each field's source in the current content. */
  sources: Record<string, BriefSource[]>;
  /** The baseline's code and claim group behind each field, to find the changelog's reason. */
  code?: string;
  groups?: Record<string, ClaimGroup>;
  /**
   * What the record says now of each field, in its own words: a country claim's text or note, a
   * destination indicator's detail, the level's rationale.
   */
  statements?: Record<string, string>;
  /** The scores a destination's overall score is made of, by name ("legal protection": "4.2"). */
  scoreParts?: Record<string, string>;
  /** What else sets the overall score: its cap where same-sex relations are a crime. */
  scoreNote?: string;
}

export interface FieldChange {
  field: string;
  label: string;
  from: string;
  to: string;
  sources: BriefSource[];
  direction: ChangeDirection;
  /** Why it changed: the reason of the changelog correction written with it (countries only). */
  why?: string;
  /** What the record says now, in its own words: the rule itself, not only its kind. */
  now?: string;
  /**
   * A country's change that no changelog correction written since explains: nobody recorded why or
   * on what source, and the alert says so instead of citing the record's older source.
   */
  unrecorded?: true;
  /** Mailed without a source, and sent its source later, when one was recorded. */
  sourcedLater?: true;
  /**
   * A destination field mailed without a source: the pages it cited when it was found, so a page
   * added since counts as its source.
   */
  citedBefore?: string[];
}

/** An overall score that falls by this much, or more, is material. */
export const SCORE_FALL = 0.3;

const labels: Record<string, string> = {
  criminalisation: "Same-sex relations",
  penalty: "Maximum penalty",
  expression: "Laws on LGBTQ+ expression and Pride",
  gender_recognition: "Legal gender recognition",
  hiv_entry: "HIV and entry",
  marriage: "Couples and marriage",
  criminalisation_women: "The law on women",
  expression_penalty: "Penalty under the expression law",
  decriminalised: indicatorLabels.decriminalised,
  no_propaganda_law: indicatorLabels.no_propaganda_law,
  no_assembly_restrictions: indicatorLabels.no_assembly_restrictions,
  indicator_gender_recognition: indicatorLabels.gender_recognition,
  x_marker_entry: indicatorLabels.x_marker_entry,
  no_hiv_entry_restrictions: indicatorLabels.no_hiv_entry_restrictions,
  partnership: indicatorLabels.partnership,
  foreign_marriage_recognition: indicatorLabels.foreign_marriage_recognition,
  safety_level: "Safety level",
  overall_score: "Overall score",
};

const countryWords: Record<string, Record<string, string>> = {
  criminalisation: {
    no: "legal",
    yes: "a crime",
    de_facto: "prosecuted under other laws",
  },
  expression: { none: "not restricted", restricted: "restricted" },
  criminalisation_women: {
    yes: "reaches sex between women too",
    no: "does not reach sex between women",
    unknown: "not clear whether it reaches women",
    not_a_crime: "no crime",
  },
  hiv_entry: {
    none: "no HIV-related entry restrictions",
    restrictions: "HIV-related restrictions",
    deportation: "deportation of people with HIV",
  },
  marriage: {
    marriage: "same-sex couples can marry",
    civil_union: "a civil union or partnership, not marriage",
    none: "no marriage or registered partnership for same-sex couples",
    banned: "marriage limited to a man and a woman by the constitution",
  },
  gender: {
    self_id: "by self-declaration",
    with_requirements: "with requirements",
    none: "none",
    criminalised: "gender expression punished by law",
  },
};

/** The longest prison term a penalty's text names, in years, where it names one. */
export function penaltyYears(text: string | undefined): number | undefined {
  const years = [...(text ?? "").matchAll(/(\d+)\s*years?\b/g)].map((match) => Number(match[1]));
  return years.length > 0 ? Math.max(...years) : undefined;
}

function penaltyCode(country: CountryBaseline): string {
  const { max_penalty, penalty_text } = country.criminalised;
  const years = max_penalty === "years" ? penaltyYears(penalty_text) : undefined;
  return years === undefined ? max_penalty : `years:${years}`;
}

/** A stored code in words: "a crime", "prison, up to 10 years", "restricted: a 'propaganda' ban". */
export function describeValue(field: string, code: string | undefined): string {
  if (code === undefined) return "not recorded";
  switch (field) {
    case "criminalisation":
    case "criminalisation_women":
    case "hiv_entry":
    case "marriage":
      return countryWords[field]![code] ?? code;
    case "expression_penalty":
      return code === "none"
        ? "none recorded"
        : code === "other"
          ? "a penalty other than prison"
          : `prison, up to ${code.split(":")[1]} years`;
    case "penalty": {
      const [kind, years] = code.split(":");
      if (kind === "years") return years ? `prison, up to ${years} years` : "prison";
      return (
        { death: "the death penalty", life: "life imprisonment", fine: "a fine", none: "none" }[
          kind!
        ] ?? code
      );
    }
    case "expression": {
      const [status, ...flags] = code.split(";");
      const what = [
        flags.includes("propaganda") && "a 'propaganda' ban",
        flags.includes("pride_banned") && "Pride banned",
      ].filter(Boolean);
      return `${countryWords.expression![status!] ?? status}${what.length ? `: ${what.join(" and ")}` : ""}`;
    }
    case "gender_recognition": {
      const [status, x] = code.split(";");
      return `${countryWords.gender![status!] ?? status}; ${x === "x" ? "an X marker available" : "no X marker confirmed"}`;
    }
    case "safety_level":
      return `${code} of 5`;
    case "overall_score":
      return `${Number(code).toFixed(1)} of 5`;
    default:
      return INDICATOR_STATUS_WORDS[code as IndicatorStatus] ?? code;
  }
}

export const fieldLabel = (field: string) => labels[field] ?? field;

export function countryRecord(country: CountryBaseline, packageIds: string[]): SafetyRecord {
  const { criminalised, expression, marriage, gender_recognition, hiv_entry } = country;
  const groups: Record<string, ClaimGroup> = {
    criminalisation: "criminalised",
    criminalisation_women: "criminalised",
    penalty: "criminalised",
    expression: "expression",
    expression_penalty: "expression",
    marriage: "marriage",
    gender_recognition: "gender_recognition",
    hiv_entry: "hiv_entry",
  };
  return {
    key: `country:${country.code}`,
    kind: "country",
    name: country.name,
    code: country.code,
    groups,
    packageIds,
    material: {
      criminalisation: criminalised.status,
      criminalisation_women:
        criminalised.status === "no"
          ? "not_a_crime"
          : criminalised.women === true
            ? "yes"
            : criminalised.women === false
              ? "no"
              : "unknown",
      penalty: penaltyCode(country),
      expression: [
        expression.status,
        ...(expression.propaganda ? ["propaganda"] : []),
        ...(expression.pride_banned ? ["pride_banned"] : []),
      ].join(";"),
      expression_penalty: expressionPenaltyCode(expression.penalty_text),
      marriage: marriage.status,
      gender_recognition: `${gender_recognition.status};${gender_recognition.x_marker ? "x" : "no_x"}`,
      hiv_entry: hiv_entry.status,
    },
    statements: countryStatements(country),
    sources: Object.fromEntries(
      Object.entries(groups).map(([field, group]) => [field, claimSources(country[group])]),
    ),
  };
}

/** Texts as sentences, each ended with a full stop, joined: "up to 10 years. A new code of 2026 ..." */
const joined = (...texts: (string | null | undefined)[]) =>
  texts
    .filter((text): text is string => Boolean(text?.trim()))
    .map((text) => text.trim().replace(/([^.!?)])$/, "$1."))
    .join(" ");

/** What a country's record says now of each material field, in its own words. */
function countryStatements(country: CountryBaseline): Record<string, string> {
  const { criminalised, expression, marriage, gender_recognition, hiv_entry } = country;
  const criminal = joined(criminalised.penalty_text, criminalised.note);
  const expressed = joined(
    expression.text,
    expression.penalty_text && !expression.text.includes(expression.penalty_text)
      ? expression.penalty_text
      : undefined,
  );
  return Object.fromEntries(
    Object.entries({
      criminalisation: criminal,
      criminalisation_women: criminal,
      penalty: criminal,
      expression: expressed,
      expression_penalty: expressed,
      marriage: joined(marriage.note),
      gender_recognition: joined(gender_recognition.note),
      hiv_entry: joined(hiv_entry.text),
    }).filter(([, text]) => text !== ""),
  );
}

/** An expression law's penalty as stored: the longest prison term its text names, or its kind. */
function expressionPenaltyCode(text: string | undefined): string {
  if (!text?.trim()) return "none";
  const years = penaltyYears(text);
  return years === undefined ? "other" : `years:${years}`;
}

const destinationIndicators = {
  decriminalised: "decriminalised",
  no_propaganda_law: "no_propaganda_law",
  no_assembly_restrictions: "no_assembly_restrictions",
  indicator_gender_recognition: "gender_recognition",
  x_marker_entry: "x_marker_entry",
  no_hiv_entry_restrictions: "no_hiv_entry_restrictions",
  partnership: "partnership",
  foreign_marriage_recognition: "foreign_marriage_recognition",
} as const;

export function destinationRecord(
  name: string,
  safety: SafetyData,
  packageIds: string[],
): SafetyRecord {
  const indicator = (key: string) => safety.indicators.find((i) => i.key === key)!;
  // A survey is dated by the year it was conducted, as the destination's page dates it.
  const read = (source: { label: string; url: string; as_of: string }): BriefSource => ({
    label: source.label,
    url: source.url,
    read: source.as_of,
    dated:
      safety.survey && source.url === safety.survey.url
        ? `survey of ${safety.survey.year}`
        : `read ${formatLongDate(source.as_of)}`,
  });
  // The scores the overall one is made of, so a fall says where it came from.
  const scoreParts = {
    "legal protection": String(safety.legal_protection),
    "social acceptance":
      safety.social_acceptance === null ? "not scored" : String(safety.social_acceptance),
    "safety index": String(safety.safety_index),
  };
  const scoreNote = safety.criminalised
    ? `Where same-sex relations are a crime, the overall score is at most ${formatScore(CRIMINALISATION_CAP)}.`
    : undefined;
  const record: SafetyRecord = {
    key: `destination:${safety.destination_id}`,
    kind: "destination",
    name,
    packageIds,
    material: {
      ...Object.fromEntries(
        Object.entries(destinationIndicators).map(([field, key]) => [field, indicator(key).status]),
      ),
      safety_level: String(safety.safety_index),
      overall_score: safety.overall_score.toFixed(1),
    },
    statements: {
      ...Object.fromEntries(
        Object.entries(destinationIndicators).map(([field, key]) => [field, indicator(key).detail]),
      ),
      safety_level: safety.safety_rationale,
      overall_score: overallStatement({ scoreParts, scoreNote }),
    },
    sources: {
      ...Object.fromEntries(
        Object.entries(destinationIndicators).map(([field, key]) => [
          field,
          [read(indicator(key).source)],
        ]),
      ),
      safety_level: safety.sources.slice(0, 3).map(read),
      overall_score: [
        {
          label: `Our Queer Safety Index for ${name} (method ${safety.method_version})`,
          url: `/destinations/${safety.destination_id}`,
          dated: `reviewed ${formatLongDate(safety.last_reviewed)}`,
        },
      ],
    },
    scoreParts,
    ...(scoreNote && { scoreNote }),
  };
  return record;
}

/** Every record of the content, with the packages whose travelers each concerns. */
export function safetyRecords(catalog: Catalog, world: WorldBaseline): SafetyRecord[] {
  const countries = world.countries.map((country) =>
    countryRecord(
      country,
      [...world.routes].filter(([, codes]) => codes.includes(country.code)).map(([id]) => id),
    ),
  );
  const destinations = catalog.destinations.flatMap((destination) => {
    const safety = catalog.safety.get(destination.id);
    if (!safety) return [];
    const packageIds = catalog.packages
      .filter((pkg) => pkg.destination_ids.includes(destination.id))
      .map((pkg) => pkg.id);
    return [destinationRecord(`${destination.name}, ${destination.country}`, safety, packageIds)];
  });
  return [...countries, ...destinations];
}

/**
 * A stored code as steps of freedom, each higher for the traveler when higher (a country where
 * relations are legal above one that prosecutes them); undefined where two codes cannot be ranked
 * (an unknown code).
 */
function steps(field: string, code: string): number[] | undefined {
  const rank = (order: string[], value: string | undefined) => {
    const index = order.indexOf(value ?? "");
    return index < 0 ? undefined : [index];
  };
  switch (field) {
    case "criminalisation":
      return rank(["yes", "de_facto", "no"], code);
    case "penalty": {
      // By kind, then by the term; a term the text does not give (NaN) compares with no other.
      const [kind, years] = code.split(":");
      const order = rank(["death", "life", "years", "fine", "none"], kind);
      return order && [...order, kind === "years" ? -Number(years ?? Number.NaN) : 0];
    }
    case "expression": {
      const [status, ...flags] = code.split(";");
      const restrictions = ["propaganda", "pride_banned"].map((flag) =>
        flags.includes(flag) ? -1 : 0,
      );
      return [status === "none" ? 0 : -1, ...restrictions];
    }
    case "gender_recognition": {
      const [status, x] = code.split(";");
      const law = rank(["criminalised", "none", "with_requirements", "self_id"], status);
      return law && [...law, x === "x" ? 1 : 0];
    }
    case "hiv_entry":
      return rank(["deportation", "restrictions", "none"], code);
    case "marriage":
      return rank(["banned", "none", "civil_union", "marriage"], code);
    case "criminalisation_women":
      // Whether the law reaches women is known or not: from unknown either way is no direction.
      return code === "unknown" ? undefined : rank(["yes", "no", "not_a_crime"], code);
    case "expression_penalty": {
      const [kind, years] = code.split(":");
      const order = rank(["years", "other", "none"], kind);
      return order && [...order, kind === "years" ? -Number(years) : 0];
    }
    case "safety_level":
    case "overall_score":
      return [Number(code)];
    default:
      return rank(["no", "partial", "yes"], code);
  }
}

/** Fields ranked by kind first, then by a term within the kind (prison against life; 5 years against 10). */
const byKindThenTerm = new Set(["penalty", "expression_penalty"]);

/** Whether a field moved for the better, the worse, or both ways at once. */
export function direction(field: string, before: string, after: string): ChangeDirection {
  const from = steps(field, before);
  const to = steps(field, after);
  if (!from || !to) return "other";
  if (byKindThenTerm.has(field) && from[0] !== to[0]) return to[0]! > from[0]! ? "better" : "worse";
  const ups = to.some((step, index) => step > from[index]!);
  const downs = to.some((step, index) => step < from[index]!);
  return ups && !downs ? "better" : downs && !ups ? "worse" : "other";
}

/**
 * The key a stored version keeps, beside its material fields, of how many changelog entries its
 * country had when travelers were alerted: an entry is news for the next alert only if it is later.
 */
const CHANGELOG_SEEN = "_changelog_entries";

/**
 * The key a stored version keeps, beside its overall score, of the scores that one was made of, so
 * a later fall says which of them fell.
 */
const SCORE_PARTS = "_overall_score_parts";

/**
 * The key a destination's stored version keeps of the pages each field cited when travelers were
 * told: a page cited now that was not then was added with the change, and says what it is now.
 */
const CITED = "_cited";

const citedNow = (record: SafetyRecord): Record<string, string[]> =>
  Object.fromEntries(
    Object.keys(record.material).map((field) => [
      field,
      (record.sources[field] ?? []).map((source) => source.url),
    ]),
  );

const citedIn = (version: Material): Record<string, string[]> | undefined =>
  version[CITED] === undefined ? undefined : JSON.parse(version[CITED]);

const partsOf = (version: Material): Record<string, string> | undefined =>
  version[SCORE_PARTS] === undefined ? undefined : JSON.parse(version[SCORE_PARTS]);

const scoreText = (value: string) => (value === "not scored" ? value : formatScore(Number(value)));

/**
 * The scores an overall score is made of, as a traveler reads them: each with its value now, and,
 * given the ones travelers were last told, which of them moved and from what.
 */
export function describeParts(
  parts: Record<string, string>,
  before?: Record<string, string>,
): string {
  const moved = Object.entries(parts).filter(
    ([name, value]) => before?.[name] !== undefined && before[name] !== value,
  );
  const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  if (moved.length === 0) {
    return sentence(
      Object.entries(parts)
        .map(([name, value]) => `${name} ${scoreText(value)}`)
        .join(", "),
    );
  }
  const fell = (from: string, to: string) =>
    from !== "not scored" && to !== "not scored" && Number(to) > Number(from) ? "rose" : "fell";
  const changed = moved.map(
    ([name, value]) =>
      `${name} ${fell(before![name]!, value)} from ${scoreText(before![name]!)} to ${scoreText(value)}`,
  );
  const same = Object.entries(parts)
    .filter(([name]) => !moved.some(([other]) => other === name))
    .map(([name, value]) => `${name} ${scoreText(value)}`);
  return sentence(
    `${changed.join("; ")}${same.length > 0 ? `; ${same.join(", ")} as before` : ""}`,
  );
}

/**
 * Where an alert lists a changed place: first a place where same-sex relations are a crime now, as
 * the brief opens with the route's criminalising countries; then a place changed for the worse;
 * then the rest. Places of one rank keep the content's order.
 */
export function alertRank(record: SafetyRecord, changes: FieldChange[]): number {
  const { criminalisation, decriminalised } = record.material;
  if (criminalisation === "yes" || criminalisation === "de_facto" || decriminalised === "no") {
    return 0;
  }
  return changes.some((change) => change.direction !== "better") ? 1 : 2;
}

/** A country's changelog entries, in the order written. */
const entriesOf = (changelog: ChangelogEntry[], code: string | undefined) =>
  code ? changelog.filter((entry) => entry.code === code) : [];

/**
 * A country's entries written since a version or a change: those after the `seen` it kept, or, for
 * one stored before the count was kept, those dated on or after `since`.
 */
const entriesSince = (entries: ChangelogEntry[], seen: number | undefined, since: string) =>
  seen === undefined ? entries.filter((entry) => entry.date >= since) : entries.slice(seen);

/** The latest correction of a claim group among `entries`; none for a destination's field. */
const correctionOf = (entries: ChangelogEntry[], group: ClaimGroup | undefined) =>
  group
    ? entries.filter((entry) => entry.group === group && entry.kind === "correction").at(-1)
    : undefined;

/**
 * What a destination's overall score is made of now, in words: its scores (which moved since
 * `before`, the ones travelers were told) and its cap where same-sex relations are a crime.
 */
const overallStatement = (
  record: Pick<SafetyRecord, "scoreParts" | "scoreNote">,
  before?: Record<string, string>,
) =>
  [record.scoreParts && describeParts(record.scoreParts, before), record.scoreNote]
    .filter(Boolean)
    .join(" ");

/** How many changelog entries a country's record has; null for a destination, which has none. */
export function changelogCount(record: SafetyRecord, changelog: ChangelogEntry[]): number | null {
  return record.code ? entriesOf(changelog, record.code).length : null;
}

/**
 * The sources a change mailed without one has now: a changelog correction of its claim written
 * after the `seen` entries its country had when the change was found (for a change stored before
 * that count was kept, one dated on or after `since`), or a page the field rests on read after
 * `since`, the day it was found, with the correction's reason. Undefined while there is still none,
 * by the rule an alert follows.
 */
export function sourcesFoundLater(
  record: SafetyRecord,
  field: string,
  changelog: ChangelogEntry[],
  { seen, since, citedBefore }: { seen: number | null; since: string; citedBefore?: string[] },
): { sources: BriefSource[]; why?: string } | undefined {
  const group = record.groups?.[field];
  const correction = correctionOf(
    entriesSince(entriesOf(changelog, record.code), seen ?? undefined, since),
    group,
  );
  const found = changeSources(record.sources[field] ?? [], correction, {
    country: !!group,
    since,
    citedBefore,
  });
  if (found.unrecorded || found.sources.length === 0) return undefined;
  return { sources: found.sources, ...(correction && { why: correction.why }) };
}

/** A record's version as travelers are told it now: its material fields and the entries behind it. */
export function versionNow(record: SafetyRecord, changelog: ChangelogEntry[]): Material {
  return {
    ...record.material,
    ...(record.code && { [CHANGELOG_SEEN]: String(entriesOf(changelog, record.code).length) }),
    ...(record.scoreParts && { [SCORE_PARTS]: JSON.stringify(record.scoreParts) }),
    ...(record.kind === "destination" && { [CITED]: JSON.stringify(citedNow(record)) }),
  };
}

/**
 * What a change rests on. A correction written with it: that correction's pages. Without one, only
 * a page read after the day travelers were last alerted (dates are days: one read that day or
 * before may say what the record said then), or, for a destination, a page the field did not cite
 * then (`citedBefore`: added with the change); a country's claim with none is "not recorded", as
 * is a destination field whose pages are all older. Our own index, which has no reading date, is
 * always the overall score's source.
 */
function changeSources(
  current: BriefSource[],
  correction: ChangelogEntry | undefined,
  { country, since, citedBefore }: { country: boolean; since: string; citedBefore?: string[] },
): { sources: BriefSource[]; unrecorded?: true } {
  if (correction) {
    const cited = correction.sources.flatMap((source) =>
      typeof source === "string" ? [] : [citationSource(source)],
    );
    return { sources: cited.length > 0 ? cited : current };
  }
  // A page read after that day, or one the field did not cite then (added with the change).
  const readSince = (source: BriefSource) =>
    source.read !== undefined &&
    (source.read > since || (citedBefore !== undefined && !citedBefore.includes(source.url)));
  // A country's compiled sources (no reading date) say what it was compiled from, not what changed.
  const sources = current.filter(
    (source) => readSince(source) || (!country && source.read === undefined),
  );
  const unrecorded =
    !current.some(readSince) && (country || current.some((source) => source.read !== undefined));
  return unrecorded ? { sources, unrecorded: true } : { sources };
}

/**
 * A field's change's sources; a destination's mailed without one keeps the pages it cited then,
 * so a page added later counts as its source.
 */
function sourcesOfChange(
  record: SafetyRecord,
  field: string,
  correction: ChangelogEntry | undefined,
  since: string,
  storedCited: Record<string, string[]> | undefined,
): { sources: BriefSource[]; unrecorded?: true; citedBefore?: string[] } {
  const current = record.sources[field] ?? [];
  const country = record.groups?.[field] !== undefined;
  const citedBefore = country ? undefined : storedCited?.[field];
  const found = changeSources(current, correction, { country, since, citedBefore });
  return found.unrecorded && !country
    ? { ...found, citedBefore: citedBefore ?? current.map((source) => source.url) }
    : found;
}

/**
 * The material changes of a record since the version last alerted on, and the version to keep
 * now (undefined when it stays as it is). A field the stored version lacks is taken up silently:
 * there is nothing to compare it with. The overall score is material only when it fell by 0.3 or
 * more; a smaller fall keeps the old score, so falls add up, and a rise is taken up silently.
 *
 * A country's change gives why and its source from the changelog's corrections written since that
 * version (the entries after the count it keeps; for a version older than the count, those dated
 * on or after it). A change with none, and a destination's change, cite the page the field rests
 * on now only if it was read after the day of that version; otherwise they say so rather than
 * lend it an older reason, or a source that says what the record said then.
 */
export function materialChanges(
  stored: Material,
  record: SafetyRecord,
  { changelog = [], since = "" }: { changelog?: ChangelogEntry[]; since?: string } = {},
): { changes: FieldChange[]; next: Material | undefined } {
  const changes: FieldChange[] = [];
  const next: Material = { ...stored };
  const entries = entriesOf(changelog, record.code);
  const seen = stored[CHANGELOG_SEEN];
  const fresh = entriesSince(entries, seen === undefined ? undefined : Number(seen), since);
  if (seen !== undefined || entries.length > 0) next[CHANGELOG_SEEN] = String(entries.length);
  // The scores behind the overall one move with it: kept while it is kept, taken up when it is.
  const storedParts = partsOf(stored);
  const takeUp = (field: string, value: string) => {
    next[field] = value;
    if (field === "overall_score" && record.scoreParts) {
      next[SCORE_PARTS] = JSON.stringify(record.scoreParts);
    }
  };
  if (!storedParts && record.scoreParts) next[SCORE_PARTS] = JSON.stringify(record.scoreParts);
  // A destination keeps the pages each field cites as told now; its changes are measured against
  // the pages of the version before.
  const storedCited = citedIn(stored);
  if (record.kind === "destination") next[CITED] = JSON.stringify(citedNow(record));
  for (const [field, value] of Object.entries(record.material)) {
    const before = stored[field];
    if (before === value) continue;
    if (before === undefined) {
      takeUp(field, value);
      continue;
    }
    if (field === "overall_score") {
      const fall = Number(before) - Number(value);
      if (fall < SCORE_FALL - 1e-9) {
        if (fall < 0) takeUp(field, value);
        continue;
      }
    }
    takeUp(field, value);
    // Whether the law reaches women follows from a change of the law itself, said on its own line.
    if (field === "criminalisation_women" && [before, value].includes("not_a_crime")) continue;
    const group = record.groups?.[field];
    const correction = correctionOf(fresh, group);
    changes.push({
      field,
      label: fieldLabel(field),
      from: describeValue(field, before),
      to: describeValue(field, value),
      ...sourcesOfChange(record, field, correction, since, storedCited),
      direction: direction(field, before, value),
      ...(correction && { why: correction.why }),
      ...(record.statements?.[field] && {
        now:
          field === "overall_score" && record.scoreParts
            ? overallStatement(record, storedParts)
            : record.statements[field],
      }),
    });
  }
  const changed = Object.keys(next).some((field) => next[field] !== stored[field]);
  return { changes, next: changed ? next : undefined };
}
