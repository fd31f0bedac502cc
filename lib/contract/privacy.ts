/**
 * A visitor's privacy requests, answered by the owner: what the site stores about one e-mail
 * address (the export's shape), and what an erasure removed.
 */
import { z } from "zod";

/** The visitor's address as the owner types it; matched exactly, ignoring case. */
export const visitorEmailSchema = z
  .string()
  .trim()
  .min(1, "Type the visitor's e-mail address")
  .max(254)
  .pipe(z.email("That is not an e-mail address"));

const time = z.string();

export const visitorEnquirySchema = z.object({
  id: z.string(),
  created_at: time,
  status: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  destination: z.string().nullable(),
  travel_dates: z.string().nullable(),
  travelers_count: z.number().int(),
  message: z.string(),
  handled_by: z.string().nullable(),
  /** The desk's history of the enquiry, internal notes included. */
  history: z.array(
    z.object({
      kind: z.string(),
      status: z.string().nullable(),
      note: z.string().nullable(),
      staff_name: z.string(),
      created_at: time,
    }),
  ),
});

/** A booking, amounts in minor units; its private link's token is a key, not data, and is left out. */
export const visitorBookingSchema = z.object({
  reference: z.string().nullable(),
  session_id: z.string(),
  package_id: z.string(),
  package_name: z.string(),
  departure_id: z.string().nullable(),
  starts_on: z.string().nullable(),
  travelers: z.number().int(),
  currency: z.string(),
  amount_total: z.number().int(),
  trip_total: z.number().int(),
  amount_paid: z.number().int(),
  balance_due: z.number().int(),
  balance_due_on: z.string().nullable(),
  balance_paid_at: time.nullable(),
  customer_name: z.string(),
  customer_email: z.string(),
  test_mode: z.boolean(),
  created_at: time,
});

export const visitorCheckoutSchema = z.object({
  id: z.string(),
  purpose: z.string(),
  package_name: z.string(),
  amount_total: z.number().int(),
  currency: z.string(),
  status: z.string(),
  payment_status: z.string(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  card_last4: z.string().nullable(),
  travelers: z.number().int(),
  starts_on: z.string().nullable(),
  created_at: time,
  completed_at: time.nullable(),
});

/** The newsletter subscription; its confirmation and unsubscribe tokens are keys and left out. */
export const visitorSubscriptionSchema = z.object({
  email: z.string(),
  status: z.string(),
  created_at: time,
  confirmed_at: time.nullable(),
  unsubscribed_at: time.nullable(),
});

export const visitorMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  status: z.string(),
  created_at: time,
  sent_at: time.nullable(),
});

/** Everything stored about one address: enquiries, bookings, checkouts, subscription and mails. */
export const visitorRecordSchema = z.object({
  email: z.string(),
  enquiries: z.array(visitorEnquirySchema),
  bookings: z.array(visitorBookingSchema),
  checkouts: z.array(visitorCheckoutSchema),
  subscription: visitorSubscriptionSchema.nullable(),
  mails: z.array(visitorMailSchema),
});
export type VisitorRecord = z.infer<typeof visitorRecordSchema>;

/** The export download: the record, when it was taken, and what it is. */
export const visitorExportSchema = visitorRecordSchema.extend({
  exported_at: time,
  about: z.string(),
});
export type VisitorExport = z.infer<typeof visitorExportSchema>;

/** What one erasure did: rows deleted, and bookings and checkouts stripped of personal fields. */
export const visitorErasureSchema = z.object({
  enquiries: z.number().int(),
  history: z.number().int(),
  subscriptions: z.number().int(),
  mails: z.number().int(),
  bookings: z.number().int(),
  checkouts: z.number().int(),
});
export type VisitorErasure = z.infer<typeof visitorErasureSchema>;
