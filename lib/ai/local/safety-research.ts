/** safety_research: a destination's Queer Safety Index record, read out in full with its sources. */
import { indicatorInWords } from "../../contract/safety";
import type { Destination, SafetyData } from "../../contract";
import type { Catalog } from "../../content/catalog";
import { formatLongDate, formatScore } from "../../format";
import { resolveDestination, type ResolvedDestination } from "../knowledge/destinations";
import { citation } from "../knowledge/legal";
import { knowledgeOf } from "../knowledge/retrieval";
import { firstSentence, listInProse } from "../knowledge/text";
import type { LocalAnswer } from "../types";
import { placeAsked } from "../understanding/place-asked";
import { urgentAnswer } from "./local-help-answer";
import { countryOf, describeUnderstanding, type Understanding } from "../understanding/question";
import { composeAnswer } from "./question-answer";
import { notCoveredTrip, tripCountriesLaw } from "./trip-countries";
import { consultationOffer } from "./voice";

function scoreLines(safety: SafetyData): string[] {
  const social =
    safety.social_acceptance === null
      ? "not scored, because no published survey we rely on covers this country yet"
      : `${formatScore(safety.social_acceptance)}${safety.survey ? ` (${safety.survey.finding})` : ""}`;
  return [
    `- Overall: ${formatScore(safety.overall_score)}`,
    `- Legal protection: ${formatScore(safety.legal_protection)}`,
    `- Social acceptance: ${social}`,
    `- Safety index: ${formatScore(safety.safety_index)}`,
  ];
}

function indicatorLines(safety: SafetyData): string[] {
  return safety.indicators.map((indicator) => {
    const since = indicator.since ? `, since ${indicator.since}` : "";
    // One line each: the detail's first clause; the record's page holds the rest.
    const detail = firstSentence(indicator.detail).split(/; /)[0]!.replace(/\.?$/, ".");
    return `- ${indicatorInWords(indicator.label, indicator.status)}${since}. ${detail}`;
  });
}

/** Each source with the day we read it; a survey by the year it was conducted, which it is dated by. */
function sourceLines(safety: SafetyData): string[] {
  return safety.sources.map((source) =>
    source.url === safety.survey?.url
      ? `- ${source.label} (survey of ${safety.survey.year})`
      : `- ${source.label} (read ${formatLongDate(source.as_of)})`,
  );
}

/** The first sentences of a note: the report stays short, and its page holds the whole note. */
const opening = (text: string, count: number) =>
  (text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text]).slice(0, count).join("").trim();

/**
 * The report: scores, protections and sources as one-line lists, the notes cut to their opening
 * sentences, and the record's page for the rest. `said` leaves out trans guidance already given.
 */
export function writeSafetyReport(
  catalog: Catalog,
  { destination, safety, alternatives }: ResolvedDestination,
  said = "",
  compact = false,
): string {
  const inFull = safety.indicators.filter((i) => i.status === "yes").length;
  const also =
    alternatives.length > 0
      ? `\n\nWe also cover ${listInProse(alternatives.map((d) => d.name))} in ${destination.country}; ask about ${alternatives.length > 1 ? "them" : "it"} by name for ${alternatives.length > 1 ? "their" : "its"} own report.`
      : "";
  return [
    `${destination.name}, ${destination.country}: ${formatScore(safety.overall_score)} overall on our Queer Safety Index (method ${safety.method_version}, last reviewed ${formatLongDate(safety.last_reviewed)}).${also}`,
    ["Scores", ...scoreLines(safety)].join("\n"),
    safety.criminalised
      ? "Same-sex relations are criminalized here, so the overall score is capped whatever else holds."
      : "",
    [
      `Legal protections (${inFull} of ${safety.indicators.length} in full)`,
      ...indicatorLines(safety),
    ].join("\n"),
    // A direct answer above already gave the reason and the traveler's own guidance; with another
    // country's law before it, the report keeps to its lists and leaves the rest to the page.
    said.includes("mainly because") || compact
      ? ""
      : `Why the safety index is ${formatScore(safety.safety_index)}: ${firstSentence(safety.safety_rationale).split(/; /)[0]!.replace(/\.?$/, ".")}`,
    said || compact ? "" : `On the ground: ${opening(safety.notes, 1)}`,
    said.includes("For trans and non-binary travelers:") || (compact && !said.includes("trans"))
      ? ""
      : `For trans and non-binary travelers: ${opening(safety.trans_notes, 1)}`,
    ["Sources", ...sourceLines(safety)].join("\n"),
    `Every note and source link: /destinations/${destination.id}; our method: /destinations/safety-method. A guide to help you decide, not a guarantee (${citation(catalog, "terms", /^Safety Information/)}). ${consultationOffer}`,
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** What the visitor's own words ask of a destination's record: for whom, and HIV rules. */
function directAnswer(
  catalog: Catalog,
  u: Understanding,
  destination: Destination,
  compact = false,
): string {
  const place = u.places.find((p) => p.destination === destination) ?? {
    name: destination.name,
    destination,
    country: countryOf(destination),
    nearby: [],
  };
  const focused: Understanding = { ...u, places: [place], packages: [], topics: [] };
  if (focused.travelers.size === 0 && !focused.concerns.has("health")) return "";
  focused.concerns = new Set([...focused.concerns].filter((c) => c === "safety" || c === "health"));
  if (focused.travelers.size > 0) focused.concerns.add("safety");
  const { lead, facts } = composeAnswer(catalog, focused);
  // The full record follows, so only what it does not already say in the same words; beside
  // another country's law, only the verdict and a trans or non-binary traveler's own guidance.
  const kept = facts
    .filter(
      (fact) =>
        !/^[^:]+'s scores:|^Read more/.test(fact) &&
        (!compact || fact.startsWith("For trans and non-binary travelers:")),
    )
    .map((fact) => (compact ? firstSentence(fact) : fact));
  return [...lead, ...kept].join("\n\n");
}

export function researchSafety(
  catalog: Catalog,
  destinationText: string,
  message?: string,
): LocalAnswer {
  const { place, asked, understanding } = placeAsked(catalog, destinationText, message);
  // Someone in crisis or danger: what to call, before any plan, report or price.
  const urgent = urgentAnswer(catalog, message, [place, ...understanding.places]);
  if (urgent) return urgent;
  const resolved = place?.destination
    ? resolveDestination(catalog, place.destination.id)
    : undefined;
  if (!resolved) {
    return notCoveredTrip(catalog, place?.name ?? asked, place?.country, understanding);
  }
  const { destination } = resolved;
  const passage = knowledgeOf(catalog).byId.get(`destination:${destination.id}`);
  // The law of the trip's other countries, warnings first, before the destination's report.
  const trip = message
    ? tripCountriesLaw(catalog, understanding, [countryOf(destination)])
    : undefined;
  const elsewhere = trip ? [...trip.warnings, ...trip.rest] : [];
  const compact = elsewhere.length > 0;
  const direct = message ? directAnswer(catalog, understanding, destination, compact) : "";
  const report = writeSafetyReport(catalog, resolved, direct, compact);
  // A question that names no place was sent for the chat's default destination: say which.
  const which =
    message && understanding.places.length === 0
      ? `This answers for ${destination.name}, the destination your question was sent for; name another of ours (/destinations) to hear about it.`
      : "";
  const text = [which, ...elsewhere, direct, report].filter(Boolean).join("\n\n");
  return {
    text,
    grounded: true,
    context: passage ? [passage] : [],
    facts: [describeUnderstanding(understanding), text],
    sources: [
      { label: `${destination.name} safety record`, href: `/destinations/${destination.id}` },
      { label: "How we rate destination safety", href: "/destinations/safety-method" },
    ],
  };
}
