import Link from "@/components/ui/link";
import { agencyReasonLabel } from "@/lib/bookings/agency-reasons";
import type { DepartureSeats } from "@/lib/contract";
import { Pill } from "./desk-badge";
import { DeskEmpty, DeskTable } from "./desk-list";
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
  if (departures.length === 0) return <DeskEmpty>No departures.</DeskEmpty>;
  return (
    <DeskTable
      rows={departures}
      rowKey={(departure) => departure.id}
      caption={caption}
      columns={[
        {
          heading: "Departure",
          className: "whitespace-nowrap",
          cell: (departure) => (
            <Link
              href={`/staff/departures/${departure.id}`}
              prefetch={false}
              className="font-semibold text-lavender-700 underline underline-offset-4"
            >
              {deskDay(departure.startsOn)}
              <span className="sr-only">, {departure.packageName}: manifest</span>
            </Link>
          ),
        },
        {
          heading: "Package",
          className: "text-ink",
          cell: (departure) => (
            <>
              <span className="block">{departure.packageName}</span>
              {departure.cancelled && (
                <span className="mt-1 block text-sm text-rose-800">
                  <Pill tint="bg-rose-50 ring-rose-300">Cancelled</Pill>{" "}
                  {deskTime(departure.cancelled.at)}:{" "}
                  {agencyReasonLabel(departure.cancelled.reason)}
                </span>
              )}
            </>
          ),
        },
        { heading: "Seats", className: "text-center", cell: (departure) => departure.seats },
        { heading: "Sold", className: "text-center", cell: (departure) => departure.sold },
        { heading: "Held", className: "text-center", cell: (departure) => departure.held },
        {
          heading: "Left",
          className: "text-center font-semibold text-aubergine",
          cell: (departure) =>
            departure.cancelled
              ? "None: cancelled"
              : departure.left === 0
                ? "Sold out"
                : departure.left,
        },
      ]}
    />
  );
}
