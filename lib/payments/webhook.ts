/** Stripe's webhook: the raw body is verified against STRIPE_WEBHOOK_SECRET before anything is read. */
import "server-only";
import type Stripe from "stripe";
import { ApiError } from "../api/errors";
import type { WebhookReceipt } from "../contract";
import type { Database } from "../db/client";
import { updateCheckoutSessionState } from "../db/queries/checkout-sessions";
import { fromStripeSession } from "./stripe";
import type { ProviderSession } from "./types";

export interface WebhookDeps {
  db: Database;
  stripe: Stripe;
  secret: string;
  /** Books a paid session exactly once (see fulfil.ts). */
  fulfilPaid: (session: ProviderSession) => Promise<void>;
}

export async function handleStripeWebhook(
  deps: WebhookDeps,
  payload: string,
  signature: string | null,
): Promise<WebhookReceipt> {
  if (!signature) throw new ApiError("bad_request", "The Stripe-Signature header is missing");
  let event: Stripe.Event;
  try {
    event = deps.stripe.webhooks.constructEvent(payload, signature, deps.secret);
  } catch {
    throw new ApiError("bad_request", "The webhook signature is not valid");
  }
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = fromStripeSession(event.data.object);
      // A delayed payment method completes the session unpaid; its success arrives later.
      if (session?.payment_status === "paid") await deps.fulfilPaid(session);
      break;
    }
    case "checkout.session.expired":
      await updateCheckoutSessionState(deps.db, event.data.object.id, { status: "expired" });
      break;
    default:
      break;
  }
  return { received: true };
}
