/** The embedded checkout operations behind the payments API, over whichever provider is set up. */
import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import type Stripe from "stripe";
import { ApiError, notFound } from "../api/errors";
import type {
  CheckoutStatus,
  CreditCheckout,
  CreditConfirmationInput,
  CreateCheckoutResponse,
  LocalCheckout,
  LocalPaymentInput,
  LocalPaymentResult,
  ReleasedCheckout,
  TravelPackage,
  WebhookReceipt,
} from "../contract";
import type { ClientInfo } from "../backend/types";
import type { Database } from "../db/client";
import { bookingLinkExpired, isBookingLinkExpired } from "../bookings/link-expiry";
import { isoDay } from "../bookings/money";
import { DEFAULT_HOLD_RULES, type HoldRules } from "../bookings/hold-rules";
import { bookingStatus } from "../bookings/status";
import { issueCheckoutStatusLink } from "../db/queries/booking-links";
import {
  findBookingBySession,
  lockBookingById,
  lockBookingByToken,
  type BookingRow,
} from "../db/queries/bookings";
import {
  deleteCheckoutSession,
  expireOpenCheckoutSession,
  findCheckoutSession,
  findStoredCheckoutSession,
  insertCheckoutSession,
  listOpenBalanceCheckouts,
  renameOpenCheckoutSession,
  updateCheckoutSessionState,
} from "../db/queries/checkout-sessions";
import { findCheckoutByHoldToken, listEndedStripeHolds } from "../db/queries/checkout-holds";
import { isBeingRefunded } from "../db/queries/cancellations";
import { lockDeparture, testCheckoutsHoldSeats } from "../db/queries/departures";
import { kickMailDelivery } from "../mail/delivery";
import { addressGroup, UNATTRIBUTED } from "../security/client-address";
import { fulfil, planOf } from "./fulfil";
import { enforceHoldCaps, noticeMostlyHeld, refuseLargeGroup, type Holder } from "./holds";
import { priceBooking, type BookingOrder } from "./orders";
import { chargeLabel } from "./charge-label";
import { createLocalProvider, getLocalCheckout, payLocalCheckout } from "./local";
import { createStripeProvider } from "./stripe";
import { CHECKOUT_LIFETIME_MS, STRIPE_MIN_LIFETIME_MS, type ProviderSession } from "./types";
import { handleStripeWebhook } from "./webhook";
import {
  countCreditCodeTry,
  creditColumns,
  creditFor,
  confirmCreditCheckout,
  creditConfirmationPath,
  payBalanceWithCredit,
  readCreditCheckout,
  withCreditLine,
} from "./credit-checkout";

export interface CheckoutDeps {
  getDb: () => Promise<Database>;
  /** Today's date for the money rules ("YYYY-MM-DD"); tests fix it. */
  today?: () => string;
  findPackage: (id: string) => TravelPackage | undefined;
  staffAddress: string;
  /** Present when STRIPE_SECRET_KEY is set. */
  stripe?: Stripe;
  webhookSecret?: string;
  /** How long unpaid checkouts hold seats and how many one client may hold; the defaults if unset. */
  holdRules?: HoldRules;
  /** Travel credit codes one client address may try in an hour (10 if unset). */
  creditCodeTriesPerHour?: number;
}

/** A checkout as asked for: a booking order, or a balance by its booking link's token. */
export interface CheckoutRequest extends BookingOrder {
  booking_token?: string;
  /** The buyer's e-mail, when given: its holds are capped too, and the provider prefills it. */
  email?: string;
  /** The hold token of the buyer's earlier checkout, released before this one holds seats. */
  replaces?: string;
  /** A travel credit's code (normalised) to take off what is due now. */
  credit_code?: string;
}

export interface CheckoutService {
  createCheckout(
    packageId: string,
    origin: string,
    order?: CheckoutRequest,
    client?: ClientInfo,
  ): Promise<CreateCheckoutResponse>;
  /** Gives back the seats of an unpaid checkout by its hold token; undefined for an unknown one. */
  releaseCheckout(holdToken: string): Promise<ReleasedCheckout | undefined>;
  /** Closes at Stripe the checkouts whose hold has ended, freeing their seats; how many. */
  closeEndedHolds(): Promise<number>;
  /**
   * `proof`: the hold token of the checkout the asking browser started (its receipt cookie); only
   * with it does a paid checkout's status carry a private booking link.
   */
  getCheckoutStatus(sessionId: string, proof?: string): Promise<CheckoutStatus>;
  getLocalCheckout(sessionId: string): Promise<LocalCheckout>;
  payLocal(input: LocalPaymentInput): Promise<LocalPaymentResult>;
  /** A booking checkout a travel credit pays in full, for its confirmation page. */
  getCreditCheckout(sessionId: string): Promise<CreditCheckout>;
  /** Books it for the lead traveler named, while its seats are held. */
  confirmCreditCheckout(input: CreditConfirmationInput): Promise<LocalPaymentResult>;
  receiveWebhook(payload: string, signature: string | null): Promise<WebhookReceipt>;
}

/** A checkout written to checkout_sessions before the provider opens it, holding its seats. */
interface Reservation {
  sessionId: string;
  purpose: "booking" | "balance";
  amount: number;
  label: string;
  expiresAt: Date;
  /** A booking's hold token (its cancel link's secret); a balance holds no seats and has none. */
  holdToken?: string;
  cancelUrl?: string;
  /** The booking whose balance this pays, locked while the provider's session is adopted. */
  bookingId?: string;
  email?: string;
  /**
   * A travel credit pays all that is due now, so no provider opens a page: the browser goes here
   * (a balance is paid already; a new booking is confirmed for the traveler the page asks for).
   */
  coveredByCredit?: { url: string };
}

/** The cancel link's secret: 32 random bytes, like the session ids. */
const newHoldToken = () => randomBytes(32).toString("base64url");

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

/** Whether `proof` is the checkout's own hold token, compared in constant time. */
function startedBy(stored: { holdToken: string | null }, proof: string | undefined): boolean {
  if (!proof || !stored.holdToken) return false;
  const [given, own] = [Buffer.from(proof), Buffer.from(stored.holdToken)];
  return given.length === own.length && timingSafeEqual(given, own);
}

export function createCheckoutService(deps: CheckoutDeps): CheckoutService {
  const provider = deps.stripe
    ? createStripeProvider(deps.stripe)
    : createLocalProvider(deps.getDb);
  const rules = deps.holdRules ?? DEFAULT_HOLD_RULES;

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
   * A booking checkout holds its seats for the hold time. The local test checkout expires then;
   * Stripe refuses a session shorter than 30 minutes, so its session lives that long and the site
   * closes it at Stripe when the hold ends (closeEndedHolds): the seats stay counted until then,
   * so a seat is never given to someone else while the first buyer can still pay for it.
   */
  function holdFields(origin: string) {
    const now = Date.now();
    const holdUntil = new Date(now + rules.holdMinutes * 60_000);
    const holdToken = newHoldToken();
    return {
      holdToken,
      holdUntil,
      cancelUrl: `${origin}/checkout/cancel/${holdToken}`,
      expiresAt:
        provider.kind === "stripe"
          ? new Date(Math.max(holdUntil.getTime(), now + STRIPE_MIN_LIFETIME_MS))
          : holdUntil,
    };
  }

  /**
   * Prices the order and writes its checkout in one transaction holding the departure's lock, so
   * two buyers of the last seat are counted one after the other and one of them is refused. The
   * holder's caps are checked under the same transaction (and the holder's own locks).
   */
  async function reserveSeats(
    db: Database,
    pkg: TravelPackage,
    order: CheckoutRequest,
    origin: string,
    holder: Holder,
  ): Promise<{ reservation: Reservation; noticed: boolean }> {
    const chosen = order.departure_id ?? (await priceBooking(db, pkg, order, today())).departureId;
    const departure = pkg.departures.find((candidate) => candidate.id === chosen);
    if (departure) refuseLargeGroup(pkg, departure, order.travelers ?? 1, rules);
    return db.transaction(async (tx) => {
      await lockDeparture(tx, chosen);
      const priced = await priceBooking(tx, pkg, { ...order, departure_id: chosen }, today());
      // priceBooking has found the departure by now.
      const held = departure!;
      // A test checkout on a public site holds no seats, so it has nothing to cap or report.
      const holdsSeats = provider.kind !== "local" || testCheckoutsHoldSeats();
      if (holdsSeats) await enforceHoldCaps(tx, holder, held, priced.travelers, rules);
      const credit = await creditFor(tx, order.credit_code, priced.dueNow, today());
      const charge = priced.dueNow - (credit?.applied ?? 0);
      const hold = holdFields(origin);
      const fields = {
        ...sessionFields(pkg, provider.newSessionId(), origin, charge),
        ...hold,
        // Nothing to pay at Stripe, so no session there to outlive the hold.
        ...(charge === 0 && { expiresAt: hold.holdUntil }),
      };
      await insertCheckoutSession(tx, {
        ...fields,
        purpose: "booking",
        departureId: priced.departureId,
        startsOn: priced.startsOn,
        travelers: priced.travelers,
        tripTotal: priced.tripTotal,
        balanceAfter: priced.balanceAfter,
        balanceDueOn: priced.balanceDueOn,
        offsetTotal: priced.offsetTotal,
        clientKey: holder.clientKey,
        customerEmail: holder.email ?? null,
        ...creditColumns(credit),
      });
      const noticed =
        holdsSeats && (await noticeMostlyHeld(tx, pkg, held, rules, deps.staffAddress));
      const label = chargeLabel({
        purpose: "booking",
        travelers: priced.travelers,
        startsOn: priced.startsOn,
        tripTotal: priced.tripTotal,
        balanceAfter: priced.balanceAfter,
        balanceDueOn: priced.balanceDueOn,
        offsetTotal: priced.offsetTotal,
        currency: "usd",
      });
      const reservation: Reservation = {
        sessionId: fields.id,
        purpose: "booking",
        amount: charge,
        label: withCreditLine(label, credit?.applied ?? 0),
        expiresAt: fields.expiresAt,
        holdToken: hold.holdToken,
        cancelUrl: hold.cancelUrl,
        email: holder.email,
        ...(credit &&
          charge === 0 && {
            coveredByCredit: { url: `${origin}${creditConfirmationPath(fields.id)}` },
          }),
      };
      return { reservation, noticed };
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
    creditCode?: string,
  ): Promise<Reservation> {
    return db.transaction(async (tx) => {
      const booking = await lockBookingByToken(tx, token);
      if (!booking || booking.packageId !== pkg.id) throw notFound("Booking");
      if (isBookingLinkExpired(booking, pkg.duration_days, today())) throw bookingLinkExpired();
      if (booking.status !== "confirmed" || (await isBeingRefunded(tx, booking.id))) {
        throw new ApiError("conflict", "This booking is being cancelled: nothing is left to pay");
      }
      if (booking.balanceDue <= 0 || booking.balanceSessionId) {
        throw new ApiError("conflict", "This booking is already paid in full");
      }
      for (const earlier of await listOpenBalanceCheckouts(tx, booking.id)) {
        if ((await provider.closeCheckout(earlier.id, tx)) === "paid") {
          throw new ApiError("conflict", "This balance has just been paid");
        }
        await expireOpenCheckoutSession(tx, earlier.id);
      }
      const credit = await creditFor(tx, creditCode, booking.balanceDue, today());
      const charge = booking.balanceDue - (credit?.applied ?? 0);
      const fields = sessionFields(pkg, provider.newSessionId(), origin, charge);
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
        ...creditColumns(credit),
      });
      const paidByCredit = credit && charge === 0;
      if (paidByCredit) {
        await payBalanceWithCredit(
          tx,
          fields.id,
          { email: booking.customerEmail, name: booking.customerName },
          deps.staffAddress,
        );
      }
      const label = chargeLabel({
        purpose: "balance",
        travelers: booking.travelers,
        startsOn: booking.startsOn,
        tripTotal: booking.tripTotal,
        balanceAfter: 0,
        balanceDueOn: null,
        currency: "usd",
        reference: booking.reference,
      });
      return {
        sessionId: fields.id,
        purpose: "balance" as const,
        bookingId: booking.id,
        amount: charge,
        label: withCreditLine(label, credit?.applied ?? 0),
        expiresAt: fields.expiresAt,
        ...(paidByCredit && { coveredByCredit: { url: fields.successUrl } }),
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
    const { mailQueued } = await db.transaction(async (tx) => {
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
    if (mailQueued) void kickMailDelivery();
  }

  /**
   * Gives the reserved session the provider's id once the provider has opened it, only if it is
   * still open: a balance opened again meanwhile (another tab, the same moment) closed it, and a
   * buyer may have released it. A balance's booking is locked for this, as when it was reserved,
   * so of two balance checkouts opened at once only the newer can ever be paid.
   */
  async function adoptProviderSession(
    db: Database,
    reservation: Reservation,
    opened: { session_id: string; expiresAt?: Date },
    origin: string,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      if (reservation.bookingId) await lockBookingById(tx, reservation.bookingId);
      return renameOpenCheckoutSession(tx, reservation.sessionId, {
        id: opened.session_id,
        successUrl: `${origin}/booking-success?session_id=${opened.session_id}`,
        expiresAt: opened.expiresAt ?? reservation.expiresAt,
        amountTotal: reservation.amount,
      });
    });
  }

  /**
   * Closes an unpaid booking checkout and frees its seats: at the provider first, so nobody pays
   * for seats that are no longer held. Paid or already closed: nothing changes.
   */
  async function release(db: Database, holdToken: string) {
    for (let attempt = 0; attempt < 2; attempt++) {
      const row = await findCheckoutByHoldToken(db, holdToken);
      if (!row) return undefined;
      const open = row.purpose === "booking" && row.status === "open";
      if (!open || row.paymentStatus !== "unpaid") return { row, released: false };
      if ((await provider.closeCheckout(row.id, db)) === "paid") return { row, released: false };
      await expireOpenCheckoutSession(db, row.id);
      if ((await findStoredCheckoutSession(db, row.id))?.status === "expired") {
        return { row, released: true };
      }
      // Renamed to the provider's id in between: read it again by its token.
    }
    return undefined;
  }

  /** The buyer's earlier checkout, released as they start another; a failure keeps it held. */
  async function releaseEarlier(db: Database, holdToken: string) {
    try {
      await release(db, holdToken);
    } catch {
      console.error("[checkout] an earlier checkout could not be released; it keeps its seats");
    }
  }

  function holderOf(client: ClientInfo | undefined, email: string | undefined): Holder {
    return {
      clientKey: addressGroup(client?.address ?? UNATTRIBUTED),
      ...(email ? { email: email.trim().toLowerCase() } : {}),
    };
  }

  /** The status as the site's own record has it, for a session that has reached its end there. */
  function storedStatus(row: NonNullable<Awaited<ReturnType<typeof findStoredCheckoutSession>>>) {
    return {
      id: row.id,
      packageId: row.packageId,
      status: row.status as CheckoutStatus["status"],
      payment_status: row.paymentStatus as CheckoutStatus["payment_status"],
      amount_total: row.amountTotal,
      currency: row.currency,
      customerEmail: row.customerEmail,
      customerName: row.customerName,
    };
  }

  return {
    async createCheckout(packageId, origin, order = {}, client) {
      const pkg = deps.findPackage(packageId);
      if (!pkg) throw notFound(`Package "${packageId}"`);
      const db = await deps.getDb();
      if (order.replaces && !order.booking_token) await releaseEarlier(db, order.replaces);
      const settleCodeTry = order.credit_code
        ? await countCreditCodeTry(db, client, deps.creditCodeTriesPerHour ?? 10)
        : undefined;
      let noticed = false;
      let reservation: Reservation;
      try {
        if (order.booking_token) {
          reservation = await reserveBalance(
            db,
            pkg,
            order.booking_token,
            origin,
            order.credit_code,
          );
        } else {
          ({ reservation, noticed } = await reserveSeats(
            db,
            pkg,
            order,
            origin,
            holderOf(client, order.email),
          ));
        }
      } catch (error) {
        await settleCodeTry?.(error);
        throw error;
      }
      await settleCodeTry?.();
      if (noticed) void kickMailDelivery();
      if (reservation.coveredByCredit) {
        // Nothing to pay at the provider: a balance and its receipt are written already.
        void kickMailDelivery();
        return {
          url: reservation.coveredByCredit.url,
          session_id: reservation.sessionId,
          // The browser's proof for reading its booking link on the confirmation page.
          ...(reservation.holdToken ? { hold_token: reservation.holdToken } : {}),
        };
      }
      let opened;
      try {
        opened = await provider.openCheckout({ ...reservation, pkg }, origin);
      } catch (error) {
        await deleteCheckoutSession(db, reservation.sessionId);
        throw error;
      }
      if (
        opened.session_id !== reservation.sessionId &&
        !(await adoptProviderSession(db, reservation, opened, origin))
      ) {
        // Closed while the provider opened it: this session's address is never handed out.
        await provider.closeCheckout(opened.session_id, db).catch(() => undefined);
        throw new ApiError(
          "conflict",
          "A newer checkout of this payment was started at the same moment; please use that one",
        );
      }
      return {
        url: opened.url,
        session_id: opened.session_id,
        ...(reservation.holdToken ? { hold_token: reservation.holdToken } : {}),
      };
    },
    async releaseCheckout(holdToken) {
      const db = await deps.getDb();
      const outcome = await release(db, holdToken);
      if (!outcome) return undefined;
      return {
        released: outcome.released,
        package_id: outcome.row.packageId,
        departure_id: outcome.row.departureId,
        travelers: outcome.row.travelers,
      };
    },
    async closeEndedHolds() {
      if (provider.kind !== "stripe") return 0;
      const db = await deps.getDb();
      let closed = 0;
      for (const row of await listEndedStripeHolds(db)) {
        try {
          if ((await provider.closeCheckout(row.id, db)) === "paid") {
            await fulfilPaid(await provider.getSession(row.id));
          } else if (await expireOpenCheckoutSession(db, row.id)) {
            closed++;
          }
        } catch {
          // Stripe is away: the seats stay held (Stripe could still take the payment); next run.
          console.error("[checkout] a checkout whose hold ended could not be closed; will retry");
        }
      }
      return closed;
    },
    async getCheckoutStatus(sessionId, proof) {
      const db = await deps.getDb();
      // Only sessions this site created are read, and only open ones are asked of the provider:
      // an unknown id never reaches Stripe, and a paid or closed one is answered from here.
      const stored = await findStoredCheckoutSession(db, sessionId);
      if (!stored) throw notFound("Checkout session");
      const finished = stored.paymentStatus === "paid" || stored.status === "expired";
      const session =
        provider.kind === "stripe" && finished
          ? storedStatus(stored)
          : await provider.getSession(sessionId);
      // A payment whose webhook is late or lost is still booked, by the first status check.
      if (session.payment_status === "paid" && !finished) await fulfilPaid(session);
      const { payment_status, status, amount_total, currency } = session;
      const booking =
        payment_status === "paid" ? await findBookingBySession(db, sessionId) : undefined;
      return {
        payment_status,
        status,
        amount_total,
        currency,
        booking_reference: booking?.reference ?? null,
        purpose: stored.purpose === "balance" ? ("balance" as const) : ("booking" as const),
        booking_status: booking ? bookingStatus(booking, today()) : null,
        // The database keeps no token to show again: the page is given a link of its own, and only
        // the browser that started the checkout is (the checkout's id is no secret: staff see it).
        booking_token:
          booking && linkStillShown(booking, sessionId) && startedBy(stored, proof)
            ? await issueCheckoutStatusLink(db, booking.id, sessionId)
            : null,
      };
    },
    async getCreditCheckout(sessionId) {
      return readCreditCheckout(await deps.getDb(), sessionId);
    },
    async confirmCreditCheckout(input) {
      const result = await confirmCreditCheckout(await deps.getDb(), input, deps.staffAddress);
      void kickMailDelivery();
      return result;
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
