/**
 * Signing in to the desk and signing out, in the audit log: recorded by better-auth's session
 * hooks, so every way in (the sign-in form, the auth API, a passkey) is recorded in one place.
 * A session that merely expires is not a sign-out and records nothing.
 */
import "server-only";
import type { BetterAuthOptions } from "better-auth";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { recordStaffAction } from "../db/queries/audit";
import { staffUsers } from "../db/schema";

/** How a session was opened, from the endpoint that opened it. */
function signInMethod(path: string | undefined): string {
  if (path === "/sign-in/email") return "password";
  if (path?.includes("passkey")) return "passkey";
  return path ?? "server";
}

async function recordSessionAction(
  db: Database,
  userId: string,
  action: string,
  detail?: string,
): Promise<void> {
  const [member] = await db
    .select({ name: staffUsers.name })
    .from(staffUsers)
    .where(eq(staffUsers.id, userId));
  await recordStaffAction(
    db,
    { id: userId, name: member?.name ?? "Unknown account" },
    { action, detail },
  );
}

export function sessionAuditHooks(db: Database): NonNullable<BetterAuthOptions["databaseHooks"]> {
  return {
    session: {
      create: {
        after: (session, context) =>
          recordSessionAction(db, session.userId, "staff.sign-in", signInMethod(context?.path)),
      },
      delete: {
        after: async (session, context) => {
          if (context?.path === "/sign-out") {
            await recordSessionAction(db, session.userId, "staff.sign-out");
          }
        },
      },
    },
  };
}
