import { z } from "zod";
import { bookingStatusSchema } from "./booking-status";
import { blankAsUnset, slugSchema } from "./common";
import { creditCodeSchema } from "./credit-code";

/** The most travelers one online booking may name; a departure's seats may limit it further. */
export const MAX_TRAVELERS = 60;

/** A private booking link's token: 32 random bytes, base64url. */
export const bookingTokenSchema = z
  .string()
  .min(20)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, "must be a booking link token");

export { BOOKING_TOKEN_HEADER } from "./booking-token-header";

/**
 * The header that names the buyer's earlier checkout (its hold token) to release when a new one
 * starts. The site keeps the token in a cookie and reads that too; a remote-mode front passes it
 * on in this header.
 */
export const CHECKOUT_HOLD_HEADER = "x-checkout-hold";

/**
 * A visitor's order: the package and, optionally, the departure and party; or, with
 * booking_token, the balance of that booking. The booking forms post it to their server action.
 */
export const checkoutOrderSchema = z.object({
  package_id: slugSchema,
  departure_id: z.string().min(1).max(120).optional(),
  travelers: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(MAX_TRAVELERS, `must be at most ${MAX_TRAVELERS}: write to us for a larger group`)
    .optional(),
  booking_token: bookingTokenSchema.optional(),
  /** The buyer's e-mail, optional: Stripe's form starts with it, and its holds are capped too. */
  email: z.email().max(254).optional(),
  /**
   * The carbon offset for the package's flights, chosen ("true", "on", "yes", "1") or not; the
   * server prices it from the package's flights, whatever amount a browser may send.
   */
  carbon_offset: z.stringbool().optional(),
  /** A travel credit to take off what is due (a blank field: none). */
  credit_code: z.preprocess(blankAsUnset, creditCodeSchema.optional()),
});

/**
 * POST /payments/create-checkout takes its input in the query string. With only package_id and
 * origin_url it books one traveler on the next open departure; departure_id and travelers choose
 * them. To pay a balance, the booking link's token goes in the X-Booking-Token header: a token in
 * the query is refused, since proxies, logs and browser histories keep addresses.
 */
export const createCheckoutQuerySchema = checkoutOrderSchema.extend({
  origin_url: z.string().min(1).max(2048),
  booking_token: z
    .undefined({ error: "send the booking link's token in the X-Booking-Token header" })
    .optional(),
  credit_code: z
    .undefined({ error: "send a travel credit code in the X-Credit-Code header" })
    .optional(),
});
export type CreateCheckoutQuery = z.infer<typeof createCheckoutQuerySchema>;

/** A booking checkout's hold token: what its cancel link carries, 32 random bytes, base64url. */
export const holdTokenSchema = z
  .string()
  .min(20)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, "must be a checkout hold token");

export const createCheckoutResponseSchema = z.object({
  url: z.string().min(1),
  session_id: z.string().min(1),
  /**
   * A booking checkout's hold token: it gives the seats back at once (the cancel link carries it,
   * and the site keeps it in the buyer's browser to release them when another checkout starts).
   */
  hold_token: holdTokenSchema.optional(),
});
export type CreateCheckoutResponse = z.infer<typeof createCheckoutResponseSchema>;

/** POST /payments/release-checkout: gives an unpaid checkout's seats back (the cancel link). */
export const releaseCheckoutInputSchema = z.object({ hold_token: holdTokenSchema });
export type ReleaseCheckoutInput = z.infer<typeof releaseCheckoutInputSchema>;

/** What was released: the trip it held, so the booking step can offer it again. */
export const releasedCheckoutSchema = z.object({
  /** False when it was paid or closed already: nothing changed. */
  released: z.boolean(),
  package_id: slugSchema,
  departure_id: z.string().max(120).nullable(),
  travelers: z.number().int().min(1),
});
export type ReleasedCheckout = z.infer<typeof releasedCheckoutSchema>;

export const checkoutStatusSchema = z.object({
  payment_status: z.enum(["paid", "unpaid", "no_payment_required"]),
  status: z.enum(["open", "complete", "expired"]),
  amount_total: z.number().int().min(0),
  currency: z.string().length(3),
  /** The booking's reference and private link token once it is paid; null before. */
  booking_reference: z.string().nullable().default(null),
  booking_token: z.string().nullable().default(null),
  /** What was paid for: a new booking, or the balance of one. */
  purpose: z.enum(["booking", "balance"]).default("booking"),
  /** The booking's status now, once it is paid: the page reopened later tells a cancelled one. */
  booking_status: bookingStatusSchema.nullable().default(null),
});
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

/** Checkout session ids: Stripe's ("cs_test_...") and the local test checkout's share this shape. */
export const checkoutSessionIdSchema = z
  .string()
  .min(8)
  .max(255)
  .regex(/^[A-Za-z0-9_-]+$/, "must be a checkout session id");

/** What the local test checkout page shows; never the traveler's details. */
export const localCheckoutSchema = z.object({
  id: checkoutSessionIdSchema,
  package_id: slugSchema,
  package_name: z.string().min(1),
  amount_total: z.number().int().min(0),
  currency: z.string().length(3),
  status: checkoutStatusSchema.shape.status,
  payment_status: checkoutStatusSchema.shape.payment_status,
  expires_at: z.string(),
  cancel_url: z.string().min(1),
  /** What is paid for: the deposit, balance or full payment, the party and the departure. */
  description: z.string().optional(),
});
export type LocalCheckout = z.infer<typeof localCheckoutSchema>;

/**
 * A booking checkout a travel credit pays in full, as its confirmation page shows it: nothing is
 * left to pay, and the page asks who travels. `expires_at`: when the seats' hold ends.
 */
export const creditCheckoutSchema = z.object({
  id: checkoutSessionIdSchema,
  package_id: slugSchema,
  package_name: z.string().min(1),
  description: z.string(),
  credit_applied: z.number().int().min(0),
  currency: z.string().length(3),
  status: checkoutStatusSchema.shape.status,
  expires_at: z.string(),
  cancel_url: z.string().min(1),
});
export type CreditCheckout = z.infer<typeof creditCheckoutSchema>;

/** The lead traveler a booking paid wholly by credit is made for. */
export const creditConfirmationInputSchema = z.object({
  session_id: checkoutSessionIdSchema,
  name: z.string().trim().min(1, "is required").max(120, "must be at most 120 characters"),
  email: z.string().trim().max(254).pipe(z.email("must be a valid e-mail address")),
});
export type CreditConfirmationInput = z.infer<typeof creditConfirmationInputSchema>;

/** Where the browser goes once the local test checkout has taken the payment. */
export const localPaymentResultSchema = z.object({
  status: z.literal("paid"),
  redirect_url: z.string().min(1),
});
export type LocalPaymentResult = z.infer<typeof localPaymentResultSchema>;

export const webhookReceiptSchema = z.object({ received: z.literal(true) });
export type WebhookReceipt = z.infer<typeof webhookReceiptSchema>;
