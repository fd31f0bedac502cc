import { z } from "zod";
import { slugSchema } from "./common";

/** POST /payments/create-checkout takes its input in the query string. */
export const createCheckoutQuerySchema = z.object({
  package_id: slugSchema,
  origin_url: z.string().min(1).max(2048),
});
export type CreateCheckoutQuery = z.infer<typeof createCheckoutQuerySchema>;

export const createCheckoutResponseSchema = z.object({
  url: z.string().min(1),
  session_id: z.string().min(1),
});
export type CreateCheckoutResponse = z.infer<typeof createCheckoutResponseSchema>;

export const checkoutStatusSchema = z.object({
  payment_status: z.enum(["paid", "unpaid", "no_payment_required"]),
  status: z.enum(["open", "complete", "expired"]),
  amount_total: z.number().int().min(0),
  currency: z.string().length(3),
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
});
export type LocalCheckout = z.infer<typeof localCheckoutSchema>;

/** Where the browser goes once the local test checkout has taken the payment. */
export const localPaymentResultSchema = z.object({
  status: z.literal("paid"),
  redirect_url: z.string().min(1),
});
export type LocalPaymentResult = z.infer<typeof localPaymentResultSchema>;

export const webhookReceiptSchema = z.object({ received: z.literal(true) });
export type WebhookReceipt = z.infer<typeof webhookReceiptSchema>;
