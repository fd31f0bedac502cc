/** A booking row as its traveler sees it on the private booking page. */
import type { BookingView } from "../contract";
import { cancellationOutcome } from "./money";
import { bookingStatus } from "./status";

export interface BookingFactsRow {
  reference: string | null;
  packageId: string;
  packageName: string;
  startsOn: string | null;
  travelers: number;
  currency: string;
  amountTotal: number;
  tripTotal: number | null;
  amountPaid: number | null;
  balanceDue: number;
  balanceDueOn: string | null;
  offsetTotal?: number;
  provider: string;
}

/** What the booking's life after payment adds, read with its cancellation (lib/bookings/lifecycle-view.ts). */
export type BookingLifecycle = Pick<
  BookingView,
  "status" | "credit_applied" | "cancellation" | "cancellation_today"
>;

export function toBookingView(
  row: BookingFactsRow,
  today: string,
  lifecycle?: BookingLifecycle,
  /** The package's price includes the flights' offset (nothing to choose or pay apart). */
  offsetIncluded = false,
): BookingView {
  const paid = row.amountPaid ?? row.amountTotal;
  return {
    reference: row.reference ?? "",
    package_id: row.packageId,
    package_name: row.packageName,
    starts_on: row.startsOn,
    travelers: row.travelers,
    currency: row.currency,
    trip_total: row.tripTotal ?? row.amountTotal,
    amount_paid: paid,
    balance_due: row.balanceDue,
    balance_due_on: row.balanceDueOn,
    offset_total: row.offsetTotal ?? 0,
    offset_included: offsetIncluded,
    test_mode: row.provider === "local",
    cancellation_today: row.startsOn ? cancellationOutcome(paid, row.startsOn, today) : null,
    status: bookingStatus({ status: "confirmed", balanceSessionId: null, ...row }, today),
    credit_applied: 0,
    cancellation: null,
    ...lifecycle,
  };
}
