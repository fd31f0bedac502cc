/** The process's checkout service: Stripe when STRIPE_SECRET_KEY is set, the local test checkout otherwise. */
import "server-only";
import { getConfig, holdRulesOf } from "../config";
import { getCatalog } from "../content/catalog";
import { getDb } from "../db/client";
import { createCheckoutService, type CheckoutService } from "./service";
import { createStripeClient } from "./stripe";

const holder = globalThis as typeof globalThis & { __lavenderCheckout?: CheckoutService };

export function getCheckoutService(): CheckoutService {
  if (!holder.__lavenderCheckout) {
    const config = getConfig();
    holder.__lavenderCheckout = createCheckoutService({
      getDb,
      findPackage: (id) => getCatalog().packages.find((pkg) => pkg.id === id),
      staffAddress: config.MAIL_TO_STAFF,
      stripe: config.STRIPE_SECRET_KEY
        ? createStripeClient({
            secretKey: config.STRIPE_SECRET_KEY,
            apiBase: config.STRIPE_API_BASE,
          })
        : undefined,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      holdRules: holdRulesOf(config),
      creditCodeTriesPerHour: config.CREDIT_CODE_TRIES_PER_HOUR,
    });
  }
  return holder.__lavenderCheckout;
}
