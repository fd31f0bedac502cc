import { z } from "zod";
import { slugSchema } from "./common";

/** POST /payments/create-checkout takes its input in the query string (SPEC.md section 7). */
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
