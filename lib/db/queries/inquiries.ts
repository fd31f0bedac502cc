import "server-only";
import { desc, sql, type SQL } from "drizzle-orm";
import {
  inquiryStatusSchema,
  type InquiryInput,
  type InquiryReceipt,
  type InquiryRecord,
  type StaffPageQuery,
} from "@/lib/contract";
import type { Mail } from "@/lib/mail/types";
import type { Database } from "../client";
import { groupCommitter, perDatabase } from "../group-commit";
import { queueMails } from "./mail-outbox";
import { inquiries } from "../schema";

interface PendingInquiry {
  id: string;
  input: InquiryInput;
  notices: (receipt: InquiryReceipt) => Mail[];
}

/** One transaction for a group of enquiries and every mail about them. */
function storeGroup(db: Database, group: PendingInquiry[]): Promise<InquiryReceipt[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(inquiries)
      .values(
        group.map(({ id, input }) => ({
          id,
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          destination: input.destination ?? null,
          travelDates: input.travel_dates ?? null,
          travelersCount: input.travelers_count,
          message: input.message,
        })),
      )
      .returning({ id: inquiries.id, createdAt: inquiries.createdAt });
    const stored = new Map(rows.map((row) => [row.id, row.createdAt]));
    const receipts = group.map(({ id }): InquiryReceipt => {
      const createdAt = stored.get(id);
      if (!createdAt) throw new Error("The enquiry was not stored");
      return { id, status: "received", created_at: createdAt.toISOString() };
    });
    await queueMails(
      tx,
      group.flatMap(({ notices }, i) => notices(receipts[i] as InquiryReceipt)),
    );
    return receipts;
  });
}

const committerFor = perDatabase((db: Database) =>
  groupCommitter({ write: (group: PendingInquiry[]) => storeGroup(db, group), maxGroup: 100 }),
);

/**
 * Stores an enquiry, and the mails about it in the same transaction, so a notice is never queued
 * for an enquiry that was not stored nor lost for one that was. Resolves once both are committed;
 * enquiries arriving together share that transaction (see group-commit.ts). Pass the database,
 * never a transaction: the group is written later, in a transaction of its own.
 */
export function insertInquiry(
  db: Database,
  input: InquiryInput,
  notices: (receipt: InquiryReceipt) => Mail[] = () => [],
): Promise<InquiryReceipt> {
  return committerFor(db)({ id: crypto.randomUUID(), input, notices });
}

/** Newest first: one page of up to `limit` enquiries, older than the enquiry `before` if given. */
export async function listInquiries(
  db: Database,
  { before, limit = 500 }: StaffPageQuery = {},
): Promise<InquiryRecord[]> {
  const rows = await db
    .select()
    .from(inquiries)
    .where(before ? olderThan(before) : undefined)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(limit);
  return rows.map(toInquiryRecord);
}

/**
 * Keyset paging on (created_at, id), read from the row itself: timestamps have microseconds that
 * an ISO string in the API drops, so a cursor made of the printed time would skip rows.
 */
export function olderThan(id: string): SQL {
  return sql`(${inquiries.createdAt}, ${inquiries.id}) < (select i.created_at, i.id from ${inquiries} i where i.id = ${id})`;
}

export function toInquiryRecord(row: typeof inquiries.$inferSelect): InquiryRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    destination: row.destination,
    travel_dates: row.travelDates,
    travelers_count: row.travelersCount,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    status: inquiryStatusSchema.catch("new").parse(row.status),
  };
}
