import Link from "@/components/ui/link";
import type { BookingRecord } from "@/lib/contract";
import { deskDay } from "./format";

/** A booking's departure, opening that departure's manifest; "To be arranged" when it has none. */
export function DepartureLink({ booking }: { booking: BookingRecord }) {
  if (!booking.starts_on || !booking.departure_id) {
    return <span className="block text-muted">To be arranged</span>;
  }
  return (
    <Link
      href={`/staff/departures/${booking.departure_id}`}
      prefetch={false}
      className="block text-lavender-700 underline underline-offset-4"
    >
      {deskDay(booking.starts_on)}
      <span className="sr-only">: the departure&apos;s manifest</span>
    </Link>
  );
}
