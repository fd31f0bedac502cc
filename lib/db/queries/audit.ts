/**
 * The audit log of staff actions: who did what to which record, and when. It never holds a
 * message body, a note's text or a visitor's personal fields, so the owner can read it freely and
 * an erasure has nothing to remove from it.
 */
import "server-only";
import { DESK_PAGE_SIZE, type DeskPage, type StaffActor } from "../../contract/staff";
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { auditLog } from "../schema";
import { deskPage } from "./desk-page";
import type { AuditAction, AuditEntry } from "../../contract/desk";

/** A database or an open transaction: record an action in the same transaction as its effect. */
export type Writer = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function recordStaffAction(
  db: Writer,
  actor: StaffActor,
  { action, target = null, detail = null }: AuditAction,
): Promise<void> {
  await db.insert(auditLog).values({
    id: crypto.randomUUID(),
    staffId: actor.id,
    staffName: actor.name,
    action,
    target,
    detail: detail?.slice(0, 200) ?? null,
  });
}

/** The audit page's filters: one action, one staff member (their id, or the command line's). */
export interface AuditFilter {
  action?: string;
  staffId?: string;
}

function filterOf({ action, staffId }: AuditFilter): SQL | undefined {
  return and(
    action ? eq(auditLog.action, action) : undefined,
    staffId ? eq(auditLog.staffId, staffId) : undefined,
  );
}

/**
 * Newest first, `limit` entries older than the entry `before` (an id), if given, that match the
 * filter. Paging by (created_at, id) read from the row: every entry is reached, down to the first.
 */
export async function listStaffActions(
  db: Writer,
  { before, limit = 100, ...filter }: { before?: string; limit?: number } & AuditFilter = {},
): Promise<AuditEntry[]> {
  const { createdAt, id } = auditLog;
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        filterOf(filter),
        before
          ? sql`(${createdAt}, ${id}) < (select a.created_at, a.id from ${auditLog} a where a.id = ${before})`
          : undefined,
      ),
    )
    .orderBy(desc(createdAt), desc(id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    staffId: row.staffId,
    staffName: row.staffName,
    action: row.action,
    target: row.target,
    detail: row.detail,
    createdAt: row.createdAt,
  }));
}

/** One page of the owner's audit log, newest first, with how many entries match in all. */
export async function listAuditPage(
  db: Writer,
  filter: AuditFilter,
  before?: string,
  limit = DESK_PAGE_SIZE,
): Promise<DeskPage<AuditEntry>> {
  const [rows, total] = await Promise.all([
    listStaffActions(db, { ...filter, before, limit: limit + 1 }),
    countStaffActions(db, filter),
  ]);
  return deskPage(rows, limit, { total }, (entry) => entry.id);
}

export async function countStaffActions(db: Writer, filter: AuditFilter = {}): Promise<number> {
  const [row] = await db.select({ total: count() }).from(auditLog).where(filterOf(filter));
  return row?.total ?? 0;
}

/** What the filters offer: every action recorded, and everyone who acted (by their latest name). */
export async function listAuditChoices(
  db: Database,
): Promise<{ actions: string[]; staff: StaffActor[] }> {
  const actions = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(asc(auditLog.action));
  const staff = await db
    .selectDistinctOn([auditLog.staffId], { id: auditLog.staffId, name: auditLog.staffName })
    .from(auditLog)
    .orderBy(auditLog.staffId, desc(auditLog.createdAt));
  return {
    actions: actions.map((row) => row.action),
    staff: staff.sort((a, b) => a.name.localeCompare(b.name)),
  };
}
