import { retryCancellationRefund } from "@/lib/actions/staff-cancellations";
import { agencyReasonText } from "@/lib/bookings/agency-reasons";
import { daysBeforeText, TIER_TEXT, type TierName } from "@/lib/bookings/cancellation-text";
import type { DeskCancellation } from "@/lib/db/queries/cancellations";
import type { DeskBooking } from "@/lib/db/queries/booking-desk";
import { formatAmount } from "@/lib/format";
import { buttonClass } from "@/components/ui/button-link";
import { CancellationAgencyForm } from "./cancellation-agency-form";
import { CancellationApproveForm } from "./cancellation-approve-form";
import { deskTime } from "./format";

const alertClass = "rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800";

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="mt-3 space-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{term}</dt>
          <dd className="text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The booking's cancellation on the desk: a request to approve, a refund to try again, what a
 * settled one returned, and the agency's own cancellation while the booking stands.
 */
export function CancellationPanel({
  booking,
  desk,
}: {
  booking: DeskBooking;
  desk: DeskCancellation;
}) {
  const money = (minor: number) => formatAmount(minor, booking.currency);
  const { cancellation, credit } = desk;
  const refunds = desk.refunds.filter((refund) => refund.status !== "withdrawn");
  const reference = booking.reference ?? "";
  const paid = desk.payments.reduce((sum, payment) => sum + payment.cash + payment.credit, 0);
  const credited = desk.payments.reduce((sum, payment) => sum + payment.credit, 0);
  const open = cancellation && cancellation.state !== "failed" ? cancellation : null;
  const standing =
    booking.status !== "cancellation_requested" && !booking.status.startsWith("cancelled");
  const rows: [string, React.ReactNode][] = open
    ? [
        [
          open.kind === "agency" ? "Cancelled by" : "Notice arrived",
          open.kind === "agency"
            ? `the agency: ${agencyReasonText(open.reason) ?? ""}`
            : `${deskTime(open.requestedAt)} (${daysBeforeText(open.daysBeforeTravel)})`,
        ],
        ["Terms", TIER_TEXT[open.tier as TierName] ?? open.tier],
        ["Paid", `${money(paid)}${credited > 0 ? `, of which ${money(credited)} in credit` : ""}`],
        ...(open.state === "requested"
          ? []
          : ([
              ...(open.supplierCosts > 0
                ? [
                    [
                      "Supplier costs",
                      `${money(open.supplierCosts)}: ${open.supplierCostsReason ?? ""}`,
                    ],
                  ]
                : []),
              ["Refund", open.refundAmount > 0 ? money(open.refundAmount) : "None"],
              [
                "Credit",
                credit
                  ? `${money(credit.amount)}, code ending ${credit.hint}, valid until ${credit.expiresOn}`
                  : open.creditAmount > 0
                    ? `${money(open.creditAmount)} (issued once the refunds are made)`
                    : "None",
              ],
              ...(open.decidedByName && open.decidedAt
                ? [["Settled by", `${open.decidedByName}, ${deskTime(open.decidedAt)}`]]
                : []),
            ] as [string, React.ReactNode][])),
      ]
    : [];
  return (
    <section
      aria-labelledby="cancellation"
      className="space-y-2 rounded-2xl border border-lavender-200 bg-white p-6 shadow-sm"
    >
      <h2 id="cancellation" className="text-xl text-aubergine">
        Cancellation
      </h2>
      {cancellation?.lastError && cancellation.state !== "settled" && (
        <p role="alert" className={alertClass}>
          The payment provider refused the refund, so nothing changed: {cancellation.lastError}
        </p>
      )}
      {open && <Facts rows={rows} />}
      {refunds.length > 0 && (
        <ul aria-label="Refunds" className="mt-3 space-y-1 text-sm">
          {refunds.map((refund) => (
            <li key={refund.id} className="text-ink">
              {money(refund.amount)}: {refund.status}
              {refund.providerRefundId ? ` (${refund.providerRefundId})` : ""}
              {refund.error && refund.status !== "succeeded" ? `: ${refund.error}` : ""}
            </li>
          ))}
        </ul>
      )}
      {open?.state === "requested" && (
        <CancellationApproveForm
          reference={reference}
          costsAllowed={open.tier !== "full_less_fee"}
          action={open.tier === "credit" ? "Approve and issue the credit" : "Approve and refund"}
        />
      )}
      {open?.state === "refunding" && (
        <form action={retryCancellationRefund} className="mt-4">
          <input type="hidden" name="reference" value={reference} />
          <button type="submit" className={buttonClass("primary", "w-full")}>
            Try the refund again
          </button>
        </form>
      )}
      {!open && !standing && <p className="text-sm text-ink">Nothing to do.</p>}
      {(standing || open?.state === "requested") && (
        <details className="mt-4" open={standing}>
          <summary className="cursor-pointer text-sm font-semibold text-aubergine">
            Cancel on the agency&apos;s behalf
          </summary>
          <CancellationAgencyForm
            reference={reference}
            departureBookings={desk.departureBookings}
          />
        </details>
      )}
      {desk.departureCancelled && (
        <p className="text-sm text-ink">
          This departure was cancelled by the agency: it is no longer sold.
        </p>
      )}
    </section>
  );
}
