import { retryCancellationRefund } from "@/lib/actions/staff-cancellations";
import { agencyReasonText } from "@/lib/bookings/agency-reasons";
import { travelerSettlement } from "@/lib/bookings/cancellation";
import { daysBeforeText, TIER_TEXT, type TierName } from "@/lib/bookings/cancellation-text";
import { isoDay } from "@/lib/bookings/money";
import type { DeskCancellation } from "@/lib/db/queries/cancellations";
import type { DeskBooking } from "@/lib/contract";
import { formatAmount } from "@/lib/format";
import { UNCHANGED_BOOKING, unchangedMessage } from "@/lib/staff/unchanged";
import { buttonClass } from "@/components/ui/button-link";
import { CancellationAgencyForm } from "./cancellation-agency-form";
import { CancellationApproveForm } from "./cancellation-approve-form";
import { FormError } from "./form-error";
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
 * What approving the request returns by the schedule, from the notice's arrival and what was paid
 * (as the approval computes it), said as the traveler's page says it: "$1,000.00 USD back to the
 * card and $200.00 USD in travel credit, less any supplier costs entered below".
 */
function approvalOutcome(
  booking: DeskBooking,
  desk: DeskCancellation,
  requestedAt: Date,
): string | null {
  if (!booking.starts_on) return null;
  const money = (minor: number) => formatAmount(minor, booking.currency);
  const quote = travelerSettlement(desk.payments, booking.starts_on, isoDay(requestedAt));
  const parts = [
    ...(quote.refund > 0 ? [`${money(quote.refund)} back to the traveler's card`] : []),
    ...(quote.credit > 0 ? [`${money(quote.credit)} in travel credit`] : []),
  ];
  const outcome = parts.length > 0 ? parts.join(" and ") : "nothing back";
  return quote.tier === "half" || quote.tier === "credit"
    ? `${outcome}, less any supplier costs entered below (they reduce it by as much)`
    : outcome;
}

/**
 * The booking's cancellation on the desk: a request to approve with what the approval returns, a
 * refund to try again, what a settled one returned and the agency's note, and the agency's own
 * cancellation while the booking stands. `unchanged`: a post that found nothing to change.
 */
export function CancellationPanel({
  booking,
  desk,
  unchanged,
}: {
  booking: DeskBooking;
  desk: DeskCancellation;
  unchanged?: string;
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
        ...(open.kind === "agency" && open.note
          ? ([["Note to the travelers", open.note]] as [string, React.ReactNode][])
          : []),
        ["Terms", TIER_TEXT[open.tier as TierName] ?? open.tier],
        ["Paid", `${money(paid)}${credited > 0 ? `, of which ${money(credited)} in credit` : ""}`],
        ...(open.state === "requested"
          ? ([["Approving returns", approvalOutcome(booking, desk, open.requestedAt) ?? "—"]] as [
              string,
              React.ReactNode,
            ][])
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
      <FormError error={unchangedMessage(UNCHANGED_BOOKING, unchanged)} />
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
