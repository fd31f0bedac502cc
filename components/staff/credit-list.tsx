import Link from "next/link";
import type { CreditRecord } from "@/lib/contract";
import { formatAmount } from "@/lib/format";
import { deskDay, deskTime } from "./format";

const STATUS_LABELS: Record<CreditRecord["status"], string> = {
  active: "Active",
  held: "Held by a checkout",
  used: "Used",
  expired: "Expired",
};

const BookingLink = ({ reference }: { reference: string | null }) =>
  reference ? (
    <Link
      href={`/staff/bookings/${reference}`}
      prefetch={false}
      className="font-mono font-semibold text-lavender-700 underline underline-offset-4"
    >
      {reference}
    </Link>
  ) : (
    <span className="text-muted">No reference</span>
  );

/**
 * Travel credits, newest first: the code's last four characters (never the code), the booking
 * that gave it, what is used, held by an open checkout and left, its expiry, and each use.
 */
export function CreditList({ credits }: { credits: CreditRecord[] }) {
  if (credits.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-lavender-300 bg-white/60 px-6 py-10 text-center text-muted">
        No travel credits yet.
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {credits.map((credit) => {
        const money = (minor: number) => formatAmount(minor, credit.currency);
        return (
          <li
            key={credit.id}
            className="rounded-2xl border border-lavender-200 bg-white p-5 shadow-sm"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="font-mono text-lg text-aubergine">Code ending {credit.code_hint}</h2>
              <span className="rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-lavender-300">
                {STATUS_LABELS[credit.status]}
              </span>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
              {(
                [
                  ["From booking", <BookingLink key="b" reference={credit.booking_reference} />],
                  ["Amount", money(credit.amount)],
                  ["Used", money(credit.used)],
                  ["Held by an open checkout", money(credit.held)],
                  ["Left", money(credit.remaining)],
                  ["Issued", deskTime(credit.issued_at)],
                  ["Valid until", deskDay(credit.expires_on)],
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
            {credit.uses.length > 0 && (
              <ul
                aria-label={`Uses of the code ending ${credit.code_hint}`}
                className="mt-3 text-sm"
              >
                {credit.uses.map((use, index) => (
                  <li key={index} className="text-ink">
                    {money(use.amount)} on <BookingLink reference={use.booking_reference} />,{" "}
                    {deskTime(use.at)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
