/**
 * Refunds through the payment provider that took the money. Stripe refunds a payment intent (a
 * checkout's payment: a deposit and a balance are two), under an idempotency key, so asking again
 * after a lost answer never refunds twice. The local test checkout took no money: its refund is
 * its own record (checkout_sessions.amount_refunded), written with the cancellation it belongs to.
 */
import "server-only";
import Stripe from "stripe";

export interface RefundRequest {
  /** The checkout session whose payment is refunded. */
  sessionId: string;
  amount: number;
  idempotencyKey: string;
  /** The booking's reference, kept with the refund at Stripe for the accounts. */
  reference: string | null;
}

export type RefundAnswer =
  | { status: "refunded"; id: string }
  /** The provider said no: asking again with the same key would get the same answer. */
  | { status: "refused"; reason: string }
  /** No answer (network, Stripe down): the refund may or may not exist; ask again with the key. */
  | { status: "unknown"; reason: string };

export interface Refunder {
  refund(request: RefundRequest): Promise<RefundAnswer>;
}

/** Stripe's reasons are for staff; a bare status code is not a reason. */
function reasonOf(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError) {
    return `Stripe refused the refund: ${error.message}`.slice(0, 300);
  }
  return "Stripe refused the refund";
}

const isDefinitive = (error: unknown) =>
  error instanceof Stripe.errors.StripeError &&
  typeof error.statusCode === "number" &&
  error.statusCode >= 400 &&
  error.statusCode < 500 &&
  // Too many requests, or the same key still being worked on: no verdict yet.
  error.statusCode !== 429 &&
  error.statusCode !== 409;

export function createStripeRefunder(stripe: Stripe): Refunder {
  return {
    async refund({ sessionId, amount, idempotencyKey, reference }) {
      let intent: string | undefined;
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        intent =
          typeof session.payment_intent === "string"
            ? session.payment_intent
            : session.payment_intent?.id;
      } catch (error) {
        return isDefinitive(error)
          ? { status: "refused", reason: reasonOf(error) }
          : { status: "unknown", reason: "Stripe could not be reached" };
      }
      if (!intent) {
        return { status: "refused", reason: "Stripe holds no payment for this checkout" };
      }
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: intent, amount, metadata: { booking_reference: reference ?? "" } },
          { idempotencyKey },
        );
        if (refund.status === "failed" || refund.status === "canceled") {
          return {
            status: "refused",
            reason: `Stripe refused the refund: ${refund.failure_reason ?? refund.status}`,
          };
        }
        return { status: "refunded", id: refund.id };
      } catch (error) {
        return isDefinitive(error)
          ? { status: "refused", reason: reasonOf(error) }
          : { status: "unknown", reason: "Stripe could not be reached" };
      }
    },
  };
}

/** A site without Stripe cannot refund a Stripe payment: staff refund it in Stripe's dashboard. */
export const noStripeRefunder: Refunder = {
  async refund() {
    return {
      status: "refused",
      reason: "Stripe is not configured on this site, so its payments cannot be refunded here",
    };
  },
};
