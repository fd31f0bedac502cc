import "server-only";
import { lt, sql } from "drizzle-orm";
import type { Database } from "../client";
import { rateLimits } from "../schema";

/**
 * Counts one request for key in the current fixed window and returns the count so far.
 * The upsert is atomic, so concurrent requests and several instances count correctly.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  windowSeconds: number,
  now = Date.now(),
): Promise<number> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  // Old windows are dead weight; sweep them now and then rather than on every request.
  if (Math.random() < 0.01) {
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - 2 * windowMs)));
  }
  return row?.count ?? 1;
}
