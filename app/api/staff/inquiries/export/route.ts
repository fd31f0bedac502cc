import { enquiriesDesk } from "@/lib/staff/desk";
import { deskExportRoute } from "@/lib/staff/desk/export-route";

// The enquiries desk's list as CSV, with its search and status filter ({ q, status }, the desk's form or JSON). A POST, audited (lib/staff/desk/export-route.ts).
const handlers = deskExportRoute(enquiriesDesk);
export const POST = handlers.POST;
export const GET = handlers.GET;
