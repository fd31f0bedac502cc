/**
 * Who to call in a country a package passes through: its emergency numbers and LGBTQ+ help lines
 * from content/world/local-help.json, each with the page that confirms it and the day it was read.
 * A country with no entry gets no number: none is given that a page we read does not confirm.
 */
import {
  getLocalHelp,
  nameHoldsNumber,
  type HelpCitation,
  type HelpLine,
} from "../../content/local-help";
import type { Catalog } from "../../content/catalog";
import { citeClaim, findCountryBaseline, type CountryBaseline } from "../../content/world-baseline";
import { normalize, sentencesOf, termsOf } from "../knowledge/text";
import type { LocalAnswer } from "../types";
import { asksForLocalHelp, crisisWords } from "../understanding/concerns";
import { countryOf, type Place } from "../understanding/question";
import { countryName } from "./country-baseline";
import { wholeAnswer } from "./whole-answer";

/** Asked whom to call, in this message or, as a follow-up naming a new place, in the one before. */
export const asksLocalHelp = (u: { text: string; followUp: boolean; earlier?: string }) =>
  asksForLocalHelp.test(u.text) || (u.followUp && asksForLocalHelp.test(u.earlier ?? ""));

/** A sentence naming a service to turn to: "Switchboard runs a confidential LGBT+ helpline". */
const namesService = /\b(help ?lines?|hot ?lines?|support\w*|counsell?ing|referrals?)\b/i;

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
 * A help service as a sentence: its name and number, what it does and the page that confirms it;
 * one confirmed without its number also gives that page's address, which says how to reach it.
 */
const serviceLine = (entry: HelpLine) =>
  `${nameAndNumber(entry)}: ${entry.what} ${cite(entry.sources)}${entry.phone ? "" : ` ${entry.sources[0]!.url}`}.`;

/**
 * The country's emergency numbers and LGBTQ+ lines, the LGBTQ+ lines first when the question asks
 * for one; where we hold none, that we hold none, and no number.
 */
export function localHelpLines(
  catalog: Catalog,
  country: CountryBaseline,
  question: string,
): string[] {
  const help = getLocalHelp().countries.get(country.code);
  const where = countryName(country);
  if (!help) {
    // The services our own destination records name there, said as named, without a number.
    const named = catalog.destinations
      .filter((d) => d.country === country.name || d.country === where)
      .flatMap((d) =>
        sentencesOf(catalog.safety.get(d.id)?.notes ?? "")
          .filter((sentence) => namesService.test(sentence))
          .map((sentence) => `${sentence} (our ${d.name} record, /destinations/${d.id})`),
      );
    return [
      `We hold no checked emergency or help line numbers for ${where} yet: we list them, each with the page that confirms it, for the countries our packages pass through. In an emergency there, call the local emergency number; your travel designer can help you find support on the ground (/contact).`,
      ...(named.length > 0 ? [`Services our records name there: ${named.join(" ")}`] : []),
    ];
  }
  const emergency = help.emergency
    .slice(0, 2)
    .map((entry) => `In ${where}, call ${entry.number}: ${entry.what} ${cite(entry.sources)}.`);
  // A service we confirmed without its number is named too, with the page that says how to reach it.
  const lgbtq = help.help
    .filter((entry) => entry.lgbtq)
    .slice(0, 2)
    .map((line) => `LGBTQ+ help in ${where}: ${serviceLine(line)}`);
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

/**
 * Someone in crisis or in danger now, in their own words: "thinking of hurting myself", "someone
 * is threatening me at my hotel", "I got arrested", "is there a suicide hotline". They get what to
 * call before anything else, never a destination list, a price or "I don't know".
 */
const inDanger = new RegExp(
  [
    crisisWords,
    String.raw`(hurt|hurting|harm|harming|end|ending) (myself|ourselves|my life|it all)`,
    String.raw`in crisis|(suicide|crisis) (hot ?line|line|number)|panic attack|can'?t go on`,
    String.raw`(someone|somebody|a man|a guy|people|they|he|she|police|the police|cops)( is| are|'s|'re)? (threatening|following|harassing|attacking|stalking|blackmailing|hitting|beating|detaining) (me|us)`,
    // Who it happened to, however said: "we've been attacked", "my boyfriend was beaten up".
    String.raw`(i|we|my \w+|our \w+)('m| am| was| were| got| have been|'ve been| has been|'s been| is| are)?( just)? (being |got |been )?(arrested|detained|attacked|assaulted|sexually assaulted|raped|robbed|mugged|beaten up|beat up|stabbed|drugged|kidnapped|blackmailed)`,
    // Words that are other things too ("a hit show", "my best shot") only with "was", "got", "been".
    String.raw`(i|we|my \w+|our \w+)( was| were| got| have been|'ve been| has been|'s been| is being| are being)( just)? (hit|shot|beaten|threatened|followed|outed|injured|spiked)`,
    String.raw`(spiked|drugged) (my|our|his|her) drinks?|my drink (was|got) (spiked|drugged)`,
    String.raw`i('m| am) (scared|afraid|in danger|not safe|unsafe|being followed)`,
    // A body in danger: someone is not breathing, has collapsed, has taken too much.
    String.raw`unconscious|not breathing|can'?t breathe|collapsed|overdos\w*|heart attack|seizure|bleeding|badly hurt|seriously (hurt|injured)|medical emergency`,
    String.raw`(there'?s a |a )?fire (in|at) (our|my|the) (hotel|room|building|apartment)|earthquake|gun ?point|knife ?point`,
    String.raw`(banging|shouting|pounding|kicking)\b.{0,40}\b(door|room)|outside (my|our) (hotel )?(room|door)`,
    String.raw`(partner|husband|wife|boyfriend|girlfriend|bf|gf) (hit|hits|beat|beats|hurt|hurts|attacked|threatened|choked) (me|us)|took my passport`,
  ]
    .map((pattern) => String.raw`\b(?:${pattern})\b`)
    .join("|"),
);

/** A message that is only a call for help: "help", "help me!!", "SOS". */
const onlyHelp = /^\s*(please )?(help|help me|help us|sos|emergency)( please)?[\s!.?]*$/;

/** A help line asked for by its name ("trans lifeline number?"): every country's we hold. */
function linesNamed(question: string): string[] {
  const asked = termsOf(question);
  const lines: string[] = [];
  for (const [code, help] of getLocalHelp().countries) {
    const country = findCountryBaseline(code);
    for (const entry of help.help) {
      const words = [...termsOf(entry.name.replace(/\(.*?\)/g, " "))].filter(
        (word) => !/^(line|lines|helpline|service|services|support|national)$/.test(word),
      );
      if (words.length === 0 || !words.every((word) => asked.has(word))) continue;
      const where = country ? countryName(country) : code;
      lines.push(`In ${where}: ${serviceLine(entry)}`);
    }
  }
  return lines;
}

/** A word that names another organisation's line: "the Trevor Project", "Switchboard". */
const otherOrganisation = /\b(project|lifeline|switchboard|foundation|trust)\b/;

/** "the number for the trevor project", "trans lifeline?": a line asked for by name. */
const asksNamedLine =
  /\b(number|phone|call|hot ?line|help ?line|lifeline|contact)\b.*\b(for|of)\b|\b(lifeline|project|switchboard|helpline|hotline)\b/;

/**
 * What to call, first: for someone in crisis or danger, the country's crisis line and emergency
 * numbers where they say where they are and we hold them, else the crisis lines we hold and the
 * local emergency number; and our own 24/7 line for travelers. For a line asked for by name, that
 * line where we hold it, and plainly that we do not where we do not.
 */
export function urgentHelpAnswer(
  catalog: Catalog,
  question: string,
  countries: CountryBaseline[],
): string | undefined {
  const text = normalize(question);
  const danger = inDanger.test(text) || onlyHelp.test(text);
  const named = danger ? [] : asksNamedLine.test(text) ? linesNamed(text) : [];
  if (!danger && named.length === 0) {
    // Another organisation's line asked for by name, which we hold no page for: said plainly,
    // not answered with our own sales number.
    // Where the place asked about has lines we hold, those answer it (the next answer gives them).
    const heldHere = countries.some((country) => getLocalHelp().countries.has(country.code));
    return !heldHere &&
      asksNamedLine.test(text) &&
      otherOrganisation.test(text) &&
      !/\b(you|your|ur)\b/.test(text)
      ? "We hold no checked number for that line: we only give numbers a page we have read confirms. Its own website will have its current number. In danger, call the local emergency number first."
      : undefined;
  }
  if (!danger) return named.join("\n\n");
  const crisis = inCrisis.test(text);
  const local = countries.flatMap((country) =>
    getLocalHelp().countries.has(country.code) ? localHelpLines(catalog, country, question) : [],
  );
  const lines: string[] = [];
  if (local.length > 0) lines.push(...local);
  else {
    lines.push("If you are in danger right now, call the local emergency number first.");
    if (crisis) {
      const crisisLines = [...getLocalHelp().countries].flatMap(([code, help]) => {
        const country = findCountryBaseline(code);
        return help.help
          .filter((entry) => entry.phone && crisisLine.test(`${entry.name} ${entry.what}`))
          .map((entry) => `in ${country ? countryName(country) : code}, ${nameAndNumber(entry)}`);
      });
      if (crisisLines.length > 0)
        lines.push(
          `Crisis lines we have checked: ${crisisLines.join("; ")}. Tell me where you are and I will give you that country's numbers where we hold them.`,
        );
    }
  }
  lines.push(
    `Traveling with us? Our emergency line, ${catalog.site.contact.emergency_phone}, is answered 24 hours a day, 7 days a week, for anything urgent, including feeling unsafe anywhere (our Client Agreement, section 12).`,
  );
  return lines.join("\n\n");
}

/**
 * Someone in crisis or danger, or asking for a help line by its name, whichever assistant they ask
 * (a plan, a safety report, a price comparison): what to call comes first, for the countries of
 * the places they name, and the whole answer is that.
 */
export function urgentAnswer(
  catalog: Catalog,
  message: string | undefined,
  places: (Place | undefined)[],
): LocalAnswer | undefined {
  if (!message?.trim()) return undefined;
  const countries = [
    ...new Set(
      places.flatMap((place) => {
        const country = place?.country ?? (place?.destination && countryOf(place.destination));
        return country ? [country] : [];
      }),
    ),
  ];
  const text = urgentHelpAnswer(catalog, message, countries);
  return text ? wholeAnswer(catalog, text, [{ label: "Contact us", href: "/contact" }]) : undefined;
}
