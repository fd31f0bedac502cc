/** The header that carries a travel credit code to POST /payments/create-checkout. */
export const CREDIT_CODE_HEADER = "x-credit-code";
