/**
 * Staff settle cancellations: approving a traveler's request (with any supplier costs that cannot
 * be recovered, and why), cancelling on the agency's behalf (one booking, or every booking of a
 * departure), and trying a refused refund again.
 *
 * A refund must never leave a half-done booking, so a settlement runs in three steps:
 *   1. under the booking's lock, the refunds are written "pending" (one per payment, each with its
 *      own idempotency key) and the cancellation marked "refunding"; nothing else changes;
 *   2. the provider is asked for each refund, outside any transaction;
 *   3. once every refund is made, one transaction changes the money records, issues the credit,
 *      sets the status, returns the seats (and so stops the balance chaser), queues the mails to the
 *      traveler and staff, and writes the one audit entry.
 * A refund the provider refuses changes nothing: the cancellation goes back to where it was, with
 * the provider's reason for staff; if another payment's refund had already been made, it stays
 * "refunding" until staff try again. A lost answer keeps its key, so asking again cannot refund
 * twice.
 */
import "server-only";
import { ApiError, notFound } from "../api/errors";
import type { StaffActor } from "../backend/types";
import type { TravelPackage } from "../contract";
import type { Database } from "../db/client";
import { recordStaffAction } from "../db/queries/audit";
import { issueBookingLink } from "../db/queries/booking-links";
import { findBookingById, lockBookingById, type BookingRow } from "../db/queries/bookings";
import {
  bookingPayments,
  cancelDepartureRecord,
  findCancellation,
  insertRefunds,
  listBookingsToCancel,
  listOpenDepartureCheckouts,
  listRefunds,
  lockBookingByReference,
  recordPaymentRefund,
  retryRefusedRefunds,
  returnSeats,
  saveCancellation,
  setBookingStatus,
  updateCancellation,
  updateRefund,
  withdrawRefunds,
  type CancellationRow,
} from "../db/queries/cancellations";
import { issueCredit } from "../db/queries/credits";
import { lockDeparture } from "../db/queries/departures";
import { queueMails } from "../db/queries/mail-outbox";
import { formatAmount } from "../format";
import { cancellationSettled, cancellationSettledNotice } from "../mail/cancellation-messages";
import type { PaymentProvider } from "../payments/types";
import type { Refunder } from "../payments/refunds";
import type { AgencyReason } from "./agency-reasons";
import {
  agencySettlement,
  SupplierCostsRefused,
  travelerSettlement,
  type BookingPayment,
  type Settlement,
} from "./cancellation";
import { cancelledBookingOf, closeOpenBalances } from "./cancellation-request";
import { isoDay } from "./money";
import { settledStatus } from "./status";

export interface CancellationDeskDeps {
  getDb: () => Promise<Database>;
  findPackage: (id: string) => TravelPackage | undefined;
  staffAddress: string;
  siteUrl: string;
  /** Stripe's refunds when Stripe is set up (lib/payments/refunds.ts). */
  refunder: Refunder;
  /** The checkout provider, to close a checkout still open on a booking being cancelled. */
  checkouts: PaymentProvider;
  /** Books a payment the provider says was taken (the status check's fulfilment). */
  confirmPaid?: (sessionId: string) => Promise<void>;
  now?: () => Date;
}

/** What became of one booking's settlement. */
export type SettleOutcome =
  | { status: "settled"; refund: number; credit: number }
  | { status: "refused"; reason: string; partly: boolean };

export interface AgencyCancellation {
  reason: AgencyReason;
  note?: string;
}

export interface DepartureCancellation {
  departureId: string;
  settled: string[];
  refused: { reference: string | null; reason: string }[];
}

const money = (minor: number) => formatAmount(minor, "usd").replace(" USD", "");

/** The payments' labels in the mails: "Deposit" and "Balance", or "Payment" when there was one. */
const paymentLabel = (payments: BookingPayment[], sessionId: string) =>
  payments.length < 2 ? "Payment" : payments[0]!.sessionId === sessionId ? "Deposit" : "Balance";

export function createCancellationDesk(deps: CancellationDeskDeps) {
  const now = () => deps.now?.() ?? new Date();

  /**
   * A balance checkout still open on the booking would take money for a trip being cancelled:
   * closed at the provider first. One paid meanwhile is booked, and staff approve again.
   */
  /** The booking's open balance checkouts, closed before it is cancelled (cancellation-request.ts). */
  const closeOpenBalance = (tx: Database, booking: BookingRow) =>
    closeOpenBalances(
      tx,
      booking,
      deps,
      "A balance payment arrived just now: open the booking again to see it, then cancel",
    );

  /** Step 1: refunds written pending, the cancellation "refunding", all under the booking's lock. */
  async function markRefunding(
    tx: Database,
    booking: BookingRow,
    cancellation: CancellationRow,
    settlement: Settlement,
    actor: StaffActor,
  ) {
    await insertRefunds(
      tx,
      settlement.refunds.map((line) => ({
        id: crypto.randomUUID(),
        cancellationId: cancellation.id,
        bookingId: booking.id,
        checkoutSessionId: line.sessionId,
        provider: booking.provider === "local" ? "local" : "stripe",
        amount: line.amount,
      })),
    );
    await updateCancellation(tx, cancellation.id, {
      state: "refunding",
      supplierCosts: settlement.supplierCosts,
      refundAmount: settlement.refund,
      creditAmount: settlement.credit,
      lastError: null,
      decidedById: actor.id,
      decidedByName: actor.name,
      decidedAt: now(),
    });
  }

  /** Step 2: the provider is asked for each pending refund; the local checkout's wait for step 3. */
  async function askProvider(
    db: Database,
    cancellation: CancellationRow,
    reference: string | null,
  ) {
    const refused: string[] = [];
    let unknown: string | null = null;
    for (const refund of await listRefunds(db, cancellation.id)) {
      if (refund.status !== "pending" || refund.provider === "local") continue;
      const answer = await deps.refunder.refund({
        sessionId: refund.checkoutSessionId,
        amount: refund.amount,
        idempotencyKey: `refund-${refund.id}-${refund.attempt}`,
        reference,
      });
      if (answer.status === "refunded") {
        await updateRefund(db, refund.id, {
          status: "succeeded",
          providerRefundId: answer.id,
          error: null,
        });
      } else if (answer.status === "refused") {
        // The next request is a new one, under a new key: the refused one is never replayed.
        await updateRefund(db, refund.id, {
          status: "refused",
          error: answer.reason,
          attempt: refund.attempt + 1,
        });
        refused.push(answer.reason);
      } else {
        await updateRefund(db, refund.id, { error: answer.reason });
        unknown = answer.reason;
      }
    }
    return { refused, unknown };
  }

  /** A refusal: nothing changes, unless another refund was already made (then it waits for staff). */
  async function recordRefusal(
    db: Database,
    bookingId: string,
    reason: string,
    definitive: boolean,
  ): Promise<SettleOutcome> {
    return db.transaction(async (tx) => {
      const booking = await lockBookingById(tx, bookingId);
      const cancellation = booking && (await findCancellation(tx, booking.id));
      if (!booking || !cancellation) throw notFound("Cancellation");
      const made = (await listRefunds(tx, cancellation.id)).some(
        (refund) => refund.status === "succeeded",
      );
      if (!definitive || made) {
        await updateCancellation(tx, cancellation.id, { lastError: reason });
        return { status: "refused", reason, partly: made };
      }
      // Back to where it was: the traveler's request stands as it arrived (agency fields undone),
      // or the agency's attempt on a booking that stands is kept only as "failed", for staff.
      // The refused refunds are withdrawn with it: an approval asks for refunds of its own.
      await withdrawRefunds(tx, cancellation.id);
      if (booking.status !== "cancellation_requested") {
        await updateCancellation(tx, cancellation.id, { state: "failed", lastError: reason });
        return { status: "refused", reason, partly: false };
      }
      const quote = travelerSettlement(
        await bookingPayments(tx, booking),
        booking.startsOn!,
        isoDay(cancellation.requestedAt),
      );
      await updateCancellation(tx, cancellation.id, {
        state: "requested",
        kind: "traveler",
        tier: quote.tier,
        daysBeforeTravel: quote.daysBeforeTravel,
        refundAmount: quote.refund,
        creditAmount: quote.credit,
        reason: null,
        note: null,
        supplierCosts: 0,
        supplierCostsReason: null,
        decidedById: null,
        decidedByName: null,
        decidedAt: null,
        lastError: reason,
      });
      return { status: "refused", reason, partly: false };
    });
  }

  /** Step 3: money, credit, status, seats, mails and the audit entry, in one transaction. */
  async function finish(
    db: Database,
    bookingId: string,
    actor: StaffActor,
  ): Promise<SettleOutcome> {
    return db.transaction(async (tx) => {
      const booking = await lockBookingById(tx, bookingId);
      const cancellation = booking && (await findCancellation(tx, booking.id));
      if (!booking || !cancellation) throw notFound("Cancellation");
      if (cancellation.state === "settled") {
        return {
          status: "settled",
          refund: cancellation.refundAmount,
          credit: cancellation.creditAmount,
        };
      }
      if (cancellation.state !== "refunding") {
        throw new ApiError("conflict", "This cancellation is not being refunded");
      }
      const at = now();
      const payments = await bookingPayments(tx, booking);
      // An earlier approval's refunds that changed nothing are not this one's.
      const refunds = (await listRefunds(tx, cancellation.id)).filter(
        (refund) => refund.status !== "withdrawn",
      );
      for (const refund of refunds) {
        if (refund.status === "refused") {
          throw new ApiError("conflict", "A refund of this cancellation was refused");
        }
        if (refund.status === "pending" && refund.provider !== "local") {
          throw new ApiError("conflict", "A refund of this cancellation is still waiting");
        }
        if (refund.status === "succeeded" && refund.settledAt) continue;
        if (!(await recordPaymentRefund(tx, refund.checkoutSessionId, refund.amount))) {
          throw new ApiError("conflict", "A refund would be more than the payment it returns");
        }
        await updateRefund(tx, refund.id, {
          status: "succeeded",
          settledAt: at,
          providerRefundId: refund.providerRefundId ?? `local_refund_${refund.id}`,
        });
      }
      const credit =
        cancellation.creditAmount > 0
          ? await issueCredit(tx, {
              bookingId: booking.id,
              cancellationId: cancellation.id,
              amount: cancellation.creditAmount,
              currency: booking.currency,
              today: isoDay(at),
            })
          : null;
      await setBookingStatus(
        tx,
        booking.id,
        settledStatus(cancellation.refundAmount, cancellation.creditAmount),
        { balanceDue: 0 },
      );
      await returnSeats(tx, booking, at);
      await updateCancellation(tx, cancellation.id, {
        state: "settled",
        settledAt: at,
        lastError: null,
        creditId: credit?.id ?? null,
      });
      const facts = {
        kind: cancellation.kind === "agency" ? ("agency" as const) : ("traveler" as const),
        requestedAt: cancellation.requestedAt,
        daysBeforeTravel: cancellation.daysBeforeTravel,
        tier: cancellation.tier as Settlement["tier"],
        paid: payments.reduce((sum, payment) => sum + payment.cash + payment.credit, 0),
        reason: cancellation.reason,
        note: cancellation.note,
        supplierCosts: cancellation.supplierCosts,
        supplierCostsReason: cancellation.supplierCostsReason,
        refund: cancellation.refundAmount,
        refunds: refunds.map((refund) => ({
          amount: refund.amount,
          label: paymentLabel(payments, refund.checkoutSessionId),
        })),
        credit: cancellation.creditAmount,
        creditCode: credit?.code ?? null,
        creditExpiresOn: credit?.expiresOn ?? null,
      };
      const toTraveler = !booking.erasedAt && booking.customerEmail !== "";
      const linkToken = toTraveler ? await issueBookingLink(tx, booking.id) : null;
      await queueMails(tx, [
        ...(toTraveler
          ? [cancellationSettled(cancelledBookingOf(booking, linkToken), facts, deps.siteUrl)]
          : []),
        cancellationSettledNotice(
          cancelledBookingOf(booking, null),
          facts,
          actor.name,
          deps.staffAddress,
        ),
      ]);
      await recordStaffAction(tx, actor, {
        action: cancellation.kind === "agency" ? "booking.cancel-by-agency" : "booking.cancel",
        target: booking.reference,
        detail: [
          cancellation.kind === "agency"
            ? `agency: ${cancellation.reason}`
            : `${cancellation.tier}, ${cancellation.daysBeforeTravel} days`,
          `refund ${money(cancellation.refundAmount)} in ${refunds.length} payment(s)`,
          credit ? `credit ${money(credit.amount)} ending ${credit.hint}` : "no credit",
          ...(cancellation.supplierCosts > 0
            ? [`supplier costs ${money(cancellation.supplierCosts)}`]
            : []),
        ].join("; "),
      });
      return {
        status: "settled",
        refund: cancellation.refundAmount,
        credit: cancellation.creditAmount,
      };
    });
  }

  /** Steps 2 and 3 for a cancellation marked refunding. */
  async function settle(
    db: Database,
    bookingId: string,
    actor: StaffActor,
  ): Promise<SettleOutcome> {
    const cancellation = await findCancellation(db, bookingId);
    if (!cancellation) throw notFound("Cancellation");
    const booking = await findBookingById(db, bookingId);
    const { refused, unknown } = await askProvider(db, cancellation, booking?.reference ?? null);
    if (refused.length > 0) return recordRefusal(db, bookingId, refused.join("; "), true);
    if (unknown) return recordRefusal(db, bookingId, unknown, false);
    return finish(db, bookingId, actor);
  }

  /**
   * Staff approve a traveler's request: supplier costs (minor units) with the reason the traveler
   * will read, then the refund or credit the schedule gives from the notice's arrival.
   */
  async function approve(
    reference: string,
    costs: { supplierCosts: number; reason?: string },
    actor: StaffActor,
  ): Promise<SettleOutcome> {
    const db = await deps.getDb();
    const bookingId = await db.transaction(async (tx) => {
      const booking = await lockBookingByReference(tx, reference);
      if (!booking) throw notFound(`Booking ${reference}`);
      const cancellation = await findCancellation(tx, booking.id);
      if (booking.status !== "cancellation_requested" || cancellation?.state !== "requested") {
        throw new ApiError(
          "conflict",
          cancellation?.state === "refunding"
            ? "This cancellation is already being refunded"
            : "This booking has no cancellation request waiting",
        );
      }
      if (costs.supplierCosts > 0 && !costs.reason?.trim()) {
        throw new ApiError(
          "bad_request",
          "Say what the supplier costs are for: the traveler reads this reason",
        );
      }
      let settlement: Settlement;
      try {
        settlement = travelerSettlement(
          await bookingPayments(tx, booking),
          booking.startsOn!,
          isoDay(cancellation.requestedAt),
          costs.supplierCosts,
        );
      } catch (error) {
        if (error instanceof SupplierCostsRefused) {
          const most = error.allowed > 0 ? ` (at most ${money(error.allowed)})` : "";
          throw new ApiError("bad_request", `${error.message}${most}`);
        }
        throw error;
      }
      await closeOpenBalance(tx, booking);
      await markRefunding(tx, booking, cancellation, settlement, actor);
      await updateCancellation(tx, cancellation.id, {
        supplierCostsReason: costs.supplierCosts > 0 ? costs.reason!.trim() : null,
      });
      return booking.id;
    });
    return settle(db, bookingId, actor);
  }

  /** Step 1 of the agency's cancellation of one booking, in the caller's transaction. */
  async function startAgencyCancellation(
    tx: Database,
    booking: BookingRow,
    why: AgencyCancellation,
    actor: StaffActor,
  ) {
    const existing = await findCancellation(tx, booking.id);
    if (existing?.state === "refunding") return; // Only its refunds are left to ask for again.
    if (!["confirmed", "cancellation_requested"].includes(booking.status)) {
      throw new ApiError("conflict", `${booking.reference ?? "This booking"} is already cancelled`);
    }
    const at = now();
    const settlement = agencySettlement(
      await bookingPayments(tx, booking),
      booking.startsOn ?? isoDay(at),
      isoDay(at),
    );
    await closeOpenBalance(tx, booking);
    // A traveler's notice keeps its time of arrival; the agency's own cancellation is dated now.
    const cancellation: CancellationRow = {
      id: existing?.id ?? crypto.randomUUID(),
      bookingId: booking.id,
      kind: "agency",
      requestedAt: existing?.state === "requested" ? existing.requestedAt : at,
      daysBeforeTravel: settlement.daysBeforeTravel,
      tier: "agency",
      reason: why.reason,
      note: why.note?.trim() || null,
      supplierCosts: 0,
      supplierCostsReason: null,
      refundAmount: settlement.refund,
      creditAmount: settlement.credit,
      state: "requested",
      lastError: null,
      decidedById: null,
      decidedByName: null,
      decidedAt: null,
      settledAt: null,
      creditId: null,
    };
    await saveCancellation(tx, cancellation);
    await markRefunding(tx, booking, cancellation, settlement, actor);
  }

  async function cancelByAgency(
    reference: string,
    why: AgencyCancellation,
    actor: StaffActor,
  ): Promise<SettleOutcome> {
    const db = await deps.getDb();
    const bookingId = await db.transaction(async (tx) => {
      const booking = await lockBookingByReference(tx, reference);
      if (!booking) throw notFound(`Booking ${reference}`);
      await startAgencyCancellation(tx, booking, why, actor);
      return booking.id;
    });
    return settle(db, bookingId, actor);
  }

  /** Staff try a refused or unanswered refund again (a new key for a refused one). */
  async function retry(reference: string, actor: StaffActor): Promise<SettleOutcome> {
    const db = await deps.getDb();
    const bookingId = await db.transaction(async (tx) => {
      const booking = await lockBookingByReference(tx, reference);
      const cancellation = booking && (await findCancellation(tx, booking.id));
      if (!booking || !cancellation) throw notFound(`Cancellation of ${reference}`);
      if (cancellation.state !== "refunding") {
        throw new ApiError("conflict", "This cancellation has no refund waiting");
      }
      await retryRefusedRefunds(tx, cancellation.id);
      return booking.id;
    });
    return settle(db, bookingId, actor);
  }

  /**
   * The agency cancels a whole departure: it is sold no more, its open checkouts are closed, and
   * every booking on it is refunded in full with the $500 credit, each in its own transaction and
   * audit entry, under one more entry for the departure. Run again, it settles what was left.
   */
  async function cancelDeparture(
    departureId: string,
    why: AgencyCancellation,
    actor: StaffActor,
  ): Promise<DepartureCancellation> {
    const db = await deps.getDb();
    await db.transaction(async (tx) => {
      // Under the departure's lock no checkout can take a seat while it is being cancelled.
      await lockDeparture(tx, departureId);
      await cancelDepartureRecord(tx, {
        departureId,
        reason: why.reason,
        note: why.note?.trim() || null,
        cancelledById: actor.id,
        cancelledByName: actor.name,
      });
    });
    for (const sessionId of await listOpenDepartureCheckouts(db, departureId)) {
      const closed = await deps.checkouts.closeCheckout(sessionId, db).catch(() => "closed");
      if (closed === "paid") await deps.confirmPaid?.(sessionId).catch(() => undefined);
    }
    const result: DepartureCancellation = { departureId, settled: [], refused: [] };
    for (const { id, reference } of await listBookingsToCancel(db, departureId)) {
      try {
        await db.transaction(async (tx) => {
          const booking = await lockBookingById(tx, id);
          if (booking) await startAgencyCancellation(tx, booking, why, actor);
        });
        const outcome = await settle(db, id, actor);
        if (outcome.status === "settled") result.settled.push(reference ?? id);
        else result.refused.push({ reference, reason: outcome.reason });
      } catch (error) {
        result.refused.push({ reference, reason: (error as Error).message });
      }
    }
    await recordStaffAction(db, actor, {
      action: "departure.cancel",
      target: departureId,
      detail: `agency: ${why.reason}; ${result.settled.length} cancelled, ${result.refused.length} refused`,
    });
    return result;
  }

  return { approve, cancelByAgency, retry, cancelDeparture };
}

export type CancellationDesk = ReturnType<typeof createCancellationDesk>;
