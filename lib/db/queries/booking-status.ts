/**
 * The desk's status filter in SQL, the same rules as lib/bookings/status.ts reads them from a row:
 * a cancellation is stored; a booking that stands is travelled once its departure date has passed,
 * and otherwise confirmed, balance due (from the reminder's day) or paid in full.
 */
import "server-only";
import { and, eq, gt, isNull, lt, lte, gte, not, or, sql, type SQL } from "drizzle-orm";
import { addDays, REMINDER_DAYS_BEFORE_DUE } from "@/lib/bookings/money";
import type { DeskBookingStatus } from "@/lib/contract";
import { bookings } from "../schema";
import { overdueBalance, owingBalance } from "./bookings";

export function bookingStatusIs(status: DeskBookingStatus, today: string): SQL | undefined {
  const confirmed = eq(bookings.status, "confirmed");
  const standing = and(confirmed, or(isNull(bookings.startsOn), gte(bookings.startsOn, today)));
  // The reminder's day is a week before the due date: from then, the balance is what is due.
  const reminded = lte(bookings.balanceDueOn, addDays(today, REMINDER_DAYS_BEFORE_DUE));
  switch (status) {
    case "overdue":
      return overdueBalance(today);
    case "travelled":
      return and(confirmed, lt(bookings.startsOn, today));
    case "paid_in_full":
      return and(standing, not(owingBalance() ?? sql`false`));
    case "balance_due":
      return and(standing, owingBalance(), reminded);
    case "confirmed":
      return and(
        standing,
        owingBalance(),
        or(
          isNull(bookings.balanceDueOn),
          gt(bookings.balanceDueOn, addDays(today, REMINDER_DAYS_BEFORE_DUE)),
        ),
      );
    default:
      return eq(bookings.status, status);
  }
}
