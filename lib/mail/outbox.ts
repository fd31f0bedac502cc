/**
 * Sends what the outbox holds. Mail is written to the outbox in the same transaction as the enquiry
 * or booking it is about, so a mail server that is down delays mail and never loses a record.
 */
import "server-only";
import type { Database } from "../db/client";
import { claimMails, markMailFailed, markMailSent } from "../db/queries/mail-outbox";
import type { Mailer } from "./types";

/**
 * Retries start 25 seconds apart and double up to an hour: 60 attempts keep a mail trying for
 * about two days, long enough to outlast a mail server's outage before staff must step in.
 */
export const MAX_MAIL_ATTEMPTS = 60;
const FIRST_RETRY_MS = 25_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/** A short reason for staff: the SMTP reply code and class, never addresses or message text. */
function describeFailure(error: unknown): string {
  const { name, code, responseCode } = (error ?? {}) as {
    name?: unknown;
    code?: unknown;
    responseCode?: unknown;
  };
  return [name, code, responseCode].filter((part) => part !== undefined).join(" ") || "Error";
}

export async function deliverOutbox(
  db: Database,
  mailer: Mailer,
  options: {
    limit?: number;
    maxAttempts?: number;
    retryAfterMs?: number;
    maxBackoffMs?: number;
    staleAfterMs?: number;
  } = {},
): Promise<{ sent: number; failed: number }> {
  const claimed = await claimMails(db, {
    limit: options.limit ?? 20,
    maxAttempts: options.maxAttempts ?? MAX_MAIL_ATTEMPTS,
    retryAfterMs: options.retryAfterMs ?? FIRST_RETRY_MS,
    maxBackoffMs: options.maxBackoffMs ?? MAX_BACKOFF_MS,
    staleAfterMs: options.staleAfterMs ?? 5 * 60_000,
  });
  let sent = 0;
  let failed = 0;
  for (const mail of claimed) {
    try {
      await mailer.send({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        headers: mail.headers ? (JSON.parse(mail.headers) as Record<string, string>) : undefined,
      });
      await markMailSent(db, mail.id);
      sent++;
    } catch (error) {
      await markMailFailed(db, mail.id, describeFailure(error));
      failed++;
    }
  }
  return { sent, failed };
}
