"use server";
/**
 * The newsletter's forms as server actions: the footer's box, and the buttons of the confirmation
 * and unsubscribe pages. They work with JavaScript off, under the same checks and rate limits as
 * the matching API routes.
 */
import { getBackend } from "../backend";
import { newsletterInputSchema, newsletterTokenInputSchema } from "../contract";
import type {
  NewsletterConfirmation,
  NewsletterReceipt,
  NewsletterUnsubscription,
} from "../contract/newsletter";
import { guardAction } from "./guard";
import type { ActionState } from "./state";

const subscribeGuarded = guardAction(
  { name: "newsletter.subscribe", input: newsletterInputSchema, fields: ["email"] },
  (subscription, client) => getBackend().subscribe(subscription, client),
);

const confirmGuarded = guardAction(
  { name: "newsletter.confirm", input: newsletterTokenInputSchema, fields: ["token"] },
  (input, client) => getBackend().confirmSubscription(input, client),
);

const unsubscribeGuarded = guardAction(
  { name: "newsletter.unsubscribe", input: newsletterTokenInputSchema, fields: ["token"] },
  (input, client) => getBackend().unsubscribe(input, client),
);

export async function subscribeToNewsletter(
  previous: ActionState<NewsletterReceipt>,
  form: FormData,
): Promise<ActionState<NewsletterReceipt>> {
  return subscribeGuarded(previous, form);
}

export async function confirmNewsletter(
  previous: ActionState<NewsletterConfirmation>,
  form: FormData,
): Promise<ActionState<NewsletterConfirmation>> {
  return confirmGuarded(previous, form);
}

export async function unsubscribeFromNewsletter(
  previous: ActionState<NewsletterUnsubscription>,
  form: FormData,
): Promise<ActionState<NewsletterUnsubscription>> {
  return unsubscribeGuarded(previous, form);
}
