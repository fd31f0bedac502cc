/**
 * Closes Stripe checkouts whose seat hold has ended, in the instance that owns the database: a
 * Stripe session lives at least 30 minutes, the hold less, so the site ends it at Stripe itself.
 * Until a session is closed there its seats stay counted, so each run frees what it closed.
 */
import "server-only";
import { getCheckoutService } from ".";

const INTERVAL_MS = 30_000;

const holder = globalThis as typeof globalThis & { __lavenderHoldSweeper?: NodeJS.Timeout };

async function closeNow(): Promise<void> {
  try {
    const closed = await getCheckoutService().closeEndedHolds();
    if (closed > 0) console.log(`[checkout] closed ${closed} checkout(s) whose hold had ended`);
  } catch {
    // The database is away; the seats stay held and the next run tries again.
    console.error("[checkout] could not close ended holds; will retry");
  }
}

export function startHoldSweeper(): void {
  if (holder.__lavenderHoldSweeper) return;
  holder.__lavenderHoldSweeper = setInterval(() => void closeNow(), INTERVAL_MS);
  holder.__lavenderHoldSweeper.unref();
}
