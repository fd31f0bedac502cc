import "server-only";
import { desc, sql } from "drizzle-orm";
import type { StaffPageQuery, SubscriberRecord } from "@/lib/contract";
import type { Database } from "../client";
import { newsletterSubscribers } from "../schema";

/** Stores an address once; subscribing again changes nothing. */
export async function insertSubscriber(db: Database, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
}

/** Newest first: up to `limit` (5,000 by default) older than the subscriber `before` (an e-mail). */
export async function listSubscribers(
  db: Database,
  { before, limit = 5000 }: StaffPageQuery = {},
): Promise<SubscriberRecord[]> {
  const { createdAt, email } = newsletterSubscribers;
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(
      before
        ? sql`(${createdAt}, ${email}) < (select s.created_at, s.email from ${newsletterSubscribers} s where s.email = ${before})`
        : undefined,
    )
    .orderBy(desc(createdAt), desc(email))
    .limit(limit);
  return rows.map((row) => ({ email: row.email, created_at: row.createdAt.toISOString() }));
}
