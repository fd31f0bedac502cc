/**
 * A cancellation asked with when ("if I cancel about 3 months before, how much do I get back?",
 * "cancelling 2 weeks before the trip, anything back?"): the one tier of the schedule that applies,
 * as the terms' own row says it, chosen by the booking rules' own thresholds; not every tier, so a
 * traveler 14 days out is not read "a full refund".
 */
import { FULL_REFUND_AFTER_DAYS, HALF_REFUND_FROM_DAYS } from "../../bookings/cancellation";
import { CREDIT_NEVER_CASH } from "../../bookings/cancellation-text";
import type { Catalog } from "../../content/catalog";
import { findSection, sectionHref, type LegalSection } from "../knowledge/legal";
import { markdownToPlain, normalize, sentencesOf, tableRows } from "../knowledge/text";
import { countWords } from "./recommendations/constraints";

const cancels = /\b(cancel\w*|pull out|back out|drop out)\b/;
const unitDays: Record<string, number> = { day: 1, week: 7, month: 30 };

/** How many days before travel the question says: "3 months before", "two weeks out". */
export function daysBeforeAsked(text: string): number | undefined {
  const match = new RegExp(
    String.raw`\b(\d{1,3}|${Object.keys(countWords).join("|")}) (day|week|month)s? (before|out|ahead|prior|until|till|to go|from (the )?(trip|departure|travel))\b`,
  ).exec(text);
  if (!match) return undefined;
  const count = Number(match[1]) || countWords[match[1]!] || 0;
  return count * unitDays[match[2]!]!;
}

/** The terms' own row for the tier ("30 to 60 days before travel: A 50% refund of what you paid …"). */
function termsRow(section: LegalSection, tier: number): string | undefined {
  const row = tableRows(section.body)[tier];
  if (!row || row.length < 2) return undefined;
  // A credit comes with what it is worth and how long it lasts, as the terms say next.
  const credit =
    tier === 2
      ? sentencesOf(markdownToPlain(section.body)).find((sentence) =>
          /^A credit is worth/.test(sentence),
        )
      : undefined;
  return `${row[0]}: ${row[1]}.${credit ? ` ${credit}` : ""}`;
}

/**
 * `earlier`: what the visitor said just before, which may be where the cancelling was said ("we
 * might need to cancel our Amsterdam week", then "we're about 70 days out, what would we get back?").
 */
export function cancellationTierAnswer(
  catalog: Catalog,
  question: string,
  earlier?: string,
): { text: string; section: LegalSection } | undefined {
  const text = normalize(question);
  // The agency cancelling ("what if you cancel two weeks before?") is another section.
  if (
    !(cancels.test(text) || cancels.test(normalize(earlier ?? ""))) ||
    /\b(you|u|they|lavender compass|the agency|the company) cancel/.test(text)
  )
    return undefined;
  const days = daysBeforeAsked(text);
  const section = findSection(catalog, "terms", /^Cancellation by You/);
  const custom = findSection(catalog, "client-agreement", /^Cancellation by You/);
  if (days === undefined || !section || !custom) return undefined;
  // The schedule's rows, in the order the terms give them: over 60 days, 30 to 60, under 30.
  const at = days > FULL_REFUND_AFTER_DAYS ? 0 : days >= HALF_REFUND_FROM_DAYS ? 1 : 2;
  const tier = termsRow(section, at);
  if (!tier) return undefined;
  const about = days % 7 === 0 || days % 30 === 0 ? "about " : "";
  return {
    section,
    text: [
      `Cancelling ${about}${days} days before travel, our Terms of Service (section ${section.number}) give: ${tier} ${CREDIT_NEVER_CASH}`,
      `We count calendar days from the day your notice reaches us to your departure date, and your booking page shows what you would receive that day. A custom trip follows the cancellation section of its Client Agreement (${sectionHref(custom)}). The whole schedule: ${sectionHref(section)}.`,
    ].join("\n\n"),
  };
}
