/**
 * The money rules of a package booking, pure so the server, the pages and the tests share them.
 * Amounts are whole US dollars as the catalog prices them; dates are "YYYY-MM-DD" calendar days.
 */

/** A departure further away than this is paid by a deposit; a nearer one in full. */
export const DEPOSIT_THRESHOLD_DAYS = 45;
/** The deposit's share of the total, rounded to whole dollars. */
export const DEPOSIT_RATE = 0.25;
/** The balance falls due this many days before departure. */
export const BALANCE_DUE_DAYS_BEFORE = 30;
/** The balance reminder goes out this many days before the due date. */
export const REMINDER_DAYS_BEFORE_DUE = 7;
/** Kept from a refund when a booking is cancelled more than 60 days before travel. */
export const PROCESSING_FEE = 250;

const DAY_MS = 86_400_000;

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** Today's calendar date in UTC, as "YYYY-MM-DD". */
export const isoDay = (date: Date = new Date()) => date.toISOString().slice(0, 10);

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

export function addDays(isoDate: string, days: number): string {
  return new Date((dayNumber(isoDate) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Price x travelers for a per-person price; the price itself for a price per booking. */
export function bookingTotal(
  pkg: { price: number; price_per_person: boolean },
  travelers: number,
): number {
  return pkg.price_per_person ? pkg.price * travelers : pkg.price;
}

export interface PaymentPlan {
  total: number;
  /** What the traveler pays at booking. */
  due_now: number;
  /** What is left after due_now; 0 when paid in full. */
  balance: number;
  /** The date the balance falls due, or null when paid in full. */
  balance_due_on: string | null;
}

/**
 * More than 45 days before departure: a 25% deposit (whole dollars) now and the balance 30 days
 * before departure. Nearer: the whole total now.
 */
export function paymentPlan(total: number, startsOn: string, today: string): PaymentPlan {
  if (daysBetween(today, startsOn) > DEPOSIT_THRESHOLD_DAYS) {
    const deposit = Math.round(total * DEPOSIT_RATE);
    return {
      total,
      due_now: deposit,
      balance: total - deposit,
      balance_due_on: addDays(startsOn, -BALANCE_DUE_DAYS_BEFORE),
    };
  }
  return { total, due_now: total, balance: 0, balance_due_on: null };
}

/** The day the balance reminder is sent. */
export const reminderDate = (balanceDueOn: string) =>
  addDays(balanceDueOn, -REMINDER_DAYS_BEFORE_DUE);

/**
 * Where an unpaid balance stands on `today`: "upcoming" before the reminder day, "reminder" from
 * it, "due" on the due date, "overdue" after it.
 */
export type BalanceStage = "upcoming" | "reminder" | "due" | "overdue";

export function balanceStage(balanceDueOn: string, today: string): BalanceStage {
  const days = daysBetween(today, balanceDueOn);
  if (days < 0) return "overdue";
  if (days === 0) return "due";
  return days <= REMINDER_DAYS_BEFORE_DUE ? "reminder" : "upcoming";
}

export type RefundTier = "full_less_fee" | "half" | "credit" | "departed";

export interface CancellationOutcome {
  tier: RefundTier;
  days_before_travel: number;
  /** Money returned, in minor units (cents). */
  refund: number;
  /** Credit toward a future booking, valid 12 months, in minor units. */
  credit: number;
}

/**
 * What a cancellation received on `today` returns of `paid` (minor units), by the terms for
 * packages (a package carries no planning fee, so the client agreement's first tier is the same):
 * more than 60 days before travel, everything less a $250 processing fee; 30 to 60 days, half;
 * fewer than 30 days, no refund but a credit for what was paid. Supplier costs that cannot be
 * recovered may reduce the half refund and the credit; they are shown to the traveler separately.
 */
export function cancellationOutcome(
  paid: number,
  startsOn: string,
  today: string,
): CancellationOutcome {
  const days = daysBetween(today, startsOn);
  if (days < 0) return { tier: "departed", days_before_travel: days, refund: 0, credit: 0 };
  if (days > 60) {
    const refund = Math.max(0, paid - PROCESSING_FEE * 100);
    return { tier: "full_less_fee", days_before_travel: days, refund, credit: 0 };
  }
  if (days >= 30) {
    return { tier: "half", days_before_travel: days, refund: Math.floor(paid / 2), credit: 0 };
  }
  return { tier: "credit", days_before_travel: days, refund: 0, credit: paid };
}

/** Seats a departure still has: its seats less those held by paid and in-progress bookings. */
export const seatsLeft = (seats: number, held: number) => Math.max(0, seats - held);

/** The most travelers one booking may name: the seats left, within the departure's group limit. */
export const maxTravelers = (seatsLeftNow: number, groupLimit: number) =>
  Math.max(0, Math.min(seatsLeftNow, groupLimit));
