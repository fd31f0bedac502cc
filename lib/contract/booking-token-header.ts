/**
 * The header that carries a booking's private link token to POST /payments/create-checkout, so the
 * token is never in a URL that proxies and logs keep. Kept apart from the schemas: the browser
 * imports it without zod.
 */
export const BOOKING_TOKEN_HEADER = "x-booking-token";
