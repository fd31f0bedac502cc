/** The carbon offset's line in a booking's mails: what it cost and how it was paid. */
import { formatAmount } from "../format";

export function offsetLines(offsetTotal: number, currency: string): string[] {
  if (offsetTotal <= 0) return [];
  return [
    `Carbon offset for your flights: ${formatAmount(offsetTotal, currency)}, paid with this first payment`,
  ];
}
