/**
 * The staff desk's reading and working of enquiries: a searchable, filterable list newest first
 * that pages back to the first enquiry ever stored, one enquiry with its history, and the changes
 * staff make (status, notes, who is handling it), each recorded with who and when.
 */
import "server-only";
import { DESK_PAGE_SIZE, type DeskPage, type StaffActor } from "../../contract/staff";
import { claimFormKey } from "./form-keys";
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { InquiryRecord, InquiryStatus } from "@/lib/contract";
import type { Database } from "../client";
import { inquiries, inquiryEvents } from "../schema";
import { recordStaffAction } from "./audit";
import { olderThan, toInquiryRecord } from "./inquiries";
import { deskPage } from "./desk-page";
import { containing } from "./search";
import type { DeskEvent, DeskInquiry } from "../../contract/desk";

export interface DeskFilter {
  /** Words found in the name, e-mail or message, case-insensitively. */
  search?: string;
  status?: InquiryStatus;
}

function filterOf({ search, status }: DeskFilter): SQL | undefined {
  const text = search?.trim();
  const pattern = text ? containing(text) : undefined;
  return and(
    pattern
      ? or(
          ilike(inquiries.name, pattern),
          ilike(inquiries.email, pattern),
          ilike(inquiries.message, pattern),
        )
      : undefined,
    status ? eq(inquiries.status, status) : undefined,
  );
}

export async function listDeskInquiries(
  db: Database,
  filter: DeskFilter,
  before?: string,
  limit = DESK_PAGE_SIZE,
): Promise<DeskPage<InquiryRecord>> {
  const where = filterOf(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(inquiries)
      .where(and(where, before ? olderThan(before) : undefined))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(limit + 1),
    db.select({ total: count() }).from(inquiries).where(where),
  ]);
  return deskPage(rows.map(toInquiryRecord), limit, totals, (row) => row.id);
}

export async function getDeskInquiry(db: Database, id: string): Promise<DeskInquiry | null> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  if (!row) return null;
  const events = await db
    .select()
    .from(inquiryEvents)
    .where(eq(inquiryEvents.inquiryId, id))
    // Changes made together share their transaction's time: then taking it on, status, note.
    .orderBy(
      asc(inquiryEvents.createdAt),
      sql`case ${inquiryEvents.kind} when 'taken' then 0 when 'opened' then 0 when 'status' then 1 else 2 end`,
    );
  return {
    ...toInquiryRecord(row),
    handledBy: row.handledBy,
    handledByName: row.handledByName,
    handledAt: row.handledAt,
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind as DeskEvent["kind"],
      status: event.status,
      note: event.note,
      staffName: event.staffName,
      createdAt: event.createdAt,
    })),
  };
}

/**
 * A staff member takes an enquiry on ("Handle this enquiry"): they become its handler. Reading an
 * enquiry changes nothing; only this explicit post does. Only a change of hands is recorded, and
 * the update and its records share one transaction. False for an unknown enquiry.
 */
export async function takeDeskInquiry(
  db: Database,
  id: string,
  actor: StaffActor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ handledBy: inquiries.handledBy })
      .from(inquiries)
      .where(eq(inquiries.id, id))
      .for("update");
    if (!row) return false;
    if (row.handledBy === actor.id) return true;
    await tx
      .update(inquiries)
      .set({ handledBy: actor.id, handledByName: actor.name, handledAt: sql`now()` })
      .where(eq(inquiries.id, id));
    await tx.insert(inquiryEvents).values(event(id, actor, { kind: "taken" }));
    await recordStaffAction(tx, actor, { action: "inquiry.take", target: id });
    return true;
  });
}

/**
 * Records a staff member's work on an enquiry: a new status and/or a note, in one transaction.
 * Returns false for an unknown enquiry. A status equal to the current one records nothing.
 */
export async function workDeskInquiry(
  db: Database,
  id: string,
  actor: StaffActor,
  work: { status?: InquiryStatus; note?: string },
  /** The desk form's key: the same form posted twice does its work once. */
  formKey?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: inquiries.status })
      .from(inquiries)
      .where(eq(inquiries.id, id))
      .for("update");
    if (!row) return false;
    if (formKey && !(await claimFormKey(tx, formKey))) return true;
    const note = work.note?.trim();
    const records = [];
    if (work.status && work.status !== row.status) {
      await tx.update(inquiries).set({ status: work.status }).where(eq(inquiries.id, id));
      records.push(event(id, actor, { kind: "status", status: work.status }));
      await recordStaffAction(tx, actor, {
        action: "inquiry.status",
        target: id,
        detail: `${row.status} -> ${work.status}`,
      });
    }
    if (note) {
      records.push(event(id, actor, { kind: "note", note }));
      // The note's text stays in the enquiry's history; the audit log says only that one was added.
      await recordStaffAction(tx, actor, { action: "inquiry.note", target: id });
    }
    if (records.length > 0) await tx.insert(inquiryEvents).values(records);
    return true;
  });
}

function event(
  inquiryId: string,
  actor: StaffActor,
  what: { kind: DeskEvent["kind"]; status?: string; note?: string },
) {
  return {
    id: crypto.randomUUID(),
    inquiryId,
    staffId: actor.id,
    staffName: actor.name,
    kind: what.kind,
    status: what.status ?? null,
    note: what.note ?? null,
  };
}

/** An enquiry as the CSV export lists it: what the traveler sent and who is handling it. */
export interface ExportedInquiry extends InquiryRecord {
  handledByName: string | null;
}

/** Every enquiry matching the filter, newest first, for a CSV export (lib/staff/desk/). */
export async function allDeskInquiries(
  db: Database,
  filter: DeskFilter,
): Promise<ExportedInquiry[]> {
  const rows = await db
    .select()
    .from(inquiries)
    .where(filterOf(filter))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
  return rows.map((row) => ({ ...toInquiryRecord(row), handledByName: row.handledByName }));
}
