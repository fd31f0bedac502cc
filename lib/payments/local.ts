/** The local test checkout: sessions in the database, paid on the site's own test-mode page. */
import "server-only";
import { randomBytes } from "node:crypto";
import { chargeLabelOf } from "./charge-label";
import { ApiError, notFound } from "../api/errors";
import type { LocalCheckout, LocalPaymentInput, LocalPaymentResult } from "../contract";
import type { Database } from "../db/client";
import { findBookingById, lockBookingById } from "../db/queries/bookings";
import {
  expireOpenCheckoutSession,
  findCheckoutSession,
  payCheckoutSession,
  type CheckoutSessionRow,
} from "../db/queries/checkout-sessions";
import { withCreditLine } from "./credit-checkout";
import { fulfil, planOf, type PaidSession } from "./fulfil";
import { DECLINED_MESSAGE, testCardOutcome } from "./test-cards";
import type { PaymentProvider } from "./types";

/** 32 random bytes: 256 bits, far past guessing, like Stripe's own session ids. */
export const newLocalSessionId = () => `cs_test_${randomBytes(32).toString("base64url")}`;

async function findLocal(db: Database, id: string): Promise<CheckoutSessionRow> {
  const row = await findCheckoutSession(db, id);
  if (!row || row.provider !== "local") throw notFound("Checkout session");
  return row;
}

export function toPaidSession(row: CheckoutSessionRow): PaidSession {
  return {
    plan: planOf(row),
    provider: "local",
    sessionId: row.id,
    packageId: row.packageId,
    packageName: row.packageName,
    amountTotal: row.amountTotal,
    currency: row.currency,
    customerEmail: row.customerEmail ?? "",
    customerName: row.customerName ?? "",
  };
}

export function createLocalProvider(getDb: () => Promise<Database>): PaymentProvider {
  return {
    kind: "local",
    newSessionId: newLocalSessionId,
    async openCheckout(charge, origin) {
      // The session row was written when the seats were reserved; this page is its checkout.
      return {
        url: `${origin}/checkout/${charge.sessionId}`,
        session_id: charge.sessionId,
      };
    },
    async closeCheckout(sessionId, db) {
      if (await expireOpenCheckoutSession(db, sessionId)) return "closed";
      return (await findLocal(db, sessionId)).paymentStatus === "paid" ? "paid" : "closed";
    },
    async getSession(sessionId) {
      const row = await findLocal(await getDb(), sessionId);
      return {
        id: row.id,
        packageId: row.packageId,
        status: row.status as ProviderStatus,
        payment_status: row.paymentStatus as ProviderPaymentStatus,
        amount_total: row.amountTotal,
        currency: row.currency,
        customerEmail: row.customerEmail,
        customerName: row.customerName,
      };
    },
  };
}

type ProviderStatus = LocalCheckout["status"];
type ProviderPaymentStatus = LocalCheckout["payment_status"];

/** The hosted page's view of a session: what is bought and for how much, nothing personal. */
export async function getLocalCheckout(db: Database, id: string): Promise<LocalCheckout> {
  const row = await findLocal(db, id);
  // A balance names its booking, in the same words as Stripe's line.
  const booking =
    row.purpose === "balance" && row.bookingId
      ? await findBookingById(db, row.bookingId)
      : undefined;
  return {
    id: row.id,
    package_id: row.packageId,
    package_name: row.packageName,
    amount_total: row.amountTotal,
    currency: row.currency,
    status: row.status as ProviderStatus,
    payment_status: row.paymentStatus as ProviderPaymentStatus,
    expires_at: row.expiresAt.toISOString(),
    cancel_url: row.cancelUrl,
    description: withCreditLine(chargeLabelOf(row, booking?.reference), row.creditApplied),
  };
}

function refuseUnpayable(row: CheckoutSessionRow): never {
  if (row.status === "complete") {
    throw new ApiError("bad_request", "This checkout session has already been paid");
  }
  throw new ApiError("bad_request", "This checkout session has expired");
}

/**
 * Takes a test payment: the card is checked and dropped (only its last 4 digits are kept), the
 * session is marked paid and the booking fulfilled in one transaction.
 */
export async function payLocalCheckout(
  db: Database,
  input: LocalPaymentInput,
  staffAddress: string,
): Promise<LocalPaymentResult> {
  const row = await findLocal(db, input.session_id);
  if (row.status !== "open") refuseUnpayable(row);
  if (testCardOutcome(input.card_number) === "declined") {
    throw new ApiError("card_declined", DECLINED_MESSAGE);
  }
  const paid = await db.transaction(async (tx) => {
    // A balance's booking first, as opening its checkout does: the same order, no deadlock.
    if (row.purpose === "balance" && row.bookingId) await lockBookingById(tx, row.bookingId);
    const updated = await payCheckoutSession(tx, row.id, {
      email: input.email,
      name: input.name,
      cardLast4: input.card_number.slice(-4),
    });
    if (updated) await fulfil(tx, toPaidSession(updated), staffAddress);
    return updated;
  });
  // Another submission paid it, or it expired, between the check above and the update.
  if (!paid) refuseUnpayable(await findLocal(db, input.session_id));
  return { status: "paid", redirect_url: paid.successUrl };
}
