import { subscribersDesk } from "@/lib/staff/desk";
import { deskExportRoute } from "@/lib/staff/desk/export-route";

// The subscribers desk's list as CSV, with its search and status ({ q, status }). A POST, audited (lib/staff/desk/export-route.ts).
const handlers = deskExportRoute(subscribersDesk);
export const POST = handlers.POST;
export const GET = handlers.GET;
