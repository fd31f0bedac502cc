/**
 * The staff desk's bookings: overdue balances first, then newest, 50 a page back to the first
 * booking ever stored, searchable by reference, name or e-mail and filterable by balance; one
 * booking with the mails about it; and every matching booking for a CSV export.
 */
import "server-only";
import { DESK_PAGE_SIZE, type DeskPage } from "../../contract/staff";
import { and, count, eq, ilike, like, not, notLike, or, sql, type SQL } from "drizzle-orm";
import { isoDay } from "@/lib/bookings/money";
import type { BalanceStatus, BookingDeskQuery, BookingRecord } from "@/lib/contract";
import type { Database } from "../client";
import { bookings } from "../schema";
import { bookingStatusIs } from "./booking-status";
import {
  listBookings,
  overdueBalance,
  owingBalance,
  toBookingRecord,
  withSettlement,
  type BookingRow,
  type BookingSettlement,
} from "./bookings";
import { deskPage } from "./desk-page";
import { containing } from "./search";
import type { DeskBooking } from "../../contract/desk";

/** The balance filter in SQL, the same rules as balanceStatus in lib/bookings/status.ts. */
function balanceIs(balance: BalanceStatus, today: string): SQL | undefined {
  const cancelled = like(bookings.status, "cancelled%");
  if (balance === "cancelled") return cancelled;
  const standing = notLike(bookings.status, "cancelled%");
  if (balance === "overdue") return and(standing, overdueBalance(today));
  if (balance === "due") {
    return and(standing, owingBalance(), not(overdueBalance(today) ?? sql`false`));
  }
  return and(standing, not(owingBalance() ?? sql`false`));
}

function filterOf({ q, balance, status }: BookingDeskQuery, today: string): SQL | undefined {
  const pattern = q?.trim() ? containing(q.trim()) : undefined;
  return and(
    pattern
      ? or(
          ilike(bookings.reference, pattern),
          ilike(bookings.customerName, pattern),
          ilike(bookings.customerEmail, pattern),
        )
      : undefined,
    balance ? balanceIs(balance, today) : undefined,
    status ? bookingStatusIs(status, today) : undefined,
  );
}

export async function listDeskBookings(
  db: Database,
  filter: BookingDeskQuery,
  before?: string,
  { limit = DESK_PAGE_SIZE, today = isoDay() }: { limit?: number; today?: string } = {},
): Promise<DeskPage<BookingRecord>> {
  const where = filterOf(filter, today);
  const [rows, [totals]] = await Promise.all([
    listBookings(db, today, { before, limit: limit + 1 }, where),
    db.select({ total: count() }).from(bookings).where(where),
  ]);
  return deskPage(rows, limit, totals, (row) => row.id);
}

export async function getDeskBooking(
  db: Database,
  reference: string,
  today: string = isoDay(),
): Promise<DeskBooking | null> {
  const [row] = await db
    .select(withSettlement)
    .from(bookings)
    .where(eq(bookings.reference, reference));
  return row ? toDeskBooking(row, today) : null;
}

function toDeskBooking(row: BookingRow & BookingSettlement, today: string): DeskBooking {
  return {
    ...toBookingRecord(row, today),
    balancePaidAt: row.balancePaidAt,
    erasedAt: row.erasedAt,
  };
}

/** Every booking matching the filter, in the desk's order, for a CSV export (lib/staff/desk/). */
export async function allDeskBookings(
  db: Database,
  filter: BookingDeskQuery,
  today: string = isoDay(),
): Promise<BookingRecord[]> {
  return listBookings(db, today, { limit: Number.MAX_SAFE_INTEGER }, filterOf(filter, today));
}
