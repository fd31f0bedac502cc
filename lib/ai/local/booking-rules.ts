/**
 * What the booking step itself does with a package's money, said in words from the same constants
 * (lib/bookings/money.ts), so the assistants state the deposit and the balance date a traveler
 * will actually see before paying.
 */
import {
  BALANCE_DUE_DAYS_BEFORE,
  DEPOSIT_RATE,
  DEPOSIT_THRESHOLD_DAYS,
} from "../../bookings/money";

export function packagePaymentRule(): string {
  return `For a package booked on our site, you pay a ${Math.round(DEPOSIT_RATE * 100)}% deposit when departure is more than ${DEPOSIT_THRESHOLD_DAYS} days away, and the balance ${BALANCE_DUE_DAYS_BEFORE} days before departure; a nearer departure is paid in full at booking (/packages).`;
}
