/**
 * A booking link's token is the key to the traveler's booking: only the traveler's own mail
 * carries it. Wherever staff read a mail (the desk, the outbox API and command line, a visitor's
 * export) it is shown without it, and once the mail server has taken a mail the stored copy loses
 * it too (lib/db/queries/mail-outbox.ts).
 */

/** What stands in a mail's text for a private link's token. */
export const PRIVATE_LINK_MARK = "[private link removed]";

/** /bookings/{token}, as every booking mail writes it; the SQL of markMailSent matches the same. */
export const BOOKING_LINK_TOKEN = /(\/bookings\/)[A-Za-z0-9_-]{20,100}/g;
export const BOOKING_LINK_TOKEN_SQL = "(/bookings/)[A-Za-z0-9_-]{20,100}";

/**
 * A travel credit's code spends the credit, so it is kept out of staff's sight the same way: all
 * but its last four characters (lib/bookings/credit-codes.ts).
 */
export const CREDIT_CODE =
  /(LCC-)[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4})/g;
export const CREDIT_CODE_SQL =
  "(LCC-)[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4})";
export const CREDIT_CODE_MARK = "****-****-****";

export function withoutBookingLinkTokens(text: string): string {
  return text
    .replace(BOOKING_LINK_TOKEN, `$1${PRIVATE_LINK_MARK}`)
    .replace(CREDIT_CODE, `$1${CREDIT_CODE_MARK}$2`);
}
