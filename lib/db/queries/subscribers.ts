import "server-only";
import { desc } from "drizzle-orm";
import type { SubscriberRecord } from "@/lib/contract";
import type { Database } from "../client";
import { newsletterSubscribers } from "../schema";

/** Stores an address once; subscribing again changes nothing. */
export async function insertSubscriber(db: Database, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
}

export async function listSubscribers(db: Database, limit = 5000): Promise<SubscriberRecord[]> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt))
    .limit(limit);
  return rows.map((row) => ({ email: row.email, created_at: row.createdAt.toISOString() }));
}
