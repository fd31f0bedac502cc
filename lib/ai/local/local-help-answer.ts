/**
 * Who to call in a country a package passes through: its emergency numbers and LGBTQ+ help lines
 * from content/world/local-help.json, each with the page that confirms it and the day it was read.
 * A country with no entry gets no number: none is given that a page we read does not confirm.
 */
import { getLocalHelp, nameHoldsNumber, type HelpCitation } from "../../content/local-help";
import { citeClaim, type CountryBaseline } from "../../content/world-baseline";
import { countryName } from "./country-baseline";

/** Words of someone in crisis, who is asking for a number whether or not they say so. */
const crisisWords = String.raw`suicid\w*|kill (?:myself|ourselves)|self ?harm\w*`;

/** "what's the emergency number", "police", "who do I call", "an LGBTQ+ helpline", "suicidal". */
export const asksForLocalHelp = new RegExp(
  String.raw`\b(emergency (numbers?|lines?|services?|phone)|emergenc(y|ies) (in|there)|(police|ambulance|emergency) (number|phone|line)s?|call (the )?(police|an ambulance)|ambulance|help ?lines?|hotlines?|crisis lines?|who (do|should|can) (i|we) (call|ring|phone)|numbers? to (call|ring|dial)|call for help|${crisisWords})\b`,
);

/** Someone in crisis: the country's crisis line comes first, before any other number. */
const inCrisis = new RegExp(String.raw`\b(${crisisWords}|crisis|mental health)\b`);
/** A help line for someone in crisis, by what it is. */
const crisisLine = /\b(suicid\w*|crisis|mental health|emotional support)\b/i;

/** A line's name and, unless the name already holds it, its number: "Triangle Project, 021 …". */
const nameAndNumber = (line: { name: string; phone?: string }) =>
  line.phone && !nameHoldsNumber(line) ? `${line.name}, ${line.phone}` : line.name;

/** Its first page, as a claim's is cited: "(Publisher, read November 28, 2026)". */
const cite = (sources: HelpCitation[]) =>
  citeClaim({ sources: sources.map((source) => ({ kind: "read" as const, ...source })) });

/**
 * The country's emergency numbers and LGBTQ+ lines, the LGBTQ+ lines first when the question asks
 * for one; where we hold none, that we hold none, and no number.
 */
export function localHelpLines(country: CountryBaseline, question: string): string[] {
  const help = getLocalHelp().countries.get(country.code);
  const where = countryName(country);
  if (!help)
    return [
      `We hold no checked emergency or help line numbers for ${where} yet: we list them, each with the page that confirms it, for the countries our packages pass through. In an emergency there, call the local emergency number; your travel designer can help you find support on the ground (/contact).`,
    ];
  const emergency = help.emergency
    .slice(0, 2)
    .map((entry) => `In ${where}, call ${entry.number}: ${entry.what} ${cite(entry.sources)}.`);
  // A service we confirmed without its number is named too, with the page that says how to reach it.
  const lgbtq = help.help
    .filter((entry) => entry.lgbtq)
    .slice(0, 2)
    .map(
      (line) =>
        `LGBTQ+ help in ${where}: ${nameAndNumber(line)}: ${line.what} ${cite(line.sources)}${line.phone ? "" : ` ${line.sources[0]!.url}`}.`,
    );
  // Asked in a crisis, the line for one is said first, whoever it serves ("988 Suicide & Crisis
  // Lifeline"), then the emergency numbers.
  const line = inCrisis.test(question)
    ? help.help.find(
        (entry) => !entry.lgbtq && entry.phone && crisisLine.test(`${entry.name} ${entry.what}`),
      )
    : undefined;
  const crisis = line
    ? [
        `In ${where}, for someone in crisis: ${nameAndNumber(line)}: ${line.what} ${cite(line.sources)}.`,
      ]
    : [];
  return /\b(lgbt\w*|queer|gay|lesbian|trans)\b/.test(question)
    ? [...crisis, ...lgbtq, ...emergency]
    : [...crisis, ...emergency, ...lgbtq];
}
