import Link from "next/link";
import type { BookingRecord } from "@/lib/contract";
import type { DepartureManifest as Manifest } from "@/lib/db/queries/departure-manifest";
import { formatAmount } from "@/lib/format";
import { BalanceBadge } from "./balance-badge";
import { BookingStatusBadge } from "./booking-status-badge";
import { deskDay } from "./format";

const HEADINGS = [
  "Reference",
  "Lead traveler",
  "Travelers",
  "Trip total",
  "Carbon offset",
  "Paid",
  "Refunded",
  "Credit issued",
];

const bookingsText = (count: number) => `${count} ${count === 1 ? "booking" : "bookings"}`;

/**
 * A departure's bookings in the order they were sold, with their travelers, amounts, open balances,
 * real status and what a cancellation returned; the totals a guide and the accounts need count the
 * bookings that stand, and settled cancellations apart.
 */
export function DepartureManifest({ manifest }: { manifest: Manifest }) {
  const { bookings, totals, cancelledTotals } = manifest;
  const currency = bookings[0]?.currency ?? "usd";
  const money = (minor: number) => formatAmount(minor, currency);
  const returned = (minor: number) => (minor > 0 ? money(minor) : "None");
  if (bookings.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-lavender-300 bg-white/60 px-6 py-10 text-center text-muted">
        No bookings on this departure yet.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-2xl border border-lavender-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          Bookings on this departure, in the order they were made
        </caption>
        <thead className="bg-lavender-50 text-xs tracking-wider text-muted uppercase">
          <tr>
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
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
            <tr key={booking.id} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap">
                {booking.reference ? (
                  <Link
                    href={`/staff/bookings/${booking.reference}`}
                    prefetch={false}
                    className="font-mono font-semibold text-lavender-700 underline underline-offset-4"
                  >
                    {booking.reference}
                  </Link>
                ) : (
                  <span className="text-muted">No reference</span>
                )}
              </td>
              <td className="px-4 py-3">
                <span className="block font-semibold text-aubergine">{booking.customer_name}</span>
                <span className="block [overflow-wrap:anywhere] text-muted">
                  {booking.customer_email}
                </span>
              </td>
              <td className="px-4 py-3 text-center">{booking.travelers}</td>
              <td className="px-4 py-3 whitespace-nowrap">{money(booking.trip_total)}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                {booking.offset_total > 0 ? money(booking.offset_total) : "None"}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{money(booking.amount_paid)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{returned(booking.refunded)}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <span className="block">{returned(booking.credit_issued)}</span>
                {booking.supplier_costs > 0 && (
                  <span className="block text-muted">
                    {money(booking.supplier_costs)} supplier costs kept
                  </span>
                )}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <span className="block">
                  {booking.balance_due > 0 ? money(booking.balance_due) : "None"}
                </span>
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
        <tfoot className="border-t-2 border-lavender-200 font-semibold text-aubergine">
          <tr>
            <th scope="row" colSpan={2} className="px-4 py-3">
              {bookingsText(totals.bookings)}
              {cancelledTotals.bookings > 0 &&
                (totals.bookings === 1 ? " that stands" : " that stand")}
            </th>
            <td className="px-4 py-3 text-center">{totals.travelers}</td>
            <td className="px-4 py-3 whitespace-nowrap">{money(totals.tripTotal)}</td>
            <td className="px-4 py-3 whitespace-nowrap">{money(totals.offsetTotal)}</td>
            <td className="px-4 py-3 whitespace-nowrap">{money(totals.paid)}</td>
            <td className="px-4 py-3" colSpan={2} />
            <td className="px-4 py-3 whitespace-nowrap" colSpan={2}>
              {totals.balanceDue > 0
                ? `${money(totals.balanceDue)} still to pay`
                : "Nothing to pay"}
            </td>
          </tr>
          {(cancelledTotals.bookings > 0 ||
            cancelledTotals.refunded > 0 ||
            cancelledTotals.creditIssued > 0) && (
            <tr className="font-normal text-ink">
              <th scope="row" colSpan={2} className="px-4 py-3 font-semibold">
                {bookingsText(cancelledTotals.bookings)} cancelled, not counted above
              </th>
              <td className="px-4 py-3 text-center">{cancelledTotals.travelers}</td>
              <td className="px-4 py-3" colSpan={2} />
              <td className="px-4 py-3 whitespace-nowrap">{money(cancelledTotals.paid)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{money(cancelledTotals.refunded)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{money(cancelledTotals.creditIssued)}</td>
              <td className="px-4 py-3 whitespace-nowrap" colSpan={2}>
                {keptText(cancelledTotals, money)}
              </td>
            </tr>
          )}
        </tfoot>
      </table>
    </div>
  );
}

/** What the cancellations kept back: supplier costs and processing fees, or nothing. */
function keptText(
  { supplierCosts, processingFees }: { supplierCosts: number; processingFees: number },
  money: (minor: number) => string,
): string {
  const kept = [
    ...(supplierCosts > 0 ? [`${money(supplierCosts)} supplier costs`] : []),
    ...(processingFees > 0 ? [`${money(processingFees)} processing fees`] : []),
  ];
  return kept.length > 0 ? `${kept.join(" and ")} kept` : "No supplier costs or fees kept";
}

/** Where the booking stands, and an overdue balance whatever its status. */
function Status({ booking }: { booking: BookingRecord }) {
  return (
    <span className="flex flex-wrap gap-1">
      <BookingStatusBadge status={booking.status} />
      {booking.balance_status === "overdue" && <BalanceBadge status="overdue" />}
    </span>
  );
}
