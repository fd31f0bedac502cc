/**
 * The audit log read for the owner: the API's records and the whole log for the CSV export
 * (./desk/audit.ts). Entries name records by id or reference only, so the export is safe to keep.
 */
import "server-only";
import type { AuditEntry, AuditRecord } from "../contract";
import type { AuditFilter, Writer } from "../db/queries/audit";
import { listStaffActions } from "../db/queries/audit";

export const toAuditRecord = (entry: AuditEntry): AuditRecord => ({
  id: entry.id,
  created_at: entry.createdAt.toISOString(),
  staff_id: entry.staffId,
  staff_name: entry.staffName,
  action: entry.action,
  target: entry.target,
  detail: entry.detail,
});

/** Every entry that matches the filter, newest first, read a thousand at a time. */
export async function readWholeAuditLog(db: Writer, filter: AuditFilter): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  for (;;) {
    const page = await listStaffActions(db, {
      ...filter,
      before: entries.at(-1)?.id,
      limit: 1000,
    });
    entries.push(...page);
    if (page.length < 1000) return entries;
  }
}
