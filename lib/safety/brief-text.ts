/**
 * The brief as plain text for a mail: a summary per country, each law with its source's date as
 * the assistants cite it, the numbers to call, and where the full brief is. A route through a
 * criminalising country starts with that.
 */
import type { BeforeYouGo, CountryBrief, HelpNumber } from "./before-you-go";
import { getBeforeYouGo } from "./before-you-go";
import { lawCheckSentence } from "./law-check";

const numberLine = (entry: HelpNumber) =>
  (entry.phone && entry.phone !== entry.name
    ? `${entry.name}, ${entry.phone}: ${entry.what}`
    : `${entry.phone ?? entry.name}, ${entry.what}`) +
  (entry.tollFree
    ? ` (free-call: it may not connect from a phone roaming on a foreign network)`
    : "");

function countryLines(brief: CountryBrief): string[] {
  const lgbtq = brief.lgbtqHelp.filter((entry) => entry.phone);
  return [
    brief.name.toUpperCase(),
    ...brief.lawLines.map((line) => `- ${line}`),
    `- Emergency: ${brief.emergency.map(numberLine).join("; ")}.`,
    lgbtq.length > 0
      ? `- LGBTQ+ help: ${lgbtq.map(numberLine).join("; ")}.`
      : `- LGBTQ+ help: we have no verified LGBTQ+ help line number for ${brief.name} yet.`,
    "",
  ];
}

/**
 * The summary lines; `where` says where the full brief is ("your booking page, linked above").
 * Empty for a package without a known route.
 */
export function beforeYouGoLines(brief: BeforeYouGo | undefined, where: string): string[] {
  if (!brief) return [];
  const lines = [
    "BEFORE YOU GO: THE LAW AND LOCAL HELP ON YOUR ROUTE",
    `A summary. ${lawCheckSentence(brief.lawCheck)} The full brief, with every source, our notes on each destination and what we do if things change, is on ${where} under "Before you go"; it prints cleanly to carry with you.`,
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
      ...brief.restricting.flatMap((country) => country.restrictions.map((line) => `- ${line}`)),
      "",
    );
  }
  if (brief.routeNote) lines.push(brief.routeNote, "");
  for (const country of brief.countries) lines.push(...countryLines(country));
  lines.push(
    `Our emergency line, answered 24 hours a day, 7 days a week: ${brief.emergencyPhone}`,
    "",
  );
  return lines;
}

/** Where a mail's summary sends the traveler for the full brief. */
export const BRIEF_ON_BOOKING_PAGE = "your booking page (the link above)";

/** The summary of a package's brief from this process's content. */
export function beforeYouGoText(packageId: string, where: string): string[] {
  return beforeYouGoLines(getBeforeYouGo(packageId), where);
}
