/**
 * Why the agency cancels a trip (client agreement section 10): each reason with the desk's label
 * and the sentence the traveler reads on their booking page and in their mail. Cancellations for
 * events beyond anyone's control follow other terms (a refund of what suppliers return) and are
 * not among them. "unsafe_conditions" is the one the safety alerts point to.
 */
import { z } from "zod";

export const AGENCY_REASONS = {
  unsafe_conditions: {
    label: "Conditions no longer safe",
    traveler:
      "Legal or safety conditions for LGBTQ+ travelers on this trip have changed, and in our judgment it can no longer be run safely for you.",
  },
  supplier_withdrew: {
    label: "A supplier withdrew, no equal alternative",
    traveler:
      "A supplier this trip depends on withdrew, and we could not find an alternative of equal standard.",
  },
  too_few_travelers: {
    label: "Too few travelers to run it",
    traveler: "Too few travelers booked this departure for us to run it as we promised.",
  },
  agency_decision: {
    label: "We can no longer run the trip",
    traveler: "We can no longer run this trip as we promised it.",
  },
} as const;

export type AgencyReason = keyof typeof AGENCY_REASONS;

export const agencyReasonSchema = z.enum(
  Object.keys(AGENCY_REASONS) as [AgencyReason, ...AgencyReason[]],
  { error: "choose why the trip is cancelled" },
);

/** The traveler's sentence for a stored reason; an unknown one (none yet) says nothing. */
export const agencyReasonText = (reason: string | null): string | null =>
  reason && Object.hasOwn(AGENCY_REASONS, reason)
    ? AGENCY_REASONS[reason as AgencyReason].traveler
    : null;

/** The desk's label for a stored reason ("Conditions no longer safe"); an unknown one as stored. */
export const agencyReasonLabel = (reason: string): string =>
  Object.hasOwn(AGENCY_REASONS, reason) ? AGENCY_REASONS[reason as AgencyReason].label : reason;
