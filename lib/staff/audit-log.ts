/**
 * The audit log read for the owner: the API's records, the CSV export, and what each action
 * means in words. Entries name records by id or reference only, so the export is safe to keep.
 */
import "server-only";
import type { AuditRecord } from "../contract";
import type { AuditEntry, AuditFilter, Writer } from "../db/queries/audit";
import { listStaffActions } from "../db/queries/audit";
import { toCsv } from "./csv";

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

export function auditCsv(entries: AuditEntry[]): string {
  return toCsv<AuditEntry>(
    [
      { header: "time", value: (entry) => entry.createdAt },
      { header: "staff", value: (entry) => entry.staffName },
      { header: "staff_id", value: (entry) => entry.staffId },
      { header: "action", value: (entry) => entry.action },
      { header: "record", value: (entry) => entry.target },
      { header: "detail", value: (entry) => entry.detail },
    ],
    entries,
  );
}
