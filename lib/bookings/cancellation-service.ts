/** The process's cancellation desk: Stripe's refunds when STRIPE_SECRET_KEY is set. */
import "server-only";
import { getConfig } from "../config";
import { getCatalog } from "../content/catalog";
import { getDb } from "../db/client";
import { getCheckoutService } from "../payments";
import { createLocalProvider } from "../payments/local";
import { createStripeRefunder, noStripeRefunder } from "../payments/refunds";
import { createStripeClient, createStripeProvider } from "../payments/stripe";
import type { PaymentProvider } from "../payments/types";
import { createCancellationDesk, type CancellationDesk } from "./cancellation-desk";

const holder = globalThis as typeof globalThis & { __lavenderCancellations?: CancellationDesk };

function stripeClient() {
  const config = getConfig();
  return config.STRIPE_SECRET_KEY
    ? createStripeClient({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE })
    : undefined;
}

/** The provider's checkouts (to close an open one), and the status check that books a payment. */
export function checkoutCloser(stripe = stripeClient()): {
  checkouts: PaymentProvider;
  confirmPaid: (sessionId: string) => Promise<void>;
} {
  return {
    checkouts: stripe ? createStripeProvider(stripe) : createLocalProvider(getDb),
    // The status check books a payment the provider reports, exactly once.
    confirmPaid: async (sessionId) => {
      await getCheckoutService().getCheckoutStatus(sessionId);
    },
  };
}

export function getCancellationDesk(): CancellationDesk {
  if (!holder.__lavenderCancellations) {
    const config = getConfig();
    const stripe = stripeClient();
    holder.__lavenderCancellations = createCancellationDesk({
      getDb,
      findPackage: (id) => getCatalog().packages.find((pkg) => pkg.id === id),
      staffAddress: config.MAIL_TO_STAFF,
      siteUrl: config.SITE_URL,
      refunder: stripe ? createStripeRefunder(stripe) : noStripeRefunder,
      ...checkoutCloser(stripe),
    });
  }
  return holder.__lavenderCancellations;
}
