/**
 * A booking's status, for the desk and the traveler: what is stored (a cancellation asked for or
 * settled) or, for a booking that stands, what its dates and balance make it today. Dates are
 * calendar days in UTC, like every booking date.
 */
import type { BalanceStatus } from "../contract/booking";
import { BOOKING_STATUSES, type BookingStatus } from "../contract/lifecycle";
import { reminderDate } from "./money";

/** What bookings.status holds: confirmed until a cancellation is asked for, then settled. */
export type StoredBookingStatus = Extract<
  BookingStatus,
  "confirmed" | "cancellation_requested" | "cancelled_refunded" | "cancelled_credited" | "cancelled"
>;

export interface StatusFacts {
  status: string;
  startsOn: string | null;
  balanceDue: number;
  balanceSessionId: string | null;
  balanceDueOn: string | null;
}

const isStatus = (value: string): value is BookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(value);

/** A balance still owed: some left to pay and no balance payment recorded. */
export const owes = (booking: StatusFacts) =>
  booking.balanceDue > 0 && booking.balanceSessionId === null;

export function bookingStatus(booking: StatusFacts, today: string): BookingStatus {
  if (booking.status !== "confirmed" && isStatus(booking.status)) return booking.status;
  if (booking.startsOn !== null && booking.startsOn < today) return "travelled";
  if (!owes(booking)) return "paid_in_full";
  // From the reminder's day the balance is what the traveler has to do next.
  if (booking.balanceDueOn !== null && today >= reminderDate(booking.balanceDueOn)) {
    return "balance_due";
  }
  return "confirmed";
}

/** Whether the booking is cancelled, whatever was returned. */
export const isCancelled = (status: string) => status.startsWith("cancelled");

/**
 * The balance as staff read it: a cancelled booking owes nothing and was not paid in full (its
 * money was settled by the cancellation); otherwise owed after its due date, owed, or paid.
 */
export function balanceStatus(booking: StatusFacts, today: string): BalanceStatus {
  if (isCancelled(booking.status)) return "cancelled";
  if (!owes(booking)) return "paid_in_full";
  return booking.balanceDueOn !== null && booking.balanceDueOn < today ? "overdue" : "due";
}

/** The settled status of a cancellation: refunded when money went back, credited when only credit. */
export function settledStatus(refund: number, credit: number): StoredBookingStatus {
  if (refund > 0) return "cancelled_refunded";
  return credit > 0 ? "cancelled_credited" : "cancelled";
}
