import "server-only";
import { and, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../client";
import { groupCommitter, perDatabase } from "../group-commit";
import { rateLimits } from "../schema";

interface Hit {
  key: string;
  windowStart: Date;
  /** The window's end: the row is kept until then, whatever other buckets' windows are. */
  expiresAt: Date;
  /** When the hit was made (the clock of the caller, so tests can set it). */
  now: number;
}

const slotOf = (key: string, windowStart: Date) => `${windowStart.getTime()} ${key}`;

/**
 * Counts a group of hits with one upsert: one row per key and window carries how many hits of the
 * group it got, and each hit is given its own place in the total, as if they had come one by one.
 * The upsert is atomic, so several instances on one database count correctly.
 */
async function countGroup(db: Database, hits: Hit[]): Promise<number[]> {
  const tallies = new Map<
    string,
    { key: string; windowStart: Date; expiresAt: Date; count: number }
  >();
  for (const { key, windowStart, expiresAt } of hits) {
    const slot = slotOf(key, windowStart);
    const tally = tallies.get(slot) ?? { key, windowStart, expiresAt, count: 0 };
    tally.count++;
    tallies.set(slot, tally);
  }
  const rows = await db
    .insert(rateLimits)
    .values([...tallies.values()])
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + excluded."count"` },
    })
    .returning({
      key: rateLimits.key,
      windowStart: rateLimits.windowStart,
      count: rateLimits.count,
    });
  const next = new Map<string, number>();
  for (const row of rows) {
    const slot = slotOf(row.key, row.windowStart);
    next.set(slot, row.count - (tallies.get(slot)?.count ?? 0) + 1);
  }
  return hits.map(({ key, windowStart }) => {
    const slot = slotOf(key, windowStart);
    const count = next.get(slot);
    if (count === undefined) throw new Error("A rate-limit hit was not counted");
    next.set(slot, count + 1);
    return count;
  });
}

/** How often each instance sweeps ended windows away: not per request. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Ended windows are dead weight. A row is swept only once its own window has ended, so a minute's
 * POST counters never take the sign-in counters' 15 minutes with them.
 */
function sweeper(db: Database) {
  let sweptAt = Number.NEGATIVE_INFINITY;
  return async (hits: Hit[]) => {
    const now = Math.min(...hits.map((hit) => hit.now));
    // Again after SWEEP_EVERY_MS, or at once if the clock went back.
    if (now >= sweptAt && now - sweptAt < SWEEP_EVERY_MS) return;
    try {
      await db.delete(rateLimits).where(lte(rateLimits.expiresAt, new Date(now)));
      sweptAt = now;
    } catch {
      // Housekeeping only: the count stands, and the next group tries the sweep again.
      console.error("[rate-limit] sweeping old windows failed; will retry");
    }
  };
}

const committerFor = perDatabase((db: Database) => {
  const sweep = sweeper(db);
  return groupCommitter({
    write: async (hits: Hit[]) => {
      const counts = await countGroup(db, hits);
      await sweep(hits);
      return counts;
    },
    maxGroup: 500,
  });
});

/**
 * Counts one request for key in the current fixed window and returns the count so far. Requests
 * arriving together are counted by one statement (see group-commit.ts).
 */
export function hitRateLimit(
  db: Database,
  key: string,
  windowSeconds: number,
  now = Date.now(),
): Promise<number> {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  return committerFor(db)({
    key,
    windowStart: new Date(start),
    expiresAt: new Date(start + windowMs),
    now,
  });
}

/**
 * Takes back one request counted by hitRateLimit at `countedAt` (the same window): for limits
 * that count only failures, such as wrong travel credit codes, where the try is counted first so
 * that a burst of tries is refused at once, and given back when it turns out not to be one.
 */
export async function forgiveRateLimitHit(
  db: Database,
  key: string,
  windowSeconds: number,
  countedAt: number,
): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const start = new Date(Math.floor(countedAt / windowMs) * windowMs);
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, start)));
}
