import { route } from "@/lib/api/handler";
import { ownerActorOf } from "@/lib/auth/actor";
import { auditQuerySchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { listStaffActions } from "@/lib/db/queries/audit";
import { toAuditRecord } from "@/lib/staff/audit-log";

// The owner's audit log, newest first; `?before=<id>&limit=` reads the next page, `action` and
// `staff` filter it. Only the owner's session or the staff token: other staff get 403.
export const GET = route(
  { name: "staff.audit", staff: true, query: auditQuerySchema },
  async ({ request, query: { action, staff, before, limit = 500 } }) => {
    await ownerActorOf(request.headers);
    const entries = await listStaffActions(await getDb(), {
      action,
      staffId: staff,
      before,
      limit,
    });
    return entries.map(toAuditRecord);
  },
);
