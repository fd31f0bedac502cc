import Link from "next/link";
import type { BookingRecord } from "@/lib/contract";
import { formatAmount } from "@/lib/format";
import { BalanceBadge } from "./balance-badge";
import { DepartureLink } from "./departure-link";
import { BookingStatusBadge } from "./booking-status-badge";
import { deskDay } from "./format";

const money = (booking: BookingRecord, minor: number) => formatAmount(minor, booking.currency);
const balance = (booking: BookingRecord) =>
  booking.balance_due > 0 ? money(booking, booking.balance_due) : "None";

/** Where the booking stands, and an overdue balance whatever its status. */
function Status({ booking }: { booking: BookingRecord }) {
  return (
    <span className="flex flex-wrap gap-1">
      <BookingStatusBadge status={booking.status} />
      {booking.balance_status === "overdue" && <BalanceBadge status="overdue" />}
    </span>
  );
}

/** The booking's reference, opening its page; bookings older than references have none to open. */
function Reference({ booking }: { booking: BookingRecord }) {
  if (!booking.reference) return <span className="text-muted">No reference</span>;
  return (
    <Link
      href={`/staff/bookings/${booking.reference}`}
      prefetch={false}
      className="font-mono font-semibold text-lavender-700 underline underline-offset-4"
    >
      {booking.reference}
    </Link>
  );
}

/**
 * One page of bookings, overdue balances and cancellation requests first: a table on wide screens, a card a booking on
 * narrow ones (the other is not displayed, so each is read once).
 */
export function BookingList({ bookings }: { bookings: BookingRecord[] }) {
  if (bookings.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-lavender-300 bg-white/60 px-6 py-10 text-center text-muted">
        No bookings match.
      </p>
    );
  }
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-lavender-200 bg-white shadow-sm lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Bookings, overdue balances first, then newest</caption>
          <thead className="bg-lavender-50 text-xs tracking-wider text-muted uppercase">
            <tr>
              {["Reference", "Traveler", "Package and departure", "Travelers", "Paid"].map(
                (heading) => (
                  <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                    {heading}
                  </th>
                ),
              )}
              <th scope="col" className="px-4 py-3 font-semibold">
                Balance <span className="tracking-normal normal-case">(due date)</span>
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-lavender-100">
            {bookings.map((booking) => (
              <tr key={booking.id} className="align-top hover:bg-lavender-50">
                <td className="px-4 py-3 whitespace-nowrap">
                  <Reference booking={booking} />
                </td>
                <td className="px-4 py-3">
                  <span className="block font-semibold text-aubergine">
                    {booking.customer_name}
                  </span>
                  <span className="block [overflow-wrap:anywhere] text-muted">
                    {booking.customer_email}
                  </span>
                </td>
                <td className="px-4 py-3">
                  <span className="block text-ink">{booking.package_name}</span>
                  <DepartureLink booking={booking} />
                </td>
                <td className="px-4 py-3 text-center">{booking.travelers}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {money(booking, booking.amount_paid)}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <span className="block">{balance(booking)}</span>
                  {booking.balance_due_on && (
                    <span className="block text-muted">due {deskDay(booking.balance_due_on)}</span>
                  )}
                </td>
                <td className="px-4 py-3">
                  <Status booking={booking} />
                  {booking.test_mode && <span className="mt-1 block text-xs text-muted">Test</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 lg:hidden">
        {bookings.map((booking) => (
          <li
            key={booking.id}
            className="rounded-2xl border border-lavender-200 bg-white p-5 shadow-sm"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Reference booking={booking} />
              <Status booking={booking} />
            </div>
            <p className="mt-2 font-semibold text-aubergine">{booking.package_name}</p>
            <p className="text-sm text-ink">{booking.customer_name}</p>
            <p className="text-sm [overflow-wrap:anywhere] text-muted">{booking.customer_email}</p>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {(
                [
                  ["Departure", <DepartureLink key="departure" booking={booking} />],
                  ["Travelers", String(booking.travelers)],
                  ["Paid", money(booking, booking.amount_paid)],
                  ["Balance", balance(booking)],
                  ["Due", booking.balance_due_on ? deskDay(booking.balance_due_on) : "—"],
                  ...(booking.test_mode ? [["Payment", "Test checkout"]] : []),
                ] as [string, React.ReactNode][]
              ).map(([term, value]) => (
                <div key={term}>
                  <dt className="text-xs font-semibold tracking-wider text-muted uppercase">
                    {term}
                  </dt>
                  <dd className="text-ink">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
