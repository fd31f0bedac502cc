/**
 * A desk list's export: every row its filter shows, read in one transaction with the audit log's
 * record of it (how many rows and the filter, never what was searched for).
 */
import "server-only";
import type { StaffActor } from "../../contract/staff";
import type { Database } from "../../db/client";
import { recordStaffAction } from "../../db/queries/audit";
import type { DeskList } from "./list";

export async function exportDeskList<Filter, ExportRow>(
  db: Database,
  list: DeskList<Filter, unknown, ExportRow>,
  filter: Filter,
  actor: StaffActor,
): Promise<ExportRow[]> {
  return db.transaction(async (tx) => {
    const rows = await list.export.rows(tx as Database, filter);
    await recordStaffAction(tx, actor, {
      action: list.export.auditAction,
      detail: list.export.detail(rows.length, filter),
    });
    return rows;
  });
}
