import "server-only";
import { and, desc, gt, inArray, sql, type SQL } from "drizzle-orm";
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

/** How long an identical enquiry counts as the same one sent again (a double click, a resend). */
const RESENT_WITHIN_MINUTES = 10;

/** Everything a visitor typed: two enquiries with the same are one enquiry sent twice. */
const fingerprint = (input: {
  name: string;
  email: string;
  phone?: string | null;
  destination?: string | null;
  travelDates?: string | null;
  travelersCount: number;
  message: string;
}) =>
  JSON.stringify([
    input.name,
    input.email,
    input.phone ?? null,
    input.destination ?? null,
    input.travelDates ?? null,
    input.travelersCount,
    input.message,
  ]);

const fieldsOf = (input: InquiryInput) => ({
  name: input.name,
  email: input.email,
  phone: input.phone ?? null,
  destination: input.destination ?? null,
  travelDates: input.travel_dates ?? null,
  travelersCount: input.travelers_count,
  message: input.message,
});

/**
 * One transaction for a group of enquiries and every mail about them. An enquiry identical to one
 * stored in the last minutes (or earlier in the group) is that one sent again, as a double click
 * on a form whose script has not run yet sends it twice: it is answered with the first one's
 * receipt, and stored and mailed once. Groups are written one at a time, so a resend in the next
 * group sees the first committed; an enquiry whose first send failed is stored when sent again.
 */
function storeGroup(db: Database, group: PendingInquiry[]): Promise<InquiryReceipt[]> {
  return db.transaction(async (tx) => {
    const recent = await tx
      .select()
      .from(inquiries)
      .where(
        and(
          gt(inquiries.createdAt, sql`now() - make_interval(mins => ${RESENT_WITHIN_MINUTES})`),
          inArray(inquiries.email, [...new Set(group.map(({ input }) => input.email))]),
        ),
      );
    const known = new Map(
      recent.map((row) => [fingerprint(row), { id: row.id, createdAt: row.createdAt }]),
    );
    const fresh: PendingInquiry[] = [];
    const sameAs = new Map<string, string>();
    for (const pending of group) {
      const print = fingerprint(fieldsOf(pending.input));
      const first =
        known.get(print)?.id ?? fresh.find((f) => fingerprint(fieldsOf(f.input)) === print)?.id;
      if (first) sameAs.set(pending.id, first);
      else fresh.push(pending);
    }
    const rows =
      fresh.length === 0
        ? []
        : await tx
            .insert(inquiries)
            .values(fresh.map(({ id, input }) => ({ id, ...fieldsOf(input) })))
            .returning({ id: inquiries.id, createdAt: inquiries.createdAt });
    const stored = new Map([
      ...[...known.values()].map(({ id, createdAt }) => [id, createdAt] as const),
      ...rows.map((row) => [row.id, row.createdAt] as const),
    ]);
    const receipts = group.map(({ id }): InquiryReceipt => {
      const storedId = sameAs.get(id) ?? id;
      const createdAt = stored.get(storedId);
      if (!createdAt) throw new Error("The enquiry was not stored");
      return { id: storedId, status: "received", created_at: createdAt.toISOString() };
    });
    // Mails go out for the enquiries stored now, never again for one sent twice.
    await queueMails(
      tx,
      group.flatMap(({ id, notices }, i) =>
        sameAs.has(id) ? [] : notices(receipts[i] as InquiryReceipt),
      ),
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
