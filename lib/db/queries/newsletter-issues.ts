/**
 * Sending a newsletter issue: one queued mail per confirmed subscriber, each with its own
 * unsubscribe link and List-Unsubscribe headers, in one transaction with its audit record. The
 * compose form carries a key made when it was shown; the audit record keeps it ("newsletter.send",
 * target = key), so the same form posted twice sends once.
 */
import "server-only";
import type { StaffActor } from "../../contract/staff";
import { and, eq, isNull, sql } from "drizzle-orm";
import { newsletterIssueMail, type NewsletterIssue } from "@/lib/mail/newsletter-messages";
import type { Database } from "../client";
import { auditLog, newsletterSubscribers } from "../schema";
import { recordStaffAction } from "./audit";
import { queueMails } from "./mail-outbox";

export const NEWSLETTER_SEND_ACTION = "newsletter.send";

/** Any fixed number: the advisory lock that lets one send at a time check and record its key. */
const SEND_LOCK = 0x4c43_4e4c;

/** Rows per insert, well under PostgreSQL's limit of parameters per statement. */
const BATCH = 500;

export type SendOutcome =
  { status: "sent"; count: number } | { status: "already_sent" } | { status: "no_subscribers" };

export async function sendNewsletterIssue(
  db: Database,
  actor: StaffActor,
  key: string,
  issue: NewsletterIssue,
  origin: string,
): Promise<SendOutcome> {
  return db.transaction(async (tx) => {
    // Held to the end of the transaction: a second post of the same form waits, then sees the key.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEND_LOCK})`);
    const [sent] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, NEWSLETTER_SEND_ACTION), eq(auditLog.target, key)))
      .limit(1);
    if (sent) return { status: "already_sent" };

    const { status, unsubscribeToken } = newsletterSubscribers;
    // Every confirmed address has an unsubscribe token; one that somehow has none gets one first.
    await tx
      .update(newsletterSubscribers)
      .set({
        unsubscribeToken: sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`,
      })
      .where(and(eq(status, "confirmed"), isNull(unsubscribeToken)));
    const recipients = await tx
      .select({ email: newsletterSubscribers.email, unsubscribeToken })
      .from(newsletterSubscribers)
      .where(eq(status, "confirmed"))
      .orderBy(newsletterSubscribers.createdAt, newsletterSubscribers.email);
    if (recipients.length === 0) return { status: "no_subscribers" };

    const mails = recipients.map((recipient) =>
      newsletterIssueMail(
        issue,
        { email: recipient.email, unsubscribeToken: recipient.unsubscribeToken! },
        origin,
      ),
    );
    for (let i = 0; i < mails.length; i += BATCH) {
      await queueMails(tx, mails.slice(i, i + BATCH));
    }
    // The count only: never the subject or text.
    await recordStaffAction(tx, actor, {
      action: NEWSLETTER_SEND_ACTION,
      target: key,
      detail: `${recipients.length} ${recipients.length === 1 ? "recipient" : "recipients"}`,
    });
    return { status: "sent", count: recipients.length };
  });
}
