import "server-only";
import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { BookingRecord } from "@/lib/contract";
import type { Database } from "../client";
import { bookings } from "../schema";

export type BookingRow = typeof bookings.$inferSelect;

export interface NewBooking {
  provider: "local" | "stripe";
  sessionId: string;
  packageId: string;
  packageName: string;
  amountTotal: number;
  currency: string;
  customerEmail: string;
  customerName: string;
  reference: string;
  linkToken: string;
  departureId?: string | null;
  startsOn?: string | null;
  travelers?: number;
  tripTotal?: number | null;
  balanceDue?: number;
  balanceDueOn?: string | null;
}

/**
 * Inserts the booking of a checkout session unless it exists: the unique session_id decides, so
 * concurrent deliveries of one payment agree on a single row. The row when this call inserted it.
 */
export async function insertBookingOnce(
  db: Database,
  booking: NewBooking,
): Promise<BookingRow | undefined> {
  const [inserted] = await db
    .insert(bookings)
    .values({
      id: crypto.randomUUID(),
      ...booking,
      amountPaid: booking.amountTotal,
      tripTotal: booking.tripTotal ?? booking.amountTotal,
      status: "confirmed",
    })
    .onConflictDoNothing({ target: bookings.sessionId })
    .returning();
  return inserted;
}

/** The booking a checkout session made or paid the balance of. */
export async function findBookingBySession(
  db: Database,
  sessionId: string,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(or(eq(bookings.sessionId, sessionId), eq(bookings.balanceSessionId, sessionId)));
  return row;
}

/** The booking behind a private link; a revoked link finds nothing. */
export async function findBookingByToken(
  db: Database,
  token: string,
): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.linkToken, token));
  return row;
}

export async function findBookingById(db: Database, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/**
 * Records the balance payment once: only a booking with a balance and no balance session yet is
 * updated, so however often the payment is reported it counts once. The row when this call did it.
 */
export async function recordBalancePayment(
  db: Database,
  bookingId: string,
  sessionId: string,
  amount: number,
  now: Date = new Date(),
): Promise<BookingRow | undefined> {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.id, bookingId),
        isNull(bookings.balanceSessionId),
        gt(bookings.balanceDue, 0),
      ),
    );
  if (!booking) return undefined;
  const [updated] = await db
    .update(bookings)
    .set({
      balanceSessionId: sessionId,
      balancePaidAt: now,
      amountPaid: (booking.amountPaid ?? booking.amountTotal) + amount,
      balanceDue: Math.max(0, booking.balanceDue - amount),
    })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.balanceSessionId)))
    .returning();
  return updated;
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
