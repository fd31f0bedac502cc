import "server-only";
import { desc } from "drizzle-orm";
import type { InquiryInput, InquiryReceipt, InquiryRecord } from "@/lib/contract";
import type { Mail } from "@/lib/mail/types";
import type { Database } from "../client";
import { queueMail } from "./mail-outbox";
import { inquiries } from "../schema";

/**
 * Stores an enquiry, and the mails about it in the same transaction, so a notice is never queued
 * for an enquiry that was not stored nor lost for one that was. Resolves once both are committed.
 */
export async function insertInquiry(
  db: Database,
  input: InquiryInput,
  notices: (receipt: InquiryReceipt) => Mail[] = () => [],
): Promise<InquiryReceipt> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inquiries)
      .values({
        id: crypto.randomUUID(),
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        destination: input.destination ?? null,
        travelDates: input.travel_dates ?? null,
        travelersCount: input.travelers_count,
        message: input.message,
      })
      .returning({ id: inquiries.id, createdAt: inquiries.createdAt });
    if (!row) throw new Error("The enquiry was not stored");
    const receipt: InquiryReceipt = {
      id: row.id,
      status: "received",
      created_at: row.createdAt.toISOString(),
    };
    for (const mail of notices(receipt)) await queueMail(tx, mail);
    return receipt;
  });
}

export async function listInquiries(db: Database, limit = 500): Promise<InquiryRecord[]> {
  const rows = await db.select().from(inquiries).orderBy(desc(inquiries.createdAt)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    destination: row.destination,
    travel_dates: row.travelDates,
    travelers_count: row.travelersCount,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  }));
}
