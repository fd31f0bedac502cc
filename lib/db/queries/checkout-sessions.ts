import "server-only";
import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { Database } from "../client";
import { checkoutSessions } from "../schema";

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type NewCheckoutSession = typeof checkoutSessions.$inferInsert;

export async function insertCheckoutSession(db: Database, session: NewCheckoutSession) {
  await db.insert(checkoutSessions).values(session);
}

/**
 * Reads a session; an open one past its expiry reads as expired. The expiry is derived, not
 * written, so the booking page's status checks stay reads; paying checks the expiry itself.
 */
export async function findCheckoutSession(
  db: Database,
  id: string,
  now: Date = new Date(),
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  if (row?.status === "open" && row.expiresAt <= now) return { ...row, status: "expired" };
  return row;
}

/** A session exactly as stored: an open one past its expiry still reads as open. */
export async function findStoredCheckoutSession(
  db: Database,
  id: string,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
}

/**
 * Takes the payment of an open, unexpired session whose seats are still held (a booking's hold can
 * end before a Stripe session does) in one statement, so two submissions of one form cannot both
 * pay it. A card payment keeps the card's last 4 digits; a travel credit that pays it all has none.
 * Resolves to the paid session, or undefined when it was not payable.
 */
export async function payCheckoutSession(
  db: Database,
  id: string,
  customer: { email: string; name: string; cardLast4?: string },
  now: Date = new Date(),
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .update(checkoutSessions)
    .set({
      status: "complete",
      paymentStatus: "paid",
      customerEmail: customer.email,
      customerName: customer.name,
      ...(customer.cardLast4 && { cardLast4: customer.cardLast4 }),
      completedAt: now,
    })
    .where(
      and(
        eq(checkoutSessions.id, id),
        eq(checkoutSessions.status, "open"),
        gt(checkoutSessions.expiresAt, now),
        or(isNull(checkoutSessions.holdUntil), gt(checkoutSessions.holdUntil, now)),
      ),
    )
    .returning();
  return row;
}

/** The balance checkouts of a booking that are still open: at most one may be, the newest. */
export async function listOpenBalanceCheckouts(
  db: Database,
  bookingId: string,
  now: Date = new Date(),
): Promise<CheckoutSessionRow[]> {
  return db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.purpose, "balance"),
        eq(checkoutSessions.bookingId, bookingId),
        eq(checkoutSessions.status, "open"),
        gt(checkoutSessions.expiresAt, now),
      ),
    );
}

/** Closes an open, unpaid session; false when it was no longer open (paid, or closed already). */
export async function expireOpenCheckoutSession(db: Database, id: string): Promise<boolean> {
  const closed = await db
    .update(checkoutSessions)
    .set({ status: "expired" })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, "open")))
    .returning({ id: checkoutSessions.id });
  return closed.length === 1;
}

/** Mirrors a provider's verdict onto the stored session, when the site has one. */
export async function updateCheckoutSessionState(
  db: Database,
  id: string,
  state: { status: "complete" | "expired"; paymentStatus?: "paid" | "unpaid" },
) {
  await db
    .update(checkoutSessions)
    .set({
      status: state.status,
      ...(state.paymentStatus ? { paymentStatus: state.paymentStatus } : {}),
      ...(state.status === "complete" ? { completedAt: new Date() } : {}),
    })
    .where(eq(checkoutSessions.id, id));
}

/**
 * Gives a reserved session the provider's id and expiry once the provider has opened it, if it is
 * still open; false when it was closed in the meantime.
 */
export async function renameOpenCheckoutSession(
  db: Database,
  reservedId: string,
  session: { id: string; successUrl: string; expiresAt: Date; amountTotal: number },
): Promise<boolean> {
  const renamed = await db
    .update(checkoutSessions)
    .set(session)
    .where(and(eq(checkoutSessions.id, reservedId), eq(checkoutSessions.status, "open")))
    .returning({ id: checkoutSessions.id });
  return renamed.length === 1;
}

/** Records that staff were told of this session's payment, once: false when they already were. */
export async function markDuplicateNoticed(db: Database, id: string): Promise<boolean> {
  const marked = await db
    .update(checkoutSessions)
    .set({ duplicateNoticedAt: new Date() })
    .where(and(eq(checkoutSessions.id, id), isNull(checkoutSessions.duplicateNoticedAt)))
    .returning({ id: checkoutSessions.id });
  return marked.length === 1;
}

/** Frees the seats of a reservation the provider could not open. */
export async function deleteCheckoutSession(db: Database, id: string) {
  await db.delete(checkoutSessions).where(eq(checkoutSessions.id, id));
}
