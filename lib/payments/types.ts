/** The payment provider seam: the local test checkout by default, Stripe when a key is set. */
import type { CheckoutStatus, CreateCheckoutResponse, TravelPackage } from "../contract";

/** A provider's view of one checkout session: the status answer plus what fulfilment needs. */
export interface ProviderSession extends CheckoutStatus {
  id: string;
  packageId: string;
  customerEmail: string | null;
  customerName: string | null;
}

export interface PaymentProvider {
  readonly kind: "local" | "stripe";
  /** Prices come from the server's package record; origin is already checked. */
  createCheckout(pkg: TravelPackage, origin: string): Promise<CreateCheckoutResponse>;
  /** Throws a not_found ApiError for a session the provider does not know. */
  getSession(sessionId: string): Promise<ProviderSession>;
}

/** Checkout sessions live this long; Stripe's minimum is the same, so its sessions get a minute more. */
export const CHECKOUT_LIFETIME_MS = 30 * 60_000;

/** Whole dollars in the catalog, minor units at the provider. */
export const toMinorUnits = (dollars: number) => Math.round(dollars * 100);
