/** A booking's parts as the desk's bookings list, a departure's manifest and a booking's page show them. */
import Link from "@/components/ui/link";
import type { BookingRecord } from "@/lib/contract";
import { DeskBadge } from "./desk-badge";
import type { DeskColumn } from "./desk-list";
import { deskDay } from "./format";

/** Where the booking stands, and an overdue balance whatever its status. */
export function BookingStanding({ booking }: { booking: BookingRecord }) {
  return (
    <span className="flex flex-wrap gap-1">
      <DeskBadge kind="booking" status={booking.status} />
      {booking.balance_status === "overdue" && <DeskBadge kind="balance" status="overdue" />}
    </span>
  );
}

/** A booking's reference, opening its page; bookings older than references have none to open. */
export function BookingReference({ reference }: { reference: string | null }) {
  if (!reference) return <span className="text-muted">No reference</span>;
  return (
    <Link
      href={`/staff/bookings/${reference}`}
      prefetch={false}
      className="font-mono font-semibold text-lavender-700 underline underline-offset-4"
    >
      {reference}
    </Link>
  );
}

/** The columns a booking has in every desk table: reference, traveler; balance and status last. */
export function bookingColumns(
  money: (booking: BookingRecord, minor: number) => string,
): Record<"reference" | "traveler" | "balance" | "status", DeskColumn<BookingRecord>> {
  return {
    reference: {
      heading: "Reference",
      className: "whitespace-nowrap",
      cell: (booking) => <BookingReference reference={booking.reference} />,
    },
    traveler: {
      heading: "Traveler",
      cell: (booking) => (
        <>
          <span className="block font-semibold text-aubergine">{booking.customer_name}</span>
          <span className="block [overflow-wrap:anywhere] text-muted">
            {booking.customer_email}
          </span>
        </>
      ),
    },
    balance: {
      heading: (
        <>
          Balance <span className="tracking-normal normal-case">(due date)</span>
        </>
      ),
      className: "whitespace-nowrap",
      cell: (booking) => (
        <>
          <span className="block">
            {booking.balance_due > 0 ? money(booking, booking.balance_due) : "None"}
          </span>
          {booking.balance_due_on && (
            <span className="block text-muted">due {deskDay(booking.balance_due_on)}</span>
          )}
        </>
      ),
    },
    status: {
      heading: "Status",
      cell: (booking) => (
        <>
          <BookingStanding booking={booking} />
          {booking.test_mode && <span className="mt-1 block text-xs text-muted">Test</span>}
        </>
      ),
    },
  };
}
