import { bookingsDesk } from "@/lib/staff/desk";
import { deskExportRoute } from "@/lib/staff/desk/export-route";

// The bookings desk's list as CSV, overdue first, with its search and status or balance filter ({ q, status, balance }). A POST, audited (lib/staff/desk/export-route.ts).
const handlers = deskExportRoute(bookingsDesk);
export const POST = handlers.POST;
export const GET = handlers.GET;
