import { z } from "zod";

export const newsletterInputSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email("must be a valid e-mail address")),
});
export type NewsletterInput = z.infer<typeof newsletterInputSchema>;

export const newsletterReceiptSchema = z.object({ status: z.literal("subscribed") });
export type NewsletterReceipt = z.infer<typeof newsletterReceiptSchema>;

export const subscriberRecordSchema = z.object({ email: z.string(), created_at: z.string() });
export type SubscriberRecord = z.infer<typeof subscriberRecordSchema>;
