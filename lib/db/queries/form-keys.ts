/**
 * Once-only desk forms: a form carries a random key made when it was shown (`newFormKey`), and the
 * action claims it in the transaction that does the work. A second post of the same form (a double
 * click, a resent request) waits on the first's row, then finds the key taken and does nothing.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../client";
import { formSubmissions } from "../schema";

/** How long a key is kept: far longer than any form stays open on a desk. */
const KEPT_FOR_HOURS = 24;

export const formKeySchema = z.uuid();

export const newFormKey = () => randomUUID();

/** True the first time `key` is claimed; false for a form already acted on. */
export async function claimFormKey(tx: Database, key: string): Promise<boolean> {
  const claimed = await tx
    .insert(formSubmissions)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: formSubmissions.key });
  if (claimed.length === 0) return false;
  await tx
    .delete(formSubmissions)
    .where(lt(formSubmissions.createdAt, sql`now() - make_interval(hours => ${KEPT_FOR_HOURS})`));
  return true;
}
