/**
 * Reads a recommendation request against the catalog once, for all three lenses: which
 * destinations and packages the visitor's words point to, the safety floor, a stated budget.
 */
import type {
  Destination,
  RecommendationRequest,
  SafetyData,
  TravelPackage,
} from "../../../contract";
import { DEFAULT_HOLD_RULES, type HoldRules } from "../../../bookings/hold-rules";
import type { Catalog } from "../../../content/catalog";
import { destinationsByCountryIn, destinationsNamedIn } from "../../knowledge/destinations";
import { offeringsOf, rootsOf } from "../../knowledge/offerings";
import { monthsMentioned, monthsOfBestTime } from "../../knowledge/seasons";
import { normalize, wordsOf } from "../../knowledge/text";
import { understandQuestion, type Place } from "../../understanding/question";
import {
  amountsInFigures,
  constrains,
  destinationUnmet,
  hardConstraintsOf,
  inPlacesAsked,
  keepsBudgetAndLength,
  packageUnmet,
  type HardConstraints,
} from "./constraints";

export interface ScoredDestination {
  destination: Destination;
  safety: SafetyData;
  relevance: number;
  named: boolean;
  inSeason: boolean;
  /** The visitor's hard constraints it does not meet (none when it fits). */
  unmet: string[];
  /** Under the safety floor, but alone in offering something the visitor asked for. */
  wished?: boolean;
}

export interface ScoredPackage {
  pkg: TravelPackage;
  relevance: number;
  /** The lowest overall safety score along the package's route. */
  minSafety: number;
  named: boolean;
  /** The visitor's hard constraints it does not meet (none when it fits). */
  unmet: string[];
  /** Under the safety floor, but alone in offering something the visitor asked for. */
  wished?: boolean;
}

export interface RequestAnalysis {
  /** Words of the visitor's note that matched something in our data. */
  matchedWords: string[];
  floor: number;
  /**
   * The priority's floor, lifted because no place that keeps to the hard constraints meets it:
   * the lenses then show those places, each with its score.
   */
  liftedFloor?: number;
  /** Where, how much and when: what every lens keeps to. */
  hard: HardConstraints;
  /**
   * Nothing we offer meets every hard constraint: the lenses then show the nearest choices, each
   * with what it does not meet, and say so first.
   */
  noneFits: boolean;
  /** The destinations the lenses may pick: those that meet every hard constraint, if any do. */
  destinations: ScoredDestination[];
  packages: ScoredPackage[];
  /**
   * Trips within the budget and length asked, wherever and whenever they go: a place at its best in
   * the month asked fits by one of them though it departs in other months, and a lens says so.
   */
  withinBudget: ScoredPackage[];
  /** Destinations under the floor that the visitor did not name: left out of every lens. */
  belowFloor: ScoredDestination[];
  /** The booking rules a party is measured against: how many one online booking may name. */
  holdRules: HoldRules;
}

/** Safety priority 5 asks for 4/5 or more overall; 1 and 2 set no floor. */
export function safetyFloor(priority: number): number {
  return priority >= 5 ? 4 : priority === 4 ? 3.5 : priority === 3 ? 3 : 0;
}

/**
 * What the visitor does not want, left out of what their words are matched with: "no party scene",
 * "we hate night markets and street food; want temples" wish for temples, not parties or markets.
 * Where and how much are read from the whole text ("anywhere but Europe", "no more than $5,000").
 */
export function withoutUnwanted(text: string): string {
  return (
    text
      // "street food is not our thing": what comes before it (read before the "not" alone is).
      .replace(/[^.,;:!?]*\b(is|are)(n'?t| not) (really )?(our|my) (thing|scene|style)\b/gi, " ")
      // "we hate street food, night markets and clubs": the whole list after the negation.
      .replace(
        /\b(no|not|never|without|except|other than|apart from|avoid\w*|hate[sd]?|dislike[sd]?|(?:don'?t|do not|doesn'?t|won'?t|wouldn'?t) (?:want|like|need|care for)|skip|rather not|none of)\b[^.;:!?]*?(?=[.;:!?]|,(?! [\w ]{1,30}(,| and | or ))|$)/gi,
        " ",
      )
  );
}

/**
 * `places`: the places the request names, when the caller has already read them (the chat has);
 * else they are read here, once for the whole analysis.
 */
export function analyseRequest(
  catalog: Catalog,
  input: RecommendationRequest,
  places: Place[] = understandQuestion(catalog, input.preferences).places,
  holdRules: HoldRules = DEFAULT_HOLD_RULES,
): RequestAnalysis {
  const text = input.preferences;
  const offerings = offeringsOf(catalog);
  // "We want to march together": the verb is no wish to match against "December to March".
  // "Twenty-five grand" is an amount, not a wish for anything "grand".
  const asked = amountsInFigures(text);
  const searched = monthsMentioned(asked).has(2) ? asked : asked.replace(/\bmarch\b/gi, " ");
  const hits = offerings.search(withoutUnwanted(searched));
  const scoreOf = (id: string) => hits.get(id)?.score ?? 0;
  // A word found in most offerings ("gay", "luxury") explains nothing; show only the telling ones.
  const spread = new Map<string, number>();
  for (const hit of hits.values())
    for (const word of hit.words) spread.set(word, (spread.get(word) ?? 0) + 1);
  const telling = (word: string) =>
    (spread.get(word) ?? 0) > 0 && spread.get(word)! <= offerings.size * 0.6;
  // The places the shared understanding step reads (everyday names and misspellings included).
  const understood = places.flatMap((place) =>
    place.destination ? [place.destination] : place.nearby,
  );
  const hard = hardConstraintsOf(catalog, text, places);
  // A place ruled out ("anywhere but South Africa") is named, but not wished for.
  const ruledOut = (d: Destination) =>
    hard.excluded.includes(d.country) ||
    hard.excludedRegions.includes(d.region) ||
    hard.excludedDestinations.includes(d.id);
  const named = new Set(
    [
      ...destinationsNamedIn(catalog, text),
      ...destinationsByCountryIn(catalog, text),
      ...understood,
    ]
      .filter((d) => !ruledOut(d))
      .map((d) => d.id),
  );
  const regionNamed = (d: Destination) =>
    !ruledOut(d) && normalize(text).includes(normalize(d.region));
  const { months } = hard;

  const destinations = catalog.destinations.map((destination): ScoredDestination => {
    const safety = catalog.safety.get(destination.id)!;
    const best = monthsOfBestTime(destination.best_time_to_visit);
    const inSeason = months.size > 0 && [...months].some((m) => best.has(m));
    const relevance =
      scoreOf(`destination:${destination.id}`) +
      (named.has(destination.id) ? 2 : 0) +
      (regionNamed(destination) ? 1 : 0) +
      (inSeason ? 0.5 : 0);
    return {
      destination,
      safety,
      relevance,
      named: named.has(destination.id),
      inSeason,
      unmet: destinationUnmet(catalog, hard, destination),
    };
  });
  const byId = new Map(destinations.map((d) => [d.destination.id, d]));
  const packages = catalog.packages.map((pkg): ScoredPackage => {
    const route = pkg.destination_ids.map((id) => byId.get(id)).filter((d) => d !== undefined);
    return {
      pkg,
      relevance:
        scoreOf(`package:${pkg.id}`) +
        (route.some((d) => d.named) ? 1.5 : 0) +
        (route.some((d) => d.inSeason) ? 0.25 : 0),
      minSafety: Math.min(...route.map((d) => d.safety.overall_score)),
      named: route.some((d) => d.named),
      unmet: packageUnmet(catalog, hard, pkg),
    };
  });
  // The hard constraints filter; where nothing meets them, every candidate stays, nearest first.
  const fitting = destinations.filter((d) => d.unmet.length === 0);
  const noneFits = constrains(hard) && fitting.length === 0;
  // What the visitor asked for outranks the priority's floor: where every place that keeps to it
  // scores under the floor, those places are shown, each with its score, and the note says why.
  const priorityFloor = safetyFloor(input.safety_priority);
  const meetsFloor = (d: ScoredDestination) =>
    d.safety.overall_score >= priorityFloor || d.named || !!d.wished || chosenPlace(hard, d);
  const floorLifted = fitting.length > 0 && !fitting.some(meetsFloor);
  // The site fixes the priority at its highest; what the visitor asks for outranks its floor. A
  // place under it that alone offers a wish of theirs ("street food and night markets": Taipei and
  // Bangkok, and our trip between them) is shown with its score; a place at or above the floor that
  // offers the same leaves it out.
  // Where and when are hard constraints, not wishes a place offers.
  const placeWords = new Set(
    catalog.destinations.flatMap((d) => wordsOf(`${d.region} ${d.country} ${d.name}`)),
  );
  const wishes = (ids: string[]) =>
    new Set(
      ids
        .flatMap((id) => hits.get(id)?.words ?? [])
        .filter(
          (word) => telling(word) && monthsMentioned(word).size === 0 && !placeWords.has(word),
        ),
    );
  const tripsTo = (id: string) =>
    catalog.packages
      .filter((pkg) => pkg.destination_ids.includes(id))
      .map((pkg) => `package:${pkg.id}`);
  const offered = (d: ScoredDestination) =>
    wishes([`destination:${d.destination.id}`, ...tripsTo(d.destination.id)]);
  const aboveFloor = new Set(
    fitting.filter((d) => d.safety.overall_score >= priorityFloor).flatMap((d) => [...offered(d)]),
  );
  const alone = (words: Set<string>) => [...words].some((word) => !aboveFloor.has(word));
  // …and offers more of the visitor's wishes than any place above the floor does. (Where the floor
  // is lifted, every place that fits is shown already.)
  const mostAbove = Math.max(
    0,
    ...fitting.filter((d) => d.safety.overall_score >= priorityFloor).map((d) => offered(d).size),
  );
  for (const d of floorLifted ? [] : fitting)
    if (d.safety.overall_score < priorityFloor && offered(d).size > mostAbove && alone(offered(d)))
      d.wished = true;
  for (const p of floorLifted ? [] : packages)
    if (
      p.unmet.length === 0 &&
      p.minSafety < priorityFloor &&
      alone(wishes([`package:${p.pkg.id}`])) &&
      p.pkg.destination_ids.every((id) => {
        const stop = byId.get(id);
        return stop && (stop.wished || stop.safety.overall_score >= priorityFloor);
      })
    )
      p.wished = true;
  const floor = floorLifted ? 0 : priorityFloor;
  // Where nothing fits, the nearest: those missing the fewest constraints (a place in season whose
  // trip leaves a month later, not the safest place on another continent), most relevant first.
  // Those the safety floor would show come first: nearest places under it would leave the lenses,
  // which hold to the floor, with nothing to offer.
  // A place outside where the visitor asked to go is the farthest: "in the US in April" is nearer
  // to New York whose trip leaves in September than to Valletta in April.
  const outside = (item: ScoredDestination | ScoredPackage) =>
    "pkg" in item
      ? item.pkg.destination_ids.some((id) => !inPlacesAsked(hard, byId.get(id)!.destination))
      : !inPlacesAsked(hard, item.destination);
  // Outside them, a place in the region of one asked for that we do not cover is nearer ("Italy":
  // Valletta and Barcelona before Reykjavik).
  const nearby = (item: ScoredDestination | ScoredPackage) =>
    ("pkg" in item
      ? item.pkg.destination_ids.map((id) => byId.get(id)!.destination)
      : [item.destination]
    ).every((d) => hard.nearRegions.includes(d.region));
  const distance = (item: ScoredDestination | ScoredPackage) =>
    item.unmet.length + (outside(item) ? catalog.destinations.length / (nearby(item) ? 2 : 1) : 0);
  const nearestFirst = <T extends ScoredDestination | ScoredPackage>(
    items: T[],
    shown: (item: T) => boolean,
  ) => {
    const pool = items.some(shown) ? items.filter(shown) : items;
    const fewest = Math.min(...pool.map(distance));
    return pool
      .filter((item) => distance(item) === fewest)
      .sort((a, b) => b.relevance - a.relevance);
  };
  const packageShown = (p: ScoredPackage) =>
    p.minSafety >= priorityFloor ||
    p.named ||
    p.pkg.destination_ids.some((id) => chosenPlace(hard, byId.get(id)!.destination));
  return {
    // "Hiking" matched as "hike", the word our trips use.
    matchedWords: [
      ...new Set(
        wordsOf(text).flatMap((word) =>
          telling(word) ? [word] : rootsOf(word).filter((root) => telling(root)),
        ),
      ),
    ],
    floor,
    liftedFloor: floorLifted ? priorityFloor : undefined,
    hard,
    holdRules,
    noneFits,
    destinations: noneFits ? nearestFirst(destinations, meetsFloor) : fitting,
    packages: noneFits
      ? nearestFirst(packages, packageShown)
      : packages.filter((p) => p.unmet.length === 0),
    withinBudget: packages.filter((p) => keepsBudgetAndLength(hard, p.pkg)),
    belowFloor: destinations.filter(
      (d) => d.safety.overall_score < floor && !d.named && !d.wished && !chosenPlace(hard, d),
    ),
  };
}

/** A place the visitor chose by region or country: our safety floor then flags, not hides, it. */
function chosenPlace(hard: HardConstraints, d: ScoredDestination | Destination): boolean {
  return hard.where.length > 0 && inPlacesAsked(hard, "destination" in d ? d.destination : d);
}

export function allowedBySafety(
  analysis: RequestAnalysis,
  item: ScoredDestination | ScoredPackage,
): boolean {
  const score = "pkg" in item ? item.minSafety : item.safety.overall_score;
  const chosen =
    "pkg" in item
      ? analysis.destinations.some(
          (d) =>
            item.pkg.destination_ids.includes(d.destination.id) && chosenPlace(analysis.hard, d),
        )
      : chosenPlace(analysis.hard, item);
  return item.named || !!item.wished || chosen || score >= analysis.floor;
}
