/**
 * The in-process sender: with SMTP_URL set, sends queued mail right after it is queued and retries
 * failed mail every half minute, up to MAIL_MAX_ATTEMPTS tries. Without SMTP_URL mail stays in the
 * outbox for staff to read.
 */
import "server-only";
import { getConfig } from "../config";
import { getDb } from "../db/client";
import { deliverOutbox } from "./outbox";
import { createSmtpMailer } from "./smtp";
import type { Mailer } from "./types";

const RETRY_INTERVAL_MS = 30_000;

const holder = globalThis as typeof globalThis & {
  __lavenderMail?: {
    mailer: Mailer;
    /** The run under way, if any; it goes round again while `again` is set. */
    run?: Promise<void>;
    again: boolean;
    timer?: NodeJS.Timeout;
  };
};

function state() {
  if (holder.__lavenderMail) return holder.__lavenderMail;
  const { SMTP_URL, MAIL_FROM } = getConfig();
  if (!SMTP_URL) return undefined;
  holder.__lavenderMail = { mailer: createSmtpMailer(SMTP_URL, MAIL_FROM), again: false };
  return holder.__lavenderMail;
}

/**
 * Sends whatever is due; a call made during a run makes that run go round once more. Resolves when
 * the run that will see this call's mail is over (it never rejects).
 */
export function kickMailDelivery(): Promise<void> {
  const current = state();
  if (!current) return Promise.resolve();
  if (current.run) {
    current.again = true;
    return current.run;
  }
  current.run = (async () => {
    try {
      do {
        current.again = false;
        const { sent, failed } = await deliverOutbox(await getDb(), current.mailer, {
          maxAttempts: getConfig().MAIL_MAX_ATTEMPTS,
        });
        // A run takes a batch at a time: go on while there was one, so a burst of mail is all
        // tried now, not a batch every half minute. A mail that failed waits out its retry delay,
        // so a mail server that is down ends the run once each queued mail was tried.
        if (sent + failed > 0) current.again = true;
      } while (current.again);
    } catch {
      // The database or the mail server is away; the retry timer tries again.
      console.error("[mail] delivery failed; will retry");
    } finally {
      current.run = undefined;
    }
  })();
  return current.run;
}

/**
 * Sends what is due now and waits up to `waitMs` for it, so a staff member who asked for a mail
 * sees whether it left; a slow mail server only makes them wait that long, the sending goes on.
 */
export async function deliverMailWithin(waitMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  await Promise.race([kickMailDelivery(), waited]);
  clearTimeout(timer);
}

export function startMailDelivery(): void {
  const current = state();
  if (!current || current.timer) return;
  current.timer = setInterval(() => void kickMailDelivery(), RETRY_INTERVAL_MS);
  current.timer.unref();
  void kickMailDelivery();
}
