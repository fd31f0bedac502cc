/**
 * Test support for bookings through their life: a package with far departures, a clock the tests
 * set, the checkout service and the cancellation desk over one throwaway database, and bookings
 * made and paid as a traveler makes them (the local test checkout, or Stripe's stand-in).
 */
import { sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { TravelPackage } from "../contract";
import type { Connection } from "../db/client";
import { createLocalProvider } from "../payments/local";
import { createStripeRefunder, noStripeRefunder } from "../payments/refunds";
import { createCheckoutService, type CheckoutService } from "../payments/service";
import { createStripeProvider } from "../payments/stripe";
import { yacht } from "./databases";
import { createCancellationDesk, type CancellationDesk } from "../bookings/cancellation-desk";
import { requestCancellation } from "../bookings/cancellation-request";
import { addDays } from "../bookings/money";

export const origin = "http://localhost:3000";
export const staffAddress = "staff@lavender.example";
export const traveler = { email: "noor@example.com", name: "Noor Haddad" };
export const staff = { id: "staff-ellis", name: "Ellis Warden" };
const card = { card_number: "4242424242424242", expiry: "12/99", cvc: "123" };

/** Departs 2027-03-01 and 2027-04-01; $4,000 a person, so two pay a $2,000 deposit. */
export const trip: TravelPackage = {
  ...yacht,
  id: "lagoon-test-trip",
  name: "Lagoon Test Trip",
  price: 4000,
  duration_days: 5,
  departures: [
    { id: "lagoon-2027-03-01", starts_on: "2027-03-01", seats_left: 12 },
    { id: "lagoon-2027-04-01", starts_on: "2027-04-01", seats_left: 12 },
  ],
};
export const MARCH = "lagoon-2027-03-01";
export const APRIL = "lagoon-2027-04-01";

/** The instant a notice arrives `days` before 2027-03-01: late in that UTC day. */
export const daysBeforeMarch = (days: number, time = "23:59:59") =>
  new Date(`${addDays("2027-03-01", -days)}T${time}Z`);

export interface Lifecycle {
  checkout: CheckoutService;
  desk: CancellationDesk;
  clock: { today: string; now: Date };
  /** Books and pays (the local test checkout, or Stripe's stand-in with `payAtStripe`). */
  book(options?: {
    departure?: string;
    travelers?: number;
    creditCode?: string;
  }): Promise<{ token: string; reference: string; sessionId: string }>;
  payBalance(token: string, creditCode?: string): Promise<string>;
  request(
    token: string,
    quoted?: "full_less_fee" | "half" | "credit",
  ): ReturnType<typeof requestCancellation>;
}

export function lifecycleOn(
  connection: Connection,
  stripe?: { client: Stripe; pay: (id: string) => void },
  options: { creditCodeTriesPerHour?: number } = {},
): Lifecycle {
  const getDb = async () => connection.db;
  const clock = { today: "2026-11-01", now: new Date("2026-11-01T12:00:00Z") };
  const findPackage = (id: string) => (id === trip.id ? trip : undefined);
  const checkout = createCheckoutService({
    getDb,
    findPackage,
    staffAddress,
    today: () => clock.today,
    stripe: stripe?.client,
    webhookSecret: "whsec_test",
    creditCodeTriesPerHour: options.creditCodeTriesPerHour ?? 1000,
  });
  const closer = {
    checkouts: stripe ? createStripeProvider(stripe.client) : createLocalProvider(getDb),
    confirmPaid: async (id: string) => void (await checkout.getCheckoutStatus(id)),
  };
  const desk = createCancellationDesk({
    getDb,
    findPackage,
    staffAddress,
    siteUrl: origin,
    refunder: stripe ? createStripeRefunder(stripe.client) : noStripeRefunder,
    ...closer,
    now: () => clock.now,
  });
  async function pay(sessionId: string, url: string) {
    if (url.includes("/booking-success")) return; // A credit paid the balance.
    // A credit pays the whole deposit: the confirmation page names who travels.
    if (url.includes("/checkout/credit/")) {
      await checkout.confirmCreditCheckout({ session_id: sessionId, ...traveler });
      return;
    }
    if (stripe) stripe.pay(sessionId);
    else await checkout.payLocal({ session_id: sessionId, ...card, ...traveler });
  }
  return {
    checkout,
    desk,
    clock,
    async book({ departure = MARCH, travelers = 2, creditCode } = {}) {
      const { session_id, url, hold_token } = await checkout.createCheckout(
        trip.id,
        origin,
        { departure_id: departure, travelers, credit_code: creditCode },
        { address: "203.0.113.7" },
      );
      await pay(session_id, url);
      // The buyer's browser proves it started the checkout with the hold token (its cookie).
      const status = await checkout.getCheckoutStatus(session_id, hold_token);
      if (!status.booking_token || !status.booking_reference) throw new Error("not booked");
      return {
        token: status.booking_token,
        reference: status.booking_reference,
        sessionId: session_id,
      };
    },
    async payBalance(token, creditCode) {
      const { session_id, url } = await checkout.createCheckout(
        trip.id,
        origin,
        { booking_token: token, credit_code: creditCode },
        { address: "203.0.113.7" },
      );
      await pay(session_id, url);
      await checkout.getCheckoutStatus(session_id);
      return session_id;
    },
    request: (token, quoted) =>
      requestCancellation(
        connection.db,
        { booking_token: token, quoted_tier: quoted },
        { findPackage, staffAddress, siteUrl: origin, ...closer, now: () => clock.now },
      ),
  };
}

export const truncateLifecycle = (connection: Connection) =>
  connection.db.execute(
    sql`truncate checkout_sessions, bookings, booking_links, mail_outbox, departure_locks, booking_cancellations, booking_refunds, travel_credits, cancelled_departures, audit_log, rate_limits`,
  );

/** The error's code and status, or "resolved". */
export const outcomeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (error: { code?: string; status?: number }) => `${error.code} ${error.status}`,
  );
