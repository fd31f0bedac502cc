/**
 * The brief as plain text for a mail: per country, each law with its source and date as the
 * assistants cite it, our notes on its destinations, the numbers to call with the page that
 * confirms each, and what we do if things change; the booking page holds the same with links. A
 * route through a criminalising country starts with that.
 */
import type { BeforeYouGo, CountryBrief, HelpNumber } from "./before-you-go";
import { getBeforeYouGo, unverifiedLgbtqLine } from "./before-you-go";
import { nameHoldsNumber } from "../content/local-help";
import { publisherOf } from "../content/world-baseline";
import { formatLongDate } from "../format";
import { agencyOptionLines, safetyWatchPromise } from "./agency-options";
import { lawCheckSentence } from "./law-check";

/** A number, what it reaches, and the page that confirms it with its date. */
const numberLine = (entry: HelpNumber) => {
  const number =
    entry.phone && !nameHoldsNumber(entry)
      ? `${entry.name}, ${entry.phone}: ${entry.what}`
      : `${entry.name}, ${entry.what}`;
  const free = entry.tollFree
    ? " (free-call: it may not connect from a phone roaming on a foreign network)"
    : "";
  const source = entry.sources[0];
  return `${number}${free}${source ? ` (${publisherOf(source.label)}, ${source.dated})` : ""}`;
};

/** A service we could confirm but not its number: what it is, and the page that says how to reach it. */
const serviceLine = (entry: HelpNumber) => {
  const source = entry.sources[0];
  return `${entry.name}: ${entry.what}${source ? ` (${publisherOf(source.label)}, ${source.dated}; ${source.url})` : ""}`;
};

const inSentence = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function countryLines(brief: CountryBrief, origin: string): string[] {
  const lgbtq = brief.lgbtqHelp.filter((entry) => entry.phone);
  const unnumbered = brief.lgbtqHelp.filter((entry) => !entry.phone);
  const other = brief.otherHelp.filter((entry) => entry.phone);
  return [
    brief.name.toUpperCase(),
    ...brief.lawLines.map((line) => `- ${line}`),
    ...brief.destinations.flatMap((destination) => [
      `- Our notes on ${destination.name} (our safety record, reviewed ${formatLongDate(destination.lastReviewed)}; its sources: ${origin}/destinations/${destination.id}): ${destination.notes}`,
      `  For trans and non-binary travelers: ${destination.transNotes}`,
    ]),
    `- Emergency: ${brief.emergency.map(numberLine).join("; ")}.`,
    lgbtq.length > 0
      ? `- LGBTQ+ help: ${lgbtq.map(numberLine).join("; ")}.`
      : `- LGBTQ+ help: ${[...unnumbered.map(serviceLine), inSentence(unverifiedLgbtqLine(brief))].join("; ")}.`,
    ...(other.length > 0
      ? [`- Other help for visitors: ${other.map(numberLine).join("; ")}.`]
      : []),
    "",
  ];
}

/**
 * The brief's lines; `where` says where it is on the site ("your booking page, linked above"),
 * `origin` the site's address for the links.
 * Empty for a package without a known route.
 */
export function beforeYouGoLines(
  brief: BeforeYouGo | undefined,
  where: string,
  origin = "",
): string[] {
  if (!brief) return [];
  const lines = [
    "BEFORE YOU GO: THE LAW AND LOCAL HELP ON YOUR ROUTE",
    `What the law says on your route, our notes and whom to call, each with its source and date. ${lawCheckSentence(brief.lawCheck)} The same brief is on ${where} under "Before you go", with a link to every source; it prints cleanly to carry with you.`,
    "",
  ];
  if (brief.criminalising.length > 0) {
    lines.push(
      `IMPORTANT: same-sex relations are against the law in ${brief.criminalising.map((c) => c.name).join(" and ")}, on your route.`,
      ...brief.criminalising.map((country) => `- ${country.warning}`),
      `We plan every part of your trip there with this in mind. Keep affection private in public, and call our 24/7 line, ${brief.emergencyPhone}, at once if anything worries you.`,
      "",
    );
  }
  if (brief.restricting.length > 0) {
    lines.push(
      `ALSO: laws in ${brief.restricting.map((c) => c.name).join(" and ")} can reach visitors.`,
      ...brief.restricting.flatMap((country) =>
        country.restrictions.map((line) => `- ${line.text}`),
      ),
      "",
    );
  }
  if (brief.routeNote) lines.push(brief.routeNote, "");
  for (const country of brief.countries) lines.push(...countryLines(country, origin));
  lines.push(
    "IF THINGS CHANGE BEFORE YOU TRAVEL",
    safetyWatchPromise,
    ...agencyOptionLines(origin),
    "",
    `Our emergency line, answered 24 hours a day, 7 days a week: ${brief.emergencyPhone}`,
    "",
  );
  return lines;
}

/** Where a mail sends the traveler for the brief on the site. */
export const BRIEF_ON_BOOKING_PAGE = "your booking page (the link above)";

/** A package's brief as mail lines, from this process's content. */
export function beforeYouGoText(packageId: string, where: string, origin: string): string[] {
  return beforeYouGoLines(getBeforeYouGo(packageId), where, origin);
}
