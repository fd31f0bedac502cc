import Link from "@/components/ui/link";
import type { BookingView } from "@/lib/contract";
import {
  AGENCY_CANCELLATION_CREDIT,
  CREDIT_VALID_MONTHS,
  FULL_REFUND_AFTER_DAYS,
  HALF_REFUND_FROM_DAYS,
  PROCESSING_FEE,
} from "@/lib/bookings/cancellation";
import { CREDIT_NEVER_CASH, daysBeforeText, TIER_TEXT } from "@/lib/bookings/cancellation-text";
import { formatAmount, formatLongDate } from "@/lib/format";
import { CancellationRequestForm } from "./cancellation-request-form";

type Quote = NonNullable<BookingView["cancellation_today"]>;
type Cancellation = NonNullable<BookingView["cancellation"]>;

/**
 * "$5,312.50 back to your card and $500.00 in travel credit", or "nothing back"; `whose` card:
 * "my" where the traveler says it (the box they tick).
 */
function returned(refund: number, credit: number, currency: string, whose = "your"): string {
  const money = (minor: number) => formatAmount(minor, currency);
  const parts = [
    ...(refund > 0 ? [`${money(refund)} back to ${whose} card`] : []),
    ...(credit > 0 ? [`${money(credit)} in travel credit`] : []),
  ];
  return parts.length > 0 ? parts.join(" and ") : "nothing back";
}

/** The schedule for a fixed-price package, with exactly the fees that apply to one. */
function Schedule() {
  return (
    <>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-ink">
        <li>
          More than {FULL_REFUND_AFTER_DAYS} days before travel: a full refund, minus the $
          {PROCESSING_FEE} processing fee.
        </li>
        <li>
          {HALF_REFUND_FROM_DAYS} to {FULL_REFUND_AFTER_DAYS} days before travel: a 50% refund of
          what you paid, minus supplier costs we cannot recover.
        </li>
        <li>
          Fewer than {HALF_REFUND_FROM_DAYS} days before travel: no refund, but a travel credit for
          what you paid, minus supplier costs we cannot recover, valid for {CREDIT_VALID_MONTHS}{" "}
          months.
        </li>
      </ul>
      <p className="mt-3 text-sm text-muted">
        A fixed-price package carries no planning fee: the ${PROCESSING_FEE} processing fee is the
        only fee, and only more than {FULL_REFUND_AFTER_DAYS} days out. Supplier costs are entered
        by our team with the reason for each, which we show you. {CREDIT_NEVER_CASH} If we cancel,
        you get everything back plus a ${AGENCY_CANCELLATION_CREDIT} credit. See our{" "}
        <Link className="underline" href="/legal/terms#8-cancellation-by-you">
          terms
        </Link>
        .
      </p>
    </>
  );
}

function QuoteAndForm({
  booking,
  quote,
  token,
}: {
  booking: BookingView;
  quote: Quote;
  token: string;
}) {
  if (quote.tier === "departed") {
    return (
      <p className="mt-4 text-ink">
        Your trip has begun, so it can no longer be cancelled here: please call us.
      </p>
    );
  }
  const outcome = returned(quote.refund, quote.credit, booking.currency);
  const costs =
    quote.tier === "full_less_fee" ? "" : ", minus any supplier costs we cannot recover";
  return (
    <>
      <p className="mt-4 text-ink">
        Asked today, {daysBeforeText(quote.days_before_travel)}, a cancellation falls under{" "}
        {TIER_TEXT[quote.tier]}: <strong>{outcome}</strong>
        {costs}. We count from the moment your request reaches us.
      </p>
      <CancellationRequestForm
        token={token}
        reference={booking.reference}
        tier={quote.tier}
        outcome={`${returned(quote.refund, quote.credit, booking.currency, "my")}${costs}`}
      />
    </>
  );
}

/** A request on its way, or a settled cancellation with what came back. */
function CancellationState({
  booking,
  cancellation,
}: {
  booking: BookingView;
  cancellation: Cancellation;
}) {
  const money = (minor: number) => formatAmount(minor, booking.currency);
  const arrived = new Date(cancellation.requested_at);
  const arrivedText = `${formatLongDate(cancellation.requested_at)} at ${arrived.toISOString().slice(11, 16)} UTC`;
  if (cancellation.state !== "settled") {
    return (
      <p className="mt-4 text-ink">
        Your cancellation request arrived on {arrivedText},{" "}
        {daysBeforeText(cancellation.days_before_travel)}, so it falls under{" "}
        {TIER_TEXT[cancellation.tier]}.{" "}
        {cancellation.state === "refunding"
          ? "We are making your refund now."
          : cancellation.tier === "full_less_fee"
            ? `Our team will confirm it by e-mail and refund what you paid, less the $${PROCESSING_FEE} processing fee.`
            : "Our team is checking for supplier costs we cannot recover; we will confirm it by e-mail."}
      </p>
    );
  }
  const rows: [string, string][] = [
    ...(cancellation.kind === "agency"
      ? [["Cancelled by", "Lavender Compass"] as [string, string]]
      : []),
    ...(cancellation.reason ? [["Why", cancellation.reason] as [string, string]] : []),
    ...(cancellation.note ? [["Our note", cancellation.note] as [string, string]] : []),
    ...(cancellation.kind === "traveler"
      ? [
          [
            "Your request arrived",
            `${arrivedText} (${daysBeforeText(cancellation.days_before_travel)})`,
          ] as [string, string],
        ]
      : []),
    ...(cancellation.supplier_costs > 0
      ? [
          [
            "Supplier costs we could not recover",
            `${money(cancellation.supplier_costs)}: ${cancellation.supplier_costs_reason ?? ""}`,
          ] as [string, string],
        ]
      : []),
    ...(cancellation.kind === "traveler" && cancellation.tier === "full_less_fee"
      ? [["Processing fee", money(PROCESSING_FEE * 100)] as [string, string]]
      : []),
    ["Refunded to your card", cancellation.refund > 0 ? money(cancellation.refund) : "Nothing"],
    [
      "Travel credit",
      cancellation.credit > 0
        ? `${money(cancellation.credit)}, code ending ${cancellation.credit_hint ?? ""} (sent by e-mail), valid until ${formatLongDate(cancellation.credit_expires_on ?? cancellation.requested_at)}`
        : "None",
    ],
  ];
  return (
    <dl className="mt-4">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-6 border-b border-lavender-100 py-3">
          <dt className="text-muted">{term}</dt>
          <dd className="text-right font-semibold text-aubergine">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The booking page's cancellation: the terms, today's outcome and the request, or its state. */
export function CancellationSection({ booking, token }: { booking: BookingView; token: string }) {
  const cancellation = booking.cancellation;
  const quote = booking.cancellation_today;
  return (
    <section className="mt-12" aria-labelledby="cancel-heading">
      <h2 id="cancel-heading" className="text-2xl font-semibold text-aubergine">
        {cancellation ? "Your cancellation" : "If you cancel"}
      </h2>
      {cancellation ? (
        <CancellationState booking={booking} cancellation={cancellation} />
      ) : (
        <>
          <Schedule />
          {quote && booking.status !== "travelled" && (
            <QuoteAndForm booking={booking} quote={quote} token={token} />
          )}
        </>
      )}
    </section>
  );
}
