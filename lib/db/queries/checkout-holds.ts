/**
 * Seats held by checkouts not yet paid: what one client holds (for the caps), what a departure
 * holds (for the staff notice), and the Stripe sessions whose hold has ended.
 */
import "server-only";
import { and, eq, gt, like, lte, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { checkoutSessions, departureHoldNotices } from "../schema";
import type { CheckoutSessionRow } from "./checkout-sessions";

/** Booking checkouts that are open, unpaid and unexpired: the seats they hold are not sold yet. */
export function unpaidHolds(now: Date): SQL {
  return and(
    eq(checkoutSessions.purpose, "booking"),
    eq(checkoutSessions.status, "open"),
    eq(checkoutSessions.paymentStatus, "unpaid"),
    gt(checkoutSessions.expiresAt, now),
  )!;
}

/**
 * Takes a lock on one holder (a client address group or an e-mail) for the rest of the
 * transaction, so two checkouts of one client on different departures are counted one after the
 * other and cannot both slip under a cap. Callers lock the departure first, then the address, then
 * the e-mail, always in that order.
 */
export async function lockHolder(db: Database, holder: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${holder}, 0))`);
}

/** Seats held unpaid by one client address group or one e-mail, on one departure or on all. */
/** Whose holds are counted: one client key, every key of an IPv6 /48, or one e-mail. */
export type HoldsOf = { clientKey: string } | { networkPrefix: string } | { email: string };

function holdsOf(holder: HoldsOf) {
  if ("clientKey" in holder) return eq(checkoutSessions.clientKey, holder.clientKey);
  if ("email" in holder) return eq(checkoutSessions.customerEmail, holder.email);
  // The prefix is hex digits and colons (networkPrefix), so it holds no LIKE wildcard.
  return like(checkoutSessions.clientKey, `${holder.networkPrefix}%`);
}

export async function countUnpaidSeats(
  db: Database,
  holder: HoldsOf,
  departureId?: string,
  now: Date = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ held: sql<number>`coalesce(sum(${checkoutSessions.travelers}), 0)::int` })
    .from(checkoutSessions)
    .where(
      and(
        unpaidHolds(now),
        holdsOf(holder),
        departureId ? eq(checkoutSessions.departureId, departureId) : undefined,
      ),
    );
  return Number(row?.held ?? 0);
}

/** The other departures (not `departureId`) the holder's unpaid checkouts hold seats on. */
export async function countOtherHeldDepartures(
  db: Database,
  holder: HoldsOf,
  departureId: string,
  now: Date = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ departures: sql<number>`count(distinct ${checkoutSessions.departureId})::int` })
    .from(checkoutSessions)
    .where(and(unpaidHolds(now), holdsOf(holder), ne(checkoutSessions.departureId, departureId)));
  return Number(row?.departures ?? 0);
}

/** What unpaid checkouts hold on each departure that has any: seats, checkouts, clients, until. */
export interface DepartureHolds {
  departureId: string;
  seats: number;
  checkouts: number;
  clients: number;
  /** When the last of these holds ends, unless paid. */
  heldUntil: Date;
}

export async function listUnpaidHolds(
  db: Database,
  departureId?: string,
  now: Date = new Date(),
): Promise<DepartureHolds[]> {
  const rows = await db
    .select({
      departureId: checkoutSessions.departureId,
      seats: sql<number>`coalesce(sum(${checkoutSessions.travelers}), 0)::int`,
      checkouts: sql<number>`count(*)::int`,
      clients: sql<number>`count(distinct ${checkoutSessions.clientKey})::int`,
      heldUntil: sql<string>`max(coalesce(${checkoutSessions.holdUntil}, ${checkoutSessions.expiresAt}))`,
    })
    .from(checkoutSessions)
    .where(
      and(
        unpaidHolds(now),
        departureId ? eq(checkoutSessions.departureId, departureId) : undefined,
      ),
    )
    .groupBy(checkoutSessions.departureId);
  return rows.map((row) => ({
    departureId: row.departureId ?? "",
    seats: Number(row.seats),
    checkouts: Number(row.checkouts),
    clients: Number(row.clients),
    heldUntil: new Date(row.heldUntil),
  }));
}

/**
 * Records that a departure is mostly held now, until `heldUntil`. True when this starts a new
 * episode (none was recorded, or the last one had ended), i.e. when staff should be told. Call
 * under the departure's lock (lockDeparture), so two checkouts cannot both start the episode.
 */
export async function recordMostlyHeld(
  db: Database,
  departureId: string,
  heldUntil: Date,
  now: Date = new Date(),
): Promise<boolean> {
  const [current] = await db
    .select()
    .from(departureHoldNotices)
    .where(eq(departureHoldNotices.departureId, departureId));
  if (current && current.heldUntil > now) {
    if (heldUntil > current.heldUntil) {
      await db
        .update(departureHoldNotices)
        .set({ heldUntil })
        .where(eq(departureHoldNotices.departureId, departureId));
    }
    return false;
  }
  await db
    .insert(departureHoldNotices)
    .values({ departureId, startedAt: now, heldUntil })
    .onConflictDoUpdate({
      target: departureHoldNotices.departureId,
      set: { startedAt: now, heldUntil },
    });
  return true;
}

/** The checkout behind a cancel link or a buyer's hold cookie. */
export async function findCheckoutByHoldToken(
  db: Database,
  token: string,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.holdToken, token));
  return row;
}

/**
 * Stripe checkouts whose hold has ended while Stripe would still take the payment: the site closes
 * them at Stripe, and only then are their seats free.
 */
export async function listEndedStripeHolds(
  db: Database,
  now: Date = new Date(),
  limit = 100,
): Promise<CheckoutSessionRow[]> {
  return db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        unpaidHolds(now),
        eq(checkoutSessions.provider, "stripe"),
        lte(checkoutSessions.holdUntil, now),
      ),
    )
    .limit(limit);
}
