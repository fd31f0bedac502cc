/**
 * bias_mitigation, computed for this answer: how the lenses were cross-checked against the data,
 * where they agreed and differed, what the safety floor left out, and what each provider did.
 */
import type { Catalog } from "../../../content/catalog";
import { formatPrice, formatScore } from "../../../format";
import { monthName } from "../../knowledge/seasons";
import { listInProse } from "../../knowledge/text";
import type { RequestAnalysis } from "./analysis";
import type { LensAnswer } from "./lenses";

export type ProviderOutcome =
  | { label: string; status: "answered"; places: string[] }
  | { label: string; status: "left_out"; reason: string };

const lensName = (lens: LensAnswer) => lens.model.replace(/ \(local engine\)$/, "").toLowerCase();

function nameOf(catalog: Catalog, id: string): string {
  return catalog.destinations.find((d) => d.id === id)?.name ?? id;
}

function crossCheck(analysis: RequestAnalysis, lenses: LensAnswer[]): string {
  const words = analysis.matchedWords.slice(0, 8);
  const months = [...analysis.hard.months].sort((a, b) => a - b).map(monthName);
  const cues = [
    words.length > 0 ? `words that matched our data: ${words.join(", ")}` : "",
    months.length > 0 ? `months: ${listInProse(months)}` : "",
  ].filter(Boolean);
  return `How we cross-checked: ${lenses.length} local lenses ranked the same ${analysis.destinations.length} destinations and ${analysis.packages.length} packages from our published data${cues.length > 0 ? ` (${cues.join("; ")})` : ", though nothing in your note matched a specific place, month or activity"}. Each sorts by a different priority (safety scores, fit with your note, price per day), and every score, season and price in them is read from our safety records and package list, not written freehand.`;
}

function agreement(catalog: Catalog, lenses: LensAnswer[]): string {
  const byPlace = new Map<string, string[]>();
  for (const lens of lenses) {
    for (const place of new Set(lens.picks.flatMap((pick) => pick.places))) {
      byPlace.set(place, [...(byPlace.get(place) ?? []), lensName(lens)]);
    }
  }
  const shared = [...byPlace].filter(([, names]) => names.length >= 2);
  const agreed =
    shared.length > 0
      ? `Where the lenses agreed: ${listInProse(shared.slice(0, 4).map(([id, names]) => `${nameOf(catalog, id)} (${listInProse(names)})`))}.`
      : "Where the lenses agreed: on no single place this time, which usually means your note leaves room for quite different trips.";
  const differed = lenses
    .map((lens) => {
      const own = lens.picks.find((pick) =>
        pick.places.every((place) => (byPlace.get(place)?.length ?? 0) === 1),
      );
      return own ? `the ${lensName(lens)} alone chose ${own.name}` : "";
    })
    .filter(Boolean);
  return differed.length > 0 ? `${agreed} Where they differed: ${listInProse(differed)}.` : agreed;
}

function floorNote(analysis: RequestAnalysis): string {
  if (analysis.liftedFloor !== undefined)
    return `Every place that keeps to what you asked scores under ${formatScore(analysis.liftedFloor)} overall, the floor the safety priority sets, so they are shown with their scores rather than nothing: read each one's safety report first.`;
  if (analysis.floor === 0)
    return "Your safety priority sets no floor, so every destination was eligible.";
  const left = [...analysis.belowFloor]
    .sort((a, b) => a.safety.overall_score - b.safety.overall_score)
    .map((d) => `${d.destination.name} ${formatScore(d.safety.overall_score)}`);
  const wished = analysis.destinations
    .filter((d) => d.wished)
    .map((d) => `${d.destination.name} ${formatScore(d.safety.overall_score)}`);
  const kept =
    wished.length > 0
      ? ` ${listInProse(wished)} ${wished.length === 1 ? "is" : "are"} under it but shown, because no safer place offers what you asked for as ${wished.length === 1 ? "it does" : "they do"}.`
      : "";
  return left.length > 0
    ? `The safety priority set a floor of ${formatScore(analysis.floor)} overall, which left out ${left.length} destination${left.length === 1 ? "" : "s"} (${left.length > 4 ? `${left.slice(0, 4).join(", ")} and ${left.length - 4} more` : listInProse(left)}) and any package that stops there.${kept}`
    : `The safety priority set a floor of ${formatScore(analysis.floor)} overall; every destination your note pointed to meets it.${kept}`;
}

function providerNote(catalog: Catalog, lenses: LensAnswer[], outcomes: ProviderOutcome[]): string {
  if (outcomes.length === 0) {
    return "No AI provider keys are configured here, so every answer above comes from the local engine; with keys, each provider's model gets the same retrieved data and its answer is checked against it before it is shown.";
  }
  const local = new Set(lenses.flatMap((lens) => lens.picks.flatMap((pick) => pick.places)));
  return outcomes
    .map((outcome) => {
      if (outcome.status === "left_out") return `${outcome.label} was left out: ${outcome.reason}.`;
      const names = outcome.places.map((id) => nameOf(catalog, id));
      const shared = outcome.places.filter((id) => local.has(id)).length;
      return `${outcome.label} answered from the same retrieved data and passed our checks on prices and scores; it named ${listInProse(names)}, ${shared} of ${names.length} also chosen by a local lens.`;
    })
    .join(" ");
}

export function describeBiasMitigation(
  catalog: Catalog,
  analysis: RequestAnalysis,
  lenses: LensAnswer[],
  outcomes: ProviderOutcome[],
): string {
  const budget = analysis.hard.budgetPerPerson
    ? `You mention about ${formatPrice(analysis.hard.budgetPerPerson)}, so the value lens looked at packages priced at or under it per person first.`
    : "";
  return [
    crossCheck(analysis, lenses),
    agreement(catalog, lenses),
    floorNote(analysis),
    budget,
    providerNote(catalog, lenses, outcomes),
  ]
    .filter(Boolean)
    .join(" ");
}
