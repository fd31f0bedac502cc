import "server-only";
import {
  and,
  desc,
  eq,
  getTableColumns,
  gt,
  isNotNull,
  isNull,
  lt,
  lte,
  notLike,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { isoDay, PROCESSING_FEE } from "@/lib/bookings/money";
import { balanceStatus, bookingStatus } from "@/lib/bookings/status";
import type { BookingRecord, StaffPageQuery } from "@/lib/contract";
import type { Database } from "../client";
import {
  bookingCancellations,
  bookingLinks,
  bookingRefunds,
  bookings,
  travelCredits,
} from "../schema";
import { hashBookingLinkToken, issueBookingLink, revokeBookingLinks } from "./booking-links";

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
  departureId?: string | null;
  startsOn?: string | null;
  travelers?: number;
  tripTotal?: number | null;
  balanceDue?: number;
  balanceDueOn?: string | null;
  /** The carbon offset paid with amountTotal, minor units. */
  offsetTotal?: number;
  /** Taken off the first payment by a travel credit. */
  creditApplied?: number;
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
      amountPaid: booking.amountTotal + (booking.creditApplied ?? 0),
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

/** The booking whose links include this token's hash: a renewed or erased link finds nothing. */
const linkedBy = (token: string) =>
  sql`${bookings.id} = (select ${bookingLinks.bookingId} from ${bookingLinks} where ${bookingLinks.tokenHash} = ${hashBookingLinkToken(token)})`;

/** The booking behind a private link; a revoked link finds nothing. */
export async function findBookingByToken(
  db: Database,
  token: string,
): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(linkedBy(token));
  return row;
}

/** The booking behind a private link, locked for the rest of the transaction. */
export async function lockBookingByToken(
  db: Database,
  token: string,
): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(linkedBy(token)).for("update");
  return row;
}

/** A booking by its id, locked for the rest of the transaction. */
export async function lockBookingById(db: Database, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for("update");
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
  credit = 0,
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
        // Once a cancellation is asked for or made, a balance paid is refunded, never counted.
        eq(bookings.status, "confirmed"),
      ),
    );
  if (!booking) return undefined;
  const [updated] = await db
    .update(bookings)
    .set({
      balanceSessionId: sessionId,
      balancePaidAt: now,
      amountPaid: (booking.amountPaid ?? booking.amountTotal) + amount + credit,
      balanceDue: Math.max(0, booking.balanceDue - amount - credit),
      creditApplied: booking.creditApplied + credit,
    })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.balanceSessionId)))
    .returning();
  return updated;
}

/**
 * Replaces a booking's private links with one new link: every link already sent finds nothing
 * from then on. The row and the new link's token, or undefined for an unknown reference or an
 * erased booking (no one to mail).
 */
export async function replaceBookingLink(
  db: Database,
  reference: string,
): Promise<{ row: BookingRow; token: string } | undefined> {
  const [row] = await db
    .update(bookings)
    .set({ linksRenewedAt: sql`now()` })
    .where(and(eq(bookings.reference, reference), isNull(bookings.erasedAt)))
    .returning();
  if (!row) return undefined;
  await revokeBookingLinks(db, [row.id]);
  return { row, token: await issueBookingLink(db, row.id) };
}

/**
 * Unpaid balances whose reminder day (`horizon`, the due date a week ahead) has come and that
 * staff have not yet been told are overdue: what the balance chaser looks at.
 */
export async function listBalancesToChase(db: Database, horizon: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        gt(bookings.balanceDue, 0),
        isNull(bookings.balanceSessionId),
        isNotNull(bookings.balanceDueOn),
        lte(bookings.balanceDueOn, horizon),
        notLike(bookings.remindersSent, "%overdue%"),
        // An erased booking has no traveler to remind; its balance stays on the staff list.
        isNull(bookings.erasedAt),
        // A booking being cancelled, or cancelled, is not chased.
        eq(bookings.status, "confirmed"),
      ),
    );
}

/**
 * Records which balance mails a booking has had, only if `before` is still what is recorded: of
 * two instances chasing at once, one sends the mails. The row as it is now, for the mails' facts
 * (a link renewed since the list was read), or undefined when nothing is to be sent.
 */
export async function recordBalanceMails(
  db: Database,
  bookingId: string,
  before: string,
  after: string,
): Promise<BookingRow | undefined> {
  // Only while the balance is still unpaid: a payment that arrived since the list was read
  // stops the mail.
  const [updated] = await db
    .update(bookings)
    .set({ remindersSent: after })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.remindersSent, before),
        isNull(bookings.balanceSessionId),
        gt(bookings.balanceDue, 0),
        eq(bookings.status, "confirmed"),
      ),
    )
    .returning();
  return updated;
}

/** A balance still owed: some left to pay and no balance payment recorded. */
export const owingBalance = () =>
  and(gt(bookings.balanceDue, 0), isNull(bookings.balanceSessionId));

/** A balance still owed after its due date, as of `today` ("YYYY-MM-DD"). */
export const overdueBalance = (today: string) =>
  and(owingBalance(), lt(bookings.balanceDueOn, today));

/** What follows the booking `id` in the staff order: a later rank, or the same rank and older. */
async function after(db: Database, rank: SQL<number>, id: string): Promise<SQL> {
  const [cursor] = await db.select({ rank }).from(bookings).where(eq(bookings.id, id));
  if (!cursor) return sql`false`;
  // The time is compared in the database: a JavaScript Date would drop its microseconds.
  const olderThanCursor = sql`(${bookings.createdAt}, ${bookings.id}) < (select b.created_at, b.id from ${bookings} b where b.id = ${id})`;
  return or(gt(rank, cursor.rank), and(eq(rank, cursor.rank), olderThanCursor)) ?? sql`false`;
}

/**
 * Every booking staff see, overdue balances first, then newest first. `today` decides what is
 * overdue: a balance still unpaid after its due date. A page holds up to `limit` (1,000 by
 * default) bookings that come after the booking `before` (its id) in that order; `where` narrows
 * the list (the desk's search and balance filter).
 */
export async function listBookings(
  db: Database,
  today: string = isoDay(),
  { before, limit = 1000 }: StaffPageQuery = {},
  where?: SQL,
): Promise<BookingRecord[]> {
  // What needs staff first: overdue balances and cancellations waiting to be settled.
  const rank = sql<number>`case when ${overdueBalance(today)} or ${bookings.status} = 'cancellation_requested' then 0 else 1 end`;
  const rows = await db
    .select(withSettlement)
    .from(bookings)
    .where(and(where, before ? await after(db, rank, before) : undefined))
    .orderBy(rank, desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
  return rows.map((row) => toBookingRecord(row, today));
}

/** What a booking's cancellation returned and kept, as staff list it (minor units). */
export interface BookingSettlement {
  refunded: number;
  creditIssued: number;
  supplierCosts: number;
  processingFee: number;
}

/**
 * A booking's columns with what its cancellation settled: the refunds made, the credit issued and
 * the supplier costs kept. Select with it wherever a list shows bookings to staff.
 */
export const withSettlement = {
  ...getTableColumns(bookings),
  // Qualified by hand: a select from one table names its columns bare, which a subquery would
  // read as its own.
  refunded: sql<number>`(select coalesce(sum(r.amount), 0)::int from ${bookingRefunds} r where r.booking_id = ${bookings}.id and r.status = 'succeeded')`,
  creditIssued: sql<number>`(select coalesce(sum(c.amount), 0)::int from ${travelCredits} c where c.booking_id = ${bookings}.id and c.cancellation_id is not null)`,
  supplierCosts: sql<number>`coalesce((select k.supplier_costs from ${bookingCancellations} k where k.booking_id = ${bookings}.id), 0)::int`,
  // The schedule's first tier returns what was paid less the processing fee, or all of it when
  // less was paid: the fee a traveler's cancellation kept, once settled.
  processingFee: sql<number>`coalesce((select least(${PROCESSING_FEE * 100}, coalesce(${bookings}.amount_paid, ${bookings}.amount_total)) from ${bookingCancellations} k where k.booking_id = ${bookings}.id and k.kind = 'traveler' and k.tier = 'full_less_fee' and k.state = 'settled'), 0)::int`,
};

/**
 * A stored booking as staff read it, its status and balance judged as of `today` by the rules of
 * lib/bookings/status.ts, with what its cancellation settled when the row was read with it.
 */
export function toBookingRecord(
  row: BookingRow & Partial<BookingSettlement>,
  today: string,
): BookingRecord {
  const owing = row.balanceDue > 0 && row.balanceSessionId === null;
  return {
    id: row.id,
    session_id: row.sessionId,
    package_id: row.packageId,
    package_name: row.packageName,
    amount_total: row.amountTotal,
    currency: row.currency,
    customer_email: row.customerEmail,
    customer_name: row.customerName,
    test_mode: row.provider === "local",
    status: bookingStatus(row, today),
    credit_applied: row.creditApplied,
    created_at: row.createdAt.toISOString(),
    reference: row.reference,
    departure_id: row.departureId,
    starts_on: row.startsOn,
    travelers: row.travelers,
    trip_total: row.tripTotal ?? row.amountTotal,
    amount_paid: row.amountPaid ?? row.amountTotal,
    balance_due: owing ? row.balanceDue : 0,
    balance_due_on: owing ? row.balanceDueOn : null,
    offset_total: row.offsetTotal,
    balance_status: balanceStatus(row, today),
    refunded: Number(row.refunded ?? 0),
    credit_issued: Number(row.creditIssued ?? 0),
    supplier_costs: Number(row.supplierCosts ?? 0),
    processing_fee: Number(row.processingFee ?? 0),
  };
}
