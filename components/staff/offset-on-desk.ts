/** What staff read of a booking's carbon offset: paid, included in the package, or not chosen. */
import { getFlightOffset } from "@/lib/content/flights";
import type { BookingRecord } from "@/lib/contract";
import { formatAmount } from "@/lib/format";

export function offsetOnDesk(booking: BookingRecord): string {
  if (booking.offset_total > 0)
    return `${formatAmount(booking.offset_total, booking.currency)}, paid with the first payment`;
  const offer = getFlightOffset(booking.package_id).kind;
  if (offer === "included") return "Included in the package's price";
  return offer === "no_flights" ? "No flights to offset" : "Not chosen";
}
