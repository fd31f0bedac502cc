/** What staff read about bookings and outgoing mail. */
import { z } from "zod";
import { blankAsUnset, deskSearchSchema } from "./common";
import {
  bookingLifecycleViewFields,
  bookingStatusSchema,
  deskBookingStatusSchema,
} from "./lifecycle";

/**
 * A booking's balance as staff see it: still owed after its due date, owed, nothing owed, or none
 * to pay because the booking was cancelled (its money was settled by the cancellation).
 */
export const BALANCE_STATUSES = ["overdue", "due", "paid_in_full", "cancelled"] as const;
export const balanceStatusSchema = z.enum(BALANCE_STATUSES);
export type BalanceStatus = z.infer<typeof balanceStatusSchema>;

export const BALANCE_STATUS_LABELS: Record<BalanceStatus, string> = {
  overdue: "Overdue",
  due: "Balance due",
  paid_in_full: "Paid in full",
  cancelled: "Cancelled",
};

/** Where a mail stands: waiting, claimed by a sender, handed to the mail server, or refused. */
export const OUTBOX_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export const outboxStatusSchema = z.enum(OUTBOX_STATUSES);
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
};

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
  status: bookingStatusSchema,
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
  /** The carbon offset for the flights, paid with the first payment (within amount_paid). */
  offset_total: z.number().int().min(0).default(0),
  /** "overdue": unpaid after its due date; staff contact the traveler, nothing is cancelled. */
  balance_status: balanceStatusSchema,
  /** Of amount_paid, what was paid with travel credit. */
  credit_applied: z.number().int().min(0).default(0),
  /** What its cancellation sent back through the payment provider so far (refunds made). */
  refunded: z.number().int().min(0).default(0),
  /** Travel credit its cancellation issued (the original amount, whatever was used since). */
  credit_issued: z.number().int().min(0).default(0),
  /** Supplier costs its cancellation kept back, entered by staff with their reason. */
  supplier_costs: z.number().int().min(0).default(0),
  /** The processing fee a traveler's cancellation more than 60 days out kept ($250, or less if less was paid). */
  processing_fee: z.number().int().min(0).default(0),
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
  status: outboxStatusSchema,
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
  /**
   * The carbon offset chosen for the flights, paid with the first payment (within amount_paid,
   * apart from trip_total); 0 when not chosen. offset_included: the package's price includes it.
   */
  offset_total: z.number().int().min(0).default(0),
  offset_included: z.boolean().default(false),
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
  ...bookingLifecycleViewFields,
});
export type BookingView = z.infer<typeof bookingViewSchema>;

/** A mail of the outbox, by its id. */
export const mailIdSchema = z.uuid("must be the id of a mail");

/**
 * Staff sent a failed mail again: it is back in the queue with its attempts reset, and its status
 * is what it became within a few seconds ("sent" once the mail server took it).
 */
export const mailResendSchema = z.object({ id: z.string(), status: outboxStatusSchema });
export type MailResend = z.infer<typeof mailResendSchema>;

/**
 * The bookings desk's search (reference, name or e-mail) and status filter, as its form sends
 * them; "overdue" is a balance due whose date has passed. `balance` filters by the balance alone.
 */
export const bookingDeskQuerySchema = z.object({
  q: deskSearchSchema,
  balance: z.preprocess(blankAsUnset, balanceStatusSchema.optional()),
  status: z.preprocess(blankAsUnset, deskBookingStatusSchema.optional()),
});
export type BookingDeskQuery = z.infer<typeof bookingDeskQuerySchema>;

/** The mail desk's status filter, as its form sends it. */
export const mailDeskQuerySchema = z.object({
  status: z.preprocess(blankAsUnset, outboxStatusSchema.optional()),
});
export type MailDeskQuery = z.infer<typeof mailDeskQuerySchema>;
