import "server-only";
import { and, eq, gt, isNotNull, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { checkoutSessions, departureLocks } from "../schema";

/**
 * Seats held on each departure: the travelers of paid booking checkouts and of booking checkouts
 * still open (unexpired), so a seat someone is paying for is not sold twice.
 */
export function holdingSeats(now: Date) {
  return and(
    eq(checkoutSessions.purpose, "booking"),
    isNotNull(checkoutSessions.departureId),
    or(
      eq(checkoutSessions.paymentStatus, "paid"),
      and(eq(checkoutSessions.status, "open"), gt(checkoutSessions.expiresAt, now)),
    ),
  );
}

export async function listHeldSeats(
  db: Database,
  now: Date = new Date(),
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      departureId: checkoutSessions.departureId,
      held: sql<number>`coalesce(sum(${checkoutSessions.travelers}), 0)::int`,
    })
    .from(checkoutSessions)
    .where(holdingSeats(now))
    .groupBy(checkoutSessions.departureId);
  return new Map(rows.map((row) => [row.departureId ?? "", Number(row.held)]));
}

export async function countHeldSeats(
  db: Database,
  departureId: string,
  now: Date = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ held: sql<number>`coalesce(sum(${checkoutSessions.travelers}), 0)::int` })
    .from(checkoutSessions)
    .where(and(holdingSeats(now), eq(checkoutSessions.departureId, departureId)));
  return Number(row?.held ?? 0);
}

/**
 * Takes the departure's lock for the rest of the transaction: concurrent buyers of one departure
 * queue here, so each counts the seats after the previous one's checkout is written.
 */
export async function lockDeparture(db: Database, departureId: string): Promise<void> {
  await db.insert(departureLocks).values({ departureId }).onConflictDoNothing();
  await db
    .select()
    .from(departureLocks)
    .where(eq(departureLocks.departureId, departureId))
    .for("update");
}
