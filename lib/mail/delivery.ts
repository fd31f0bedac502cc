/**
 * The in-process sender: with SMTP_URL set, sends queued mail right after it is queued and retries
 * failed mail every half minute. Without SMTP_URL mail stays in the outbox for staff to read.
 */
import "server-only";
import { getConfig } from "../config";
import { getDb } from "../db/client";
import { deliverOutbox } from "./outbox";
import { createSmtpMailer } from "./smtp";
import type { Mailer } from "./types";

const RETRY_INTERVAL_MS = 30_000;

const holder = globalThis as typeof globalThis & {
  __lavenderMail?: { mailer: Mailer; running: boolean; again: boolean; timer?: NodeJS.Timeout };
};

function state() {
  if (holder.__lavenderMail) return holder.__lavenderMail;
  const { SMTP_URL, MAIL_FROM } = getConfig();
  if (!SMTP_URL) return undefined;
  holder.__lavenderMail = {
    mailer: createSmtpMailer(SMTP_URL, MAIL_FROM),
    running: false,
    again: false,
  };
  return holder.__lavenderMail;
}

/** Sends whatever is due; a call made during a run makes that run go round once more. */
export async function kickMailDelivery(): Promise<void> {
  const current = state();
  if (!current) return;
  if (current.running) {
    current.again = true;
    return;
  }
  current.running = true;
  try {
    do {
      current.again = false;
      const { sent } = await deliverOutbox(await getDb(), current.mailer);
      if (sent > 0) current.again = true;
    } while (current.again);
  } catch {
    // The database or the mail server is away; the retry timer tries again.
    console.error("[mail] delivery failed; will retry");
  } finally {
    current.running = false;
  }
}

export function startMailDelivery(): void {
  const current = state();
  if (!current || current.timer) return;
  current.timer = setInterval(() => void kickMailDelivery(), RETRY_INTERVAL_MS);
  current.timer.unref();
  void kickMailDelivery();
}
