/** The embedded checkout operations behind the payments API, over whichever provider is set up. */
import "server-only";
import type Stripe from "stripe";
import { ApiError, notFound } from "../api/errors";
import type {
  CheckoutStatus,
  CreateCheckoutResponse,
  LocalCheckout,
  LocalPaymentInput,
  LocalPaymentResult,
  TravelPackage,
  WebhookReceipt,
} from "../contract";
import type { Database } from "../db/client";
import { findCheckoutSession, updateCheckoutSessionState } from "../db/queries/checkout-sessions";
import { kickMailDelivery } from "../mail/delivery";
import { fulfil } from "./fulfil";
import { createLocalProvider, getLocalCheckout, payLocalCheckout } from "./local";
import { createStripeProvider } from "./stripe";
import type { ProviderSession } from "./types";
import { handleStripeWebhook } from "./webhook";

export interface CheckoutDeps {
  getDb: () => Promise<Database>;
  findPackage: (id: string) => TravelPackage | undefined;
  staffAddress: string;
  /** Present when STRIPE_SECRET_KEY is set. */
  stripe?: Stripe;
  webhookSecret?: string;
}

export interface CheckoutService {
  createCheckout(packageId: string, origin: string): Promise<CreateCheckoutResponse>;
  getCheckoutStatus(sessionId: string): Promise<CheckoutStatus>;
  getLocalCheckout(sessionId: string): Promise<LocalCheckout>;
  payLocal(input: LocalPaymentInput): Promise<LocalPaymentResult>;
  receiveWebhook(payload: string, signature: string | null): Promise<WebhookReceipt>;
}

export function createCheckoutService(deps: CheckoutDeps): CheckoutService {
  const provider = deps.stripe
    ? createStripeProvider(deps.stripe, deps.getDb)
    : createLocalProvider(deps.getDb);

  function requireLocal() {
    if (provider.kind !== "local") throw notFound("The local test checkout");
  }

  async function fulfilPaid(session: ProviderSession): Promise<void> {
    const db = await deps.getDb();
    const mirror = await findCheckoutSession(db, session.id);
    const { created } = await fulfil(
      db,
      {
        provider: provider.kind,
        sessionId: session.id,
        packageId: session.packageId,
        packageName:
          mirror?.packageName ?? deps.findPackage(session.packageId)?.name ?? session.packageId,
        amountTotal: session.amount_total,
        currency: session.currency,
        customerEmail: session.customerEmail ?? "",
        customerName: session.customerName ?? "",
      },
      deps.staffAddress,
    );
    if (mirror && mirror.status !== "complete") {
      await updateCheckoutSessionState(db, session.id, {
        status: "complete",
        paymentStatus: "paid",
      });
    }
    if (created) void kickMailDelivery();
  }

  return {
    async createCheckout(packageId, origin) {
      const pkg = deps.findPackage(packageId);
      if (!pkg) throw notFound(`Package "${packageId}"`);
      return provider.createCheckout(pkg, origin);
    },
    async getCheckoutStatus(sessionId) {
      const session = await provider.getSession(sessionId);
      // A payment whose webhook is late or lost is still booked, by the first status check.
      if (session.payment_status === "paid") await fulfilPaid(session);
      const { payment_status, status, amount_total, currency } = session;
      return { payment_status, status, amount_total, currency };
    },
    async getLocalCheckout(sessionId) {
      requireLocal();
      return getLocalCheckout(await deps.getDb(), sessionId);
    },
    async payLocal(input) {
      requireLocal();
      const result = await payLocalCheckout(await deps.getDb(), input, deps.staffAddress);
      void kickMailDelivery();
      return result;
    },
    async receiveWebhook(payload, signature) {
      if (!deps.stripe) throw notFound("Stripe webhooks on this site");
      if (!deps.webhookSecret) {
        throw new ApiError("unavailable", "STRIPE_WEBHOOK_SECRET is not configured");
      }
      return handleStripeWebhook(
        { db: await deps.getDb(), stripe: deps.stripe, secret: deps.webhookSecret, fulfilPaid },
        payload,
        signature,
      );
    },
  };
}
