import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { bookingPageQuerySchema } from "@/lib/contract";

// Overdue first, then newest; `?before=<id>&limit=` reads the next page (bookings --all).
export const GET = route(
  { name: "staff.bookings", staff: true, query: bookingPageQuerySchema },
  ({ query }) => getBackend().listBookings(query),
);
