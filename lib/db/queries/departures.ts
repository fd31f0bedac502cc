import "server-only";
import { and, eq, gt, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import { getConfig, isPublicOrigin } from "@/lib/config";
import type { Database } from "../client";
import { checkoutSessions, departureLocks } from "../schema";

/**
 * Whether checkouts on the free test checkout (provider "local") hold seats. On a laptop they do,
 * so the test checkout behaves as the real one. On a public site (ALLOW_TEST_CHECKOUT=1, or one
 * that ran it before Stripe was set up) they never do: a test booking must not make a departure
 * look sold out to real buyers.
 */
export const testCheckoutsHoldSeats = () => !isPublicOrigin(getConfig().SITE_URL);

/**
 * Seats held on each departure: the travelers of paid booking checkouts and of booking checkouts
 * still open (unexpired), so a seat someone is paying for is not sold twice.
 */
export function holdingSeats(now: Date, testCheckouts = testCheckoutsHoldSeats()) {
  return and(
    eq(checkoutSessions.purpose, "booking"),
    isNotNull(checkoutSessions.departureId),
    // A cancelled booking's seats are back on sale.
    isNull(checkoutSessions.seatsReturnedAt),
    testCheckouts ? undefined : ne(checkoutSessions.provider, "local"),
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
