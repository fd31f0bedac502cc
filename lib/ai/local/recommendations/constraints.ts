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
import { groupEnquiryPath, onlineGroupLimit, type HoldRules } from "../../../bookings/hold-rules";
import { bookingTotal } from "../../../bookings/money";
import { perCatalog } from "../../knowledge/cache";
import { destinationsByCountryIn } from "../../knowledge/destinations";
import { monthName, monthWord, monthsMentioned, monthsOfBestTime } from "../../knowledge/seasons";
import { containsPhrase, escapeRegExp, listInProse, normalize } from "../../knowledge/text";
import { aliasesOf } from "../../../content/place-aliases";
import { listCountryBaselines } from "../../../content/world-baseline";
import { understandQuestion, type Place } from "../../understanding/question";
import { mentionOf, refused, refusedMention } from "../../understanding/refusal";
import { spellerOf } from "../../understanding/spelling";
import { lawInBrief } from "../country-baseline";

export interface HardConstraints {
  /** The constraints in the visitor's terms: "in Europe", "under $5,000 per person". */
  said: string[];
  /** Regions of our destinations the visitor asked for (as the destinations name them). */
  regions: string[];
  /** Countries the visitor asked for, by name. */
  countries: string[];
  /** Countries the visitor ruled out ("not in the US this time", "anywhere but Mexico"). */
  excluded: string[];
  /** Regions ruled out ("outside Europe"). */
  excludedRegions: string[];
  /** Our destinations ruled out by name ("not London, we've done it"), by id. */
  excludedDestinations: string[];
  /**
   * Our destinations named as where to go ("Tel Aviv in April", "NYC for Pride"), by id; not one
   * named as home, a start or a comparison ("flying from London", "somewhere like Mykonos").
   */
  destinations: string[];
  /**
   * The regions of ours nearest the places asked for that we do not cover ("Italy": Europe; "the
   * Caribbean": Latin America and North America), whose places come first among the nearest.
   */
  nearRegions: string[];
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
  /** A safety score the visitor asks for ("a score of 4 or more", "safety 4.5+"), out of 5. */
  minScore: number | undefined;
  /** The trip's length asked for, in days: "at least 10 days", "a week or less". */
  days: { min?: number; max?: number };
  /** How many travel, where the request counts them or names a couple's trip. */
  party: number | undefined;
}

/** Words for a region, and the regions, countries or destinations (by id) of ours they mean. */
const regionWords: {
  pattern: RegExp;
  regions?: string[];
  countries?: string[];
  destinations?: string[];
  /** For a place we do not cover, the regions of ours nearest it. */
  near?: string[];
  name: string;
}[] = [
  { pattern: /\beast(ern)? africa\b/, countries: [], near: ["Africa"], name: "East Africa" },
  {
    pattern: /\bcaribbean\b/,
    countries: [],
    near: ["Latin America", "North America"],
    name: "the Caribbean",
  },
  { pattern: /\bsouth(east)? ?east asia\b/, regions: ["Asia"], name: "Southeast Asia" },
  { pattern: /\beurope(an)?\b/, regions: ["Europe"], name: "Europe" },
  { pattern: /\basia(n)?\b/, regions: ["Asia"], name: "Asia" },
  { pattern: /\bnorth american?\b/, regions: ["North America"], name: "North America" },
  { pattern: /\bsouth american?\b/, countries: ["Argentina", "Brazil"], name: "South America" },
  { pattern: /\blatin american?\b/, regions: ["Latin America"], name: "Latin America" },
  // Not inside a country's name: "South Africa" is a country, "Central African Republic" another.
  { pattern: /(?<!south )\bafrica(n)?\b(?! republic)/, regions: ["Africa"], name: "Africa" },
  { pattern: /\bmiddle east\b/, regions: ["Middle East"], name: "the Middle East" },
  { pattern: /\b(oceania|australasia|south pacific)\b/, regions: ["Oceania"], name: "Oceania" },
  {
    pattern: /\b(the )?americas\b/,
    regions: ["North America", "Latin America"],
    name: "the Americas",
  },
  {
    pattern:
      /\b(usa|the us|(?<!\b(for|to|with|of|let|give|tell|show|help|suits?|like|about|on|by) )us only|united states|the states|(?<!(north|south|latin|central) )america)\b/,
    countries: ["United States"],
    name: "the United States",
  },
  {
    pattern: /\b(scandinavia\w*|nordics?)\b/,
    countries: ["Denmark", "Iceland"],
    name: "the Nordic countries",
  },
  // Parts of a country or a sea that hold some of our destinations, not all of its country's.
  {
    pattern: /\b(california|socal|norcal)\b/,
    destinations: ["san-francisco", "palm-springs"],
    name: "California",
  },
  {
    pattern: /\b(cape cod|massachusetts|new england)\b/,
    destinations: ["provincetown"],
    name: "New England",
  },
  { pattern: /\b(quebec)\b/, destinations: ["montreal"], name: "Quebec" },
  { pattern: /\b(catalonia|catalunya)\b/, destinations: ["barcelona"], name: "Catalonia" },
  {
    pattern: /\b(the )?mediterranean\b/,
    destinations: ["barcelona", "mykonos", "valletta", "tel-aviv"],
    name: "the Mediterranean",
  },
  // The other states of the United States hold none of our destinations: asked for, they are
  // places we do not cover ("a ski week in Colorado"), not "anywhere".
  ...[
    "Alabama",
    "Alaska",
    "Arizona",
    "Arkansas",
    "Colorado",
    "Connecticut",
    "Delaware",
    "Florida",
    "Hawaii",
    "Idaho",
    "Illinois",
    "Indiana",
    "Iowa",
    "Kansas",
    "Kentucky",
    "Louisiana",
    "Maine",
    "Maryland",
    "Michigan",
    "Minnesota",
    "Mississippi",
    "Missouri",
    "Montana",
    "Nebraska",
    "Nevada",
    "New Hampshire",
    "New Jersey",
    "New Mexico",
    "North Carolina",
    "North Dakota",
    "Ohio",
    "Oklahoma",
    "Oregon",
    "Pennsylvania",
    "Rhode Island",
    "South Carolina",
    "South Dakota",
    "Tennessee",
    "Texas",
    "Utah",
    "Vermont",
    "Virginia",
    "Washington State",
    "West Virginia",
    "Wisconsin",
    "Wyoming",
  ].map((state) => ({
    pattern: new RegExp(`\\b${state.toLowerCase()}\\b`),
    countries: [],
    near: ["North America"],
    name: state,
  })),
];

/**
 * A country said by its adjective before a kind of place: "a Greek island", "Greek or Maltese
 * islands", "a Portuguese city". Not alone ("Thai massage", "Mexican food" say nothing of where).
 */
const demonyms: Record<string, string> = {
  greek: "Greece",
  maltese: "Malta",
  spanish: "Spain",
  portuguese: "Portugal",
  dutch: "Netherlands",
  german: "Germany",
  danish: "Denmark",
  icelandic: "Iceland",
  estonian: "Estonia",
  british: "United Kingdom",
  english: "United Kingdom",
  mexican: "Mexico",
  brazilian: "Brazil",
  argentine: "Argentina",
  argentinian: "Argentina",
  thai: "Thailand",
  taiwanese: "Taiwan",
  israeli: "Israel",
  australian: "Australia",
  aussie: "Australia",
  kiwi: "New Zealand",
  canadian: "Canada",
  "south african": "South Africa",
};
const demonymAlternatives = Object.keys(demonyms).join("|");
const demonymPlaces = new RegExp(
  String.raw`\b((?:${demonymAlternatives})(?:(?: or | and | )(?:${demonymAlternatives}))*) (?:islands?|isles|coast|coastline|city|cities|capital|beach(?:es)?|villages?|towns?|countryside|riviera|seaside|hills|mountains|wine country)\b`,
  "g",
);

/** The countries a request names by their adjective before a kind of place. */
export function countriesByAdjective(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(demonymPlaces)) {
    if (refused(text.slice(Math.max(0, match.index - 40), match.index))) continue;
    for (const word of match[1]!.split(/ or | and | (?!african)/))
      if (demonyms[word] && !found.includes(demonyms[word])) found.push(demonyms[word]);
  }
  return found;
}

/**
 * The currencies a budget is read in: how each is written before or after the amount, how the
 * answer writes it, and approximate dollars for one unit, rounded up so a budget is never read as
 * smaller than it is. "kr" alone could be Danish, Swedish or Norwegian: it is counted as the
 * cheapest of the three, so no trip above the budget is shown as within it.
 */
const currencies: { shown: string; before?: RegExp; after?: RegExp; dollars: number }[] = [
  { shown: "A$", before: /^(a\$|au\$|aud)$/, after: /^(aud|australian dollars?)$/, dollars: 0.7 },
  { shown: "NZ$", before: /^(nz\$|nzd)$/, after: /^(nzd|new zealand dollars?)$/, dollars: 0.62 },
  { shown: "C$", before: /^(c\$|ca\$|cad)$/, after: /^(cad|canadian dollars?)$/, dollars: 0.75 },
  { shown: "MX$", before: /^(mx\$|mxn)$/, after: /^(mxn|(mexican )?pesos?)$/, dollars: 0.06 },
  { shown: "R$", before: /^(r\$|brl)$/, after: /^(brl|reais|brazilian reais)$/, dollars: 0.2 },
  { shown: "€", before: /^(€|eur)$/, after: /^(eur|euros?|€)$/, dollars: 1.2 },
  { shown: "£", before: /^(£|gbp)$/, after: /^(gbp|pounds?( sterling)?|£)$/, dollars: 1.4 },
  { shown: "CHF ", before: /^chf$/, after: /^(chf|swiss francs?|francs?)$/, dollars: 1.2 },
  { shown: "¥", before: /^(¥|jpy)$/, after: /^(jpy|yen)$/, dollars: 0.0072 },
  { shown: "SEK ", before: /^sek$/, after: /^(sek|swedish kronor|kronor)$/, dollars: 0.11 },
  { shown: "NOK ", before: /^nok$/, after: /^(nok|norwegian kroner)$/, dollars: 0.1 },
  { shown: "DKK ", before: /^dkk$/, after: /^(dkk|danish kroner)$/, dollars: 0.16 },
  { shown: "kr ", before: /^kr\.?$/, after: /^(kr\.?|kroner|krona|krone)$/, dollars: 0.1 },
  { shown: "ZAR ", before: /^zar$/, after: /^(zar|rand)$/, dollars: 0.06 },
  { shown: "$", before: /^(\$|usd)$/, after: /^(usd|(us )?dollars?|bucks|\$)$/, dollars: 1 },
];

/** The currency an amount was said in, from what stood before and after it; US dollars unsaid. */
function currencyOf(before: string | undefined, after: string | undefined) {
  const dollar = currencies.at(-1)!;
  if (before) return currencies.find((one) => one.before?.test(before)) ?? dollar;
  if (after) return currencies.find((one) => one.after?.test(after)) ?? dollar;
  return dollar;
}

const numberWords: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};

/**
 * "ten thousand dollars", "twenty-five grand", "a hundred grand", "nine thousand five hundred",
 * "twelve and a half thousand": an amount in words, the tens and units before a thousand.
 */
const tensAndUnits = String.raw`(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ -](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen`;
const thousandsInWords = new RegExp(
  String.raw`\b(a|${tensAndUnits})(?: (hundred))?( and a half)? (thousand|grand)(?: (?:and )?(${tensAndUnits}) hundred)?\b`,
  "gi",
);
/** Every number word a thousand in words is made of (`numberWords` and the rest). */
const units: Record<string, number> = {
  ...numberWords,
  one: 1,
  thirteen: 13,
  fourteen: 14,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const inFigures = (words: string) =>
  words.split(/[ -]/).reduce((sum, word) => sum + (units[word.toLowerCase()] ?? 0), 0);

/** An amount said in words, in figures: "twenty-five grand" is "25 thousand", "nine thousand five hundred" "9.5 thousand". */
export function amountsInFigures(text: string): string {
  return text.replace(
    thousandsInWords,
    (
      whole: string,
      number: string,
      hundred: string | undefined,
      half: string | undefined,
      unit: string,
      more: string | undefined,
      at: number,
    ) => {
      // "a grand three-week trip" is no thousand dollars; "a grand each" or "a grand." is.
      if (
        number.toLowerCase() === "a" &&
        !hundred &&
        unit.toLowerCase() === "grand" &&
        !/^\s*(dollars|bucks|each|pp|per|total|budget|max|[.,;!?)]|$)/i.test(
          text.slice(at + whole.length),
        )
      )
        return whole;
      const thousands =
        (number.toLowerCase() === "a" ? 1 : inFigures(number)) * (hundred ? 100 : 1);
      return `${thousands + (half ? 0.5 : 0) + (more ? inFigures(more) / 10 : 0)} thousand`;
    },
  );
}

/** A count of people: a number under 100 or one of `numberWords`. */
const count = `(\\d{1,2}|${Object.keys(numberWords).join("|")})`;

/** A count said in digits or in words ("3", "three"). */
const countOf = (word: string) => Number(word) || numberWords[word] || 0;
/** "two couples": four. */
const twoCouples = new RegExp(`\\b${count} couples\\b`);
/** "me, my husband and our two kids": two and the children. */
const parentsAndKids = new RegExp(
  `\\bme,? (?:and )?my (?:husband|wife|partner|boyfriend|girlfriend) and (?:our|my) ${count} (?:kids|children|sons|daughters)\\b`,
);
/** "2 adults and 2 kids", "two adults and three children": everyone counts. */
const adultsAndKids = new RegExp(
  `\\b${count} (?:adults|grown-?ups|parents) (?:and|\\+|&) ${count} (?:kids|children|teens|teenagers)\\b`,
);

/**
 * How many travel, where the question counts them: "3 of us", "12 friends", "a family of four", "for
 * two" (not "for two weeks"), "me and my husband", "both of us".
 */
export function partyCounted(text: string): number | undefined {
  const couples = twoCouples.exec(text);
  if (couples) return 2 * countOf(couples[1]!);
  const parents = parentsAndKids.exec(text);
  if (parents) return 2 + countOf(parents[1]!);
  const family = adultsAndKids.exec(text);
  if (family) return countOf(family[1]!) + countOf(family[2]!);
  const counted = new RegExp(
    `\\b(?:${count} (?:of us|people|persons|friends|adults|travell?ers|guests)|(?:group|party|family) of ${count}|for ${count}(?! (?:weeks?|days?|nights?|months?|years?|hours?|k\\b|grand|thousand)\\b))\\b`,
  ).exec(text);
  const word = counted?.[1] ?? counted?.[2] ?? counted?.[3];
  if (word) return Number(word) || numberWords[word];
  return /\b(me and my|my (husband|wife|partner|boyfriend|girlfriend) and i|(for )?both of us|for us two)\b/.test(
    text,
  )
    ? 2
    : undefined;
}

/**
 * What a party too large to book a package online is told: the booking form takes up to the
 * online limit of its largest departure (as the form and the checkout count it), and a party larger
 * than a departure's seats cannot join one. Either way, the enquiry with the trip filled in.
 */
export function partyFit(
  pkg: TravelPackage,
  party: number | undefined,
  rules: HoldRules,
): string | undefined {
  const seats = Math.max(0, ...pkg.departures.map((departure) => departure.seats_left));
  if (!party || seats === 0) return undefined;
  const enquiry = groupEnquiryPath({ packageId: pkg.id, travelers: party });
  if (party > seats)
    return `Its departures take at most ${seats} guests, fewer than your ${party}: send us an enquiry and we will plan a trip for your group with you (${enquiry}).`;
  const limit = onlineGroupLimit(seats, rules);
  if (party > limit)
    return `The booking form takes up to ${limit} travelers on it; for ${party}, send us an enquiry and we will plan it with you (${enquiry}).`;
  return undefined;
}

/** How many travel, counted or implied by a couple's trip ("our honeymoon", "two grooms"). */
function partyOf(text: string): number | undefined {
  return (
    partyCounted(text) ??
    (/\b(couple|honeymoon|two (grooms|brides|women|men|moms|dads))\b/.test(text) ? 2 : undefined)
  );
}

/** What comes before a year: a month, a season, a holiday or a preposition of time. */
const beforeAYear = new RegExp(
  `\\b(${monthWord}|spring|summer|autumn|fall|winter|christmas|easter|new year|in|of|by|since|until|till|from|year)\\W{0,3}$`,
);

/**
 * A bare number that names a year: four digits from 1990 to 2099 in a date ("June 15, 2027",
 * "15/06/2027", "2027-06-12"), after a month, a season or "in", or before a word that is not money
 * ("2027 budget"); not when a budget word comes just before it ("budget 2050 each").
 */
function isYear(digits: string, before: string, after: string): boolean {
  if (!/^(199\d|20\d\d)$/.test(digits)) return false;
  if (
    /\b(budget|max(imum)?|under|below|less than|up to|within|spend|about|around)\W{0,3}$/.test(
      before,
    )
  )
    return false;
  return (
    /[/.-]$/.test(before) ||
    /^[/.-]\d/.test(after) ||
    /\d{1,2}(st|nd|rd|th)?,? $/.test(before) ||
    beforeAYear.test(before) ||
    /^\s*(budget|trip|travel|plans?|season|pride|edition)\b/.test(after)
  );
}

/**
 * A budget: "max $5,000 per person", "20k total for me and my husband", "€3000 total max"; a total
 * is shared by the `party` the request counts (two when it does not).
 */
function budgetOf(
  written: string,
  party: number | undefined,
): { perPerson: number; said: string } | undefined {
  // Figures for amounts said in words, so "ten thousand dollars" reads as "10 thousand dollars".
  // ("US$" is a dollar sign already: the engine reads it so on entry, asTyped in ../engine.ts.)
  const text = amountsInFigures(written);
  const amount =
    /(au?\$|ca?\$|nz\$|mx\$|r\$|[$€£¥]|(?:aud|cad|nzd|chf|jpy|usd|eur|gbp|mxn|brl|sek|nok|dkk|zar|kr\.?)(?= ?\d))?\s?(\d{1,3}(?:,\d{3})+|\d{1,3}(?:[. ']\d{3})+(?!\d|[.,]\d)|\d+(?:\.\d+)?)\s?(k|thousand|grand|million)?(?:\b|(?=pp\b))\s*(usd|us dollars?|dollars?|bucks|eur|euros?|€|gbp|pounds?(?: sterling)?|£|aud|australian dollars?|cad|canadian dollars?|nzd|new zealand dollars?|chf|swiss francs?|francs?|jpy|yen|mxn|(?:mexican )?pesos?|brl|(?:brazilian )?reais|sek|swedish kronor|kronor|nok|norwegian kroner|dkk|danish kroner|kroner|krona|krone|kr\b\.?|zar|rand|\$(?!\s?\d))?/g;
  const budgetWords =
    /\b(budget|max(imum)?|under|below|less than|up to|within|total|each|pp|per person|a head|spend)\b/;
  // Pesos where another peso country is named ("pesos argentinos", "5 million pesos for Buenos
  // Aires") are not Mexican pesos; nor are krónur in Iceland Scandinavian kronor. Neither is read.
  const otherPesos =
    /\b(argentin\w*|buenos aires|chile\w*|colombia\w*|uruguay\w*|philippine\w*|cuba\w*|dominican)\b/;
  const icelandic = /\b(iceland\w*|reykjav[ií]k|isk|kr[oó]nur)\b/;
  const candidates: {
    at: number;
    end: number;
    value: number;
    currency: (typeof currencies)[number];
    each: boolean;
    stated: boolean;
  }[] = [];
  for (const match of text.matchAll(amount)) {
    const [whole, symbol, digits, thousands, word] = match;
    // "12,000", "12.000", "12 000" and "12'000" are twelve thousand; "1.5" is one and a half.
    const grouped = /^\d{1,3}([,. ']\d{3})+$/.test(digits!);
    const value =
      Number(grouped ? digits!.replace(/[,. ']/g, "") : digits) *
      (thousands === "million" ? 1_000_000 : thousands ? 1000 : 1);
    const around = text.slice(Math.max(0, match.index - 30), match.index + whole.length + 40);
    const before = text.slice(Math.max(0, match.index - 30), match.index);
    // A number said with no currency, "k" or word of money.
    const bare = !symbol && !thousands && !word;
    if (value < 500 || (bare && !budgetWords.test(around))) continue;
    const rest = text.slice(match.index + whole.length);
    // "between $8,000 and $9,000", "$9,000-$12,000": the range's upper end is the budget.
    if (
      /^\s*(-|–|to)\s*([$€£¥]\s?)?\d/.test(rest) ||
      (/\bbetween\s*$/.test(text.slice(0, match.index)) && /^\s*and\s*([$€£¥]\s?)?\d/.test(rest))
    )
      continue;
    // A bare number gives way to an amount said as money after it ("budget 2027 is tight, about
    // $9,000 per person"); "June 2027. Europe, budget $12,000": a year is no amount of money.
    if (
      bare &&
      (/[$€£¥]\s?\d|\d\s?(k|grand|thousand)\b|\d\s?(usd|eur|gbp|dollars?|euros?|pounds?)\b/.test(
        rest,
      ) ||
        isYear(digits!, text.slice(0, match.index + whole.indexOf(digits!)), rest))
    )
      continue;
    // A price by the night, day or month, or what the visitor earns or spent before, is no
    // budget for the trip ("hotels around 3000 kr a night", "I earn R$ 5000 a month", "last
    // trip cost R$ 80.000").
    if (
      /^\s*(a|an|per|each|\/)\s*(night|day|month|week|year|hour)\b|^\s*(nightly|daily|monthly|weekly|yearly|annually|an hour)\b/.test(
        rest,
      ) ||
      /\b(earn|earns|make|makes|salary|income|paid|cost|costs|spent|set (us|me) back|(last|previous) (trip|time|year|holiday|vacation|summer|winter)\b[^.;]{0,20}\b(was|were|cost|came to))\b[^.,;]{0,20}$/.test(
        before,
      )
    )
      continue;
    // A currency we keep no rate for ("1,000,000 ISK", "ARS 9,000,000", "AR$"): not read.
    if (
      /^\s*(isk|ars|clp|cop|thb|inr|ils|try|huf|czk|pln|krw|twd|hkd|sgd|php|idr|vnd|myr|aed|icelandic kr[oó]n\w*|kr[oó]nur|baht|rupees?|shekels?)\b/.test(
        rest,
      ) ||
      /\b(isk|ars|ar\$|clp|cop|thb|inr|ils|huf|czk|pln|krw|twd|hkd|sgd|php|idr|vnd|myr|aed)\s?$/.test(
        text.slice(0, match.index + (symbol ? symbol.length : 0)),
      )
    )
      continue;
    const currency = currencyOf(symbol, word);
    if (currency.shown === "MX$" && /peso/.test(word ?? "") && otherPesos.test(text)) continue;
    if (currency.shown === "kr " && icelandic.test(text)) continue;
    const after = rest.slice(0, 40);
    const perPersonWords = /^\s*(each|pp|per person|a head|apiece|per head)\b/;
    const totalWords =
      /\b(total|together|combined|altogether|all[ -]in|between us|for (the |all )?(two|2|both|all|\d+|three|four|five|six|seven|eight|nine|ten) of us|for two|for both|for the group|per couple|a couple|for the couple|for (our|the|my) (family|group|party|crew)( of \w+)?|for (\d+|two|three|four|five|six|seven|eight|nine|ten) (people|persons|adults|travell?ers|guests|friends)|for my (partner|husband|wife|boyfriend|girlfriend|fianc[eé]e?) and (me|i))\b/;
    const each =
      perPersonWords.test(after) ||
      /\b(each|pp|per person)\b/.test(around) ||
      !(
        totalWords.test(around) ||
        (party !== undefined &&
          party > 1 &&
          /\b(total|in all|all in|altogether|(we|our \w+|the \w+ of us) (have|has|got)|our (budget|family|group)|(family|group|party) of \w+\b.{0,30}\bbudget|\bkids\b.{0,30}\bbudget)\b/.test(
            text,
          ))
      );
    candidates.push({
      at: match.index,
      end: match.index + whole.length,
      value,
      currency,
      each,
      // Said as the budget: "budget is $9,000", "under $7,000", "max $5k".
      stated:
        /\b(budget|max(imum)?|under|below|less than|up to|within|no more than|spend|afford)\b[^.,;$€£¥\d]{0,12}$/.test(
          before,
        ),
    });
  }
  // The amount said as the budget, else the first; of two said as one ("€10,000 or about
  // $11,000"), the one in US dollars.
  const first = candidates.find((candidate) => candidate.stated) ?? candidates[0];
  if (!first) return undefined;
  const equivalent = candidates.find(
    (candidate) =>
      candidate.at > first.at &&
      candidate.currency.dollars === 1 &&
      first.currency.dollars !== 1 &&
      /^\s*(per person|pp|each)?\s*[,/]?\s*(\(|or|about|around|roughly|approx\w*|≈|=|i\.e\.|\/)[^.;\d]{0,14}$/.test(
        text.slice(first.end, candidate.at),
      ),
  );
  const { value, currency, each } = equivalent ?? first;
  const dollars = value * currency.dollars;
  const people = each ? 1 : (party ?? 2);
  const perPerson = Math.round(dollars / people);
  const stated = `${currency.shown}${value.toLocaleString("en-US")}`;
  const converted =
    currency.dollars === 1
      ? ""
      : ` (we price in US dollars and counted it as up to ${formatPrice(Math.round(dollars))})`;
  return {
    perPerson,
    said: each
      ? `${stated} per person${converted}`
      : `${stated} for ${people} of you${converted}, ${formatPrice(perPerson)} each`,
  };
}

/** What follows a number that is not a score: "4 of us", "5 days", "2 kids". */
const notAScore =
  /^\s*(of us|people|friends|adults|kids|children|travell?ers|guests|days?|nights?|weeks?|months?|years?|stars?|k\b|,\d)/;

/**
 * A safety score asked for, out of 5: "a score of 4 or more", "safety 4.5+", "safety score 4.3
 * minimum", "at least a 4 on your safety score", "4.7 or above on safety".
 */
export function minScoreOf(text: string): number | undefined {
  const after =
    /\b(?:safety|score|rating|rated|index)\w*(?: (?:score|rating|index))?[^.\d$€£]{0,20}?\b(\d(?:\.\d)?)(?!\.?\d)/g;
  const before =
    /\b(\d(?:\.\d)?)(?!\.?\d)\s*(?:\+|or (?:more|higher|above|better)|minimum|min\b|and up)?\s*(?:\/ ?5\s*)?(?:on|for|in) (?:your |the |our )?(?:queer )?(?:safety|index|score|rating|scale)/g;
  // "safety is everything for us: 4.5 or higher only": a score said as a floor after safety.
  const floorSaid =
    /\bsafe\w*\b[^.\d$€£]{0,40}?\b(?:at least )?([1-4](?:\.\d)?|5(?:\.0)?)(?!\.?\d)\s*(?:\+|or (?:more|higher|above|better)|and up|minimum)/g;
  for (const pattern of [after, before, floorSaid])
    for (const match of text.matchAll(pattern)) {
      const value = Number(match[1]);
      const rest = text.slice(match.index + match[0].length);
      if (value >= 1 && value <= 5 && !(pattern === after && notAScore.test(rest))) return value;
    }
  return undefined;
}

/** Counts said in words: "a week", "three days", "twelve of us". */
export const countWords: Record<string, number> = { a: 1, an: 1, one: 1, ...numberWords };

/** The trip's length asked for: "at least 10 days", "6 days max", "a week or less", "10+ nights". */
export function daysOf(asked: string): { min?: number; max?: number; said?: string } {
  const text = asked.replace(/\b(a |one )?fortnight\b/g, "two weeks");
  const words = Object.keys(countWords).join("|");
  // "7 to 9 days", "10-14 nights", "8 or 9 days", "between 8 and 12 days": both ends.
  const range = new RegExp(
    String.raw`\b(?:between )?(\d{1,2}|${words}) ?(?:to|-|–|or|(?<=between \S+ )and) ?(\d{1,2}|${words}) (days?|nights?)\b`,
  ).exec(text);
  if (range) {
    const [from, to] = [range[1]!, range[2]!].map((n) => Number(n) || countWords[n] || 0);
    const nights = range[3]!.startsWith("night") ? 1 : 0;
    const [min, max] = [from! + nights, to! + nights];
    if (min > 0 && max >= min) return { min, max, said: `${min} to ${max} days` };
  }
  const length = new RegExp(
    String.raw`\b(?<lead>at least|minimum(?: of)?|min|no less than|no shorter than|more than|longer than|over|under|less than|shorter than|no more than|not more than|no longer than|not longer than|at most|up to|max(?:imum)?(?: of)?)?\s*(?<count>\d+|${words})(?:\s*|-)(?<plus>\+)?\s*(?<unit>days?|nights?|weeks?)\b(?!\s*(?:out|away|ahead|before|from now|notice|in advance|prior|ago)\b)\s*(?<tail>max(?:imum)?|or less|or fewer|at most|tops|or more|minimum|min|at least|plus|off\b|free\b|of (?:annual )?(?:leave|vacation|holiday|pto)\b)?`,
    "g",
  );
  // The first length that bounds the trip: "a three-week trip (18 days minimum)" is 18 or more.
  for (const found of text.matchAll(length)) {
    const bound = lengthBound(text, found);
    if (bound) return bound;
  }
  return {};
}

/** What one length said bounds: at least, at most, or exactly so many days; undefined for neither. */
function lengthBound(
  text: string,
  found: RegExpExecArray,
): { min?: number; max?: number; said: string } | undefined {
  const matchAt = found.index + found[0].search(/\S/);
  const { lead = "", count = "", plus, unit = "", tail = "" } = found.groups ?? {};
  const n = Number(count) || countWords[count] || 0;
  const days = unit.startsWith("week") ? n * 7 : unit.startsWith("night") ? n + 1 : n;
  const atLeast =
    /^(at least|min|no less|no shorter|more than|longer than|over)/.test(lead) ||
    Boolean(plus) ||
    /^(or more|min|at least|plus)/.test(tail);
  // Days a traveler has ("3 days off work", "only got 5 days", "we have a week free") bound the
  // trip: a shorter one fits them.
  const had = /\b(?:only|just|have|got)\s+(?:\w+\s+){0,2}$/.test(text.slice(0, matchAt));
  const atMost =
    /^(under|less than|shorter than|no more|not more|no longer|not longer|at most|up to|max)/.test(
      lead,
    ) ||
    /^(max|or less|or fewer|at most|tops|off|free|of )/.test(tail) ||
    had;
  if (atLeast && !atMost) return { min: days, said: `at least ${days} days` };
  if (atMost && !atLeast) return { max: days, said: `${days} days or fewer` };
  // A length said plainly in days ("9 days") is that many; "a week" or "a day on a ranch" is not
  // a length the trip must keep to.
  if (!atLeast && !atMost && n >= 2 && unit.startsWith("day"))
    return { min: days, max: days, said: `${days} days` };
  // Weeks or nights said plainly ("a two-week trip", "5 nights") are about that long: our trips run
  // by the day, so a few days either way of the weeks, and the nights' days or one more.
  // "leaves in 5 weeks" is when, not how long.
  const when = /\b(in|within|after)\s+$/.test(text.slice(0, matchAt));
  if (!atLeast && !atMost && !when && n >= 2 && unit.startsWith("week"))
    return { min: days - 3, max: days + 3, said: `about ${n} weeks` };
  if (!atLeast && !atMost && !when && n >= 2 && unit.startsWith("night"))
    return { min: days, max: days + 1, said: `${n} nights` };
  return undefined;
}

/**
 * Our places' names and everyday names that are not a country's name, longest first, as one
 * pattern built once per catalog: what a country's name is looked for outside.
 */
const ourPlaceNames = perCatalog("our-place-names", (catalog: Catalog) => {
  const countries = new Set(catalog.destinations.map((d) => normalize(d.country)));
  const names = catalog.destinations
    .flatMap((d) => [d.name, ...aliasesOf(d.id)].map(normalize))
    .filter((name) => !countries.has(name))
    .sort((a, b) => b.length - a.length);
  return new RegExp(`\\b(${names.map(escapeRegExp).join("|")})\\b`, "g");
});

/** "the United States", "the United Kingdom"; other countries as they are. */
const withArticle = (country: string) => (/^United /.test(country) ? `the ${country}` : country);

/**
 * Words before a place that make it where the travelers come from: "flying from", "we live in";
 * not "from" alone, which may be where a trip starts ("a polar expedition from South America").
 */
const homeBefore =
  /\b((flying|flights?|fly|coming|we ?'?re|we are|i ?'?m|i am) from|live in|living in|based in|home in|resident in|citizens? of)( the)? ?$/;

/** Where a country is named, by its name or an alias, as whole words: each mention's start and end. */
function countryMentions(text: string, country: string): { at: number; end: number }[] {
  const baseline = listCountryBaselines().find((c) => c.name === country);
  return [country, ...(baseline?.aliases ?? [])].flatMap((name) => {
    const key = normalize(name);
    const found: { at: number; end: number }[] = [];
    for (let at = text.indexOf(key); at !== -1; at = text.indexOf(key, at + 1))
      if (!/[a-z0-9]/.test(text[at - 1] ?? " ") && !/[a-z0-9]/.test(text[at + key.length] ?? " "))
        found.push({ at, end: at + key.length });
    return found;
  });
}

/**
 * Whether every mention of a country names where the travelers come from, not where they go
 * ("we're flying from the US", "US-based couple", "we live in the UK").
 */
function onlyHome(text: string, country: string): boolean {
  const mentions = countryMentions(text, country);
  return (
    mentions.length > 0 &&
    mentions.every(
      ({ at, end }) =>
        homeBefore.test(text.slice(Math.max(0, at - 25), at)) ||
        /^[- ]?based\b/.test(text.slice(end, end + 10)),
    )
  );
}

/**
 * Whether the request rules a country out: a word of refusal just before one of its names ("not
 * in the US this time", "anywhere but Mexico").
 */
function ruledOut(text: string, country: string, cityNames: string[] = []): boolean {
  return countryMentions(text, country).some(({ at, end }) => {
    // "not Mexico City" rules out the city, not its country.
    const cityOfIt = cityNames.some((city) => city.length > end - at && text.startsWith(city, at));
    return !cityOfIt && refused(text.slice(Math.max(0, at - 40), at));
  });
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
  const excluded: string[] = [];
  const excludedRegions: string[] = [];
  const destinations: string[] = [];
  const excludedByRegion: string[] = [];
  const nearRegions: string[] = [];
  const consumed: string[] = [];
  for (const word of regionWords) {
    const match = word.pattern.exec(rest);
    if (!match) continue;
    const after = rest.slice(match.index + match[0].length);
    rest = rest.replace(word.pattern, " ");
    consumed.push(match[0]);
    // Where the travelers come from is no place to go ("flying from the US", "US-based").
    if (
      homeBefore.test(rest.slice(Math.max(0, match.index - 25), match.index)) ||
      /^\s?based\b/.test(after)
    )
      continue;
    if (refused(rest.slice(Math.max(0, match.index - 40), match.index))) {
      excluded.push(...(word.countries ?? []));
      excludedRegions.push(...(word.regions ?? []));
      excludedByRegion.push(...(word.destinations ?? []));
      continue;
    }
    regions.push(...(word.regions ?? []));
    countries.push(...(word.countries ?? []));
    destinations.push(...(word.destinations ?? []));
    if (!word.regions?.length && !word.countries?.length && !word.destinations?.length) {
      elsewhere.push(word.name);
      nearRegions.push(...(word.near ?? []));
    }
    where.push(word.name);
  }
  // A place inside a region's words is not named on its own: "New England" is not England.
  places = places.filter((place) => {
    const names = [
      place.name,
      place.destination?.name,
      place.country?.name,
      ...(place.country?.aliases ?? []),
    ].flatMap((name) => (name ? [normalize(name)] : []));
    return (
      names.some((name) => containsPhrase(rest, name)) ||
      !names.some((name) => consumed.some((phrase) => containsPhrase(phrase, name)))
    );
  });
  for (const country of countriesByAdjective(text)) {
    if (countries.includes(country)) continue;
    countries.push(country);
    where.push(country);
  }
  // Countries named ("Australia or New Zealand", "UK only", "the US"); a country ruled out ("not in
  // the US this time") limits the other way.
  // A destination found though neither its name nor an everyday name of it was written (read
  // after spelling, so "amsterdan" still names the city) was found by its country's name.
  const spelled = spellerOf(catalog).correct(text);
  // A country's name inside one of our places' names is that place ("Mexico City" is not Mexico).
  const withoutOurNames = rest.replace(ourPlaceNames(catalog), " ");
  const reachedByCountry = [
    ...destinationsByCountryIn(catalog, withoutOurNames),
    ...places.flatMap((place) =>
      place.destination &&
      ![place.destination.name, ...aliasesOf(place.destination.id)].some((name) =>
        containsPhrase(spelled, name),
      )
        ? [place.destination]
        : [],
    ),
  ];
  for (const d of reachedByCountry) {
    if (countries.includes(d.country) || excluded.includes(d.country)) continue;
    // Where the travelers come from is no place to go ("we live in the UK").
    if (onlyHome(text, d.country)) continue;
    if (
      ruledOut(
        text,
        d.country,
        catalog.destinations.map((x) => normalize(x.name)),
      )
    )
      excluded.push(d.country);
    else {
      countries.push(d.country);
      where.push(d.country);
    }
  }
  // Countries we do not cover ("Japan or South Korea").
  for (const place of places) {
    if (place.destination || place.nearby.length > 0 || !place.country) continue;
    if (countries.includes(place.country.name) || elsewhere.includes(place.name)) continue;
    if (onlyHome(text, place.country.name)) continue;
    elsewhere.push(place.name);
    where.push(place.name);
    const region = place.country.region;
    nearRegions.push(...(region === "Caribbean" ? ["Latin America", "North America"] : [region]));
    const law = lawInBrief(place.country);
    if (law && !lawElsewhere.includes(law)) lawElsewhere.push(law);
  }
  // Our destinations named as where to go: "Tel Aviv in April", "NYC for Pride". A name the
  // visitor wrote (or misspelled), not one reached through its country.
  for (const place of places) {
    const d = place.destination;
    if (!d || destinations.includes(d.id) || countries.includes(d.country)) continue;
    const written = [d.name, ...aliasesOf(d.id)].find((name) => containsPhrase(spelled, name));
    if (!written || !goingTo(spelled, written)) continue;
    destinations.push(d.id);
    where.push(d.name);
  }
  // Our destinations ruled out by name: "not London, we've done it".
  const excludedDestinations = catalog.destinations
    .filter(
      (d) =>
        excludedByRegion.includes(d.id) ||
        [d.name, ...aliasesOf(d.id)].some((name) => refusedMention(text, name)),
    )
    .map((d) => d.id);
  const said = where.length > 0 ? [`in ${listInProse(where, "or")}`] : [];
  const outside = [
    ...excludedRegions,
    ...excluded.map(withArticle),
    ...catalog.destinations.filter((d) => excludedDestinations.includes(d.id)).map((d) => d.name),
  ];
  if (outside.length > 0) said.push(`outside ${listInProse(outside, "and")}`);
  const party = partyOf(text);
  const budget = budgetOf(text, party);
  if (budget) said.push(`within ${budget.said}`);
  const months = monthsMentioned(text);
  if (months.size > 0)
    said.push(`in ${listInProse([...months].sort((a, b) => a - b).map(monthName), "or")}`);
  const minScore = minScoreOf(text);
  if (minScore !== undefined) said.push(`a safety score of ${minScore}/5 or more`);
  const { said: length, ...days } = daysOf(text);
  if (length) said.push(length);
  return {
    said,
    regions: [...new Set(regions)],
    countries,
    excluded,
    excludedRegions,
    excludedDestinations,
    destinations,
    elsewhere,
    nearRegions: [...new Set(nearRegions)],
    lawElsewhere,
    where,
    budgetPerPerson: budget?.perPerson,
    months,
    minScore,
    days,
    party,
  };
}

/**
 * Whether a destination's name in the request says where to go, not where the visitor lives or
 * starts ("flying from London", "we're based in Sydney"), what they compare with ("somewhere like
 * Mykonos", "cheaper than Sydney", "a Mykonos vibe"), where they have been ("we loved Berlin"), or
 * what they rule out ("not London").
 */
function goingTo(text: string, name: string): boolean {
  const mention = mentionOf(text, name);
  if (!mention || refused(mention.before)) return false;
  if (
    /\b(from|out of|leaving|departing|live in|living in|based in|home in|near|like|similar to|such as|than|compared (to|with)|instead of|alternative to|besides|beyond|apart from|been to|been in|loved|visited|went to|were in|was in|done)( the)? $/.test(
      mention.before,
    )
  )
    return false;
  return !/^ (vibe|vibes|style|type|feel|like|or similar|or somewhere|or anywhere|or elsewhere)\b/.test(
    mention.after,
  );
}

/** Whether the request sets any hard constraint. */
export const constrains = (c: HardConstraints) => c.said.length > 0;

/** What one traveler pays for a package: its price per person, or its price shared by two. */
export function pricePerPerson(pkg: TravelPackage): number {
  return Math.round(bookingTotal(pkg, 2) / 2);
}

/** Whether a destination is in the region or countries asked for (any, when none was). */
export function inPlacesAsked(c: HardConstraints, d: Destination): boolean {
  if (
    c.excluded.includes(d.country) ||
    c.excludedRegions.includes(d.region) ||
    c.excludedDestinations.includes(d.id)
  )
    return false;
  return (
    c.where.length === 0 ||
    c.regions.includes(d.region) ||
    c.countries.includes(d.country) ||
    c.destinations.includes(d.id)
  );
}

function placeUnmet(catalog: Catalog, c: HardConstraints, d: Destination): string[] {
  const unmet: string[] = [];
  const score = catalog.safety.get(d.id)?.overall_score ?? 0;
  if (c.minScore !== undefined && score < c.minScore)
    unmet.push(`scores ${formatScore(score)} on our Queer Safety Index`);
  if (c.excludedDestinations.includes(d.id)) unmet.push(`you ruled ${d.name} out`);
  else if (c.excluded.includes(d.country) || c.excludedRegions.includes(d.region))
    unmet.push(`in ${withArticle(d.country)}, which you ruled out`);
  else if (!inPlacesAsked(c, d)) unmet.push(`not in ${listInProse(c.where, "or")}`);
  if (
    c.months.size > 0 &&
    ![...monthsOfBestTime(d.best_time_to_visit)].some((month) => c.months.has(month))
  )
    unmet.push(`not at its best then (best time: ${d.best_time_to_visit})`);
  return unmet;
}

/**
 * What a destination does not meet: outside the place or season asked, or, where a budget or a
 * length is asked, no one trip there that keeps to both. The month is the place's best time, not a
 * trip's departure: a place at its best then, with a trip within the budget that leaves in another
 * month, is one we would plan to order then, and the lenses say when its trip departs.
 */
export function destinationUnmet(catalog: Catalog, c: HardConstraints, d: Destination): string[] {
  const unmet = placeUnmet(catalog, c, d);
  const lengthAsked = c.days.min !== undefined || c.days.max !== undefined;
  if (c.budgetPerPerson === undefined && !lengthAsked) return unmet;
  const trips = catalog.packages.filter((pkg) => pkg.destination_ids.includes(d.id));
  if (trips.length === 0) {
    unmet.push(`no fixed-price package to hold to ${lengthAsked ? "a length" : "a budget"}`);
    return unmet;
  }
  // Each trip's own shortfalls on length and price; the nearest one speaks.
  const shortfalls = trips.map((pkg) => {
    const missed: string[] = [];
    if (lengthUnmet(c, pkg)) missed.push("length");
    if (c.budgetPerPerson !== undefined && pricePerPerson(pkg) > c.budgetPerPerson)
      missed.push("price");
    return { pkg, missed };
  });
  if (shortfalls.some(({ missed }) => missed.length === 0)) return unmet;
  if (shortfalls.every(({ missed }) => missed.includes("length"))) {
    const lengths = [...new Set(trips.map((pkg) => pkg.duration_days))].sort((a, b) => a - b);
    unmet.push(`our trips there last ${listInProse(lengths.map(String), "or")} days`);
  }
  const fitting = trips.filter((pkg) => lengthUnmet(c, pkg) === undefined);
  const cheapest = (fitting.length > 0 ? fitting : trips)
    .map(pricePerPerson)
    .sort((a, b) => a - b)[0]!;
  if (c.budgetPerPerson !== undefined && cheapest > c.budgetPerPerson)
    unmet.push(`our least costly trip there is ${formatPrice(cheapest)} per person`);
  return unmet;
}

/** The months one departure is under way in: a Mardi Gras week leaving on February 22 is in March too. */
export function monthsUnderWay(pkg: TravelPackage, startsOn: string): number[] {
  const start = new Date(`${startsOn}T00:00:00Z`);
  const end = new Date(start.getTime() + (pkg.duration_days - 1) * 86_400_000);
  return start.getUTCMonth() === end.getUTCMonth()
    ? [start.getUTCMonth()]
    : [start.getUTCMonth(), end.getUTCMonth()];
}

/** The months a package is under way in, over all its departures. */
function departureMonths(pkg: TravelPackage): Set<number> {
  return new Set(pkg.departures.flatMap((departure) => monthsUnderWay(pkg, departure.starts_on)));
}

/** Whether one of a package's departures is under way in one of `months`. */
export function departsIn(pkg: TravelPackage, months: Set<number>): boolean {
  return [...departureMonths(pkg)].some((m) => months.has(m));
}

/** A month asked that none of a package's departures is under way in. */
function departureUnmet(c: HardConstraints, pkg: TravelPackage): boolean {
  const departs = departureMonths(pkg);
  return c.months.size > 0 && departs.size > 0 && ![...departs].some((m) => c.months.has(m));
}

/** Whether a trip keeps to the budget and the length asked, wherever and whenever it goes. */
export function keepsBudgetAndLength(c: HardConstraints, pkg: TravelPackage): boolean {
  const withinBudget = c.budgetPerPerson === undefined || pricePerPerson(pkg) <= c.budgetPerPerson;
  return withinBudget && lengthUnmet(c, pkg) === undefined;
}

/** The month (0-11) a departure leaves in, from its ISO date. */
const startMonth = (startsOn: string) => Number(startsOn.slice(5, 7)) - 1;

/** The months a package's departures leave in, January first. */
export function departureStartMonths(pkg: TravelPackage): number[] {
  const months = pkg.departures.map((departure) => startMonth(departure.starts_on));
  return [...new Set(months)].sort((a, b) => a - b);
}

/**
 * When a trip goes, against the months asked, for a line that names it: nothing when one of its
 * departures leaves in them; the departure that runs into them when one does (October 28 to
 * November 2 for "November"); else the months it leaves in and that we would plan the trip to order
 * in those asked.
 */
export function departureNote(pkg: TravelPackage, months: Set<number>): string {
  if (months.size === 0) return "";
  const leaves = departureStartMonths(pkg);
  if (leaves.some((m) => months.has(m))) return "";
  const asked = listInProse([...months].sort((a, b) => a - b).map(monthName), "or");
  const runningInto = pkg.departures.filter((departure) =>
    monthsUnderWay(pkg, departure.starts_on).some((m) => months.has(m)),
  );
  if (runningInto.length > 0) {
    const from = [...new Set(runningInto.map((d) => startMonth(d.starts_on)))];
    return `, its ${listInProse(from.map(monthName), "and")} departure running into ${asked}`;
  }
  return `, departing in ${listInProse(leaves.map(monthName))}, not ${asked}: for ${asked} we would plan the trip to order`;
}

/** What a package's length misses of the length asked, in words; undefined when it fits. */
function lengthUnmet(c: HardConstraints, pkg: TravelPackage): string | undefined {
  const { min, max } = c.days;
  if (min !== undefined && pkg.duration_days < min) return `${pkg.duration_days} days`;
  if (max !== undefined && pkg.duration_days > max) return `${pkg.duration_days} days`;
  return undefined;
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
  const length = lengthUnmet(c, pkg);
  if (length) unmet.add(length);
  // A fixed-price trip goes when it departs: "in June" is not met by a week that leaves in August.
  // It is under way in the month it leaves in and any it runs into; it departs in the first.
  if (departureUnmet(c, pkg))
    unmet.add(
      `no departure in ${listInProse([...c.months].sort((a, b) => a - b).map(monthName), "or")} (it departs in ${listInProse(departureStartMonths(pkg).map(monthName))})`,
    );
  return [...unmet];
}
