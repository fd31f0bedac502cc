import "server-only";
import { desc } from "drizzle-orm";
import type { BookingRecord } from "@/lib/contract";
import type { Database } from "../client";
import { bookings } from "../schema";

export interface NewBooking {
  provider: "local" | "stripe";
  sessionId: string;
  packageId: string;
  packageName: string;
  amountTotal: number;
  currency: string;
  customerEmail: string;
  customerName: string;
}

/**
 * Inserts the booking of a checkout session unless it exists: the unique session_id decides, so
 * concurrent deliveries of one payment agree on a single row. True when this call inserted it.
 */
export async function insertBookingOnce(db: Database, booking: NewBooking): Promise<boolean> {
  const inserted = await db
    .insert(bookings)
    .values({ id: crypto.randomUUID(), ...booking, status: "confirmed" })
    .onConflictDoNothing({ target: bookings.sessionId })
    .returning({ id: bookings.id });
  return inserted.length === 1;
}

export async function listBookings(db: Database, limit = 1000): Promise<BookingRecord[]> {
  const rows = await db.select().from(bookings).orderBy(desc(bookings.createdAt)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    session_id: row.sessionId,
    package_id: row.packageId,
    package_name: row.packageName,
    amount_total: row.amountTotal,
    currency: row.currency,
    customer_email: row.customerEmail,
    customer_name: row.customerName,
    test_mode: row.provider === "local",
    status: "confirmed",
    created_at: row.createdAt.toISOString(),
  }));
}
