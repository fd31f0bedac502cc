import { postOnly, route } from "@/lib/api/handler";
import { bookingDeskQuerySchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { exportDeskBookings } from "@/lib/db/queries/booking-desk";
import { staffActorOf } from "@/lib/auth/actor";
import { csvResponse, toCsv } from "@/lib/staff/csv";
import { bookingColumns, EXPORT_NEEDS_POST } from "@/lib/staff/exports";

// The bookings desk's list as CSV, overdue first, with its search and balance filter
// ({ q, balance }, the desk's form or JSON); a POST, audited.
export const POST = route(
  { name: "staff.bookings.export", staff: true, body: bookingDeskQuerySchema, form: true },
  async ({ body, request }) => {
    const rows = await exportDeskBookings(await getDb(), body, await staffActorOf(request.headers));
    return csvResponse("bookings", toCsv(bookingColumns, rows));
  },
);

export const GET = postOnly(EXPORT_NEEDS_POST);
