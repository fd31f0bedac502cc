import { creditsDesk } from "@/lib/staff/desk";
import { deskExportRoute } from "@/lib/staff/desk/export-route";

// Travel credits as CSV, newest first, with the desk's search ({ q }): a booking reference or a code's last four. A POST, audited (lib/staff/desk/export-route.ts).
const handlers = deskExportRoute(creditsDesk);
export const POST = handlers.POST;
export const GET = handlers.GET;
