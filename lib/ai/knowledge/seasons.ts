/** Months in free text: a destination's "best time to visit" and the months a visitor mentions. */
import { normalize } from "./text";

/** The months' names, lower case, January first. */
export const monthNames = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** A month as visitors write it, in full or short ("Sept", "Oct"), as a pattern's alternatives. */
export const monthWord = `${monthNames.join("|")}|sept|${monthNames.map((m) => m.slice(0, 3)).join("|")}`;

const monthPattern = new RegExp(`\\b(${monthWord})\\b`, "g");

function monthIndex(word: string): number {
  return monthNames.findIndex((name) => name.startsWith(word.slice(0, 3)));
}

/** Months (0-11) covered by phrases like "May to June and September to October" or "October to May". */
export function monthsOfBestTime(bestTime: string): Set<number> {
  const months = new Set<number>();
  const text = normalize(bestTime);
  const range = new RegExp(
    `(?:late |early |mid-)?(${monthNames.join("|")}) to (?:late |early |mid-)?(${monthNames.join("|")})`,
    "g",
  );
  let covered = false;
  for (const match of text.matchAll(range)) {
    covered = true;
    const start = monthIndex(match[1]!);
    const end = monthIndex(match[2]!);
    for (let m = start; ; m = (m + 1) % 12) {
      months.add(m);
      if (m === end) break;
    }
  }
  if (!covered) for (const match of text.matchAll(monthPattern)) months.add(monthIndex(match[1]!));
  return months;
}

const seasons: Record<string, number[]> = {
  spring: [2, 3, 4],
  summer: [5, 6, 7],
  autumn: [8, 9, 10],
  fall: [8, 9, 10],
  winter: [11, 0, 1],
  christmas: [11],
  "new year": [11, 0],
  "new years": [11, 0],
};

/** Words that rule out the month after them. */
const ruledOutBefore =
  /\b(except( for)?|excluding|other than|not|avoid(ing)?|outside( of)?|apart from|besides|anything but|any ?(time|month) but)( in| during)? $/;

/** Two months joined as a range: "between May and July", "May to July", "May-July". */
const fullMonth = monthNames.join("|");
const monthRange = new RegExp(
  `\\b(?:between (${fullMonth}) and|(?:from )?(${fullMonth})(?: to| through| until| till|-|–))\\s?(${fullMonth})\\b`,
  "g",
);

/** The seasons that fall six months apart south of the equator, each as said of the south. */
const southernSeasons = new Map(
  ["spring", "summer", "autumn", "fall", "winter"].map((season) => [
    season,
    new RegExp(
      `\\b(southern( hemisphere)?|australian|aussie|south african|argentin(e|ian)|brazilian|kiwi|new zealand) ${season}\\b|\\b${season} (down )?there\\b`,
    ),
  ]),
);

/**
 * "march" as what people do at a parade or the parade itself: after "to", a pronoun or a modal,
 * before "at" or "with", or after "the", "a" or "Pride" ("the Pride March in Mexico City").
 */
function marchIsNotTheMonth(words: string, at: number): boolean {
  const before = words.slice(Math.max(0, at - 12), at);
  const after = words.slice(at + "march".length, at + "march".length + 16);
  if (
    /\b(in|late|early|mid|of|during|until|from|by|this|next|last|since|before|after) $/.test(before)
  )
    return false;
  return (
    /\b(to|we|i|you|they|will|ll|can|could|would|should|wanna|gonna|and|pride|protest|a|the) $/.test(
      before,
    ) ||
    /^ (at|with|alongside|through|down|along|together|in (the|a) (parade|pride|march))\b/.test(
      after,
    )
  );
}

/** The months a visitor's words point at ("in June", "autumn"); empty when they name none. */
export function monthsMentioned(text: string): Set<number> {
  const words = normalize(text);
  const months = new Set<number>();
  for (const match of words.matchAll(monthPattern)) {
    // "may" is also a verb; count it only when it reads like a month ("in May", "May or June").
    if (
      match[1] === "may" &&
      !/\b(in|late|early|mid|of|during|until|from|to|or|and) may\b|\bmay (to|or|and)\b/.test(words)
    )
      continue;
    // "we want to march at Taiwan Pride", "the Pride march": not the month.
    if (match[1] === "march" && marchIsNotTheMonth(words, match.index)) continue;
    // "any time except August", "not in July": a month ruled out is not one asked for.
    if (ruledOutBefore.test(words.slice(Math.max(0, match.index - 20), match.index))) continue;
    months.add(monthIndex(match[1]!));
  }
  // A date in figures: "2027-06-12", and "15/06/2027" where the day cannot be the month.
  for (const iso of words.matchAll(/\b20\d\d-(0[1-9]|1[0-2])-\d\d\b/g))
    months.add(Number(iso[1]) - 1);
  for (const dated of words.matchAll(/\b(\d{1,2})[/.](\d{1,2})[/.]20\d\d\b/g)) {
    const [first, second] = [Number(dated[1]), Number(dated[2])];
    if (first > 12 && second >= 1 && second <= 12) months.add(second - 1);
    else if (second > 12 && first >= 1 && first <= 12) months.add(first - 1);
  }
  // "between May and July", "May to July", "May-July": the months between too.
  for (const range of words.matchAll(monthRange)) {
    const [start, end] = [monthIndex((range[1] ?? range[2])!), monthIndex(range[3]!)];
    if (!months.has(start) || !months.has(end)) continue;
    for (let m = start; m !== end; m = (m + 1) % 12) months.add(m);
  }
  // A month named within the season is the more precise ("winter sun in February" is February);
  // one outside it adds to it ("summer or October").
  const named = [...months];
  for (const [season, list] of Object.entries(seasons)) {
    if (!new RegExp(`\\b${season}\\b`).test(words)) continue;
    // "the southern summer", "summer there" (in Sydney): the season south of the equator.
    const south = southernSeasons.get(season)?.test(words) ?? false;
    const asked = south ? list.map((m) => (m + 6) % 12) : list;
    if (named.some((m) => asked.includes(m))) continue;
    asked.forEach((m) => months.add(m));
  }
  return months;
}

export function monthName(index: number): string {
  const name = monthNames[index] ?? "";
  return name.charAt(0).toUpperCase() + name.slice(1);
}
