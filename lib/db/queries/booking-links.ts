/**
 * A booking's private links. The database keeps the SHA-256 of each token, never the token: a
 * copy of the database (a backup, a leak, a staff member's query) opens no booking. Each mail that
 * links to the booking is given a token of its own, and the confirmation page one for an hour
 * after the payment; every one of them opens the booking until the link is renewed or expires.
 */
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, inArray } from "drizzle-orm";
import { bookingLinks } from "../schema";
import type { Writer } from "./audit";

/** A token: 32 random bytes, base64url (43 characters), far past guessing. */
export const newBookingLinkToken = () => randomBytes(32).toString("base64url");

/** What the database keeps of a token. Random tokens need no salt or slow hash. */
export const hashBookingLinkToken = (token: string) =>
  createHash("sha256").update(token, "utf8").digest("hex");

/** A new link to the booking, for one mail or page: its hash is stored, the token returned. */
export async function issueBookingLink(
  db: Writer,
  bookingId: string,
  checkoutSessionId: string | null = null,
): Promise<string> {
  const token = newBookingLinkToken();
  await db
    .insert(bookingLinks)
    .values({ tokenHash: hashBookingLinkToken(token), bookingId, checkoutSessionId });
  return token;
}

/** Deletes every link of these bookings: the links already mailed open nothing from then on. */
export async function revokeBookingLinks(db: Writer, bookingIds: string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await db.delete(bookingLinks).where(inArray(bookingLinks.bookingId, bookingIds));
}

/** At most this many links are handed out through one payment's status (its page, reloaded). */
export const LINKS_PER_CHECKOUT_STATUS = 10;

/**
 * A link for the confirmation page of the checkout that paid the booking, or null once that
 * checkout has been given its share (the page reloaded over and over: the mail has the link).
 */
export async function issueCheckoutStatusLink(
  db: Writer,
  bookingId: string,
  checkoutSessionId: string,
): Promise<string | null> {
  const [given] = await db
    .select({ n: count() })
    .from(bookingLinks)
    .where(
      and(
        eq(bookingLinks.bookingId, bookingId),
        eq(bookingLinks.checkoutSessionId, checkoutSessionId),
      ),
    );
  if ((given?.n ?? 0) >= LINKS_PER_CHECKOUT_STATUS) return null;
  return issueBookingLink(db, bookingId, checkoutSessionId);
}
