import { BOOKING_STATUS_LABELS, type BookingView } from "@/lib/contract";
import { formatAmount, formatLongDate } from "@/lib/format";
import { isoDay } from "@/lib/bookings/money";

/** What the traveler does, or waits for, next: one sentence per status. */
function nextStep(booking: BookingView): string {
  const money = (minor: number) => formatAmount(minor, booking.currency);
  const cancellation = booking.cancellation;
  switch (booking.status) {
    case "confirmed":
      return booking.balance_due_on
        ? `Your place is held. The balance of ${money(booking.balance_due)} is due by ${formatLongDate(booking.balance_due_on)}; we will remind you a week before, and you can pay it here at any time.`
        : "Your place is held. Our concierge will be in touch about the details of your trip.";
    case "balance_due":
      return booking.balance_due_on && booking.balance_due_on < isoDay()
        ? `The balance of ${money(booking.balance_due)} was due on ${formatLongDate(booking.balance_due_on)}: please pay it below, or write to us if you need more time.`
        : `Please pay the balance of ${money(booking.balance_due)} by ${formatLongDate(booking.balance_due_on ?? isoDay())}.`;
    case "paid_in_full":
      return "You are all set: we send your final documents before departure and call you 48 hours before you leave.";
    case "cancellation_requested":
      return `We received your cancellation request on ${cancellation ? formatLongDate(cancellation.requested_at) : "file"}. Our team checks for supplier costs we cannot recover, then confirms the cancellation by e-mail with your refund or credit.`;
    case "cancelled_refunded":
      return "This booking is cancelled. What came back to you is below; a refund usually reaches your card within 5 to 10 working days.";
    case "cancelled_credited":
      return "This booking is cancelled, and nothing was refunded to your card: your travel credit is below, and its code is in the e-mail we sent you.";
    case "cancelled":
      return "This booking is cancelled. Under the terms nothing came back from it; the details are below.";
    case "travelled":
      return "We hope it was a wonderful trip. Write to us any time: we would love to hear how it went.";
  }
}

/** The booking's status and what comes next, at the top of the booking page. */
export function BookingNextStep({ booking }: { booking: BookingView }) {
  return (
    <section aria-labelledby="booking-status" className="mt-8 rounded-2xl bg-lavender-50 p-5">
      <h2 id="booking-status" className="text-sm font-semibold text-aubergine">
        Status: <span className="text-lg">{BOOKING_STATUS_LABELS[booking.status]}</span>
      </h2>
      <p className="mt-2 text-ink">{nextStep(booking)}</p>
    </section>
  );
}
