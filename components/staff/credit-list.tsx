import type { CreditRecord } from "@/lib/contract";
import { formatAmount } from "@/lib/format";
import { BookingReference } from "./booking-cells";
import { cardClass, DeskCardTop, DeskEmpty, DeskTerms } from "./desk-list";
import { deskDay, deskTime } from "./format";

const STATUS_LABELS: Record<CreditRecord["status"], string> = {
  active: "Active",
  held: "Held by a checkout",
  used: "Used",
  expired: "Expired",
};

/**
 * Travel credits, newest first: the code's last four characters (never the code), the booking
 * that gave it, what is used, held by an open checkout and left, its expiry, and each use.
 */
export function CreditList({ credits, empty }: { credits: CreditRecord[]; empty: string }) {
  if (credits.length === 0) return <DeskEmpty>{empty}</DeskEmpty>;
  return (
    <ul className="space-y-3">
      {credits.map((credit) => {
        const money = (minor: number) => formatAmount(minor, credit.currency);
        return (
          <li key={credit.id} className={cardClass}>
            <DeskCardTop>
              <h2 className="font-mono text-lg text-aubergine">Code ending {credit.code_hint}</h2>
              <span className="rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-lavender-300">
                {STATUS_LABELS[credit.status]}
              </span>
            </DeskCardTop>
            <DeskTerms
              wide
              terms={[
                ["From booking", <BookingReference key="b" reference={credit.booking_reference} />],
                ["Amount", money(credit.amount)],
                ["Used", money(credit.used)],
                ["Held by an open checkout", money(credit.held)],
                ["Left", money(credit.remaining)],
                ["Issued", deskTime(credit.issued_at)],
                ["Valid until", deskDay(credit.expires_on)],
              ]}
            />
            {credit.uses.length > 0 && (
              <ul
                aria-label={`Uses of the code ending ${credit.code_hint}`}
                className="mt-3 text-sm"
              >
                {credit.uses.map((use, index) => (
                  <li key={index} className="text-ink">
                    {money(use.amount)} on <BookingReference reference={use.booking_reference} />,{" "}
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
