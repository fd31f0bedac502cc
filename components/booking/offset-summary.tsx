import type { BookingView } from "@/lib/contract";
import { formatAmount } from "@/lib/format";

/**
 * The booking page's line for the carbon offset: what was paid for it and when, or that the
 * package's price includes it. Nothing when the traveler did not choose one.
 */
export function OffsetSummary({ booking }: { booking: BookingView }) {
  const value =
    booking.offset_total > 0
      ? `${formatAmount(booking.offset_total, booking.currency)}, paid with your first payment`
      : booking.offset_included
        ? "Included in the trip's price"
        : null;
  if (!value) return null;
  return (
    <div className="flex justify-between gap-6 border-b border-lavender-100 py-3">
      <dt className="text-muted">Carbon offset for the flights</dt>
      <dd className="text-right font-semibold text-aubergine">{value}</dd>
    </div>
  );
}
