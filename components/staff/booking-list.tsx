import type { BookingRecord } from "@/lib/contract";
import { formatAmount } from "@/lib/format";
import { BookingReference, BookingStanding, bookingColumns } from "./booking-cells";
import { DepartureLink } from "./departure-link";
import { DeskCardTop, DeskEmpty, DeskTable, DeskTerms } from "./desk-list";
import { deskDay } from "./format";

const money = (booking: BookingRecord, minor: number) => formatAmount(minor, booking.currency);
const balance = (booking: BookingRecord) =>
  booking.balance_due > 0 ? money(booking, booking.balance_due) : "None";
const cells = bookingColumns(money);

/**
 * One page of bookings, overdue balances and cancellation requests first: a table on wide screens,
 * a card a booking on narrow ones.
 */
export function BookingList({ bookings, empty }: { bookings: BookingRecord[]; empty: string }) {
  if (bookings.length === 0) return <DeskEmpty>{empty}</DeskEmpty>;
  return (
    <DeskTable
      rows={bookings}
      rowKey={(booking) => booking.id}
      caption="Bookings, overdue balances first, then newest"
      columns={[
        cells.reference,
        cells.traveler,
        {
          heading: "Package and departure",
          cell: (booking) => (
            <>
              <span className="block text-ink">{booking.package_name}</span>
              <DepartureLink booking={booking} />
            </>
          ),
        },
        { heading: "Travelers", className: "text-center", cell: (booking) => booking.travelers },
        {
          heading: "Paid",
          className: "whitespace-nowrap",
          cell: (booking) => money(booking, booking.amount_paid),
        },
        cells.balance,
        cells.status,
      ]}
      card={(booking) => (
        <>
          <DeskCardTop>
            <BookingReference reference={booking.reference} />
            <BookingStanding booking={booking} />
          </DeskCardTop>
          <p className="mt-2 font-semibold text-aubergine">{booking.package_name}</p>
          <p className="text-sm text-ink">{booking.customer_name}</p>
          <p className="text-sm [overflow-wrap:anywhere] text-muted">{booking.customer_email}</p>
          <DeskTerms
            terms={[
              ["Departure", <DepartureLink key="departure" booking={booking} />],
              ["Travelers", String(booking.travelers)],
              ["Paid", money(booking, booking.amount_paid)],
              ["Balance", balance(booking)],
              ["Due", booking.balance_due_on ? deskDay(booking.balance_due_on) : "—"],
              ...(booking.test_mode ? [["Payment", "Test checkout"] as [string, string]] : []),
            ]}
          />
        </>
      )}
    />
  );
}
