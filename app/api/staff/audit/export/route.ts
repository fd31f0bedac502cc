import { auditDesk } from "@/lib/staff/desk";
import { deskExportRoute } from "@/lib/staff/desk/export-route";

// The audit log (or the filtered part: { action, staff }) as CSV, for the owner; the export is itself logged. A POST, audited (lib/staff/desk/export-route.ts).
const handlers = deskExportRoute(auditDesk);
export const POST = handlers.POST;
export const GET = handlers.GET;
