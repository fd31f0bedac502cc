/** A booking's statuses, apart from the rest of its lifecycle: the checkout status names them too. */
import { z } from "zod";

/**
 * Where a booking stands. confirmed: booked, its balance not yet due (or none left before the
 * reminder week); balance_due: the balance's reminder week has come, or its date has passed;
 * paid_in_full; cancellation_requested: the traveler asked, staff have not yet settled it;
 * cancelled_refunded / cancelled_credited: settled with money back, or with a credit only;
 * cancelled: settled with nothing to return; travelled: the departure date has passed.
 */
export const BOOKING_STATUSES = [
  "confirmed",
  "balance_due",
  "paid_in_full",
  "cancellation_requested",
  "cancelled_refunded",
  "cancelled_credited",
  "cancelled",
  "travelled",
] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  confirmed: "Confirmed",
  balance_due: "Balance due",
  paid_in_full: "Paid in full",
  cancellation_requested: "Cancellation requested",
  cancelled_refunded: "Cancelled (refunded)",
  cancelled_credited: "Cancelled (credited)",
  cancelled: "Cancelled",
  travelled: "Travelled",
};
