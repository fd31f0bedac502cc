/**
 * How long a desk session lives, and who may have one. A session ends a day after it was last
 * used (renewed hourly while used) and, however busy, a week after its sign-in: the stored expiry
 * is never moved past that, so every reader of the session, the library's own endpoints included,
 * sees it end. A disabled account gets no new session, by password or passkey.
 */
import "server-only";
import type { BetterAuthOptions } from "better-auth";
import { APIError } from "better-auth/api";
import { and, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { staffSessions, staffUsers } from "../db/schema";

export const SESSION_IDLE_SECONDS = 24 * 60 * 60;
export const SESSION_RENEW_SECONDS = 60 * 60;
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** Whether a session opened at `signedInAt` has outlived the absolute lifetime. */
export const isPastMaxAge = (signedInAt: Date, now = Date.now()) =>
  now - signedInAt.getTime() >= SESSION_MAX_AGE_SECONDS * 1000;

async function isDisabled(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, userId), isNotNull(staffUsers.disabledAt)));
  return row !== undefined;
}

export function accountDisabled(): APIError {
  return new APIError("FORBIDDEN", {
    code: "ACCOUNT_DISABLED",
    message: "This staff account is disabled; ask the owner of the desk",
  });
}

export function sessionRuleHooks(db: Database) {
  return {
    create: {
      before: async (session: { userId: string }) => {
        if (await isDisabled(db, session.userId)) throw accountDisabled();
      },
      // Disabled while this session was being made: it goes at once (disabling also ends every
      // session in its own transaction; this closes the gap between the two).
      after: async (session: { id: string; userId: string }) => {
        if (await isDisabled(db, session.userId)) {
          await db.delete(staffSessions).where(eq(staffSessions.id, session.id));
        }
      },
    },
    update: {
      after: async (session: { id?: string }) => {
        if (!session.id) return;
        const cap = sql`${staffSessions.createdAt} + make_interval(secs => ${SESSION_MAX_AGE_SECONDS})`;
        await db
          .update(staffSessions)
          .set({ expiresAt: cap })
          .where(and(eq(staffSessions.id, session.id), gt(staffSessions.expiresAt, cap)));
      },
    },
  } satisfies NonNullable<NonNullable<BetterAuthOptions["databaseHooks"]>["session"]>;
}
