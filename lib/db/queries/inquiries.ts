import "server-only";
import { desc } from "drizzle-orm";
import type { InquiryInput, InquiryReceipt, InquiryRecord } from "@/lib/contract";
import type { Database } from "../client";
import { inquiries } from "../schema";

/** Stores an enquiry; resolves only once the row is committed. */
export async function insertInquiry(db: Database, input: InquiryInput): Promise<InquiryReceipt> {
  const [row] = await db
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
  return { id: row.id, status: "received", created_at: row.createdAt.toISOString() };
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
