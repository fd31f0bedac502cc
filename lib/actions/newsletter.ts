"use server";
/** The footer's newsletter box as a server action: what a form posted before its script ran calls. */
import { getBackend } from "../backend";
import { newsletterInputSchema } from "../contract";
import type { NewsletterReceipt } from "../contract/newsletter";
import { guardAction } from "./guard";
import type { ActionState } from "./state";

const subscribeGuarded = guardAction(
  { name: "newsletter.subscribe", input: newsletterInputSchema, fields: ["email"] },
  (subscription, client) => getBackend().subscribe(subscription, client),
);

export async function subscribeToNewsletter(
  previous: ActionState<NewsletterReceipt>,
  form: FormData,
): Promise<ActionState<NewsletterReceipt>> {
  return subscribeGuarded(previous, form);
}
