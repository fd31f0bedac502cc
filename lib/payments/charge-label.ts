/**
 * What a checkout charges for, in one line: the Stripe line item's description and the test
 * checkout's subtitle, so both providers name the same deposit, balance or full payment.
 */
import type { CheckoutSessionRow } from "../db/queries/checkout-sessions";
import { formatAmount } from "../format";

export interface ChargeFacts {
  purpose: "booking" | "balance";
  travelers: number;
  startsOn: string | null;
  /** Minor units; null for a checkout made before bookings had departures. */
  tripTotal: number | null;
  balanceAfter: number;
  balanceDueOn: string | null;
  /** The carbon offset paid with a booking's first payment, minor units. */
  offsetTotal?: number;
  currency: string;
  /** The booking a balance pays. */
  reference?: string | null;
}

export function chargeLabel(charge: ChargeFacts): string {
  const money = (minor: number) => formatAmount(minor, charge.currency);
  const party = `${charge.travelers} traveler${charge.travelers === 1 ? "" : "s"}`;
  const departing = charge.startsOn ? `, departing ${charge.startsOn}` : "";
  if (charge.purpose === "balance") {
    const booking = charge.reference ? `booking ${charge.reference}` : "your booking";
    return `Balance of ${booking} for ${party}${departing}`;
  }
  const offset = charge.offsetTotal
    ? ` and the carbon offset for the flights (${money(charge.offsetTotal)})`
    : "";
  if (charge.balanceAfter > 0 && charge.tripTotal !== null) {
    return `Deposit (25% of ${money(charge.tripTotal)})${offset} for ${party}${departing}; balance ${money(charge.balanceAfter)} due ${charge.balanceDueOn}`;
  }
  return `Paid in full${offset} for ${party}${departing}`;
}

/** The charge a stored checkout made, in the same words; `reference`: the booking a balance pays. */
export const chargeLabelOf = (row: CheckoutSessionRow, reference?: string | null): string =>
  chargeLabel({
    purpose: row.purpose === "balance" ? "balance" : "booking",
    travelers: row.travelers,
    startsOn: row.startsOn,
    tripTotal: row.tripTotal,
    balanceAfter: row.balanceAfter,
    balanceDueOn: row.balanceDueOn,
    offsetTotal: row.offsetTotal,
    currency: row.currency,
    reference,
  });
