/**
 * The world baseline in the agency's voice: the criminalisation warning that comes before anything
 * else, the laws on expression a traveler must know next, and the legal facts for a country, each
 * with its source: a page we read, with its dates, or what it was compiled from and when.
 */
import { citeClaim, datedSource, type CountryBaseline } from "../../content/world-baseline";
import { claimGroups } from "../../content/world-baseline-schema";
import { formatLongDate } from "../../format";
import { newSentences } from "../knowledge/text";
import { concernsIn } from "../understanding/concerns";
import type { Understanding } from "../understanding/question";

export { citeClaim };

/**
 * A country's name as a sentence says it: "the United Arab Emirates", "the Democratic Republic of
 * the Congo", "the Cayman Islands", "the Gambia"; "Jamaica", "Czechia".
 */
export function countryName(country: Pick<CountryBaseline, "name">): string {
  return /^(United |US |Netherlands$|Caribbean Netherlands$|Philippines$|Bahamas$|Gambia$|Maldives$|Comoros$|Central African Republic$|Dominican Republic$|Democratic Republic |Republic of |Isle of )|Islands$/.test(
    country.name,
  )
    ? `the ${country.name}`
    : country.name;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const penalties = {
  death: "the death penalty",
  life: "life imprisonment",
  years: "prison",
  fine: "a fine",
  none: "",
} as const;

export function isCriminalising(country: CountryBaseline): boolean {
  return country.criminalised.status !== "no";
}

/** "Warning: Jamaica criminalises same-sex relations, and the maximum penalty is prison (up to 10 years)." */
function warningHead(country: CountryBaseline): string {
  const { criminalised } = country;
  const Name = capitalised(countryName(country));
  // "up to life imprisonment" adds nothing to "life imprisonment": only a text that does is added.
  const said = penalties[criminalised.max_penalty];
  // "prison (5 to 10 years and a fine)", not "prison (5 to 10 years in prison and a fine)".
  const text =
    criminalised.max_penalty === "years"
      ? criminalised.penalty_text?.replace(/\s+(in prison|imprisonment)\b/i, "")
      : criminalised.penalty_text;
  const detail =
    text && text.replace(/^up to /i, "").toLowerCase() !== said.toLowerCase() ? ` (${text})` : "";
  return criminalised.status === "yes"
    ? `Warning: ${Name} criminalises same-sex relations, and the maximum penalty is ${said}${detail}.`
    : `Warning: ${Name} has no law against same-sex relations as such, but LGBTQ+ people are prosecuted under other laws, with penalties up to ${said}${detail}.`;
}

/** The warning a traveler must read first, with the state of the law and its source, or undefined where same-sex relations are legal. */
export function criminalisationWarning(country: CountryBaseline): string | undefined {
  if (!isCriminalising(country)) return undefined;
  return [warningHead(country), country.criminalised.note, citeClaim(country.criminalised)]
    .filter(Boolean)
    .join(" ");
}

/**
 * The law a traveler must know of a country in one line with its source, for an answer about
 * something else (a recommendation for a place we do not cover): the crime and its penalty, or a
 * "propaganda" or Pride ban; undefined where neither applies.
 */
export function lawInBrief(country: CountryBaseline): string | undefined {
  if (isCriminalising(country)) return `${warningHead(country)} ${citeClaim(country.criminalised)}`;
  const { expression } = country;
  return expression.propaganda || expression.pride_banned ? expressionInBrief(country) : undefined;
}

/**
 * The same warning cut in two for an answer about the country itself: the crime and its maximum
 * penalty first, on a line of its own, and the state of the law (a new code, a court, a pending
 * appeal) after it, where it answers the question, with the claim's source at its end.
 */
export function criminalisationParts(
  country: CountryBaseline,
  forWomen = false,
): { warning: string; state: string } | undefined {
  if (!isCriminalising(country)) return undefined;
  const { criminalised } = country;
  // Asked for women, say whether the law reaches them, unless its note already does.
  const women =
    forWomen && criminalised.women && !/\bwomen\b/.test(criminalised.note ?? "")
      ? "The law also applies to sex between women."
      : "";
  const state = [women, newSentences(women, criminalised.note ?? "")].filter(Boolean).join(" ");
  return state
    ? { warning: warningHead(country), state: `${state} ${citeClaim(criminalised)}` }
    : { warning: `${warningHead(country)} ${citeClaim(criminalised)}`, state: "" };
}

/** "Same-sex relations are legal in Namibia (since 2024). The High Court ... (New Era, ...)". */
export function legalLine(country: CountryBaseline): string {
  const { criminalised } = country;
  const since = criminalised.since ? ` (since ${criminalised.since})` : "";
  const head = `Same-sex relations are legal in ${countryName(country)}${since}.`;
  return [head, newSentences(head, criminalised.note ?? ""), citeClaim(criminalised)]
    .filter(Boolean)
    .join(" ");
}

/** What a restriction on expression is, in a few words: "has a law against LGBTQ+ 'propaganda'". */
function expressionHeadline(country: CountryBaseline): string {
  const { expression } = country;
  const Name = capitalised(countryName(country));
  if (expression.propaganda && expression.pride_banned)
    return `${Name} bans LGBTQ+ "propaganda" and Pride marches.`;
  if (expression.propaganda) return `${Name} has a law against LGBTQ+ "propaganda".`;
  if (expression.pride_banned)
    return `Pride marches are banned or refused in ${countryName(country)}.`;
  return `${Name} restricts LGBTQ+ expression.`;
}

/** The expression law's text, its penalty where the text does not give it, and its source. */
function expressionBody(country: CountryBaseline): string {
  const { expression } = country;
  const penalty =
    expression.penalty_text && !expression.text.includes(expression.penalty_text)
      ? ` Penalties: ${expression.penalty_text.charAt(0).toLowerCase()}${expression.penalty_text.slice(1).replace(/\.$/, "")}.`
      : "";
  return `${expression.text}${penalty} ${citeClaim(expression)}`;
}

/**
 * The laws on LGBTQ+ expression for someone who wants to be out there, or undefined where none
 * restricts it: a propaganda ban, a Pride ban, and what a traveler can do.
 */
export function expressionWarning(country: CountryBaseline): string | undefined {
  if (country.expression.status !== "restricted") return undefined;
  return `Be careful: ${expressionHeadline(country)} ${expressionBody(country)}`;
}

/**
 * The expression law in a few words with its source, for an answer with no room for its text:
 * "Be careful: Russia bans LGBTQ+ "propaganda" and Pride marches. (International IDEA, ...)". `prefix` is
 * how the line starts: a warning, or "Expression: " in a list of the country's laws.
 */
export function expressionInBrief(country: CountryBaseline, prefix = "Be careful: "): string {
  const { expression } = country;
  if (expression.status !== "restricted") return expressionLine(country);
  // A ban says itself in its name; another restriction, in the first sentence of its text.
  const named = expression.propaganda || expression.pride_banned;
  const what = named
    ? expressionHeadline(country)
    : (/^[^.!?]+[.!?]/.exec(expression.text)?.[0] ?? expression.text);
  return `${prefix}${what} ${citeClaim(expression)}`;
}

export function expressionLine(country: CountryBaseline): string {
  return country.expression.status === "restricted"
    ? `Expression: ${expressionHeadline(country)} ${expressionBody(country)}`
    : `Expression: ${country.expression.text} ${citeClaim(country.expression)}`;
}

export function discriminationLine(country: CountryBaseline): string {
  return `Discrimination: ${country.discrimination.text} ${citeClaim(country.discrimination)}`;
}

/** What each marriage status means for a couple; `{since}` is where the year goes. */
const marriageWords = {
  marriage: "same-sex couples can marry{since}",
  civil_union: "same-sex couples can register a civil union or partnership{since}, but not marry",
  none: "same-sex couples cannot marry or register a partnership",
  banned:
    "the constitution limits marriage to a man and a woman{since}, and there is no partnership",
} as const;

const genderWords = {
  self_id: "legal gender can be changed by self-declaration",
  with_requirements: "legal gender can be changed, with requirements",
  none: "legal gender cannot be changed",
  criminalised: "a law punishes trans people's gender expression",
} as const;

export function marriageLine(country: CountryBaseline): string {
  const { marriage } = country;
  const since = marriage.since ? ` (since ${marriage.since})` : "";
  const status = `${marriageWords[marriage.status].replace("{since}", since)}.`;
  // A note that restates the status ("the constitution defines marriage...") is left out.
  return `Couples: ${status} ${newSentences(status, marriage.note ?? "")} ${citeClaim(marriage)}`.replace(
    /\s+/g,
    " ",
  );
}

export function genderLine(country: CountryBaseline): string {
  const { gender_recognition: gender } = country;
  const x = gender.x_marker ? "an X marker is available" : "no X marker is confirmed";
  const status = `${genderWords[gender.status]}; ${x}.`;
  return `Gender recognition: ${status} ${newSentences(status, gender.note ?? "")} ${citeClaim(gender)}`.replace(
    /\s+/g,
    " ",
  );
}

export function hivLine(country: CountryBaseline): string {
  return `HIV and entry: ${country.hiv_entry.text} ${citeClaim(country.hiv_entry)}`;
}

/** What a list of a country's claims calls each group. */
const groupNames = {
  criminalised: "Criminal law",
  expression: "Expression",
  discrimination: "Discrimination",
  marriage: "Couples",
  gender_recognition: "Gender recognition",
  hiv_entry: "HIV and entry",
} as const;

/**
 * "Where is that from?": each claim's source in full, with the day it was read or compiled, and
 * when the entry was compiled and compared with its sources.
 */
export function sourcesList(country: CountryBaseline): string {
  const reviewed = country.reviewed_on
    ? ` and compared it with stored copies of its sources on ${formatLongDate(country.reviewed_on)}`
    : "; it has not been compared with its sources since";
  return [
    `Our sources for ${countryName(country)}: we compiled this entry on ${formatLongDate(country.compiled_on)}${reviewed}.`,
    ...claimGroups.map((group) => {
      const claim = country[group];
      const source = claim.sources.find((s) => s.kind === "read") ?? claim.sources[0]!;
      return `- ${groupNames[group]}: ${datedSource(source, source.kind === "read" ? source.label : (source.short ?? source.label))} (${source.url})`;
    }),
  ].join("\n");
}

/** Every claim of the baseline for one country, warning first. */
export function baselineLines(country: CountryBaseline): string[] {
  return [
    criminalisationWarning(country) ?? legalLine(country),
    expressionLine(country),
    discriminationLine(country),
    marriageLine(country),
    genderLine(country),
    hivLine(country),
  ];
}

/** Whom the question is for, other than someone's health or family: it asks whether it is safe for them. */
const asksForSomeone = (u: Understanding) =>
  [...u.travelers].some((kind) => kind !== "hiv" && kind !== "family");

/**
 * What a traveler must know of a country's law before anything else, in the order they need it:
 * the crime and its penalty, then the state of the law (a new code, a court, an appeal) or that
 * same-sex relations are legal, and the laws on being out there (a propaganda or Pride ban). The
 * expression law comes first when that is what was asked ("can we post couple pictures?").
 */
export function countryLawFirst(
  country: CountryBaseline,
  u: Understanding,
  {
    compact = false,
    expressionOnlyWhenAsked = false,
  }: {
    /** Several countries in one answer: no expression law unless asked, no sentence on the risk. */
    compact?: boolean;
    /** A report that lists every law below: the expression law leads only when it was asked about. */
    expressionOnlyWhenAsked?: boolean;
  } = {},
): { warning?: string; direct: string[]; expressionLed: boolean } {
  const asked = concernsIn(u.text.replace(/[^a-z0-9$%]+/g, " "));
  const asksSafety = asked.has("safety");
  const asksExpression = u.concerns.has("expression");
  // Two women asking, not a trans woman: she is asked about in her own right.
  const women =
    u.travelers.has("lesbian_couple") ||
    /\b(?<!trans )(women|woman|lesbians?|girlfriend|wife)\b/.test(u.text);
  const parts = criminalisationParts(country, women);
  // Asked whether it is safe, the answer says so before the detail of the law.
  const risk =
    parts && asksSafety && !compact
      ? `For LGBTQ+ travelers this is a real legal risk in ${countryName(country)}.`
      : "";
  const law = parts
    ? [[risk, parts.state].filter(Boolean).join(" ")].filter(Boolean)
    : asksSafety ||
        asksForSomeone(u) ||
        asksExpression ||
        u.concerns.size === 0 ||
        asked.has("discrimination")
      ? [legalLine(country)]
      : [];
  // A propaganda or Pride ban comes first of the laws on expression; others when asked about it.
  const { expression } = country;
  const leads =
    expression.status === "restricted" &&
    (asksExpression ||
      (!compact &&
        !expressionOnlyWhenAsked &&
        (expression.propaganda || expression.pride_banned) &&
        (asksSafety || asksForSomeone(u) || u.concerns.size === 0)));
  const warning = leads ? expressionWarning(country) : undefined;
  return {
    warning: parts?.warning,
    direct: asksExpression && warning ? [warning, ...law] : [...law, ...(warning ? [warning] : [])],
    expressionLed: !!warning,
  };
}

/**
 * Lines that end with the same citation, joined so the citation is given once: "Couples: ...
 * Gender recognition: ... (compiled from Equaldex on November 24, 2026; not yet re-checked)".
 */
export function citedOnce(lines: string[]): string[] {
  const cite = (line: string) => /\s(\([^()]*(?:\([^()]*\)[^()]*)*\))$/.exec(line)?.[1];
  const out: string[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    const shared = previous !== undefined ? cite(previous) : undefined;
    if (shared && shared === cite(line)) {
      out[out.length - 1] = `${previous!.slice(0, -shared.length).trimEnd()} ${line}`;
    } else out.push(line);
  }
  return out;
}
