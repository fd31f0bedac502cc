import { z } from "zod";

/**
 * A travel credit's code as typed: "LCC-" and four groups of four letters and digits (no 0, O, 1,
 * I or L). Spaces, dashes and case are forgiven; anything else is refused before a lookup.
 */
export const creditCodeSchema = z
  .string()
  .max(40)
  .transform((value) => value.toUpperCase().replace(/[\s-]/g, "").replace(/^LCC/, ""))
  .pipe(
    z
      .string()
      .regex(/^[2-9A-HJ-NP-Z]{16}$/, "must be a travel credit code like LCC-XXXX-XXXX-XXXX-XXXX"),
  );

/**
 * The header a credit code travels in to POST /payments/create-checkout: a code spends money, so
 * it is never put in an address that proxies, logs and histories keep. Kept apart from zod's
 * schemas for the browser.
 */
export { CREDIT_CODE_HEADER } from "./credit-code-header";
