/**
 * What a cancellation returns, by the client agreement (section 9 for the traveler's, section 10
 * for the agency's), pure so the booking page, the desk, the mails and the tests share it. Amounts
 * are minor units; days are calendar days in UTC, counted from the day the notice arrived.
 *
 * A fixed-price package has no planning fee, so more than 60 days before travel only the $250
 * processing fee is kept; 30 to 60 days, half of what was paid comes back less the supplier costs
 * staff enter (with a reason the traveler sees); under 30 days, a credit for what was paid less
 * those costs. Money goes back the way it came: what was paid by card is refunded (never more),
 * and whatever of the return was paid with travel credit becomes a new credit, never cash.
 */
import { cancellationOutcome, daysBetween, PROCESSING_FEE, type RefundTier } from "./money";

/** More than this many days before travel: everything back less the processing fee. */
export const FULL_REFUND_AFTER_DAYS = 60;
/** From this many days to FULL_REFUND_AFTER_DAYS: half back, less unrecoverable supplier costs. */
export const HALF_REFUND_FROM_DAYS = 30;
/** The share returned in the middle tier. */
export const HALF_REFUND_SHARE = 0.5;
/** What the agency adds, in dollars, when it cancels a trip. */
export const AGENCY_CANCELLATION_CREDIT = 500;
/** A credit is good for this many months from its issue. */
export const CREDIT_VALID_MONTHS = 12;
export { PROCESSING_FEE };

/** One payment of a booking: the card part goes back through its provider, the credit part never. */
export interface BookingPayment {
  /** The checkout session that took it: the provider's reference for its refund. */
  sessionId: string;
  /** Paid by card (minor units). */
  cash: number;
  /** Paid with travel credit (minor units). */
  credit: number;
  /** Already refunded of the card part. */
  refunded?: number;
}

export interface RefundLine {
  sessionId: string;
  amount: number;
}

export interface Settlement {
  tier: RefundTier | "agency";
  daysBeforeTravel: number;
  /** Everything paid, card and credit. */
  paid: number;
  supplierCosts: number;
  /** Money back through the provider, in all and per payment (newest payment first). */
  refund: number;
  refunds: RefundLine[];
  /** A new travel credit, valid CREDIT_VALID_MONTHS. */
  credit: number;
}

const cashOf = (payments: BookingPayment[]) =>
  payments.reduce((sum, payment) => sum + payment.cash - (payment.refunded ?? 0), 0);
const paidOf = (payments: BookingPayment[]) =>
  payments.reduce((sum, payment) => sum + payment.cash + payment.credit, 0);

/** Spreads a refund over the payments, newest first, none beyond what it took by card. */
function refundLines(payments: BookingPayment[], refund: number): RefundLine[] {
  const lines: RefundLine[] = [];
  let left = refund;
  for (const payment of [...payments].reverse()) {
    const amount = Math.min(left, payment.cash - (payment.refunded ?? 0));
    if (amount > 0) lines.push({ sessionId: payment.sessionId, amount });
    left -= amount;
  }
  return lines;
}

/** The most supplier costs a tier can take: none over 60 days, else up to what it would return. */
export function supplierCostsAllowed(tier: RefundTier, paid: number): number {
  if (tier === "half") return Math.floor(paid * HALF_REFUND_SHARE);
  if (tier === "credit") return paid;
  return 0;
}

export class SupplierCostsRefused extends Error {
  constructor(readonly allowed: number) {
    super(
      allowed === 0
        ? "No supplier costs are deducted when the notice arrived more than 60 days before travel"
        : "Supplier costs cannot be more than the cancellation would return",
    );
    this.name = "SupplierCostsRefused";
  }
}

/**
 * The traveler's cancellation of a trip starting on `startsOn` whose notice arrived on `receivedOn`
 * (UTC dates). Throws SupplierCostsRefused for costs the tier does not allow; a trip that has begun
 * returns nothing.
 */
export function travelerSettlement(
  payments: BookingPayment[],
  startsOn: string,
  receivedOn: string,
  supplierCosts = 0,
): Settlement {
  const paid = paidOf(payments);
  const outcome = cancellationOutcome(paid, startsOn, receivedOn);
  if (supplierCosts < 0 || supplierCosts > supplierCostsAllowed(outcome.tier, paid)) {
    throw new SupplierCostsRefused(supplierCostsAllowed(outcome.tier, paid));
  }
  const base = {
    tier: outcome.tier,
    daysBeforeTravel: outcome.days_before_travel,
    paid,
    supplierCosts,
  };
  if (outcome.tier === "credit") {
    return { ...base, refund: 0, refunds: [], credit: Math.max(0, outcome.credit - supplierCosts) };
  }
  const returned = Math.max(0, outcome.refund - supplierCosts);
  const refund = Math.min(returned, cashOf(payments));
  return { ...base, refund, refunds: refundLines(payments, refund), credit: returned - refund };
}

/** The agency's cancellation: every payment back as it came, plus the $500 credit. */
export function agencySettlement(
  payments: BookingPayment[],
  startsOn: string,
  today: string,
): Settlement {
  const refund = cashOf(payments);
  const credit = payments.reduce((sum, payment) => sum + payment.credit, 0);
  return {
    tier: "agency",
    daysBeforeTravel: daysBetween(today, startsOn),
    paid: paidOf(payments),
    supplierCosts: 0,
    refund,
    refunds: refundLines(payments, refund),
    credit: credit + AGENCY_CANCELLATION_CREDIT * 100,
  };
}

/** The last day a credit issued on `issuedOn` can be used: the same date 12 months on. */
export function creditExpiry(issuedOn: string): string {
  const [year, month, day] = issuedOn.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + CREDIT_VALID_MONTHS, day));
  // February 29 has no twin a year on: the credit runs to February 28.
  if (target.getUTCDate() !== day) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}
