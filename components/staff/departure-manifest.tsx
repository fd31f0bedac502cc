import type { DepartureManifest as Manifest } from "@/lib/contract";
import { formatAmount } from "@/lib/format";
import { bookingColumns } from "./booking-cells";
import { DeskEmpty, DeskTable } from "./desk-list";

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
    return <DeskEmpty>No bookings on this departure yet.</DeskEmpty>;
  }
  const cells = bookingColumns((_, minor) => money(minor));
  return (
    <DeskTable
      rows={bookings}
      rowKey={(booking) => booking.id}
      hover={false}
      caption="Bookings on this departure, in the order they were made"
      columns={[
        cells.reference,
        { ...cells.traveler, heading: "Lead traveler" },
        { heading: "Travelers", className: "text-center", cell: (booking) => booking.travelers },
        {
          heading: "Trip total",
          className: "whitespace-nowrap",
          cell: (booking) => money(booking.trip_total),
        },
        {
          heading: "Carbon offset",
          className: "whitespace-nowrap",
          cell: (booking) => (booking.offset_total > 0 ? money(booking.offset_total) : "None"),
        },
        {
          heading: "Paid",
          className: "whitespace-nowrap",
          cell: (booking) => money(booking.amount_paid),
        },
        {
          heading: "Refunded",
          className: "whitespace-nowrap",
          cell: (booking) => returned(booking.refunded),
        },
        {
          heading: "Credit issued",
          className: "whitespace-nowrap",
          cell: (booking) => (
            <>
              <span className="block">{returned(booking.credit_issued)}</span>
              {booking.supplier_costs > 0 && (
                <span className="block text-muted">
                  {money(booking.supplier_costs)} supplier costs kept
                </span>
              )}
            </>
          ),
        },
        cells.balance,
        cells.status,
      ]}
      footer={
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
      }
    />
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
