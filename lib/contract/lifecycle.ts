/** A booking through its life: its status, its cancellation, and the travel credits it gives. */
import { z } from "zod";
import { deskSearchSchema } from "./common";
import { bookingTokenSchema } from "./checkout";
import { BOOKING_STATUSES, bookingStatusSchema } from "./booking-status";
import { staffPageQuerySchema } from "./staff";
export {
  BOOKING_STATUSES,
  BOOKING_STATUS_LABELS,
  bookingStatusSchema,
  type BookingStatus,
} from "./booking-status";
export { CREDIT_CODE_HEADER, creditCodeSchema } from "./credit-code";

/** The desk's status filter: a status, or "overdue" (a balance due whose date has passed). */
export const deskBookingStatusSchema = z.enum([...BOOKING_STATUSES, "overdue"]);
export type DeskBookingStatus = z.infer<typeof deskBookingStatusSchema>;

export const cancellationTierSchema = z.enum([
  "full_less_fee",
  "half",
  "credit",
  "departed",
  "agency",
]);
export type CancellationTier = z.infer<typeof cancellationTierSchema>;

/** A booking's cancellation as its traveler reads it. Amounts in minor units. */
export const bookingCancellationViewSchema = z.object({
  kind: z.enum(["traveler", "agency"]),
  /** requested: waiting for staff; refunding: the refund is being made; settled: done. */
  state: z.enum(["requested", "refunding", "settled"]),
  /** When the notice arrived (ISO 8601): the schedule counts from its UTC date. */
  requested_at: z.string(),
  days_before_travel: z.number().int(),
  tier: cancellationTierSchema,
  /** The agency's reason, in the traveler's words, and its note. */
  reason: z.string().nullable(),
  note: z.string().nullable(),
  supplier_costs: z.number().int().min(0),
  supplier_costs_reason: z.string().nullable(),
  refund: z.number().int().min(0),
  credit: z.number().int().min(0),
  /** The credit's code's last four characters (the code itself is in the traveler's mail). */
  credit_hint: z.string().nullable(),
  credit_expires_on: z.string().nullable(),
  settled_at: z.string().nullable(),
});
export type BookingCancellationView = z.infer<typeof bookingCancellationViewSchema>;

/** What the traveler's booking view adds for its life after payment. */
export const bookingLifecycleViewFields = {
  status: bookingStatusSchema,
  /** Of amount_paid, what was paid with travel credit. */
  credit_applied: z.number().int().min(0),
  cancellation: bookingCancellationViewSchema.nullable(),
};

/**
 * POST /bookings/cancellation: the traveler asks to cancel, by the private link's token (in the
 * body, never in an address). `quoted_tier` is the schedule's tier the page showed: a request that
 * arrives once the tier has changed (midnight UTC passed) is refused, to be confirmed again.
 */
export const cancellationRequestSchema = z.object({
  booking_token: bookingTokenSchema,
  confirm: z.union([z.literal(true), z.literal("yes")], {
    error: "confirm that you want to cancel this booking",
  }),
  quoted_tier: z.enum(["full_less_fee", "half", "credit"]).optional(),
});
export type CancellationRequest = z.infer<typeof cancellationRequestSchema>;

export const cancellationReceiptSchema = z.object({
  reference: z.string(),
  status: z.literal("cancellation_requested"),
  requested_at: z.string(),
  days_before_travel: z.number().int(),
  tier: z.enum(["full_less_fee", "half", "credit"]),
});
export type CancellationReceipt = z.infer<typeof cancellationReceiptSchema>;

/** "held": nothing left but what an open checkout holds, which comes back if it is not paid. */
export const CREDIT_STATUSES = ["active", "held", "used", "expired"] as const;

/** A travel credit as staff read it: never its code, only the code's last four characters. */
export const creditRecordSchema = z.object({
  id: z.string(),
  code_hint: z.string(),
  /** The booking whose cancellation gave it. */
  booking_reference: z.string().nullable(),
  amount: z.number().int().min(0),
  /** Taken off paid checkouts, and held by checkouts still open. */
  used: z.number().int().min(0),
  held: z.number().int().min(0),
  remaining: z.number().int().min(0),
  currency: z.string(),
  issued_at: z.string(),
  expires_on: z.string(),
  status: z.enum(CREDIT_STATUSES),
  uses: z.array(
    z.object({
      booking_reference: z.string().nullable(),
      amount: z.number().int(),
      at: z.string(),
    }),
  ),
});
export type CreditRecord = z.infer<typeof creditRecordSchema>;

/** The credits list pages by the id of the last credit read. */
export const creditPageQuerySchema = staffPageQuerySchema.extend({
  before: z.uuid("must be the id of a credit").optional(),
});

/** The credits desk's search, as its form and its export post it: a booking reference or a code's last four. */
export const creditDeskQuerySchema = z.object({
  q: deskSearchSchema,
});
export type CreditDeskQuery = z.infer<typeof creditDeskQuerySchema>;
