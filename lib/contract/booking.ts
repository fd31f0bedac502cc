/** What staff read about bookings and outgoing mail. */
import { z } from "zod";

export const bookingRecordSchema = z.object({
  id: z.string(),
  session_id: z.string(),
  package_id: z.string(),
  package_name: z.string(),
  amount_total: z.number().int(),
  currency: z.string(),
  customer_email: z.string(),
  customer_name: z.string(),
  /** Paid on the site's test checkout: no money was taken. */
  test_mode: z.boolean(),
  status: z.literal("confirmed"),
  created_at: z.string(),
  /** The reference the traveler quotes; null only for bookings older than references. */
  reference: z.string().nullable(),
  departure_id: z.string().nullable(),
  starts_on: z.string().nullable(),
  travelers: z.number().int().min(1),
  /** Whole trip, paid so far and still due, in minor units. */
  trip_total: z.number().int().min(0),
  amount_paid: z.number().int().min(0),
  balance_due: z.number().int().min(0),
  balance_due_on: z.string().nullable(),
  /** "overdue": unpaid after its due date; staff contact the traveler, nothing is cancelled. */
  balance_status: z.enum(["paid_in_full", "due", "overdue"]),
});
export type BookingRecord = z.infer<typeof bookingRecordSchema>;

/** A booking reference as the traveler quotes it: "LC-" and 8 letters and digits. */
export const bookingReferenceSchema = z
  .string()
  .regex(/^LC-[2-9A-HJ-NP-Z]{8}$/, "Expected a booking reference like LC-7K3M9Q2P");

/** Staff replaced a booking's private link: the old one stops working, the traveler is mailed the new one. */
export const bookingLinkRenewalSchema = z.object({
  reference: z.string(),
  status: z.literal("renewed"),
});
export type BookingLinkRenewal = z.infer<typeof bookingLinkRenewalSchema>;

export const outboxRecordSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(["queued", "sending", "sent", "failed"]),
  attempts: z.number().int().min(0),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** What the mail is, e.g. "inquiry_notice", "newsletter_confirm", "newsletter". */
  kind: z.string(),
  /** Extra headers sent with it, e.g. a newsletter's List-Unsubscribe and List-Unsubscribe-Post. */
  headers: z.record(z.string(), z.string()).nullable(),
});
export type OutboxRecord = z.infer<typeof outboxRecordSchema>;

/** The traveler's own view of a booking, behind its private link. Amounts in minor units. */
export const bookingViewSchema = z.object({
  reference: z.string(),
  package_id: z.string(),
  package_name: z.string(),
  starts_on: z.string().nullable(),
  travelers: z.number().int().min(1),
  currency: z.string(),
  trip_total: z.number().int().min(0),
  amount_paid: z.number().int().min(0),
  balance_due: z.number().int().min(0),
  balance_due_on: z.string().nullable(),
  test_mode: z.boolean(),
  /** What a cancellation received today would return, by the cancellation terms. */
  cancellation_today: z
    .object({
      tier: z.enum(["full_less_fee", "half", "credit", "departed"]),
      days_before_travel: z.number().int(),
      refund: z.number().int().min(0),
      credit: z.number().int().min(0),
    })
    .nullable(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;
