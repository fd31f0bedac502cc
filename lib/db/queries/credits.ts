/**
 * Travel credits in the database: issued with a cancellation, taken off checkouts, listed for
 * staff. What a credit has left is never stored: it is its amount less what checkouts took off it
 * (checkout_sessions.credit_applied), counting paid checkouts and open ones that can still be paid.
 * A checkout takes a credit under the credit's row lock, so two at once cannot both spend it.
 */
import "server-only";
import { DESK_PAGE_SIZE } from "../../contract/staff";
import { and, count, desc, eq, gt, ilike, inArray, or, sql } from "drizzle-orm";
import { ApiError } from "@/lib/api/errors";
import { creditExpiry } from "@/lib/bookings/cancellation";
import { creditCodeHint, hashCreditCode, newCreditCode } from "@/lib/bookings/credit-codes";
import { isoDay } from "@/lib/bookings/money";
import type { CreditRecord, StaffPageQuery } from "@/lib/contract";
import type { DeskPage } from "../../contract/staff";
import { deskPage } from "./desk-page";
import { containing } from "./search";
import { bookings, checkoutSessions, travelCredits } from "../schema";
import type { Writer } from "./audit";

export type CreditRow = typeof travelCredits.$inferSelect;

export interface IssuedCredit {
  id: string;
  /** The whole code (16 characters): only the traveler's mail carries it from here. */
  code: string;
  hint: string;
  amount: number;
  expiresOn: string;
}

/** A new credit worth `amount`, valid 12 months from `today`; returns its code once. */
export async function issueCredit(
  db: Writer,
  credit: {
    bookingId: string;
    cancellationId: string | null;
    amount: number;
    currency: string;
    today: string;
  },
): Promise<IssuedCredit> {
  const code = newCreditCode();
  const row = {
    id: crypto.randomUUID(),
    codeHash: hashCreditCode(code),
    codeHint: creditCodeHint(code),
    bookingId: credit.bookingId,
    cancellationId: credit.cancellationId,
    amount: credit.amount,
    currency: credit.currency,
    expiresOn: creditExpiry(credit.today),
  };
  await db.insert(travelCredits).values(row);
  return { id: row.id, code, hint: row.codeHint, amount: row.amount, expiresOn: row.expiresOn };
}

/** Checkouts that count against a credit at `now`: paid, or open and not yet expired. */
const counting = (now: Date) =>
  or(
    eq(checkoutSessions.paymentStatus, "paid"),
    and(eq(checkoutSessions.status, "open"), gt(checkoutSessions.expiresAt, now)),
  );

/** What checkouts have taken off each credit: used (paid) and held (open). */
async function takenOff(db: Writer, creditIds: string[], now: Date) {
  const taken = new Map<string, { used: number; held: number }>();
  if (creditIds.length === 0) return taken;
  const rows = await db
    .select({
      creditId: checkoutSessions.creditId,
      used: sql<number>`coalesce(sum(case when ${checkoutSessions.paymentStatus} = 'paid' then ${checkoutSessions.creditApplied} else 0 end), 0)::int`,
      held: sql<number>`coalesce(sum(case when ${checkoutSessions.paymentStatus} = 'paid' then 0 else ${checkoutSessions.creditApplied} end), 0)::int`,
    })
    .from(checkoutSessions)
    .where(and(inArray(checkoutSessions.creditId, creditIds), counting(now)))
    .groupBy(checkoutSessions.creditId);
  for (const row of rows) {
    taken.set(row.creditId ?? "", { used: Number(row.used), held: Number(row.held) });
  }
  return taken;
}

/** What takeCredit says of a code no credit has: the one answer that counts as a guess. */
export const NO_CREDIT_WITH_CODE = "No travel credit has this code";

/**
 * Takes up to `due` off the credit with this code for a checkout about to be written, under the
 * credit's row lock (held until the caller's transaction ends, when the checkout holds it). Throws
 * not_found for a code no credit has, gone for an expired credit, conflict for one used up.
 */
export async function takeCredit(
  tx: Writer,
  {
    code,
    due,
    currency,
    today,
    now = new Date(),
  }: {
    code: string;
    due: number;
    currency: string;
    today: string;
    now?: Date;
  },
): Promise<{ creditId: string; applied: number }> {
  const [credit] = await tx
    .select()
    .from(travelCredits)
    .where(eq(travelCredits.codeHash, hashCreditCode(code)))
    .for("update");
  if (!credit) throw new ApiError("not_found", NO_CREDIT_WITH_CODE);
  if (credit.expiresOn < today) {
    throw new ApiError("gone", `This travel credit expired on ${credit.expiresOn}`);
  }
  if (credit.currency !== currency) {
    throw new ApiError("bad_request", "This travel credit is in another currency");
  }
  const taken = (await takenOff(tx, [credit.id], now)).get(credit.id) ?? { used: 0, held: 0 };
  const left = credit.amount - taken.used - taken.held;
  if (left <= 0) {
    throw new ApiError(
      "conflict",
      taken.held > 0
        ? "This travel credit is being used by a checkout that is still open; finish or cancel that payment first"
        : "This travel credit has been used in full",
    );
  }
  return { creditId: credit.id, applied: Math.min(left, due) };
}

/** The desk's credits filter: words matched against the booking's reference or the code's last four. */
export interface CreditDeskFilter {
  search?: string;
}

/** Credits whose booking's reference or whose code's last four characters hold the words. */
function searched(search: string | undefined) {
  const words = search?.trim();
  if (!words) return undefined;
  return or(
    ilike(bookings.reference, containing(words)),
    ilike(travelCredits.codeHint, containing(words)),
  );
}

/** One page of credits for the desk (/staff/credits), newest first, with how many the filter matches. */
export async function listDeskCredits(
  db: Writer,
  filter: CreditDeskFilter,
  before?: string,
  { limit = DESK_PAGE_SIZE, today = isoDay() }: { limit?: number; today?: string } = {},
): Promise<DeskPage<CreditRecord>> {
  const [rows, [totals]] = await Promise.all([
    listCredits(db, today, { ...filter, before, limit: limit + 1 }),
    db
      .select({ total: count() })
      .from(travelCredits)
      .leftJoin(bookings, eq(bookings.id, travelCredits.bookingId))
      .where(searched(filter.search)),
  ]);
  return deskPage(rows, limit, totals, (row) => row.id);
}

/** Every credit the filter matches, newest first, for the desk's CSV export. */
export function allDeskCredits(
  db: Writer,
  filter: CreditDeskFilter,
  today: string = isoDay(),
): Promise<CreditRecord[]> {
  return listCredits(db, today, { ...filter, limit: Number.MAX_SAFE_INTEGER });
}

const statusOf = (credit: CreditRow, remaining: number, held: number, today: string) =>
  remaining > 0 ? (credit.expiresOn < today ? "expired" : "active") : held > 0 ? "held" : "used";

/**
 * Credits newest first (those `search` finds, when given), `limit` of them issued before the
 * credit `before` (its id), with what each has left and its uses: the bookings that paid with it.
 */
export async function listCredits(
  db: Writer,
  today: string,
  { before, limit = DESK_PAGE_SIZE, search }: StaffPageQuery & CreditDeskFilter = {},
  now = new Date(),
): Promise<CreditRecord[]> {
  const rows = await db
    .select({ credit: travelCredits, reference: bookings.reference })
    .from(travelCredits)
    .leftJoin(bookings, eq(bookings.id, travelCredits.bookingId))
    .where(
      and(
        searched(search),
        before
          ? sql`(${travelCredits.issuedAt}, ${travelCredits.id}) < (select c.issued_at, c.id from ${travelCredits} c where c.id = ${before})`
          : undefined,
      ),
    )
    .orderBy(desc(travelCredits.issuedAt), desc(travelCredits.id))
    .limit(limit);
  const ids = rows.map((row) => row.credit.id);
  const taken = await takenOff(db, ids, now);
  const uses =
    ids.length === 0
      ? []
      : await db
          .select({
            creditId: checkoutSessions.creditId,
            amount: checkoutSessions.creditApplied,
            at: checkoutSessions.completedAt,
            reference: bookings.reference,
          })
          .from(checkoutSessions)
          .leftJoin(
            bookings,
            or(
              eq(bookings.sessionId, checkoutSessions.id),
              eq(bookings.balanceSessionId, checkoutSessions.id),
            ),
          )
          .where(
            and(
              inArray(checkoutSessions.creditId, ids),
              eq(checkoutSessions.paymentStatus, "paid"),
            ),
          )
          .orderBy(checkoutSessions.completedAt);
  return rows.map(({ credit, reference }) => {
    const { used, held } = taken.get(credit.id) ?? { used: 0, held: 0 };
    const remaining = Math.max(0, credit.amount - used - held);
    return {
      id: credit.id,
      code_hint: credit.codeHint,
      booking_reference: reference,
      amount: credit.amount,
      used,
      held,
      remaining,
      currency: credit.currency,
      issued_at: credit.issuedAt.toISOString(),
      expires_on: credit.expiresOn,
      status: statusOf(credit, remaining, held, today),
      uses: uses
        .filter((use) => use.creditId === credit.id)
        .map((use) => ({
          booking_reference: use.reference,
          amount: use.amount,
          at: (use.at ?? credit.issuedAt).toISOString(),
        })),
    };
  });
}

/** The credits a booking's cancellation gave, by id (for its pages). */
export async function findCredit(db: Writer, id: string): Promise<CreditRow | undefined> {
  const [row] = await db.select().from(travelCredits).where(eq(travelCredits.id, id));
  return row;
}
