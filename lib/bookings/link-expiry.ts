/**
 * How long a booking's private link opens its page: until 90 days after the trip ends, long enough
 * for the follow-up, a late question about a payment or a refund; after that the page says the
 * link has expired and how to reach the agency. The booking itself is kept, as the privacy policy
 * says. Days are calendar days in UTC, like every booking date.
 */
import { ApiError } from "../api/errors";
import { addDays, isoDay } from "./money";

export const LINK_DAYS_AFTER_TRIP = 90;
/** A booking with no departure date (made before departures existed) counts a year from booking. */
export const UNDATED_TRIP_DAYS = 365;

export interface LinkedBooking {
  startsOn: string | null;
  createdAt: Date;
}

/** The last day the link opens the booking: 90 days after the trip's last day. */
export function bookingLinkLastDay(booking: LinkedBooking, durationDays: number): string {
  const tripEnds = booking.startsOn
    ? addDays(booking.startsOn, Math.max(durationDays, 1) - 1)
    : addDays(isoDay(booking.createdAt), UNDATED_TRIP_DAYS);
  return addDays(tripEnds, LINK_DAYS_AFTER_TRIP);
}

export const isBookingLinkExpired = (booking: LinkedBooking, durationDays: number, today: string) =>
  today > bookingLinkLastDay(booking, durationDays);

/** 410: the link was a real one, and its time is over. */
export const bookingLinkExpired = () =>
  new ApiError(
    "gone",
    `This booking link has expired: links stop working ${LINK_DAYS_AFTER_TRIP} days after the trip. Please contact us for anything about this booking`,
  );
