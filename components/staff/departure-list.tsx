import Link from "next/link";
import { agencyReasonLabel } from "@/lib/bookings/agency-reasons";
import type { DepartureSeats } from "@/lib/db/queries/departure-manifest";
import { deskDay, deskTime } from "./format";

/**
 * Each departure with its seats sold, held by checkouts not yet paid and left, or its cancellation
 * by the agency (then nothing is for sale); opens its manifest.
 */
export function DepartureList({
  departures,
  caption,
}: {
  departures: DepartureSeats[];
  caption: string;
}) {
  if (departures.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-lavender-300 bg-white/60 px-6 py-10 text-center text-muted">
        No departures.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-2xl border border-lavender-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-lavender-50 text-xs tracking-wider text-muted uppercase">
          <tr>
            {["Departure", "Package", "Seats", "Sold", "Held", "Left"].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-lavender-100">
          {departures.map((departure) => (
            <tr key={departure.id} className="align-top hover:bg-lavender-50">
              <td className="px-4 py-3 whitespace-nowrap">
                <Link
                  href={`/staff/departures/${departure.id}`}
                  prefetch={false}
                  className="font-semibold text-lavender-700 underline underline-offset-4"
                >
                  {deskDay(departure.startsOn)}
                  <span className="sr-only">, {departure.packageName}: manifest</span>
                </Link>
              </td>
              <td className="px-4 py-3 text-ink">
                <span className="block">{departure.packageName}</span>
                {departure.cancelled && (
                  <span className="mt-1 block text-sm text-rose-800">
                    <span className="inline-flex w-fit rounded-full bg-rose-50 px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-rose-300">
                      Cancelled
                    </span>{" "}
                    {deskTime(departure.cancelled.at)}:{" "}
                    {agencyReasonLabel(departure.cancelled.reason)}
                  </span>
                )}
              </td>
              <td className="px-4 py-3 text-center">{departure.seats}</td>
              <td className="px-4 py-3 text-center">{departure.sold}</td>
              <td className="px-4 py-3 text-center">{departure.held}</td>
              <td className="px-4 py-3 text-center font-semibold text-aubergine">
                {departure.cancelled
                  ? "None: cancelled"
                  : departure.left === 0
                    ? "Sold out"
                    : departure.left}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
