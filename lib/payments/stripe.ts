/** The Stripe provider: Checkout Sessions for the amount the server computed, one line each. */
import "server-only";
import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { ApiError, notFound } from "../api/errors";
import type { CheckoutStatus } from "../contract";
import { type PaymentProvider, type ProviderSession } from "./types";

export interface StripeOptions {
  secretKey: string;
  /** Another API host, for tests against a local stand-in. */
  apiBase?: string;
}

export function createStripeClient({ secretKey, apiBase }: StripeOptions): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === "https:" ? "443" : "80"),
      protocol: base.protocol === "https:" ? "https" : "http",
    }),
  });
}

const statuses = new Set<CheckoutStatus["status"]>(["open", "complete", "expired"]);
const paymentStatuses = new Set<CheckoutStatus["payment_status"]>([
  "paid",
  "unpaid",
  "no_payment_required",
]);

/** Reads the fields the site relies on; a session without our metadata is not ours. */
export function fromStripeSession(session: Stripe.Checkout.Session): ProviderSession | undefined {
  const packageId = session.metadata?.package_id;
  if (!packageId) return undefined;
  const status = statuses.has(session.status as CheckoutStatus["status"])
    ? (session.status as CheckoutStatus["status"])
    : "open";
  const paymentStatus = paymentStatuses.has(
    session.payment_status as CheckoutStatus["payment_status"],
  )
    ? (session.payment_status as CheckoutStatus["payment_status"])
    : "unpaid";
  return {
    id: session.id,
    packageId,
    status,
    payment_status: paymentStatus,
    amount_total: session.amount_total ?? 0,
    currency: session.currency ?? "usd",
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    customerName: session.customer_details?.name ?? null,
  };
}

const isStripeNotFound = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && error.statusCode === 404;

function providerFailed(): ApiError {
  return new ApiError("bad_gateway", "The payment provider could not be reached");
}

export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    kind: "stripe",
    newSessionId: () => `reserved_${randomUUID()}`,
    async openCheckout(charge, origin) {
      const { pkg } = charge;
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: "usd",
                  unit_amount: charge.amount,
                  product_data: { name: pkg.name, description: charge.label },
                },
              },
            ],
            // Stripe fills in {CHECKOUT_SESSION_ID} itself.
            success_url: `${origin}/booking-success?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: charge.cancelUrl ?? `${origin}/packages`,
            metadata: { package_id: pkg.id, purpose: charge.purpose },
            ...(charge.email ? { customer_email: charge.email } : {}),
            // Stripe refuses less than 30 minutes, and the clocks may differ by a few seconds.
            expires_at: Math.floor((charge.expiresAt.getTime() + 60_000) / 1000),
          },
          // One key per reserved checkout; the SDK reuses it for its own retries.
          { idempotencyKey: `checkout-${pkg.id}-${charge.sessionId}` },
        );
      } catch {
        throw providerFailed();
      }
      if (!session.url) throw providerFailed();
      return {
        url: session.url,
        session_id: session.id,
        expiresAt: new Date(session.expires_at * 1000),
      };
    },
    async closeCheckout(sessionId) {
      // Reserved by another request a moment ago and not yet opened at Stripe: nothing to close.
      if (sessionId.startsWith("reserved_")) return "closed";
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return "closed";
      } catch {
        // Stripe refuses to expire a session that is no longer open: ask what became of it.
      }
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId);
      } catch {
        throw providerFailed();
      }
      if (session.payment_status === "paid") return "paid";
      if (session.status === "expired") return "closed";
      throw providerFailed();
    },
    async getSession(sessionId) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId);
      } catch (error) {
        if (isStripeNotFound(error)) throw notFound("Checkout session");
        throw providerFailed();
      }
      const ours = fromStripeSession(session);
      if (!ours) throw notFound("Checkout session");
      return ours;
    },
  };
}
