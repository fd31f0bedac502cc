/** The payment provider seam: the local test checkout by default, Stripe when a key is set. */
import type { CheckoutStatus, CreateCheckoutResponse, TravelPackage } from "../contract";
import type { Database } from "../db/client";

/** One payment the site asks for, already reserved in checkout_sessions under sessionId. */
export interface Charge {
  sessionId: string;
  pkg: TravelPackage;
  purpose: "booking" | "balance";
  /** Minor units, computed on the server. */
  amount: number;
  /** The line the traveler sees at the provider, e.g. "Deposit (25%), 2 travelers, departing ...". */
  label: string;
  expiresAt: Date;
  /** The buyer's e-mail when the site was given it: the provider's form starts with it. */
  email?: string;
  /** Where the provider's "back" goes: a booking's cancel link, which gives its seats back. */
  cancelUrl?: string;
}

/** A provider's opened checkout; a provider with its own ids gives the reserved session its id. */
export interface OpenedCheckout extends CreateCheckoutResponse {
  expiresAt?: Date;
}

/** A provider's view of one checkout session: the status answer plus what fulfilment needs. */
export interface ProviderSession extends Omit<
  CheckoutStatus,
  "booking_reference" | "booking_token" | "purpose" | "booking_status"
> {
  id: string;
  packageId: string;
  customerEmail: string | null;
  customerName: string | null;
}

export interface PaymentProvider {
  readonly kind: "local" | "stripe";
  /** An id for a reserved session: the provider's own shape where the provider is the site. */
  newSessionId(): string;
  /** Opens the checkout of a reserved, server-priced charge; origin is already checked. */
  openCheckout(charge: Charge, origin: string): Promise<OpenedCheckout>;
  /** Throws a not_found ApiError for a session the provider does not know. */
  getSession(sessionId: string): Promise<ProviderSession>;
  /**
   * Closes an open checkout so it can no longer be paid ("closed"), or says it was paid already
   * ("paid"). `db` is the caller's transaction, where the site keeps the session.
   */
  closeCheckout(sessionId: string, db: Database): Promise<"closed" | "paid">;
}

/** A balance's checkout lives this long; Stripe's minimum is the same, so its sessions get a minute more. */
export const CHECKOUT_LIFETIME_MS = 30 * 60_000;

/** The shortest session Stripe Checkout accepts (its expires_at must be 30 minutes away or more). */
export const STRIPE_MIN_LIFETIME_MS = 30 * 60_000;

/** Whole dollars in the catalog, minor units at the provider. */
export const toMinorUnits = (dollars: number) => Math.round(dollars * 100);
