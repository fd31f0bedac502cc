/**
 * An amount in dollars as staff type it on the desk: digits, with commas only between groups of
 * three ("1,250.50") and at most two decimals, and an optional "$" before it. Anything else ("1,0,0",
 * "12.345", "1e3") is refused, never guessed at.
 */

/** Up to $9,999,999.99: more than any booking takes. */
const AMOUNT = /^\$?(?:\d{1,7}|\d{1,3},\d{3}|\d,\d{3},\d{3})(?:\.\d{1,2})?$/;

export const AMOUNT_FORMAT_MESSAGE =
  "Supplier costs must be a plain amount in dollars, such as 350 or 1,250.50: digits, commas only between thousands, at most two decimals.";

/**
 * "1,250.50" as minor units (125050); a blank as 0 (none); undefined for anything that is not a
 * plain amount.
 */
export function parseDollars(typed: string): number | undefined {
  const value = typed.trim();
  if (value === "") return 0;
  if (!AMOUNT.test(value)) return undefined;
  const [whole = "0", cents = ""] = value.replace(/[$,]/g, "").split(".");
  return Number(whole) * 100 + Number(cents.padEnd(2, "0"));
}
