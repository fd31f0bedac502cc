/**
 * The traveler asks to cancel from their booking page. The agreement counts from the notice's
 * arrival, so the request is recorded with the moment it arrived and its tier is fixed from that
 * moment's UTC date; staff then settle it (lib/bookings/cancellation-desk.ts). A second request,
 * a trip that has begun, an expired or erased link: refused, nothing written.
 */
import "server-only";
import { ApiError, notFound } from "../api/errors";
import type { CancellationReceipt, CancellationRequest, TravelPackage } from "../contract";
import type { Database } from "../db/client";
import { issueBookingLink } from "../db/queries/booking-links";
import { lockBookingByToken, type BookingRow } from "../db/queries/bookings";
import {
  bookingPayments,
  findCancellation,
  saveCancellation,
  setBookingStatus,
} from "../db/queries/cancellations";
import {
  expireOpenCheckoutSession,
  listOpenBalanceCheckouts,
} from "../db/queries/checkout-sessions";
import { queueMails } from "../db/queries/mail-outbox";
import {
  cancellationRequestNotice,
  cancellationRequestReceived,
  type CancelledBooking,
} from "../mail/cancellation-messages";
import { formatLongDate } from "../format";
import type { PaymentProvider } from "../payments/types";
import { travelerSettlement } from "./cancellation";
import { bookingLinkExpired, isBookingLinkExpired } from "./link-expiry";
import { isoDay } from "./money";

export interface RequestDeps {
  findPackage: (id: string) => TravelPackage | undefined;
  staffAddress: string;
  siteUrl: string;
  /** Closes a balance checkout still open at the provider, so nothing is paid after the notice. */
  checkouts: Pick<PaymentProvider, "closeCheckout">;
  /** Books a payment the provider reports, exactly once (the status check). */
  confirmPaid?: (sessionId: string) => Promise<void>;
  now?: () => Date;
}

/**
 * Closes the booking's balance checkouts still open, at the provider and here, under the
 * booking's lock: once a cancellation is asked for or made, no balance can be paid. One the
 * provider reports paid just now is booked (confirmPaid) and `paidMessage` refuses the step, so it
 * is taken again with the payment in view.
 */
export async function closeOpenBalances(
  tx: Database,
  booking: BookingRow,
  deps: Pick<RequestDeps, "checkouts" | "confirmPaid">,
  paidMessage: string,
): Promise<void> {
  for (const open of await listOpenBalanceCheckouts(tx, booking.id)) {
    if ((await deps.checkouts.closeCheckout(open.id, tx)) === "paid") {
      void deps.confirmPaid?.(open.id).catch(() => undefined);
      throw new ApiError("conflict", paidMessage);
    }
    // Closed at the provider; the site's record too, so any credit it held is free again.
    await expireOpenCheckoutSession(tx, open.id);
  }
}

/** The booking as the cancellation mails read it; `linkToken` for the traveler's own mail. */
export const cancelledBookingOf = (
  row: BookingRow,
  linkToken: string | null,
): CancelledBooking => ({
  provider: row.provider === "local" ? "local" : "stripe",
  reference: row.reference,
  packageName: row.packageName,
  customerName: row.customerName,
  customerEmail: row.customerEmail,
  startsOn: row.startsOn,
  currency: row.currency,
  linkToken,
});

/** Why a booking takes no cancellation request now; null when it does. */
async function refusal(db: Database, booking: BookingRow, today: string): Promise<string | null> {
  if (booking.status === "cancellation_requested") {
    const earlier = await findCancellation(db, booking.id);
    const when = earlier ? ` on ${formatLongDate(isoDay(earlier.requestedAt))}` : "";
    return `A cancellation of this booking was already requested${when}; we will confirm it soon`;
  }
  if (booking.status !== "confirmed") return "This booking is already cancelled";
  if (!booking.startsOn) {
    return "This booking has no departure date yet: please write to us to cancel it";
  }
  if (booking.startsOn < today) {
    return "Your trip has begun, so it can no longer be cancelled here: please call us";
  }
  return null;
}

export async function requestCancellation(
  db: Database,
  input: Omit<CancellationRequest, "confirm">,
  deps: RequestDeps,
): Promise<CancellationReceipt> {
  const receipt = await db.transaction(async (tx) => {
    const booking = await lockBookingByToken(tx, input.booking_token);
    if (!booking) throw notFound("Booking");
    // The notice arrives now: read the clock once the booking is ours, not before the lock wait.
    const now = deps.now?.() ?? new Date();
    const today = isoDay(now);
    const days = deps.findPackage(booking.packageId)?.duration_days ?? 1;
    if (isBookingLinkExpired(booking, days, today)) throw bookingLinkExpired();
    const refused = await refusal(tx, booking, today);
    if (refused) throw new ApiError("conflict", refused);
    const quote = travelerSettlement(await bookingPayments(tx, booking), booking.startsOn!, today);
    const tier = quote.tier as CancellationReceipt["tier"];
    if (input.quoted_tier && input.quoted_tier !== tier) {
      throw new ApiError(
        "conflict",
        "The cancellation terms for this booking changed at midnight (UTC) since the page was opened: please check what you would receive now and confirm again",
      );
    }
    // The notice arrives now: a balance checkout opened before it can no longer be paid.
    await closeOpenBalances(
      tx,
      booking,
      deps,
      "A balance payment arrived just now: reload your booking page to see it, then ask again",
    );
    await saveCancellation(tx, {
      id: crypto.randomUUID(),
      bookingId: booking.id,
      kind: "traveler",
      requestedAt: now,
      daysBeforeTravel: quote.daysBeforeTravel,
      tier,
      reason: null,
      note: null,
      supplierCosts: 0,
      supplierCostsReason: null,
      refundAmount: quote.refund,
      creditAmount: quote.credit,
      state: "requested",
      lastError: null,
      decidedById: null,
      decidedByName: null,
      decidedAt: null,
      settledAt: null,
      creditId: null,
    });
    // Balance reminders stop from here (the chaser takes confirmed bookings only).
    await setBookingStatus(tx, booking.id, "cancellation_requested");
    const facts = { ...quote, requestedAt: now, tier };
    const toTraveler = !booking.erasedAt && booking.customerEmail !== "";
    const linkToken = toTraveler ? await issueBookingLink(tx, booking.id) : null;
    await queueMails(tx, [
      ...(toTraveler
        ? [cancellationRequestReceived(cancelledBookingOf(booking, linkToken), facts, deps.siteUrl)]
        : []),
      cancellationRequestNotice(cancelledBookingOf(booking, null), facts, deps.staffAddress),
    ]);
    return {
      reference: booking.reference ?? "",
      status: "cancellation_requested" as const,
      requested_at: now.toISOString(),
      days_before_travel: quote.daysBeforeTravel,
      tier,
    };
  });
  return receipt;
}
