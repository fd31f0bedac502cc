import { z } from "zod";
import { deskSearchSchema } from "./common";

export const newsletterInputSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email("must be a valid e-mail address")),
});
export type NewsletterInput = z.infer<typeof newsletterInputSchema>;

/**
 * The answer to a subscription, the same whatever the address's state, so the form never tells
 * anyone who is subscribed: a new, unconfirmed or unsubscribed address is sent a confirmation link
 * (an unconfirmed one at most once every 10 minutes); a confirmed one is sent nothing.
 */
export const newsletterReceiptSchema = z.object({ status: z.literal("confirmation_sent") });
export type NewsletterReceipt = z.infer<typeof newsletterReceiptSchema>;

/**
 * A confirmation or unsubscribe link's token: 32 random bytes, base64url (43 characters). Links
 * from before confirmation existed carry 64 hex characters; both fit.
 */
export const newsletterTokenSchema = z
  .string()
  .trim()
  .min(32, "must be a newsletter link's token")
  .max(128, "must be a newsletter link's token")
  .regex(/^[A-Za-z0-9_-]+$/, "must be a newsletter link's token");

/** POST /newsletter/confirm, and the confirm and unsubscribe pages' buttons. */
export const newsletterTokenInputSchema = z.object({ token: newsletterTokenSchema });
export type NewsletterTokenInput = z.infer<typeof newsletterTokenInputSchema>;

export const newsletterConfirmationSchema = z.object({ status: z.literal("confirmed") });
export type NewsletterConfirmation = z.infer<typeof newsletterConfirmationSchema>;

/** Unsubscribing an address that already left answers the same: it is unsubscribed. */
export const newsletterUnsubscriptionSchema = z.object({ status: z.literal("unsubscribed") });
export type NewsletterUnsubscription = z.infer<typeof newsletterUnsubscriptionSchema>;

/**
 * The one-click unsubscribe of RFC 8058: a mail provider POSTs `List-Unsubscribe=One-Click`
 * (form-encoded) to the address in the newsletter's List-Unsubscribe header; the token is in its
 * query.
 */
export const ONE_CLICK_BODY = "List-Unsubscribe=One-Click";
export const oneClickBodySchema = z.object({
  "List-Unsubscribe": z.literal("One-Click", {
    error: "the body must be List-Unsubscribe=One-Click",
  }),
});

/** pending: confirmation mail sent; confirmed: receives the newsletter; unsubscribed: left. */
export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export const subscriberStatusSchema = z.enum(SUBSCRIBER_STATUSES);
export type SubscriberStatus = z.infer<typeof subscriberStatusSchema>;

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: "Awaiting confirmation",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

export const subscriberRecordSchema = z.object({
  email: z.string(),
  status: subscriberStatusSchema,
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});
export type SubscriberRecord = z.infer<typeof subscriberRecordSchema>;

/** The desk's list and CSV export: part of an e-mail address and/or one status ("" for all). */
export const subscriberFilterQuerySchema = z.object({
  q: deskSearchSchema,
  status: z.union([subscriberStatusSchema, z.literal("")]).optional(),
});

/**
 * A newsletter issue as staff compose it. `key` is made when the form is shown: the same form
 * posted twice sends once.
 */
export const newsletterIssueInputSchema = z.object({
  key: z.uuid("must be the compose form's key"),
  subject: z
    .string()
    .trim()
    .min(1, "Write a subject")
    .max(150, "Keep the subject to 150 characters"),
  text: z
    .string()
    .trim()
    .min(1, "Write the newsletter's text")
    .max(16_000, "Keep the text to 16,000 characters"),
});
export type NewsletterIssueInput = z.infer<typeof newsletterIssueInputSchema>;
