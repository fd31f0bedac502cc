/**
 * A travel credit on a checkout: its wrong codes are counted per client address (so codes cannot
 * be found by trying them), the credit is taken under its row lock in the transaction that writes
 * the checkout, and a checkout the credit pays in full is paid there and then, with no provider.
 */
import "server-only";
import { eq } from "drizzle-orm";
import { ApiError } from "../api/errors";
import type { ClientInfo } from "../backend/types";
import type { Database } from "../db/client";
import { findCheckoutSession } from "../db/queries/checkout-sessions";
import { NO_CREDIT_WITH_CODE, takeCredit } from "../db/queries/credits";
import { forgiveRateLimitHit, hitRateLimit } from "../db/queries/rate-limits";
import { bookings, checkoutSessions, travelCredits } from "../db/schema";
import { formatAmount } from "../format";
import { addressGroup, UNATTRIBUTED } from "../security/client-address";
import { fulfil, planOf } from "./fulfil";

const HOUR = 3600;

/**
 * Counts one try of a credit code from this client; past the hour's limit, refused (before any
 * lookup, so a burst of guesses is refused at once). Returns the function to call when the try
 * was not a wrong code: a credit that was found (used, expired or taken off what is due) or an
 * order refused before the code was looked at does not count against the traveler.
 */
export async function countCreditCodeTry(
  db: Database,
  client: ClientInfo | undefined,
  perHour: number,
): Promise<(error?: unknown) => Promise<void>> {
  const key = `credits.code:${addressGroup(client?.address ?? UNATTRIBUTED)}`;
  const countedAt = Date.now();
  if ((await hitRateLimit(db, key, HOUR, countedAt)) > perHour) {
    throw new ApiError(
      "rate_limited",
      "Too many travel credit codes were tried from your connection: please try again in an hour, or write to us",
      { "Retry-After": String(HOUR) },
    );
  }
  return async (error) => {
    const wrongCode = error instanceof ApiError && error.message === NO_CREDIT_WITH_CODE;
    if (!wrongCode) await forgiveRateLimitHit(db, key, HOUR, countedAt);
  };
}

export interface CreditOnCheckout {
  creditId: string;
  applied: number;
}

/** Takes the credit for `due`, or nothing when no code was given. */
export async function creditFor(
  tx: Database,
  code: string | undefined,
  due: number,
  today: string,
): Promise<CreditOnCheckout | undefined> {
  if (!code) return undefined;
  return takeCredit(tx, { code, due, currency: "usd", today });
}

/** The checkout's columns for its credit. */
export const creditColumns = (credit: CreditOnCheckout | undefined) =>
  credit ? { creditId: credit.creditId, creditApplied: credit.applied } : {};

/** The provider's line says what the credit took off. */
export const withCreditLine = (label: string, applied: number) =>
  applied > 0 ? `${label}, less ${formatAmount(applied, "usd")} travel credit` : label;

/** Who a booking paid wholly by credit is for: the traveler the credit was issued to. */
async function creditHolder(tx: Database, creditId: string) {
  const [row] = await tx
    .select({
      email: bookings.customerEmail,
      name: bookings.customerName,
      erased: bookings.erasedAt,
    })
    .from(travelCredits)
    .innerJoin(bookings, eq(bookings.id, travelCredits.bookingId))
    .where(eq(travelCredits.id, creditId));
  return row && !row.erased ? row : undefined;
}

/**
 * A checkout the credit pays in full: marked paid and fulfilled in the caller's transaction, as a
 * provider's payment is, so the booking (or the balance) is written with its mails at once.
 */
export async function payWithCredit(
  tx: Database,
  sessionId: string,
  credit: CreditOnCheckout,
  provider: "local" | "stripe",
  staffAddress: string,
  customer?: { email: string; name: string },
): Promise<void> {
  const holder = customer ?? (await creditHolder(tx, credit.creditId));
  if (!holder) {
    throw new ApiError("conflict", "Please write to us to book with this travel credit");
  }
  await tx
    .update(checkoutSessions)
    .set({
      status: "complete",
      paymentStatus: "paid",
      completedAt: new Date(),
      customerEmail: holder.email,
      customerName: holder.name,
    })
    .where(eq(checkoutSessions.id, sessionId));
  const row = (await findCheckoutSession(tx, sessionId))!;
  await fulfil(
    tx,
    {
      plan: planOf(row),
      provider,
      sessionId,
      packageId: row.packageId,
      packageName: row.packageName,
      amountTotal: 0,
      currency: row.currency,
      customerEmail: holder.email,
      customerName: holder.name,
    },
    staffAddress,
  );
}
