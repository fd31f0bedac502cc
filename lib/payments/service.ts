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
import { bookingLinkExpired, isBookingLinkExpired } from "../bookings/link-expiry";
import { isoDay } from "../bookings/money";
import { issueCheckoutStatusLink } from "../db/queries/booking-links";
import { findBookingBySession, lockBookingByToken, type BookingRow } from "../db/queries/bookings";
import {
  deleteCheckoutSession,
  expireOpenCheckoutSession,
  findCheckoutSession,
  insertCheckoutSession,
  listOpenBalanceCheckouts,
  renameCheckoutSession,
  updateCheckoutSessionState,
} from "../db/queries/checkout-sessions";
import { lockDeparture } from "../db/queries/departures";
import { kickMailDelivery } from "../mail/delivery";
import { fulfil, planOf } from "./fulfil";
import { priceBooking, type BookingOrder } from "./orders";
import { chargeLabel } from "./charge-label";
import { createLocalProvider, getLocalCheckout, payLocalCheckout } from "./local";
import { createStripeProvider } from "./stripe";
import { CHECKOUT_LIFETIME_MS, type ProviderSession } from "./types";
import { handleStripeWebhook } from "./webhook";

export interface CheckoutDeps {
  getDb: () => Promise<Database>;
  /** Today's date for the money rules ("YYYY-MM-DD"); tests fix it. */
  today?: () => string;
  findPackage: (id: string) => TravelPackage | undefined;
  staffAddress: string;
  /** Present when STRIPE_SECRET_KEY is set. */
  stripe?: Stripe;
  webhookSecret?: string;
}

export interface CheckoutService {
  createCheckout(
    packageId: string,
    origin: string,
    order?: BookingOrder & { booking_token?: string },
  ): Promise<CreateCheckoutResponse>;
  getCheckoutStatus(sessionId: string): Promise<CheckoutStatus>;
  getLocalCheckout(sessionId: string): Promise<LocalCheckout>;
  payLocal(input: LocalPaymentInput): Promise<LocalPaymentResult>;
  receiveWebhook(payload: string, signature: string | null): Promise<WebhookReceipt>;
}

/** A checkout written to checkout_sessions before the provider opens it, holding its seats. */
interface Reservation {
  sessionId: string;
  purpose: "booking" | "balance";
  amount: number;
  label: string;
  expiresAt: Date;
}

/**
 * How long after a payment its status still gives the private link: long enough for the
 * confirmation page, short enough that an old /booking-success address left in a shared browser's
 * history does not open the booking (or a link renewed since) days later. The mail keeps it.
 */
export const LINK_SHOWN_MS = 60 * 60_000;

function linkStillShown(booking: BookingRow, sessionId: string, now = Date.now()): boolean {
  const paidAt = booking.balanceSessionId === sessionId ? booking.balancePaidAt : booking.createdAt;
  // Links renewed since the payment were renewed because one reached the wrong person, perhaps
  // from this very page: it gives no new one.
  const renewed =
    booking.linksRenewedAt !== null && paidAt !== null && booking.linksRenewedAt > paidAt;
  return paidAt !== null && !renewed && !booking.erasedAt && now - paidAt.getTime() < LINK_SHOWN_MS;
}

export function createCheckoutService(deps: CheckoutDeps): CheckoutService {
  const provider = deps.stripe
    ? createStripeProvider(deps.stripe)
    : createLocalProvider(deps.getDb);

  function sessionFields(pkg: TravelPackage, id: string, origin: string, amount: number) {
    return {
      id,
      provider: provider.kind,
      packageId: pkg.id,
      packageName: pkg.name,
      amountTotal: amount,
      currency: "usd",
      successUrl: `${origin}/booking-success?session_id=${id}`,
      cancelUrl: `${origin}/packages`,
      expiresAt: new Date(Date.now() + CHECKOUT_LIFETIME_MS),
    };
  }

  /**
   * Prices the order and writes its checkout in one transaction holding the departure's lock, so
   * two buyers of the last seat are counted one after the other and one of them is refused.
   */
  async function reserveSeats(
    db: Database,
    pkg: TravelPackage,
    order: BookingOrder,
    origin: string,
  ): Promise<Reservation> {
    const chosen = order.departure_id ?? (await priceBooking(db, pkg, order, today())).departureId;
    return db.transaction(async (tx) => {
      await lockDeparture(tx, chosen);
      const priced = await priceBooking(tx, pkg, { ...order, departure_id: chosen }, today());
      const fields = sessionFields(pkg, provider.newSessionId(), origin, priced.dueNow);
      await insertCheckoutSession(tx, {
        ...fields,
        purpose: "booking",
        departureId: priced.departureId,
        startsOn: priced.startsOn,
        travelers: priced.travelers,
        tripTotal: priced.tripTotal,
        balanceAfter: priced.balanceAfter,
        balanceDueOn: priced.balanceDueOn,
      });
      const label = chargeLabel({
        purpose: "booking",
        travelers: priced.travelers,
        startsOn: priced.startsOn,
        tripTotal: priced.tripTotal,
        balanceAfter: priced.balanceAfter,
        balanceDueOn: priced.balanceDueOn,
        currency: "usd",
      });
      return {
        sessionId: fields.id,
        purpose: "booking",
        amount: priced.dueNow,
        label,
        expiresAt: fields.expiresAt,
      };
    });
  }

  /**
   * The balance of the booking behind a private link, once, for exactly what is still due. The
   * booking is locked while a balance checkout opens, and an earlier one still open is closed
   * first, so two tabs or a mail and the page can never both be paid.
   */
  async function reserveBalance(
    db: Database,
    pkg: TravelPackage,
    token: string,
    origin: string,
  ): Promise<Reservation> {
    return db.transaction(async (tx) => {
      const booking = await lockBookingByToken(tx, token);
      if (!booking || booking.packageId !== pkg.id) throw notFound("Booking");
      if (isBookingLinkExpired(booking, pkg.duration_days, today())) throw bookingLinkExpired();
      if (booking.balanceDue <= 0 || booking.balanceSessionId) {
        throw new ApiError("conflict", "This booking is already paid in full");
      }
      for (const earlier of await listOpenBalanceCheckouts(tx, booking.id)) {
        if ((await provider.closeCheckout(earlier.id, tx)) === "paid") {
          throw new ApiError("conflict", "This balance has just been paid");
        }
        await expireOpenCheckoutSession(tx, earlier.id);
      }
      const fields = sessionFields(pkg, provider.newSessionId(), origin, booking.balanceDue);
      await insertCheckoutSession(tx, {
        ...fields,
        purpose: "balance",
        bookingId: booking.id,
        departureId: booking.departureId,
        startsOn: booking.startsOn,
        travelers: booking.travelers,
        tripTotal: booking.tripTotal,
        balanceAfter: 0,
        balanceDueOn: null,
      });
      return {
        sessionId: fields.id,
        purpose: "balance" as const,
        amount: booking.balanceDue,
        label: chargeLabel({
          purpose: "balance",
          travelers: booking.travelers,
          startsOn: booking.startsOn,
          tripTotal: booking.tripTotal,
          balanceAfter: 0,
          balanceDueOn: null,
          currency: "usd",
          reference: booking.reference,
        }),
        expiresAt: fields.expiresAt,
      };
    });
  }

  function requireLocal() {
    if (provider.kind !== "local") throw notFound("The local test checkout");
  }

  const today = deps.today ?? (() => isoDay());

  async function fulfilPaid(session: ProviderSession): Promise<void> {
    const db = await deps.getDb();
    const mirror = await findCheckoutSession(db, session.id);
    // The booking and the stored session's paid state are written together: a session left
    // "open" beside its booking would expire and give its seats away again.
    const { created } = await db.transaction(async (tx) => {
      const result = await fulfil(
        tx,
        {
          ...(mirror && { plan: planOf(mirror) }),
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
      if (mirror && (mirror.status !== "complete" || mirror.paymentStatus !== "paid")) {
        await updateCheckoutSessionState(tx, session.id, {
          status: "complete",
          paymentStatus: "paid",
        });
      }
      return result;
    });
    if (created) void kickMailDelivery();
  }

  return {
    async createCheckout(packageId, origin, order = {}) {
      const pkg = deps.findPackage(packageId);
      if (!pkg) throw notFound(`Package "${packageId}"`);
      const db = await deps.getDb();
      const reservation = order.booking_token
        ? await reserveBalance(db, pkg, order.booking_token, origin)
        : await reserveSeats(db, pkg, order, origin);
      try {
        const opened = await provider.openCheckout({ ...reservation, pkg }, origin);
        if (opened.session_id !== reservation.sessionId) {
          await renameCheckoutSession(db, reservation.sessionId, {
            id: opened.session_id,
            successUrl: `${origin}/booking-success?session_id=${opened.session_id}`,
            expiresAt: opened.expiresAt ?? reservation.expiresAt,
            amountTotal: reservation.amount,
          });
        }
        return { url: opened.url, session_id: opened.session_id };
      } catch (error) {
        await deleteCheckoutSession(db, reservation.sessionId);
        throw error;
      }
    },
    async getCheckoutStatus(sessionId) {
      const session = await provider.getSession(sessionId);
      // A payment whose webhook is late or lost is still booked, by the first status check.
      if (session.payment_status === "paid") await fulfilPaid(session);
      const { payment_status, status, amount_total, currency } = session;
      const db = await deps.getDb();
      const booking =
        payment_status === "paid" ? await findBookingBySession(db, sessionId) : undefined;
      return {
        payment_status,
        status,
        amount_total,
        currency,
        booking_reference: booking?.reference ?? null,
        // The database keeps no token to show again: the page is given a link of its own.
        booking_token:
          booking && linkStillShown(booking, sessionId)
            ? await issueCheckoutStatusLink(db, booking.id, sessionId)
            : null,
      };
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
