/** A booking as the safety mails name it: its traveler, trip and a fresh link to its page. */
import "server-only";
import type { Database } from "../db/client";
import { issueBookingLink } from "../db/queries/booking-links";
import type { BookingRow } from "../db/queries/bookings";
import type { TravelerBooking } from "../mail/safety-messages";

export async function travelerBooking(tx: Database, booking: BookingRow): Promise<TravelerBooking> {
  return {
    provider: booking.provider === "local" ? "local" : "stripe",
    customerEmail: booking.customerEmail,
    customerName: booking.customerName,
    packageName: booking.packageName,
    reference: booking.reference,
    startsOn: booking.startsOn,
    linkToken: await issueBookingLink(tx, booking.id),
  };
}
