/**
 * The one fulfilment path, used by the webhook, the local pay route and the status check. The
 * booking row (or its balance payment) and the mails are written in one transaction, and only by
 * the call that wrote the payment, so however often and however concurrently a payment is
 * reported, it counts once.
 */
import "server-only";
import { randomInt } from "node:crypto";
import { getConfig } from "../config";
import type { Database } from "../db/client";
import { issueBookingLink } from "../db/queries/booking-links";
import { markDuplicateNoticed, type CheckoutSessionRow } from "../db/queries/checkout-sessions";
import { findBookingById, insertBookingOnce, recordBalancePayment } from "../db/queries/bookings";
import { queueMail } from "../db/queries/mail-outbox";
import {
  balanceReceipt,
  bookingConfirmation,
  bookingStaffNotice,
  type BookingFacts,
} from "../mail/messages";
import { balancePaidTwiceNotice } from "../mail/hold-messages";
import { BRIEF_ON_BOOKING_PAGE, beforeYouGoText } from "../safety/brief-text";

/** What the site's own checkout record adds: the departure, the party and the payment plan. */
export interface CheckoutPlan {
  purpose: "booking" | "balance";
  departureId: string | null;
  startsOn: string | null;
  travelers: number;
  tripTotal: number | null;
  balanceAfter: number;
  balanceDueOn: string | null;
  bookingId: string | null;
  /** The carbon offset paid with this first payment, minor units. */
  offsetTotal: number;
  /** Taken off this checkout by a travel credit: paid, but never refunded as money. */
  creditApplied?: number;
}

export type PaidSession = Pick<
  BookingFacts,
  | "provider"
  | "sessionId"
  | "packageName"
  | "amountTotal"
  | "currency"
  | "customerEmail"
  | "customerName"
> & {
  packageId: string;
  plan?: CheckoutPlan;
};

export const planOf = (row: CheckoutSessionRow): CheckoutPlan => ({
  purpose: row.purpose === "balance" ? "balance" : "booking",
  departureId: row.departureId,
  startsOn: row.startsOn,
  travelers: row.travelers,
  tripTotal: row.tripTotal,
  balanceAfter: row.balanceAfter,
  balanceDueOn: row.balanceDueOn,
  bookingId: row.bookingId,
  offsetTotal: row.offsetTotal,
  creditApplied: row.creditApplied,
});

/** Letters and digits no one misreads on the phone: no 0/O, 1/I/L. */
const referenceAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const newBookingReference = () =>
  `LC-${Array.from({ length: 8 }, () => referenceAlphabet[randomInt(referenceAlphabet.length)]).join("")}`;

/**
 * Mails link to SITE_URL, whatever address the checkout returned to: a checkout's return address
 * came with a request, and a link made from it could send a payer to a look-alike site.
 */
const siteUrl = () => getConfig().SITE_URL;

/**
 * A balance paid by a second checkout after another paid it (two tabs both paid before either
 * could be closed): the booking is not charged twice in its records, and staff are told once to
 * refund the second payment. True when the notice was queued.
 */
async function noticeSecondBalance(
  tx: Database,
  bookingId: string,
  session: PaidSession,
  staffAddress: string,
): Promise<boolean> {
  const booking = await findBookingById(tx, bookingId);
  if (!booking) return false;
  // A balance paid for a booking cancelled, or whose cancellation was asked for, meanwhile is
  // refunded the same way as a second one.
  const cancelled = booking.status !== "confirmed";
  if (!cancelled && (!booking.balanceSessionId || booking.balanceSessionId === session.sessionId)) {
    return false;
  }
  if (!(await markDuplicateNoticed(tx, session.sessionId))) return false;
  await queueMail(
    tx,
    balancePaidTwiceNotice(
      {
        provider: session.provider,
        reference: booking.reference,
        packageName: booking.packageName,
        customerName: booking.customerName,
        customerEmail: booking.customerEmail,
        currency: session.currency,
        firstSessionId: booking.balanceSessionId,
        secondSessionId: session.sessionId,
        secondAmount: session.amountTotal,
      },
      staffAddress,
    ),
  );
  return true;
}

/** `created`: this call recorded the payment; `mailQueued`: it queued a mail to send. */
export async function fulfil(
  db: Database,
  session: PaidSession,
  staffAddress: string,
): Promise<{ created: boolean; mailQueued: boolean }> {
  const plan = session.plan;
  if (plan?.purpose === "balance" && plan.bookingId) {
    const bookingId = plan.bookingId;
    return db.transaction(async (tx) => {
      const booking = await recordBalancePayment(
        tx,
        bookingId,
        session.sessionId,
        session.amountTotal,
        plan.creditApplied,
      );
      if (!booking) {
        const noticed = await noticeSecondBalance(tx, bookingId, session, staffAddress);
        return { created: false, mailQueued: noticed };
      }
      const linkToken = booking.erasedAt ? null : await issueBookingLink(tx, booking.id);
      await queueMail(
        tx,
        balanceReceipt(
          { ...booking, linkToken },
          { card: session.amountTotal, credit: plan.creditApplied ?? 0 },
          session.provider,
          siteUrl(),
        ),
      );
      return { created: true, mailQueued: true };
    });
  }
  const created = await db.transaction(async (tx) => {
    const booking = await insertBookingOnce(tx, {
      provider: session.provider,
      sessionId: session.sessionId,
      packageId: session.packageId,
      packageName: session.packageName,
      amountTotal: session.amountTotal,
      currency: session.currency,
      customerEmail: session.customerEmail,
      customerName: session.customerName,
      reference: newBookingReference(),
      departureId: plan?.departureId ?? null,
      startsOn: plan?.startsOn ?? null,
      travelers: plan?.travelers ?? 1,
      tripTotal: plan?.tripTotal ?? session.amountTotal,
      balanceDue: plan?.balanceAfter ?? 0,
      balanceDueOn: plan?.balanceDueOn ?? null,
      offsetTotal: plan?.offsetTotal ?? 0,
      creditApplied: plan?.creditApplied ?? 0,
    });
    if (booking) {
      const facts: BookingFacts = {
        ...session,
        reference: booking.reference ?? session.sessionId,
        // The traveler's mail carries the link; the database keeps only its hash.
        linkToken: session.customerEmail ? await issueBookingLink(tx, booking.id) : null,
        startsOn: booking.startsOn,
        travelers: booking.travelers,
        tripTotal: booking.tripTotal,
        balanceDue: booking.balanceDue,
        balanceDueOn: booking.balanceDueOn,
        offsetTotal: booking.offsetTotal,
        creditApplied: booking.creditApplied,
        origin: siteUrl(),
        beforeYouGo: beforeYouGoText(session.packageId, BRIEF_ON_BOOKING_PAGE, siteUrl()),
      };
      if (session.customerEmail) await queueMail(tx, bookingConfirmation(facts));
      await queueMail(tx, bookingStaffNotice(facts, staffAddress));
    }
    return Boolean(booking);
  });
  return { created, mailQueued: created };
}
