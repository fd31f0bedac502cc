import { route } from "@/lib/api/handler";
import { bookingDeskQuerySchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { exportDeskBookings } from "@/lib/db/queries/booking-desk";
import { staffActorOf } from "@/lib/auth/actor";
import { csvResponse, toCsv } from "@/lib/staff/csv";
import { bookingColumns } from "@/lib/staff/exports";

// The bookings desk's list as CSV, overdue first, with its search and balance filter.
export const GET = route(
  { name: "staff.bookings.export", staff: true, query: bookingDeskQuerySchema },
  async ({ query, request }) => {
    const rows = await exportDeskBookings(
      await getDb(),
      query,
      await staffActorOf(request.headers),
    );
    return csvResponse("bookings", toCsv(bookingColumns, rows));
  },
);
