import type { MostlyHeldDeparture } from "@/lib/payments/holds";
import { deskDay, deskTime } from "./format";

/**
 * Departures that checkouts nobody has paid for yet hold most of, right now: usually travelers
 * paying, but the same departure here again and again may be someone keeping seats from others.
 * Nothing is shown when there are none.
 */
export function HeldDepartures({ departures }: { departures: MostlyHeldDeparture[] }) {
  if (departures.length === 0) return null;
  return (
    <section
      aria-labelledby="held-departures-heading"
      className="rounded-2xl border border-gold-700/40 bg-gold/10 px-5 py-4 text-sm text-ink"
    >
      <h2 id="held-departures-heading" className="text-base font-semibold text-aubergine">
        Departures held without payment
      </h2>
      <p className="mt-1 text-muted">
        Most of their seats are held by checkouts not paid yet. The seats come back by themselves
        when those checkouts end; staff were mailed once about each.
      </p>
      <ul className="mt-3 space-y-1.5">
        {departures.map((held) => (
          <li key={held.departureId}>
            <span className="font-semibold">{held.packageName}</span>, {deskDay(held.startsOn)}:{" "}
            {held.seats} of {held.capacity} seats held by {held.checkouts} checkouts from{" "}
            {held.clients} {held.clients === 1 ? "address" : "addresses"}, until{" "}
            {deskTime(held.heldUntil)} at the latest
          </li>
        ))}
      </ul>
    </section>
  );
}
