/**
 * The hard constraints of a recommendation request: where (a region or countries), how much (a
 * budget, per person or for the party, in dollars, euros or pounds) and when (months or seasons).
 * They filter every lens; what the visitor wishes for beyond them (activities, a setting, an
 * event) only ranks. When nothing we offer meets them all, each lens says so and shows the nearest
 * choices with what each one does not meet.
 */
import type { Destination, TravelPackage } from "../../../contract";
import type { Catalog } from "../../../content/catalog";
import { formatPrice, formatScore } from "../../../format";
import { bookingTotal } from "../../../bookings/money";
import { destinationsByCountryIn } from "../../knowledge/destinations";
import { monthName, monthsMentioned, monthsOfBestTime } from "../../knowledge/seasons";
import { listInProse, normalize } from "../../knowledge/text";
import { understandQuestion, type Place } from "../../understanding/question";
import { lawInBrief } from "../country-baseline";

export interface HardConstraints {
  /** The constraints in the visitor's terms: "in Europe", "under $5,000 per person". */
  said: string[];
  /** Regions of our destinations the visitor asked for (as the destinations name them). */
  regions: string[];
  /** Countries the visitor asked for, by name. */
  countries: string[];
  /** Places asked for that we do not cover ("Japan", "the Caribbean"). */
  elsewhere: string[];
  /**
   * For a country asked for that we do not cover, the law a traveler must know there (a crime and
   * its penalty, a "propaganda" or Pride ban), with its source: the answer says it, not only "not in".
   */
  lawElsewhere: string[];
  /** Every place asked for, in the visitor's words: "Europe", "Australia", "Japan". */
  where: string[];
  /** The most a traveler would pay, in US dollars. */
  budgetPerPerson: number | undefined;
  months: Set<number>;
  /** A safety score the visitor asks for ("a score of 4 or more"), out of 5. */
  minScore: number | undefined;
}

/** Words for a region, and the regions or countries of our destinations they mean. */
const regionWords: { pattern: RegExp; regions?: string[]; countries?: string[]; name: string }[] = [
  { pattern: /\beast(ern)? africa\b/, countries: [], name: "East Africa" },
  { pattern: /\bcaribbean\b/, countries: [], name: "the Caribbean" },
  { pattern: /\bsouth(east)? ?east asia\b/, regions: ["Asia"], name: "Southeast Asia" },
  { pattern: /\beurope(an)?\b/, regions: ["Europe"], name: "Europe" },
  { pattern: /\basia(n)?\b/, regions: ["Asia"], name: "Asia" },
  { pattern: /\bnorth america\b/, regions: ["North America"], name: "North America" },
  { pattern: /\bsouth america\b/, countries: ["Argentina", "Brazil"], name: "South America" },
  { pattern: /\blatin america\b/, regions: ["Latin America"], name: "Latin America" },
  { pattern: /\bafrica(n)?\b/, regions: ["Africa"], name: "Africa" },
  { pattern: /\bmiddle east\b/, regions: ["Middle East"], name: "the Middle East" },
  { pattern: /\b(oceania|australasia|south pacific)\b/, regions: ["Oceania"], name: "Oceania" },
  {
    pattern: /\b(usa|the us|us only|united states|the states)\b/,
    countries: ["United States"],
    name: "the United States",
  },
  {
    pattern: /\b(scandinavia\w*|nordics?)\b/,
    countries: ["Denmark", "Iceland"],
    name: "the Nordic countries",
  },
];

/** Approximate dollars for a euro or a pound, rounded up: a budget is never read as smaller. */
const dollarsPer: Record<string, number> = { "€": 1.2, "£": 1.4, $: 1 };

const numberWords: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
};

/** How many travel, when the request says ("2 of us", "me and my husband", "6 friends"). */
function partyOf(text: string): number | undefined {
  const counted =
    /\b(\d|two|three|four|five|six|seven|eight) (of us|people|friends|adults|travellers|travelers|guests)\b/.exec(
      text,
    );
  if (counted) return Number(counted[1]) || numberWords[counted[1]!];
  if (
    /\b(me and my|my (husband|wife|partner|boyfriend|girlfriend) and i|for two|for both of us|couple|honeymoon|two (grooms|brides|women|men|moms|dads))\b/.test(
      text,
    )
  )
    return 2;
  return undefined;
}

/** A budget: "max $5,000 per person", "20k total for me and my husband", "€3000 total max". */
function budgetOf(text: string): { perPerson: number; said: string } | undefined {
  const amount =
    /([$€£])?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k|thousand)?\b\s*(usd|dollars?|eur|euros?|gbp|pounds?)?/g;
  const budgetWords =
    /\b(budget|max(imum)?|under|below|less than|up to|within|total|each|pp|per person|a head|spend)\b/;
  for (const match of text.matchAll(amount)) {
    const [whole, symbol, digits, thousands, word] = match;
    const value = Number(digits!.replace(/,/g, "")) * (thousands ? 1000 : 1);
    const around = text.slice(Math.max(0, match.index - 30), match.index + whole.length + 40);
    if (value < 500 || (!symbol && !thousands && !word && !budgetWords.test(around))) continue;
    const currency =
      symbol ??
      (word && /^(eur|euro)/.test(word) ? "€" : word && /^(gbp|pound)/.test(word) ? "£" : "$");
    const after = text.slice(match.index + whole.length, match.index + whole.length + 40);
    const perPersonWords = /^\s*(each|pp|per person|a head|apiece|per head)\b/;
    const totalWords =
      /\b(total|together|combined|for (the )?(two|2|both) of us|for two|for both)\b/;
    const party = partyOf(text);
    const each =
      perPersonWords.test(after) ||
      /\b(each|pp|per person)\b/.test(around) ||
      !(totalWords.test(around) || (party !== undefined && party > 1 && /\btotal\b/.test(text)));
    const dollars = value * dollarsPer[currency]!;
    const people = each ? 1 : (party ?? 2);
    const perPerson = Math.round(dollars / people);
    const stated = `${currency === "$" ? "$" : currency}${value.toLocaleString("en-US")}`;
    const converted =
      currency === "$"
        ? ""
        : ` (we price in US dollars and counted it as up to ${formatPrice(Math.round(dollars))})`;
    return {
      perPerson,
      said: each
        ? `${stated} per person${converted}`
        : `${stated} for ${people} of you${converted}, ${formatPrice(perPerson)} each`,
    };
  }
  return undefined;
}

/** `places`: the places the request names, as understandQuestion read them (read once per request). */
export function hardConstraintsOf(
  catalog: Catalog,
  preferences: string,
  places: Place[] = understandQuestion(catalog, preferences).places,
): HardConstraints {
  const text = normalize(preferences);
  const regions: string[] = [];
  const countries: string[] = [];
  const elsewhere: string[] = [];
  const lawElsewhere: string[] = [];
  const where: string[] = [];
  let rest = ` ${text.replace(/[^a-z0-9]+/g, " ")} `;
  for (const word of regionWords) {
    if (!word.pattern.test(rest)) continue;
    rest = rest.replace(word.pattern, " ");
    regions.push(...(word.regions ?? []));
    countries.push(...(word.countries ?? []));
    if (!word.regions?.length && !word.countries?.length) elsewhere.push(word.name);
    where.push(word.name);
  }
  // Countries named ("Australia or New Zealand"); a city names a wish, not a limit.
  for (const d of destinationsByCountryIn(catalog, rest)) {
    if (countries.includes(d.country)) continue;
    countries.push(d.country);
    where.push(d.country);
  }
  // Countries we do not cover ("Japan or South Korea").
  for (const place of places) {
    if (place.destination || place.nearby.length > 0 || !place.country) continue;
    if (countries.includes(place.country.name) || elsewhere.includes(place.name)) continue;
    elsewhere.push(place.name);
    where.push(place.name);
    const law = lawInBrief(place.country);
    if (law && !lawElsewhere.includes(law)) lawElsewhere.push(law);
  }
  const said = where.length > 0 ? [`in ${listInProse(where, "or")}`] : [];
  const budget = budgetOf(text);
  if (budget) said.push(`within ${budget.said}`);
  const months = monthsMentioned(text);
  if (months.size > 0)
    said.push(`in ${listInProse([...months].sort((a, b) => a - b).map(monthName), "or")}`);
  const score =
    /\b(?:safety )?(?:score|rating|rated|index)\w* (?:of |at )?(?:at least )?(\d(?:\.\d)?)(?: ?\/ ?5)?(?: or (?:more|higher|above|better)|\+)?/.exec(
      text,
    );
  const minScore = score && Number(score[1]) <= 5 ? Number(score[1]) : undefined;
  if (minScore !== undefined) said.push(`a safety score of ${minScore}/5 or more`);
  return {
    said,
    regions: [...new Set(regions)],
    countries,
    elsewhere,
    lawElsewhere,
    where,
    budgetPerPerson: budget?.perPerson,
    months,
    minScore,
  };
}

/** Whether the request sets any hard constraint. */
export const constrains = (c: HardConstraints) => c.said.length > 0;

/** What one traveler pays for a package: its price per person, or its price shared by two. */
export function pricePerPerson(pkg: TravelPackage): number {
  return Math.round(bookingTotal(pkg, 2) / 2);
}

/** Whether a destination is in the region or countries asked for (any, when none was). */
export function inPlacesAsked(c: HardConstraints, d: Destination): boolean {
  return c.where.length === 0 || c.regions.includes(d.region) || c.countries.includes(d.country);
}

function placeUnmet(catalog: Catalog, c: HardConstraints, d: Destination): string[] {
  const unmet: string[] = [];
  const score = catalog.safety.get(d.id)?.overall_score ?? 0;
  if (c.minScore !== undefined && score < c.minScore)
    unmet.push(`scores ${formatScore(score)} on our Queer Safety Index`);
  if (!inPlacesAsked(c, d)) unmet.push(`not in ${listInProse(c.where, "or")}`);
  if (
    c.months.size > 0 &&
    ![...monthsOfBestTime(d.best_time_to_visit)].some((month) => c.months.has(month))
  )
    unmet.push(`not at its best then (best time: ${d.best_time_to_visit})`);
  return unmet;
}

/** What a destination does not meet: outside the place or season asked, or no trip in budget. */
export function destinationUnmet(catalog: Catalog, c: HardConstraints, d: Destination): string[] {
  const unmet = placeUnmet(catalog, c, d);
  if (c.budgetPerPerson !== undefined) {
    const cheapest = catalog.packages
      .filter((pkg) => pkg.destination_ids.includes(d.id))
      .map(pricePerPerson)
      .sort((a, b) => a - b)[0];
    if (cheapest === undefined) unmet.push("no fixed-price package to hold to a budget");
    else if (cheapest > c.budgetPerPerson)
      unmet.push(`our least costly trip there is ${formatPrice(cheapest)} per person`);
  }
  return unmet;
}

/** What a package does not meet: a stop outside the place or season asked, or its price. */
export function packageUnmet(catalog: Catalog, c: HardConstraints, pkg: TravelPackage): string[] {
  const unmet = new Set<string>();
  for (const id of pkg.destination_ids) {
    const d = catalog.destinations.find((x) => x.id === id);
    if (d) for (const reason of placeUnmet(catalog, c, d)) unmet.add(`${d.name}: ${reason}`);
  }
  if (c.budgetPerPerson !== undefined && pricePerPerson(pkg) > c.budgetPerPerson)
    unmet.add(`${formatPrice(pricePerPerson(pkg))} per person`);
  return [...unmet];
}
