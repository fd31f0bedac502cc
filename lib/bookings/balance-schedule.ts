/**
 * Runs the balance chaser in the instance that owns the database: shortly after start, then every
 * hour, so a reminder goes out on its day whatever time the site was started.
 */
import "server-only";
import { getConfig } from "../config";
import { getDb } from "../db/client";
import { kickMailDelivery } from "../mail/delivery";
import { chaseBalances } from "./balance-chaser";
import { isoDay } from "./money";

const FIRST_RUN_MS = 10_000;
const INTERVAL_MS = 3_600_000;

const holder = globalThis as typeof globalThis & { __lavenderBalanceChaser?: NodeJS.Timeout };

async function chaseNow(): Promise<void> {
  const { SITE_URL, MAIL_TO_STAFF } = getConfig();
  try {
    const result = await chaseBalances(await getDb(), {
      today: isoDay(),
      origin: SITE_URL,
      staffAddress: MAIL_TO_STAFF,
    });
    if (result.reminded + result.due + result.overdue === 0) return;
    console.log(
      `[balances] reminders ${result.reminded}, due today ${result.due}, overdue ${result.overdue}`,
    );
    void kickMailDelivery();
  } catch {
    // The database is away; the next run tries again, and a missed day's reminder still goes out.
    console.error("[balances] could not check balances; will retry within the hour");
  }
}

export function startBalanceChaser(): void {
  if (holder.__lavenderBalanceChaser) return;
  setTimeout(() => void chaseNow(), FIRST_RUN_MS).unref();
  holder.__lavenderBalanceChaser = setInterval(() => void chaseNow(), INTERVAL_MS);
  holder.__lavenderBalanceChaser.unref();
}
