/**
 * What the booking step itself does with a package's money, said in words from the same constants
 * (lib/bookings/money.ts), so the assistants state the deposit and the balance date a traveler
 * will actually see before paying.
 */
import type { TravelPackage } from "../../contract";
import {
  BALANCE_DUE_DAYS_BEFORE,
  bookingTotal,
  DEPOSIT_RATE,
  DEPOSIT_THRESHOLD_DAYS,
} from "../../bookings/money";
import { formatPrice } from "../../format";

export function packagePaymentRule(): string {
  return `For a package booked on our site, you pay a ${Math.round(DEPOSIT_RATE * 100)}% deposit when departure is more than ${DEPOSIT_THRESHOLD_DAYS} days away, and the balance ${BALANCE_DUE_DAYS_BEFORE} days before departure; a nearer departure is paid in full at booking (/packages).`;
}

/** A package's own deposit, per traveler and for two, from the same constants. */
export function packageDeposit(pkg: TravelPackage, travelers = 2): string {
  const total = bookingTotal(pkg, travelers);
  const deposit = Math.round(total * DEPOSIT_RATE);
  return `For ${travelers} travelers on the ${pkg.name} (${formatPrice(total)} in all), the ${Math.round(DEPOSIT_RATE * 100)}% deposit is ${formatPrice(deposit)}, and the balance of ${formatPrice(total - deposit)} is due ${BALANCE_DUE_DAYS_BEFORE} days before departure; a departure ${DEPOSIT_THRESHOLD_DAYS} days away or nearer is paid in full.`;
}
