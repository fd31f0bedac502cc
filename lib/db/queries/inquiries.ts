import "server-only";
import { createHash } from "node:crypto";
import { desc, inArray, sql, type SQL } from "drizzle-orm";
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
const RESENT_WITHIN_MS = 2 * 60_000;
/** The most recent enquiries remembered for that, per database: a bound on memory under load. */
const REMEMBERED = 5_000;

/** Everything a visitor typed, hashed: two enquiries with the same are one enquiry sent twice. */
const fingerprint = (input: InquiryInput) =>
  createHash("sha256")
    .update(
      JSON.stringify([
        input.name,
        input.email,
        input.phone ?? null,
        input.destination ?? null,
        input.travel_dates ?? null,
        input.travelers_count,
        input.message,
      ]),
    )
    .digest("hex");

/** The enquiries this process stored lately, by fingerprint, oldest first (a Map keeps order). */
const recentFor = new WeakMap<Database, Map<string, { receipt: InquiryReceipt; at: number }>>();

function recentOf(db: Database, now: number) {
  let recent = recentFor.get(db);
  if (!recent) recentFor.set(db, (recent = new Map()));
  for (const [print, { at }] of recent) {
    if (now - at <= RESENT_WITHIN_MS && recent.size <= REMEMBERED) break;
    recent.delete(print);
  }
  return recent;
}

/**
 * One transaction for a group of enquiries and every mail about them. An enquiry identical to one
 * this process stored in the last two minutes (or earlier in the group) is that one sent again, as
 * a double click on a form whose script has not run yet sends it twice: it is answered with the
 * first one's receipt, and stored and mailed once. Groups are written one at a time and remembered
 * only once committed, so a first send that failed is stored when sent again. (Two posts of one
 * click reach the same process; after a restart a resend is stored again, never lost.)
 */
async function storeGroup(db: Database, group: PendingInquiry[]): Promise<InquiryReceipt[]> {
  const recent = recentOf(db, Date.now());
  const prints = group.map(({ input }) => fingerprint(input));
  const stored = await db.transaction(async (tx) => {
    // What this process remembers must still be there (an erasure or an emptied table removes it).
    const remembered = prints.flatMap((print) => recent.get(print)?.receipt.id ?? []);
    const kept =
      remembered.length === 0
        ? new Set<string>()
        : new Set(
            (
              await tx
                .select({ id: inquiries.id })
                .from(inquiries)
                .where(inArray(inquiries.id, remembered))
            ).map((row) => row.id),
          );
    const fresh: number[] = [];
    /** For a resent enquiry: the index of the first in this group, or its earlier receipt. */
    const sameAs = new Map<number, number | InquiryReceipt>();
    prints.forEach((print, i) => {
      const earlier = recent.get(print)?.receipt;
      const first =
        earlier && kept.has(earlier.id) ? earlier : fresh.find((j) => prints[j] === print);
      if (first === undefined) fresh.push(i);
      else sameAs.set(i, first);
    });
    const rows =
      fresh.length === 0
        ? []
        : await tx
            .insert(inquiries)
            .values(
              fresh.map((i) => {
                const { id, input } = group[i]!;
                return {
                  id,
                  name: input.name,
                  email: input.email,
                  phone: input.phone ?? null,
                  destination: input.destination ?? null,
                  travelDates: input.travel_dates ?? null,
                  travelersCount: input.travelers_count,
                  message: input.message,
                };
              }),
            )
            .returning({ id: inquiries.id, createdAt: inquiries.createdAt });
    const createdAt = new Map(rows.map((row) => [row.id, row.createdAt]));
    const receipts = new Map(
      fresh.map((i): [number, InquiryReceipt] => {
        const { id } = group[i]!;
        const at = createdAt.get(id);
        if (!at) throw new Error("The enquiry was not stored");
        return [i, { id, status: "received", created_at: at.toISOString() }];
      }),
    );
    // Mails go out for the enquiries stored now, never again for one sent twice.
    await queueMails(
      tx,
      fresh.flatMap((i) => group[i]!.notices(receipts.get(i)!)),
    );
    return { receipts, sameAs };
  });
  const now = Date.now();
  for (const [i, receipt] of stored.receipts) recent.set(prints[i]!, { receipt, at: now });
  return group.map((_, i) => {
    const same = stored.sameAs.get(i);
    if (same === undefined) return stored.receipts.get(i)!;
    return typeof same === "number" ? stored.receipts.get(same)! : same;
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
