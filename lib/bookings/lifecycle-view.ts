/**
 * The traveler's view of a booking's life after payment: its status, what cancelling today would
 * return (card and credit apart), and its cancellation once asked for or settled.
 */
import "server-only";
import type { BookingCancellationView } from "../contract";
import type { Database } from "../db/client";
import type { BookingRow } from "../db/queries/bookings";
import { bookingPayments, findCancellation } from "../db/queries/cancellations";
import { findCredit } from "../db/queries/credits";
import { agencyReasonText } from "./agency-reasons";
import { travelerSettlement } from "./cancellation";
import { bookingStatus } from "./status";
import type { BookingLifecycle } from "./view";

export async function readBookingLifecycle(
  db: Database,
  row: BookingRow,
  today: string,
): Promise<BookingLifecycle> {
  const stored = await findCancellation(db, row.id);
  // An agency attempt the provider refused changed nothing for the traveler.
  const cancellation = stored && stored.state !== "failed" ? stored : undefined;
  const credit = cancellation?.creditId ? await findCredit(db, cancellation.creditId) : undefined;
  let quote: BookingLifecycle["cancellation_today"] = null;
  if (row.status === "confirmed" && row.startsOn) {
    const settlement = travelerSettlement(await bookingPayments(db, row), row.startsOn, today);
    quote = {
      tier: settlement.tier === "agency" ? "full_less_fee" : settlement.tier,
      days_before_travel: settlement.daysBeforeTravel,
      refund: settlement.refund,
      credit: settlement.credit,
    };
  }
  const view: BookingCancellationView | null = cancellation
    ? {
        kind: cancellation.kind === "agency" ? "agency" : "traveler",
        state: cancellation.state as BookingCancellationView["state"],
        requested_at: cancellation.requestedAt.toISOString(),
        days_before_travel: cancellation.daysBeforeTravel,
        tier: cancellation.tier as BookingCancellationView["tier"],
        reason: agencyReasonText(cancellation.reason),
        note: cancellation.note,
        supplier_costs: cancellation.supplierCosts,
        supplier_costs_reason: cancellation.supplierCostsReason,
        refund: cancellation.refundAmount,
        credit: cancellation.creditAmount,
        credit_hint: credit?.codeHint ?? null,
        credit_expires_on: credit?.expiresOn ?? null,
        settled_at: cancellation.settledAt?.toISOString() ?? null,
      }
    : null;
  return {
    status: bookingStatus(row, today),
    credit_applied: row.creditApplied,
    cancellation: view,
    cancellation_today: quote,
  };
}
