/**
 * Runs the retention deletions (lib/db/queries/retention.ts) in the instance that owns the
 * database, as the balance chaser runs: shortly after start, then every hour. Several instances on
 * one database may all run it: each row is deleted, and counted in the audit log, once.
 */
import "server-only";
import { getDb } from "../db/client";
import { applyRetention, describeRetention } from "../db/queries/retention";

const FIRST_RUN_MS = 30_000;
const INTERVAL_MS = 3_600_000;

const holder = globalThis as typeof globalThis & { __lavenderRetention?: NodeJS.Timeout };

async function applyNow(): Promise<void> {
  try {
    const result = await applyRetention(await getDb());
    if (result.signUps + result.enquiries > 0) {
      console.log(`[retention] deleted ${describeRetention(result)}`);
    }
  } catch {
    // The database is away; the next run deletes what this one would have.
    console.error("[retention] could not apply the retention times; will retry within the hour");
  }
}

export function startRetention(): void {
  if (holder.__lavenderRetention) return;
  setTimeout(() => void applyNow(), FIRST_RUN_MS).unref();
  holder.__lavenderRetention = setInterval(() => void applyNow(), INTERVAL_MS);
  holder.__lavenderRetention.unref();
}
