/**
 * "Before you go": for every country a package passes through, what the law says (criminal law
 * and its penalty, expression, discrimination, gender recognition and X markers, HIV and entry),
 * our own notes on its destinations, and the numbers to call there; each fact with its source and
 * the date of that source. The booking page renders it, the mails summarise it.
 */
import type { Destination, SafetyData, TravelPackage } from "../contract";
import {
  countryName,
  criminalisationWarning,
  discriminationLine,
  expressionLine,
  expressionWarning,
  genderLine,
  hivLine,
  isCriminalising,
  legalLine,
  marriageLine,
} from "../ai/local/country-baseline";
import { getCatalog, type Catalog } from "../content/catalog";
import { getLocalHelp, type CountryHelp, type LocalHelp } from "../content/local-help";
import {
  citeClaim,
  datedSource,
  findCountryBaseline,
  getWorldBaseline,
  type ClaimSource,
  type CountryBaseline,
  type WorldBaseline,
} from "../content/world-baseline";
import { formatLongDate } from "../format";
import type { Citation } from "../content/world-baseline-schema";
import type { LawCheck } from "./law-check";

/** A source as a reader sees it: who says it, where, and the date that goes with it. */
export interface BriefSource {
  label: string;
  url: string;
  /** "read November 25, 2026", "published May 2024; read November 25, 2026", "compiled November 24, 2026; not yet re-checked". */
  dated: string;
  /** The day a page was read (YYYY-MM-DD); absent for what a claim was compiled from. */
  read?: string;
}

export interface LawFact {
  title: string;
  text: string;
  /** False when no page we read says it yet: it was compiled, and the source says so. */
  checked: boolean;
  sources: BriefSource[];
}

export interface DestinationNotes {
  id: string;
  name: string;
  lastReviewed: string;
  notes: string;
  transNotes: string;
}

/** Said after a free-call number, on the page and in the mails. */
export const TOLL_FREE_NOTE =
  "A free-call number: from a phone roaming on a foreign network it may not connect; a local phone (your hotel's) will, or call our 24/7 line.";

export interface HelpNumber {
  name: string;
  phone?: string;
  /** A national free-call number, which may not connect from a phone roaming on a foreign network. */
  tollFree?: boolean;
  what: string;
  sources: BriefSource[];
}

export interface CountryBrief {
  code: string;
  name: string;
  /** The name as a sentence says it ("the Netherlands"). */
  nameInProse: string;
  /** Same-sex relations are a crime here, by law or in practice. */
  criminalising: boolean;
  /** The warning a traveler reads first, with its source, where `criminalising`. */
  warning?: string;
  /**
   * Laws besides the criminal law that can get a visitor fined, detained or deported: a
   * "propaganda" or Pride ban, gender expression punished, deportation for HIV. Each in one line
   * with its source; read first, after the criminal law.
   */
  restrictions: Restriction[];
  facts: LawFact[];
  /** The law in one line each, with its source as the assistants cite it, for a mail. */
  lawLines: string[];
  destinations: DestinationNotes[];
  emergency: HelpNumber[];
  lgbtqHelp: HelpNumber[];
  otherHelp: HelpNumber[];
  /** True when no LGBTQ+ line with a number a page we read confirms is known for the country. */
  noVerifiedLgbtqLine: boolean;
  helpNote?: { text: string; sources: BriefSource[] };
}

export interface BeforeYouGo {
  packageId: string;
  packageName: string;
  countries: CountryBrief[];
  /** The route's countries that criminalise, in route order: the brief opens with them. */
  criminalising: CountryBrief[];
  /** The route's countries with `restrictions`, in route order: read right after. */
  restricting: CountryBrief[];
  /** What the route leaves open, such as a refueling stop not fixed in advance. */
  routeNote?: string;
  /**
   * How many of the route's facts on the law rest on a page we read (`checked`) out of `total`,
   * and the latest day one of its countries was compared with its sources (none: never).
   */
  lawCheck: LawCheck;
  emergencyPhone: string;
}

export function briefSource(source: ClaimSource): BriefSource {
  // Shown after the source's name: "Equaldex (compiled November 24, 2026; not yet re-checked)".
  const dated =
    source.kind === "read"
      ? datedSource(source, "").replace(/^, /, "")
      : `compiled ${formatLongDate(source.compiled_on)}; not yet re-checked`;
  return {
    label: source.label,
    url: source.url,
    dated,
    ...(source.kind === "read" && { read: source.read }),
  };
}

/** A page we read, cited in the same words as a claim's: "published May 2024; read November 25, 2026". */
export const citationSource = (source: Citation): BriefSource =>
  briefSource({ kind: "read", ...source });

/** A line of the assistants' own wording, without its prefix and the citation the page shows apart. */
function plain(line: string, claim: { sources: ClaimSource[] }, prefix = ""): string {
  const cite = citeClaim(claim);
  const text = line.endsWith(cite) ? line.slice(0, line.length - cite.length) : line;
  return text
    .replace(prefix, "")
    .replace(/^Warning: /, "")
    .trim();
}

/**
 * What a claim rests on, as the chat cites it: the first page we read (the entry lists the one
 * that says most of the claim first), or, when none, what it was compiled from.
 */
export function claimSources(claim: { sources: ClaimSource[] }): BriefSource[] {
  const read = claim.sources.find((source) => source.kind === "read");
  return (read ? [read] : claim.sources).map(briefSource);
}

const lawFact = (
  title: string,
  text: string,
  claim: { sources: ClaimSource[]; checked: boolean },
): LawFact => ({ title, text, checked: claim.checked, sources: claimSources(claim) });

/** The law of one country, in the order a traveler needs it, in the assistants' own words. */
export function lawFacts(country: CountryBaseline): LawFact[] {
  const { criminalised, expression, discrimination, marriage, gender_recognition, hiv_entry } =
    country;
  const criminalLaw = criminalisationWarning(country) ?? legalLine(country);
  return [
    lawFact("Same-sex relations", plain(criminalLaw, criminalised), criminalised),
    lawFact(
      "LGBTQ+ expression and Pride",
      plain(expressionLine(country), expression, "Expression: "),
      expression,
    ),
    lawFact(
      "Protection from discrimination",
      plain(discriminationLine(country), discrimination, "Discrimination: "),
      discrimination,
    ),
    lawFact(
      "Couples and marriage",
      sentenceCase(plain(marriageLine(country), marriage, "Couples: ")),
      marriage,
    ),
    lawFact(
      "Legal gender and X markers",
      sentenceCase(plain(genderLine(country), gender_recognition, "Gender recognition: ")),
      gender_recognition,
    ),
    lawFact("HIV and entry", plain(hivLine(country), hiv_entry, "HIV and entry: "), hiv_entry),
  ];
}

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The laws beyond the criminal one that can get a visitor fined, detained or deported there. */
/** A law that can reach visitors: the line with its citation (for a mail), without it, and its sources. */
export interface Restriction {
  text: string;
  plain: string;
  sources: BriefSource[];
}

function restrictionsOf(country: CountryBaseline): Restriction[] {
  const { expression, gender_recognition, hiv_entry } = country;
  const expressionLaw = expression.propaganda || expression.pride_banned;
  const restriction = (text: string | undefined, claim: { sources: ClaimSource[] }) =>
    text ? [{ text, plain: plain(text, claim), sources: claimSources(claim) }] : [];
  return [
    ...(expressionLaw
      ? restriction(expressionWarning(country)?.replace(/^Be careful: /, ""), expression)
      : []),
    ...(gender_recognition.status === "criminalised"
      ? restriction(
          sentenceCase(genderLine(country).replace(/^Gender recognition: /, "")),
          gender_recognition,
        )
      : []),
    ...(hiv_entry.status === "deportation"
      ? restriction(hivLine(country).replace(/^HIV and entry: /, ""), hiv_entry)
      : []),
  ];
}

function destinationNotes(destination: Destination, safety: SafetyData): DestinationNotes {
  return {
    id: destination.id,
    name: destination.name,
    lastReviewed: safety.last_reviewed,
    notes: safety.notes,
    transNotes: safety.trans_notes,
  };
}

function countryHelp(help: CountryHelp | undefined) {
  const numbers = (entries: CountryHelp["help"]) =>
    entries.map(({ name, phone, toll_free, what, sources }) => ({
      name,
      ...(phone && { phone }),
      ...(toll_free && { tollFree: true }),
      what,
      sources: sources.map(citationSource),
    }));
  const lgbtqHelp = numbers(help?.help.filter((entry) => entry.lgbtq) ?? []);
  return {
    emergency: (help?.emergency ?? []).map(({ number, what, sources }) => ({
      name: number,
      phone: number,
      what,
      sources: sources.map(citationSource),
    })),
    lgbtqHelp,
    otherHelp: numbers(help?.help.filter((entry) => !entry.lgbtq) ?? []),
    noVerifiedLgbtqLine: !lgbtqHelp.some((entry) => entry.phone),
    ...(help?.note && {
      helpNote: { text: help.note.text, sources: help.note.sources.map(citationSource) },
    }),
  };
}

/**
 * What the brief says where no LGBTQ+ line of a country has a verified number: of the
 * organisations it names, or of the country when it names none. The page and the mail say it alike.
 */
export function unverifiedLgbtqLine(country: CountryBrief): string {
  const named = country.lgbtqHelp.length;
  return named > 0
    ? `We have not verified a telephone number for ${named > 1 ? "these organisations" : "this organisation"} yet`
    : `We have no verified LGBTQ+ help line number for ${country.nameInProse} yet`;
}

export interface BriefContent {
  catalog: Catalog;
  world: WorldBaseline;
  help: LocalHelp;
}

/** The brief of a package from the given content; undefined for a package without a known route. */
export function buildBeforeYouGo(
  packageId: string,
  { catalog, world, help }: BriefContent,
): BeforeYouGo | undefined {
  const pkg: TravelPackage | undefined = catalog.packages.find((p) => p.id === packageId);
  const route = (world.routes.get(packageId) ?? []).flatMap((code) => world.codes.get(code) ?? []);
  if (!pkg || route.length === 0) return undefined;
  const destinations = pkg.destination_ids.flatMap((id) => {
    const destination = catalog.destinations.find((d) => d.id === id);
    const safety = catalog.safety.get(id);
    return destination && safety ? [{ destination, safety }] : [];
  });
  const countries = route.map((country): CountryBrief => {
    const criminalising = isCriminalising(country);
    const warning = criminalisationWarning(country);
    return {
      code: country.code,
      name: country.name,
      nameInProse: countryName(country),
      criminalising,
      ...(warning && { warning: warning.replace(/^Warning: /, "") }),
      restrictions: restrictionsOf(country),
      facts: lawFacts(country),
      lawLines: [
        warning?.replace(/^Warning: /, "") ?? legalLine(country),
        expressionLine(country),
        discriminationLine(country),
        marriageLine(country),
        genderLine(country),
        hivLine(country),
      ],
      destinations: destinations
        .filter(
          ({ destination }) => findCountryBaseline(destination.country)?.code === country.code,
        )
        .map(({ destination, safety }) => destinationNotes(destination, safety)),
      ...countryHelp(help.countries.get(country.code)),
    };
  });
  const routeNote = world.routeNotes.get(packageId);
  return {
    packageId,
    packageName: pkg.name,
    countries,
    criminalising: countries.filter((country) => country.criminalising),
    restricting: countries.filter((country) => country.restrictions.length > 0),
    ...(routeNote && { routeNote }),
    lawCheck: lawCheckOf(countries, route),
    emergencyPhone: catalog.site.contact.emergency_phone,
  };
}

/** What the brief can honestly say of its dates: how many facts were checked, and when last. */
function lawCheckOf(countries: CountryBrief[], route: CountryBaseline[]): LawCheck {
  const facts = countries.flatMap((country) => country.facts);
  const latest = route
    .flatMap((country) => (country.reviewed_on ? [country.reviewed_on] : []))
    .sort()
    .at(-1);
  return {
    checked: facts.filter((fact) => fact.checked).length,
    total: facts.length,
    ...(latest && { latest }),
  };
}

/** The brief of a package from this process's content. */
export function getBeforeYouGo(packageId: string): BeforeYouGo | undefined {
  return buildBeforeYouGo(packageId, {
    catalog: getCatalog(),
    world: getWorldBaseline(),
    help: getLocalHelp(),
  });
}
