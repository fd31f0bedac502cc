"use server";
/**
 * The newsletter's forms as server actions: the footer's box, and the buttons of the confirmation
 * and unsubscribe pages. They work with JavaScript off, under the same checks and rate limits as
 * the matching API routes.
 */
import { redirect } from "next/navigation";
import { getBackend } from "../backend";
import { newsletterInputSchema, newsletterTokenInputSchema } from "../contract";
import type {
  NewsletterConfirmation,
  NewsletterReceipt,
  NewsletterUnsubscription,
} from "../contract/newsletter";
import { returnPath } from "../security/return-path";
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

/**
 * A stored address answers with a redirect to a page that says so (post/redirect/get), so a reload
 * never offers to subscribe again; a refused one comes back in place.
 */
export async function subscribeToNewsletter(
  previous: ActionState<NewsletterReceipt>,
  form: FormData,
): Promise<ActionState<NewsletterReceipt>> {
  const state = await subscribeGuarded(previous, form);
  if (state.status === "done") {
    // The page the box was sent from, to lead the reader back to.
    const from = returnPath(form.get("from"));
    // Outside the guard: redirect() throws to hand the browser over, which the guard would catch.
    redirect(
      from ? `/newsletter/subscribed?from=${encodeURIComponent(from)}` : "/newsletter/subscribed",
    );
  }
  return state;
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
