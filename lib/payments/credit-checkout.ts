/**
 * A travel credit on a checkout: its wrong codes are counted per client address (so codes cannot
 * be found by trying them), and the credit is taken under its row lock in the transaction that
 * writes the checkout. A checkout the credit pays in full goes to no provider: a balance is paid
 * there and then for the booking's traveler; a new booking goes to a confirmation page that asks
 * who travels (not the credit's first owner: a credit may pay for someone else's trip) and books
 * it while its seats are held.
 */
import "server-only";
import { ApiError, notFound } from "../api/errors";
import type { ClientInfo } from "../backend/types";
import type { Database } from "../db/client";
import type { CreditCheckout, CreditConfirmationInput, LocalPaymentResult } from "../contract";
import {
  findCheckoutSession,
  payCheckoutSession,
  type CheckoutSessionRow,
} from "../db/queries/checkout-sessions";
import { NO_CREDIT_WITH_CODE, takeCredit } from "../db/queries/credits";
import { forgiveRateLimitHit, hitRateLimit } from "../db/queries/rate-limits";
import { formatAmount } from "../format";
import { addressGroup, UNATTRIBUTED } from "../security/client-address";
import { chargeLabelOf } from "./charge-label";
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

/** A booking checkout with nothing left to pay: a travel credit covers all that is due now. */
const coveredByCredit = (row: CheckoutSessionRow) =>
  row.purpose === "booking" && row.amountTotal === 0 && row.creditId !== null;

/** Marks the checkout paid for `customer` and fulfils it, in the caller's transaction. */
async function completeWithCredit(
  tx: Database,
  row: CheckoutSessionRow,
  customer: { email: string; name: string },
  staffAddress: string,
): Promise<void> {
  await fulfil(
    tx,
    {
      plan: planOf(row),
      provider: row.provider === "stripe" ? "stripe" : "local",
      sessionId: row.id,
      packageId: row.packageId,
      packageName: row.packageName,
      amountTotal: 0,
      currency: row.currency,
      customerEmail: customer.email,
      customerName: customer.name,
    },
    staffAddress,
  );
}

/**
 * A balance the credit pays in full: marked paid and fulfilled in the caller's transaction, for
 * the booking's own traveler, so the balance is recorded with its receipt at once.
 */
export async function payBalanceWithCredit(
  tx: Database,
  sessionId: string,
  customer: { email: string; name: string },
  staffAddress: string,
): Promise<void> {
  // Written in this transaction a moment ago: open, and payable.
  const row = await payCheckoutSession(tx, sessionId, customer);
  await completeWithCredit(tx, row!, customer, staffAddress);
}

/** Where a booking the credit pays in full is confirmed: no payment page, but who travels. */
export const creditConfirmationPath = (sessionId: string) => `/checkout/credit/${sessionId}`;

async function findCovered(db: Database, sessionId: string): Promise<CheckoutSessionRow> {
  const row = await findCheckoutSession(db, sessionId);
  if (!row || !coveredByCredit(row)) throw notFound("Checkout session");
  return row;
}

/** The confirmation page's view of a booking checkout the credit pays in full. */
export async function readCreditCheckout(db: Database, sessionId: string): Promise<CreditCheckout> {
  const row = await findCovered(db, sessionId);
  const ended = (row.holdUntil ?? row.expiresAt) <= new Date();
  return {
    id: row.id,
    package_id: row.packageId,
    package_name: row.packageName,
    description: chargeLabelOf(row),
    credit_applied: row.creditApplied,
    currency: row.currency,
    status: row.status === "complete" ? "complete" : ended ? "expired" : "open",
    expires_at: (row.holdUntil ?? row.expiresAt).toISOString(),
    cancel_url: row.cancelUrl,
  };
}

/**
 * Books the checkout the credit pays in full for the lead traveler named, while its seats are
 * still held: the booking and its mails are written at once, by one statement that only an open,
 * held checkout passes, so a second confirmation (another tab, a double click) books nothing.
 */
export async function confirmCreditCheckout(
  db: Database,
  input: CreditConfirmationInput,
  staffAddress: string,
  now = new Date(),
): Promise<LocalPaymentResult> {
  await findCovered(db, input.session_id);
  const confirmed = await db.transaction(async (tx) => {
    const row = await payCheckoutSession(tx, input.session_id, input, now);
    if (row) await completeWithCredit(tx, row, input, staffAddress);
    return row;
  });
  if (!confirmed) {
    const row = await findCovered(db, input.session_id);
    throw row.status === "complete"
      ? new ApiError(
          "conflict",
          "It was confirmed from another tab or window: the confirmation is in the lead traveler's e-mail",
        )
      : new ApiError(
          "gone",
          "The seats were held for a short while and this hold has ended. Please start your booking again",
        );
  }
  return { status: "paid", redirect_url: confirmed.successUrl };
}
