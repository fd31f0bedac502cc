/**
 * A booking's cancellation in the database: its row, its refunds (one per payment), the payments
 * they go back to, and the seats that return to the departure.
 */
import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { BookingPayment } from "@/lib/bookings/cancellation";
import type { Database } from "../client";
import {
  bookingCancellations,
  bookingRefunds,
  bookings,
  cancelledDepartures,
  checkoutSessions,
  travelCredits,
} from "../schema";
import type { BookingRow } from "./bookings";

export type CancellationRow = typeof bookingCancellations.$inferSelect;
export type RefundRow = typeof bookingRefunds.$inferSelect;

export async function findCancellation(
  db: Database,
  bookingId: string,
): Promise<CancellationRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingCancellations)
    .where(eq(bookingCancellations.bookingId, bookingId));
  return row;
}

/** A booking by its reference, locked for the rest of the transaction. */
export async function lockBookingByReference(
  db: Database,
  reference: string,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.reference, reference))
    .for("update");
  return row;
}

/** Whether the booking's cancellation is being refunded: its balance is no longer taken. */
export async function isBeingRefunded(db: Database, bookingId: string): Promise<boolean> {
  return (await findCancellation(db, bookingId))?.state === "refunding";
}

/** Writes the booking's cancellation row, replacing an earlier one (a refused agency attempt). */
export async function saveCancellation(
  db: Database,
  row: typeof bookingCancellations.$inferInsert,
): Promise<void> {
  const { id: _id, bookingId: _bookingId, ...changes } = row;
  await db
    .insert(bookingCancellations)
    .values(row)
    .onConflictDoUpdate({ target: bookingCancellations.bookingId, set: changes });
}

export async function updateCancellation(
  db: Database,
  id: string,
  changes: Partial<typeof bookingCancellations.$inferInsert>,
): Promise<void> {
  await db.update(bookingCancellations).set(changes).where(eq(bookingCancellations.id, id));
}

export async function setBookingStatus(
  db: Database,
  bookingId: string,
  status: string,
  changes: Partial<typeof bookings.$inferInsert> = {},
): Promise<void> {
  await db
    .update(bookings)
    .set({ status, ...changes })
    .where(eq(bookings.id, bookingId));
}

/**
 * The booking's payments, oldest first: the first checkout (deposit or full payment) and the
 * balance's, each with what it took by card and in credit and what was refunded of it. A booking
 * older than the checkout mirror counts its amounts from its own row.
 */
export async function bookingPayments(
  db: Database,
  booking: BookingRow,
): Promise<BookingPayment[]> {
  const ids = [booking.sessionId, booking.balanceSessionId].filter((id): id is string =>
    Boolean(id),
  );
  const rows = await db.select().from(checkoutSessions).where(inArray(checkoutSessions.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const paidInAll = booking.amountPaid ?? booking.amountTotal;
  return ids.map((id, index) => {
    const row = byId.get(id);
    if (row) {
      return {
        sessionId: id,
        cash: row.amountTotal,
        credit: row.creditApplied,
        refunded: row.amountRefunded,
      };
    }
    const cash = index === 0 ? booking.amountTotal : paidInAll - booking.amountTotal;
    return { sessionId: id, cash, credit: 0, refunded: 0 };
  });
}

export async function insertRefunds(
  db: Database,
  refunds: (typeof bookingRefunds.$inferInsert)[],
): Promise<void> {
  if (refunds.length > 0) await db.insert(bookingRefunds).values(refunds);
}

export async function listRefunds(db: Database, cancellationId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(bookingRefunds)
    .where(eq(bookingRefunds.cancellationId, cancellationId))
    .orderBy(asc(bookingRefunds.createdAt), asc(bookingRefunds.id));
}

export async function updateRefund(
  db: Database,
  id: string,
  changes: Partial<typeof bookingRefunds.$inferInsert>,
): Promise<void> {
  await db.update(bookingRefunds).set(changes).where(eq(bookingRefunds.id, id));
}

/** Refused refunds asked again: each under a new attempt, so a new idempotency key. */
export async function retryRefusedRefunds(db: Database, cancellationId: string): Promise<void> {
  await db
    .update(bookingRefunds)
    .set({ status: "pending", error: null })
    .where(
      and(eq(bookingRefunds.cancellationId, cancellationId), eq(bookingRefunds.status, "refused")),
    );
}

/** The refunds of an approval that changed nothing: kept for the record, never asked again. */
export async function withdrawRefunds(db: Database, cancellationId: string): Promise<void> {
  await db
    .update(bookingRefunds)
    .set({ status: "withdrawn" })
    .where(
      and(
        eq(bookingRefunds.cancellationId, cancellationId),
        inArray(bookingRefunds.status, ["pending", "refused"]),
      ),
    );
}

/**
 * Records a refund against the payment it returns, never beyond what it took: the local test
 * checkout's own refund record, and Stripe's mirrored. False when it would exceed the payment.
 */
export async function recordPaymentRefund(
  db: Database,
  sessionId: string,
  amount: number,
): Promise<boolean> {
  const updated = await db
    .update(checkoutSessions)
    .set({ amountRefunded: sql`${checkoutSessions.amountRefunded} + ${amount}` })
    .where(
      and(
        eq(checkoutSessions.id, sessionId),
        sql`${checkoutSessions.amountRefunded} + ${amount} <= ${checkoutSessions.amountTotal}`,
      ),
    )
    .returning({ id: checkoutSessions.id });
  return updated.length === 1;
}

/** Gives the booking's seats back to its departure: its checkout no longer holds them. */
export async function returnSeats(db: Database, booking: BookingRow, now: Date): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ seatsReturnedAt: now })
    .where(eq(checkoutSessions.id, booking.sessionId));
}

/** Marks a departure cancelled; false when it already was. */
export async function cancelDepartureRecord(
  db: Database,
  record: typeof cancelledDepartures.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(cancelledDepartures)
    .values(record)
    .onConflictDoNothing()
    .returning({ id: cancelledDepartures.departureId });
  return inserted.length === 1;
}

export async function listCancelledDepartureIds(db: Database): Promise<Set<string>> {
  const rows = await db.select({ id: cancelledDepartures.departureId }).from(cancelledDepartures);
  return new Set(rows.map((row) => row.id));
}

export async function isDepartureCancelled(db: Database, departureId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cancelledDepartures.departureId })
    .from(cancelledDepartures)
    .where(eq(cancelledDepartures.departureId, departureId));
  return Boolean(row);
}

/** The bookings of a departure that the agency's cancellation still has to settle. */
export async function listBookingsToCancel(
  db: Database,
  departureId: string,
): Promise<{ id: string; reference: string | null }[]> {
  return db
    .select({ id: bookings.id, reference: bookings.reference })
    .from(bookings)
    .where(
      and(
        eq(bookings.departureId, departureId),
        inArray(bookings.status, ["confirmed", "cancellation_requested"]),
      ),
    )
    .orderBy(asc(bookings.createdAt));
}

/** Open booking checkouts of a departure: closed before its bookings are cancelled. */
export async function listOpenDepartureCheckouts(
  db: Database,
  departureId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.departureId, departureId),
        eq(checkoutSessions.status, "open"),
        eq(checkoutSessions.paymentStatus, "unpaid"),
      ),
    );
  return rows.map((row) => row.id);
}

/** What the desk's booking page shows of a cancellation: the row, its refunds, its credit. */
export interface DeskCancellation {
  cancellation: CancellationRow | null;
  refunds: RefundRow[];
  credit: { hint: string; amount: number; expiresOn: string } | null;
  payments: BookingPayment[];
  /** Bookings on the same departure the agency's cancellation would take (this one included). */
  departureBookings: number;
  departureCancelled: boolean;
}

export async function getDeskCancellation(
  db: Database,
  booking: BookingRow,
): Promise<DeskCancellation> {
  const cancellation = (await findCancellation(db, booking.id)) ?? null;
  const refunds = cancellation ? await listRefunds(db, cancellation.id) : [];
  const [credit] = cancellation?.creditId
    ? await db
        .select({
          hint: travelCredits.codeHint,
          amount: travelCredits.amount,
          expiresOn: travelCredits.expiresOn,
        })
        .from(travelCredits)
        .where(eq(travelCredits.id, cancellation.creditId))
    : [];
  const departureBookings = booking.departureId
    ? (await listBookingsToCancel(db, booking.departureId)).length
    : 0;
  return {
    cancellation,
    refunds,
    credit: credit ?? null,
    payments: await bookingPayments(db, booking),
    departureBookings,
    departureCancelled: booking.departureId
      ? await isDepartureCancelled(db, booking.departureId)
      : false,
  };
}

/** The desk's cancellation of the booking with this reference; null for an unknown one. */
export async function readDeskCancellation(
  db: Database,
  reference: string,
): Promise<DeskCancellation | null> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.reference, reference));
  return booking ? getDeskCancellation(db, booking) : null;
}
