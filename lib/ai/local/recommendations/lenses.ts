/**
 * The three local lenses. Each ranks the same analysed candidates by a different priority and
 * gives its reasons in the data's own figures: scores, highlights, seasons, prices.
 */
import type { Catalog } from "../../../content/catalog";
import { formatLongDate, formatPrice, formatScore } from "../../../format";
import { isPricedPerPerson, routeOf } from "../../knowledge/destinations";
import { interestFit, listInProse } from "../../knowledge/text";
import { constrains, departureNote, partyFit } from "./constraints";
import { monthsMentioned } from "../../knowledge/seasons";
import {
  allowedBySafety,
  type RequestAnalysis,
  type ScoredDestination,
  type ScoredPackage,
} from "./analysis";

export interface Pick {
  name: string;
  /** The destination ids this pick takes the visitor to. */
  places: string[];
  line: string;
}

export interface LensAnswer {
  model: string;
  picks: Pick[];
  response: string;
}

const perPerson = (pkg: ScoredPackage["pkg"]) => (isPricedPerPerson(pkg) ? " per person" : "");

function safetyReason(catalog: Catalog, analysis: RequestAnalysis, d: ScoredDestination): string {
  const s = d.safety;
  const social =
    s.social_acceptance === null
      ? "social acceptance not yet scored"
      : `social acceptance ${formatScore(s.social_acceptance)}`;
  const inFull = s.indicators.filter((i) => i.status === "yes").length;
  const goesThere = (p: ScoredPackage) =>
    p.pkg.destination_ids.includes(d.destination.id) && allowedBySafety(analysis, p);
  // The trip that keeps to everything asked, when one does; else one within the budget, as a place
  // at its best in the month asked may have its trip depart in other months: the line says so.
  const trips = analysis.packages.filter(goesThere);
  const pkg = (
    trips.find((p) => p.unmet.length === 0) ??
    trips[0] ??
    analysis.withinBudget.find(goesThere)
  )?.pkg;
  const party = pkg && partyFit(pkg, analysis.hard.party, analysis.holdRules);
  const when = pkg ? departureNote(pkg, analysis.hard.months) : "";
  const via = pkg
    ? ` Our ${pkg.name} package (${pkg.duration_days} days, ${formatPrice(pkg.price)}${perPerson(pkg)}) goes there${when}.${party ? ` ${party}` : ""}`
    : "";
  return `${formatScore(s.overall_score)} overall on our Queer Safety Index (legal protection ${formatScore(s.legal_protection)}, ${social}, safety index ${formatScore(s.safety_index)}), ${inFull} of ${s.indicators.length} legal protections in full, last reviewed ${formatLongDate(s.last_reviewed)}. Best time: ${d.destination.best_time_to_visit}.${via}${floorFlag(analysis, d)}`;
}

/** Where nothing meets every hard constraint, each pick says what it does not meet. */
const unmetNote = (unmet: string[]) =>
  unmet.length > 0 ? ` Not what you asked for: ${unmet.join("; ")}.` : "";

function destinationPick(d: ScoredDestination, reason: string): Pick {
  return {
    name: `${d.destination.name}, ${d.destination.country}`,
    places: [d.destination.id],
    line: `${reason}${unmetNote(d.unmet)}`,
  };
}

function packagePick(
  catalog: Catalog,
  analysis: RequestAnalysis,
  p: ScoredPackage,
  reason: string,
): Pick {
  const party = partyFit(p.pkg, analysis.hard.party, analysis.holdRules);
  return {
    name: `${p.pkg.name} (${routeOf(catalog, p.pkg)})`,
    places: p.pkg.destination_ids,
    line: `${reason}${unmetNote(p.unmet)}${party ? ` ${party}` : ""}`,
  };
}

/**
 * What the lens keeps to, said first: the visitor's hard constraints, or that nothing we offer
 * meets them all and what follows is the nearest.
 */
function keptTo(analysis: RequestAnalysis): string {
  const asked = analysis.hard.said.join(", ");
  // The law of a place asked for that we do not cover comes first: it may be why we do not go.
  const law = analysis.hard.lawElsewhere.map((line) => `${line}\n\n`).join("");
  if (analysis.noneFits)
    return `${law}None of our destinations fits everything you asked (${asked}); the nearest follow, each with what it does not meet. `;
  return `${law}${asked ? `Every pick keeps to what you asked: ${asked}. ` : ""}`;
}

function render(
  analysis: RequestAnalysis,
  title: string,
  picks: Pick[],
  method: string,
  empty: string,
): string {
  const head = `${keptTo(analysis)}${title}`;
  if (picks.length === 0) return `${head}\n\n${empty}\n\n${method}`;
  return [
    head,
    picks.map((pick, i) => `${i + 1}. ${pick.name}: ${pick.line}`).join("\n"),
    method,
  ].join("\n\n");
}

export function safetyFirstLens(catalog: Catalog, analysis: RequestAnalysis): LensAnswer {
  // The safest of the places that fit best: relevance picks the shortlist, safety orders it.
  const relevant = analysis.destinations
    .filter((d) => d.relevance > 0 && allowedBySafety(analysis, d))
    .sort((a, b) => b.relevance - a.relevance)
    .slice(0, 6);
  const shortlisted = relevant.length >= 3;
  const pool = shortlisted
    ? relevant
    : analysis.destinations.filter((d) => allowedBySafety(analysis, d));
  const picks = [...pool]
    .sort(
      (a, b) =>
        b.safety.overall_score - a.safety.overall_score ||
        b.safety.legal_protection - a.safety.legal_protection ||
        b.relevance - a.relevance,
    )
    .slice(0, 3)
    .map((d) => destinationPick(d, safetyReason(catalog, analysis, d)));
  // The pool is what keeps to the hard constraints (or, where nothing does, the nearest to them).
  const scope = shortlisted
    ? "among the places your note points to"
    : analysis.noneFits
      ? "among the nearest to what you asked"
      : constrains(analysis.hard)
        ? "among the places that keep to what you asked"
        : "across all our destinations, since your note points to fewer than three";
  return {
    model: "Safety-first lens (local engine)",
    picks,
    response: render(
      analysis,
      `Safety first: where the law and daily life are most on your side, ${scope}.`,
      picks,
      "How this lens ranks: overall Queer Safety Index first, then legal protection, then fit with your note.",
      `No destination meets the safety floor of ${formatScore(analysis.floor)} overall; talk to us and we'll explain the trade-offs honestly.`,
    ),
  };
}

function experienceReason(
  catalog: Catalog,
  analysis: RequestAnalysis,
  item: ScoredDestination | ScoredPackage,
): string {
  if ("pkg" in item) {
    const { pkg } = item;
    const inclusion = [...pkg.inclusions].sort(
      (a, b) => interestFit(analysis.matchedWords, b) - interestFit(analysis.matchedWords, a),
    )[0]!;
    return `${pkg.category}, ${pkg.duration_days} days, ${formatPrice(pkg.price)}${perPerson(pkg)}. Includes: ${inclusion.replace(/\.$/, "")}.`;
  }
  const d = item.destination;
  // With months asked, not a highlight dated to other months ("Reykjavik Pride, usually in early
  // August" beside "fits the time you mention" for January).
  const months = analysis.hard.months;
  // A highlight dated within them comes first, an undated one next, one dated to others last.
  const inTime = (h: string) => {
    const dated = monthsMentioned(h);
    if (months.size === 0) return 1;
    return dated.size === 0 ? 1 : [...dated].some((m) => months.has(m)) ? 2 : 0;
  };
  const highlight = [...d.highlights].sort(
    (a, b) =>
      inTime(b) - inTime(a) ||
      interestFit(analysis.matchedWords, b) - interestFit(analysis.matchedWords, a),
  )[0]!;
  const season = item.inSeason
    ? `fits the time you mention (best time: ${d.best_time_to_visit})`
    : `best time: ${d.best_time_to_visit}`;
  return `${highlight.replace(/\.$/, "")}; ${season}; ${formatScore(item.safety.overall_score)} on our Queer Safety Index.${floorFlag(analysis, item)}`;
}

/** Why a place under the safety floor is shown, said in every lens that shows it. */
function floorFlag(analysis: RequestAnalysis, item: ScoredDestination): string {
  // The visitor's floor, also where only places under it keep to what was asked.
  const floor = analysis.liftedFloor ?? analysis.floor;
  if (item.safety.overall_score >= floor) return "";
  const why = item.named
    ? "You named it"
    : analysis.hard.where.length > 0
      ? `It is in ${listInProse(analysis.hard.where, "or")}, where you asked to go`
      : item.wished
        ? "It offers what you asked for as no safer place does"
        : "It keeps to what you asked as no safer place does";
  return ` ${why}, so it stays in, but it scores ${formatScore(item.safety.overall_score)} overall, below the safety floor of ${formatScore(floor)}: read its safety report first.`;
}

export function experiencesLens(catalog: Catalog, analysis: RequestAnalysis): LensAnswer {
  const relevant = [
    ...analysis.destinations.filter((d) => d.relevance > 0 && allowedBySafety(analysis, d)),
    ...analysis.packages.filter((p) => p.relevance > 0 && allowedBySafety(analysis, p)),
  ].sort((a, b) => b.relevance - a.relevance);
  const matched =
    relevant.length > 0 &&
    (analysis.matchedWords.length > 0 ||
      analysis.hard.months.size > 0 ||
      relevant.some((r) => r.named));
  const fallback = analysis.destinations
    .filter((d) => allowedBySafety(analysis, d))
    .sort((a, b) => b.safety.overall_score - a.safety.overall_score);
  const chosen: (ScoredDestination | ScoredPackage)[] = matched
    ? relevant.slice(0, 3)
    : fallback.slice(3, 6);
  // A single match still gets company, so every lens offers a real choice.
  for (const extra of fallback) {
    if (chosen.length >= 2) break;
    if (!chosen.includes(extra)) chosen.push(extra);
  }
  const picks = chosen.map((item) =>
    "pkg" in item
      ? packagePick(catalog, analysis, item, experienceReason(catalog, analysis, item))
      : destinationPick(item, experienceReason(catalog, analysis, item)),
  );
  const words = analysis.matchedWords.slice(0, 6);
  const title = matched
    ? `Experiences: what best fits what you asked for${words.length > 0 ? ` (${words.join(", ")})` : ""}.`
    : "Experiences: your note didn't name a place, month or activity I could match in our data, so here are three more of our highest-rated destinations and what they're known for. Tell us a month, a mood or an activity and this lens will sharpen.";
  return {
    model: "Experiences lens (local engine)",
    picks,
    response: render(
      analysis,
      title,
      picks,
      "How this lens ranks: how closely highlights, packages and seasons match your words.",
      "Nothing in our data fits yet.",
    ),
  };
}

/**
 * A trip shown though a stop scores under the safety floor, because it offers what the visitor
 * asked for as no safer one does: which stop, its score, and the floor.
 */
function wishedFlag(catalog: Catalog, analysis: RequestAnalysis, p: ScoredPackage): string {
  if (!p.wished || analysis.floor === 0) return "";
  const under = p.pkg.destination_ids
    .map((id) => analysis.destinations.find((d) => d.destination.id === id))
    .filter((d) => d !== undefined && d.safety.overall_score < analysis.floor)
    .map((d) => `${d!.destination.name} ${formatScore(d!.safety.overall_score)}`);
  return under.length === 0
    ? ""
    : ` It offers what you asked for as no safer trip does, so it stays in, but it stops where we score under the safety floor of ${formatScore(analysis.floor)} overall (${listInProse(under)}): read those safety reports first.`;
}

export function valueLens(catalog: Catalog, analysis: RequestAnalysis): LensAnswer {
  const perDay = (p: ScoredPackage) => p.pkg.price / p.pkg.duration_days;
  const safe = analysis.packages.filter(
    (p) =>
      allowedBySafety(analysis, p) &&
      (analysis.hard.budgetPerPerson === undefined || p.pkg.price <= analysis.hard.budgetPerPerson),
  );
  const relevant = safe.filter((p) => p.relevance > 0);
  const pool = relevant.length >= 2 ? relevant : safe;
  const chosen = [...pool].sort((a, b) => perDay(a) - perDay(b)).slice(0, 3);
  // Fewer than two within a stated budget: show the nearest above it, marked as such.
  const above = analysis.packages
    .filter((p) => allowedBySafety(analysis, p) && !chosen.includes(p))
    .sort((a, b) => a.pkg.price - b.pkg.price)
    .slice(0, Math.max(0, 2 - chosen.length));
  const picks = [...chosen, ...above].map((p) =>
    packagePick(
      catalog,
      analysis,
      p,
      `${formatPrice(p.pkg.price)}${perPerson(p.pkg)} for ${p.pkg.duration_days} days, about ${formatPrice(Math.round(perDay(p)))} a day (${p.pkg.group_size}). Includes: ${p.pkg.inclusions[0]!.replace(/\.$/, "")}.${above.includes(p) && analysis.hard.budgetPerPerson ? ` Above the ${formatPrice(analysis.hard.budgetPerPerson)} you mention; shown as the nearest option.` : ""}${wishedFlag(catalog, analysis, p)}`,
    ),
  );
  // No package keeps to it all (London has none; the one through Taipei also stops below the
  // floor): the places that do are still the answer, as a custom trip priced in a consultation.
  const customOnly = picks.length === 0 && !analysis.noneFits;
  if (customOnly)
    picks.push(
      ...analysis.destinations
        .filter((d) => allowedBySafety(analysis, d) && d.unmet.length === 0)
        .sort(
          (a, b) => b.relevance - a.relevance || b.safety.overall_score - a.safety.overall_score,
        )
        .slice(0, 2)
        .map((d) =>
          destinationPick(
            d,
            `No fixed-price package of ours keeps to everything you asked here; we would plan ${d.destination.name} as a custom trip, priced in a consultation.`,
          ),
        ),
    );
  const cap = analysis.hard.budgetPerPerson
    ? ` within the ${formatPrice(analysis.hard.budgetPerPerson)} you mention`
    : "";
  const only =
    analysis.hard.said.length > 0 && !analysis.noneFits && picks.length === 1
      ? " Only this one of our packages keeps to everything you asked."
      : "";
  return {
    model: "Value lens (local engine)",
    picks,
    response: render(
      analysis,
      customOnly && picks.length > 0
        ? "Value: none of our fixed-price packages keeps to all of this, so the best value is a custom trip to the place that does."
        : `Value: the fixed-price packages that give the most days for the money${cap}${relevant.length >= 2 ? ", among those your note points to" : ""}.${only}`,
      picks,
      `How this lens ranks: price per day${analysis.floor > 0 ? `, among packages whose every stop scores ${formatScore(analysis.floor)} or more overall, is one you named, or offers what you asked for as no safer place does` : ""}. Prices are in US dollars.`,
      `None of our packages fits${cap}${analysis.floor > 0 ? ` with every stop at ${formatScore(analysis.floor)} or more overall` : ""}. A custom trip may: ask us in a consultation.`,
    ),
  };
}
