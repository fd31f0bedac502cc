import "server-only";
import { and, asc, desc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { OutboxRecord, StaffPageQuery } from "@/lib/contract";
import {
  BOOKING_LINK_TOKEN_SQL,
  CREDIT_CODE_MARK,
  CREDIT_CODE_SQL,
  PRIVATE_LINK_MARK,
  withoutBookingLinkTokens,
} from "@/lib/mail/private-links";
import type { Mail } from "@/lib/mail/types";
import type { Database } from "../client";
import { mailOutbox } from "../schema";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Queues a mail; call it inside the transaction that stores what the mail is about. Its id. */
export async function queueMail(db: Database, mail: Mail): Promise<string> {
  return (await queueMails(db, [mail]))[0]!;
}

/** Queues several mails in one statement, e.g. the notices about a group of enquiries; their ids. */
export async function queueMails(db: Database, mails: Mail[]): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = mails.map(({ about, headers, ...mail }) => ({
    id: crypto.randomUUID(),
    ...mail,
    aboutEmail: about?.toLowerCase() ?? null,
    headers: headers ? JSON.stringify(headers) : null,
    status: "queued",
  }));
  await db.insert(mailOutbox).values(rows);
  return rows.map((row) => row.id);
}

/**
 * Claims mails to send: queued ones, failed ones with attempts left once their wait is over, and
 * ones a sender claimed but never finished (it died). A failed mail waits retryAfterMs, doubling
 * with each attempt up to maxBackoffMs, so a mail server that is down for hours still gets the mail
 * later. SKIP LOCKED lets several instances share one outbox.
 */
export async function claimMails(
  db: Database,
  options: {
    limit: number;
    maxAttempts: number;
    /** A failed mail waits this long before its second attempt, then twice as long each time. */
    retryAfterMs: number;
    maxBackoffMs: number;
    staleAfterMs: number;
    now?: Date;
  },
): Promise<OutboxRow[]> {
  const now = options.now ?? new Date();
  const before = (ms: number) => new Date(now.getTime() - ms);
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        eq(mailOutbox.status, "queued"),
        and(
          eq(mailOutbox.status, "failed"),
          lt(mailOutbox.attempts, options.maxAttempts),
          lte(
            mailOutbox.claimedAt,
            sql`${now.toISOString()}::timestamptz - least(${options.retryAfterMs}::float8 * power(2, ${mailOutbox.attempts} - 1), ${options.maxBackoffMs}::float8) * interval '1 millisecond'`,
          ),
        ),
        and(
          eq(mailOutbox.status, "sending"),
          lt(mailOutbox.claimedAt, before(options.staleAfterMs)),
        ),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(options.limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ status: "sending", attempts: sql`${mailOutbox.attempts} + 1`, claimedAt: now })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/**
 * Once the mail server has the mail, the stored copy keeps no booking link's token: the traveler's
 * mail has it, and a mail that was sent is never sent again.
 */
export async function markMailSent(db: Database, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: "sent",
      sentAt: new Date(),
      lastError: null,
      text: sql`regexp_replace(regexp_replace(${mailOutbox.text}, ${BOOKING_LINK_TOKEN_SQL}, ${`\\1${PRIVATE_LINK_MARK}`}, 'g'), ${CREDIT_CODE_SQL}, ${`\\1${CREDIT_CODE_MARK}\\2`}, 'g')`,
    })
    .where(eq(mailOutbox.id, id));
}

/** Keeps a short reason for staff; never the message itself. */
export async function markMailFailed(db: Database, id: string, reason: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "failed", lastError: reason.slice(0, 200) })
    .where(eq(mailOutbox.id, id));
}

/** Newest first: up to `limit` (1,000 by default) older than the mail `before` (its id). */
export async function listOutbox(
  db: Database,
  { before, limit = 1000 }: StaffPageQuery = {},
): Promise<OutboxRecord[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(
      before
        ? sql`(${mailOutbox.createdAt}, ${mailOutbox.id}) < (select m.created_at, m.id from ${mailOutbox} m where m.id = ${before})`
        : undefined,
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: withoutBookingLinkTokens(row.text),
    status: row.status as OutboxRecord["status"],
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    kind: row.kind,
    headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : null,
  }));
}
