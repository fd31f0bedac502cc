import { postOnly, route } from "@/lib/api/handler";
import { ownerActorOf } from "@/lib/auth/actor";
import { auditFilterSchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { recordStaffAction } from "@/lib/db/queries/audit";
import { auditCsv, readWholeAuditLog } from "@/lib/staff/audit-log";
import { csvResponse } from "@/lib/staff/csv";
import { EXPORT_NEEDS_POST } from "@/lib/staff/exports";

// The whole audit log (or the filtered part: { action, staff }) as CSV, for the owner; a POST, and
// the export is itself logged.
export const POST = route(
  { name: "staff.audit.export", staff: true, body: auditFilterSchema, form: true },
  async ({ request, body: { action, staff } }) => {
    const actor = await ownerActorOf(request.headers);
    const db = await getDb();
    const body = await db.transaction(async (tx) => {
      const entries = await readWholeAuditLog(tx, { action, staffId: staff });
      const filter = [action && `action ${action}`, staff && `staff ${staff}`].filter(Boolean);
      await recordStaffAction(tx, actor, {
        action: "audit.export",
        detail: `${entries.length} entries${filter.length ? ` (${filter.join(", ")})` : ""}`,
      });
      return auditCsv(entries);
    });
    return csvResponse("audit-log", body);
  },
);

export const GET = postOnly(EXPORT_NEEDS_POST);
