import type { DeskBooking } from "@/lib/contract";
import { formatAmount } from "@/lib/format";
import { DepartureLink } from "./departure-link";
import { deskDay, deskTime } from "./format";
import { offsetOnDesk } from "./offset-on-desk";

/** Everything the agency knows about a booking, amounts as the traveler's page shows them. */
export function BookingFacts({ booking }: { booking: DeskBooking }) {
  const money = (minor: number) => formatAmount(minor, booking.currency);
  const facts: [string, React.ReactNode][] = [
    ["Package", booking.package_name],
    ["Departure", <DepartureLink key="departure" booking={booking} />],
    ["Travelers", booking.travelers],
    ["Traveler", booking.customer_name],
    [
      "E-mail",
      <a
        key="email"
        href={`mailto:${booking.customer_email}`}
        className="[overflow-wrap:anywhere] text-lavender-700 underline underline-offset-4"
      >
        {booking.customer_email}
      </a>,
    ],
    ["Trip total", money(booking.trip_total)],
    ["Carbon offset", offsetOnDesk(booking)],
    ["Paid", money(booking.amount_paid)],
    ["Paid with travel credit", booking.credit_applied > 0 ? money(booking.credit_applied) : null],
    [
      "Balance",
      booking.balance_status === "cancelled"
        ? "None: the booking is cancelled"
        : booking.status === "cancellation_requested"
          ? "On hold: a cancellation request waits"
          : booking.balance_due > 0
            ? money(booking.balance_due)
            : "Nothing: paid in full",
    ],
    ["Balance due on", booking.balance_due_on ? deskDay(booking.balance_due_on) : null],
    ["Balance paid", booking.balancePaidAt ? deskTime(booking.balancePaidAt) : null],
    ["Booked", deskTime(booking.created_at)],
    ["Payment", booking.test_mode ? "Test checkout: no money was taken" : "Stripe"],
    [
      "Checkout session",
      <code key="session" className="text-xs break-all">
        {booking.session_id}
      </code>,
    ],
    ["Traveler erased", booking.erasedAt ? deskTime(booking.erasedAt) : null],
  ];
  return (
    <section
      aria-labelledby="booking-facts"
      className="rounded-2xl border border-lavender-200 bg-white p-6 shadow-sm"
    >
      <h2 id="booking-facts" className="text-xl text-aubergine">
        Booking
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts
          .filter(([, value]) => value !== null)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{label}</dt>
              <dd className="mt-0.5 text-ink">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
