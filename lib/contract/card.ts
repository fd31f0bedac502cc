/** The local test checkout's card form: the same rules in the browser and on the server. */
import { z } from "zod";
import { requiredText } from "./common";
import { checkoutSessionIdSchema } from "./checkout";

/** Digits only: spaces and dashes people type between groups are dropped. */
export const normalizeCardNumber = (value: string) => value.replace(/[\s-]/g, "");

/** The Luhn check digit test every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM/YY" is valid through the last day of that month. */
export function isExpiryCurrent(expiry: string, now: Date = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export const localPaymentInputSchema = z.object({
  session_id: checkoutSessionIdSchema,
  card_number: z
    .string()
    .max(40)
    .transform(normalizeCardNumber)
    .pipe(
      z
        .string()
        .regex(/^\d{12,19}$/, "must be 12 to 19 digits")
        .refine(passesLuhn, "is not valid"),
    ),
  expiry: z
    .string()
    .max(10)
    .regex(/^\s*(0[1-9]|1[0-2])\s*\/\s*\d{2}\s*$/, "must be MM/YY")
    .refine((value) => isExpiryCurrent(value), "is in the past"),
  cvc: z.string().regex(/^\d{3,4}$/, "must be 3 or 4 digits"),
  email: z.string().trim().max(254).pipe(z.email("must be a valid e-mail address")),
  name: requiredText(120),
});
export type LocalPaymentInput = z.infer<typeof localPaymentInputSchema>;
