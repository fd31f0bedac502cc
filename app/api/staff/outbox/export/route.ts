import { mailDesk } from "@/lib/staff/desk";
import { deskExportRoute } from "@/lib/staff/desk/export-route";

// The outbox as CSV, newest first, with its status filter ({ status }); never a message or its headers. A POST, audited (lib/staff/desk/export-route.ts).
const handlers = deskExportRoute(mailDesk);
export const POST = handlers.POST;
export const GET = handlers.GET;
