/**
 * The newsletter's double opt-in: an address is stored pending with a confirmation mail queued in
 * the same transaction, confirmed by the link's single-use token, and unsubscribed by the token
 * every issue carries.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { StaffPageQuery, SubscriberRecord, SubscriberStatus } from "@/lib/contract";
import { newsletterConfirmation } from "@/lib/mail/newsletter-messages";
import type { Database } from "../client";
import { mailOutbox, newsletterSubscribers } from "../schema";
import { queueMail } from "./mail-outbox";

/** An unconfirmed address is sent its confirmation link again at most this often. */
export const CONFIRMATION_RESEND_MINUTES = 10;

/** 256 random bits, base64url: a confirmation or unsubscribe link's token. */
export const newNewsletterToken = () => randomBytes(32).toString("base64url");

export type SubscribeOutcome = "confirmation_queued" | "recently_sent" | "already_confirmed";

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

/**
 * Subscribes an address: new, or unsubscribed before, it becomes pending with a fresh confirmation
 * token and gets the confirmation mail; still pending, it gets the same link again unless one went
 * out in the last 10 minutes; confirmed, nothing changes. The visitor's answer is the same in every
 * case; the outcome is for the caller's own use.
 */
export async function subscribeAddress(
  db: Database,
  email: string,
  origin: string,
): Promise<SubscribeOutcome> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({
        email,
        status: "pending",
        confirmToken: newNewsletterToken(),
        unsubscribeToken: newNewsletterToken(),
      })
      .onConflictDoNothing()
      .returning({ confirmToken: newsletterSubscribers.confirmToken });
    if (created?.confirmToken) {
      await queueMail(tx, newsletterConfirmation(email, created.confirmToken, origin));
      return "confirmation_queued";
    }
    // Already stored: lock the row, so two subscriptions at once queue one mail between them.
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for("update");
    if (!row) throw new Error("The subscriber disappeared while subscribing");
    if (row.status === "confirmed") return "already_confirmed";
    if (row.status === "pending") {
      const [recent] = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.aboutEmail, email),
            eq(mailOutbox.kind, "newsletter_confirm"),
            gt(
              mailOutbox.createdAt,
              sql`now() - make_interval(mins => ${CONFIRMATION_RESEND_MINUTES})`,
            ),
          ),
        )
        .limit(1);
      if (recent) return "recently_sent";
    }
    // Pending: the same link again. Unsubscribed: a new confirmation, as for a new address.
    const confirmToken =
      row.status === "pending" && row.confirmToken ? row.confirmToken : newNewsletterToken();
    await tx
      .update(newsletterSubscribers)
      .set({
        status: "pending",
        confirmToken,
        confirmedAt: null,
        unsubscribedAt: null,
        unsubscribeToken: row.unsubscribeToken ?? newNewsletterToken(),
      })
      .where(eq(newsletterSubscribers.email, email));
    await queueMail(tx, newsletterConfirmation(email, confirmToken, origin));
    return "confirmation_queued";
  });
}

/** Confirms the pending address of a confirmation token and spends the token; false if unknown. */
export async function confirmSubscriber(db: Database, token: string): Promise<boolean> {
  const confirmed = await db
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: sql`now()`, confirmToken: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmToken, token),
        eq(newsletterSubscribers.status, "pending"),
      ),
    )
    .returning({ email: newsletterSubscribers.email });
  return confirmed.length > 0;
}

/**
 * Unsubscribes the address of an unsubscribe token; false if unknown. Unsubscribing again keeps the
 * first time; an unused confirmation link stops working.
 */
export async function unsubscribeByToken(db: Database, token: string): Promise<boolean> {
  const { status, unsubscribedAt } = newsletterSubscribers;
  const left = await db
    .update(newsletterSubscribers)
    .set({
      status: "unsubscribed",
      unsubscribedAt: sql`case when ${status} = 'unsubscribed' then ${unsubscribedAt} else now() end`,
      confirmToken: null,
    })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ email: newsletterSubscribers.email });
  return left.length > 0;
}

export function toSubscriberRecord(row: SubscriberRow): SubscriberRecord {
  return {
    email: row.email,
    status: row.status as SubscriberStatus,
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
  };
}

/** Rows older than the subscriber `before` (an e-mail), in the lists' newest-first order. */
export const olderThanSubscriber = (before: string) =>
  sql`(${newsletterSubscribers.createdAt}, ${newsletterSubscribers.email}) < (select s.created_at, s.email from ${newsletterSubscribers} s where s.email = ${before})`;

/** Newest first: up to `limit` (5,000 by default) older than the subscriber `before` (an e-mail). */
export async function listSubscribers(
  db: Database,
  { before, limit = 5000 }: StaffPageQuery = {},
): Promise<SubscriberRecord[]> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(before ? olderThanSubscriber(before) : undefined)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.email))
    .limit(limit);
  return rows.map(toSubscriberRecord);
}
