/**
 * The words of the cancellation schedule, said the same way on the booking page, in the mails and
 * on the desk, built from the rules' own constants (lib/bookings/cancellation.ts).
 */
import {
  AGENCY_CANCELLATION_CREDIT,
  CREDIT_VALID_MONTHS,
  FULL_REFUND_AFTER_DAYS,
  HALF_REFUND_FROM_DAYS,
  PROCESSING_FEE,
} from "./cancellation";

export type TierName = "full_less_fee" | "half" | "credit" | "departed" | "agency";

export const TIER_TEXT: Record<TierName, string> = {
  full_less_fee: `more than ${FULL_REFUND_AFTER_DAYS} days before travel: everything you paid back, less the $${PROCESSING_FEE} processing fee`,
  half: `${HALF_REFUND_FROM_DAYS} to ${FULL_REFUND_AFTER_DAYS} days before travel: half of what you paid back, less supplier costs we cannot recover`,
  credit: `fewer than ${HALF_REFUND_FROM_DAYS} days before travel: no refund, but a travel credit for what you paid, less supplier costs we cannot recover, valid for ${CREDIT_VALID_MONTHS} months`,
  departed: "the trip has begun: no refund or credit",
  agency: `cancelled by us: everything you paid back, plus a $${AGENCY_CANCELLATION_CREDIT} travel credit`,
};

/** "12 days before departure", "1 day before departure", "on the day of departure". */
export function daysBeforeText(days: number): string {
  if (days === 0) return "on the day of departure";
  return `${days} ${days === 1 ? "day" : "days"} before departure`;
}

/** The rule for money paid with a credit, said wherever a return is. */
export const CREDIT_NEVER_CASH =
  "What you paid with a travel credit comes back as credit, never as money.";
