/**
 * The owner's changes to staff accounts: disabling and enabling one, ending its sessions, storing
 * a new password hash. Each locks the account's row, makes its change, ends the sessions it must
 * and records itself in the audit log, in one transaction; a new password is mailed to the member.
 */
import "server-only";
import type { StaffActor } from "../../contract/staff";
import { and, asc, count, eq, gt, ne, sql } from "drizzle-orm";
import type { StaffAccountState } from "@/lib/contract";
import { passwordChangedMail } from "@/lib/mail/staff-messages";
import type { Database } from "../client";
import { staffAccounts, staffPasskeys, staffSessions, staffUsers } from "../schema";
import { recordStaffAction, type Writer } from "./audit";
import { queueMail } from "./mail-outbox";
import type { StaffAccountSummary } from "../../contract/desk";

/** An account, named by its id (the desk) or its e-mail address (the command line). */
export type StaffAccountKey = { id: string } | { email: string };

type StaffUserRow = typeof staffUsers.$inferSelect;

/** What a change found: the account's new state, or why nothing was changed. */
export type StaffAccountOutcome =
  { status: "done"; account: StaffAccountState } | { status: "not_found" } | { status: "owner" };

function whereKey(key: StaffAccountKey) {
  return "id" in key ? eq(staffUsers.id, key.id) : eq(staffUsers.email, key.email.toLowerCase());
}

async function lockAccount(tx: Writer, key: StaffAccountKey): Promise<StaffUserRow | undefined> {
  const [row] = await tx.select().from(staffUsers).where(whereKey(key)).for("update");
  return row;
}

/** Ends the account's sessions (all, or all but one); how many were live. */
async function endSessions(tx: Writer, userId: string, keepSessionId?: string): Promise<number> {
  const ended = await tx
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.userId, userId),
        keepSessionId ? ne(staffSessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ expiresAt: staffSessions.expiresAt });
  const now = Date.now();
  return ended.filter((session) => session.expiresAt.getTime() > now).length;
}

const sessionsWord = (n: number) => `${n} ${n === 1 ? "session" : "sessions"} ended`;

function stateOf(row: StaffUserRow, changed: boolean, sessionsEnded: number): StaffAccountState {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role === "owner" ? "owner" : "staff",
    disabled: row.disabledAt !== null,
    changed,
    sessions_ended: sessionsEnded,
  };
}

/**
 * Disables an account (it signs in nowhere, by password or passkey, and its sessions end at once)
 * or enables it again. The owner's account is never disabled: the desk would have no owner.
 * Asking for the state the account is already in changes and records nothing.
 */
export async function setStaffAccountDisabled(
  db: Database,
  key: StaffAccountKey,
  disabled: boolean,
  actor: StaffActor,
): Promise<StaffAccountOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockAccount(tx, key);
    if (!row) return { status: "not_found" };
    if (disabled && row.role === "owner") return { status: "owner" };
    if ((row.disabledAt !== null) === disabled) {
      return { status: "done", account: stateOf(row, false, 0) };
    }
    const [updated] = await tx
      .update(staffUsers)
      .set({ disabledAt: disabled ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(staffUsers.id, row.id))
      .returning();
    const ended = disabled ? await endSessions(tx, row.id) : 0;
    await recordStaffAction(tx, actor, {
      action: disabled ? "staff.disable" : "staff.enable",
      target: row.id,
      detail: disabled ? sessionsWord(ended) : null,
    });
    return { status: "done", account: stateOf(updated ?? row, true, ended) };
  });
}

/** Signs the member out everywhere, at once. */
export async function endStaffAccountSessions(
  db: Database,
  key: StaffAccountKey,
  actor: StaffActor,
): Promise<StaffAccountOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockAccount(tx, key);
    if (!row) return { status: "not_found" };
    const ended = await endSessions(tx, row.id);
    await recordStaffAction(tx, actor, {
      action: "staff.end-sessions",
      target: row.id,
      detail: sessionsWord(ended),
    });
    return { status: "done", account: stateOf(row, true, ended) };
  });
}

/** Who set a password: the member on their account page, the owner on the desk, or the token. */
export type PasswordSetter = "self" | "owner" | "token";

const SETTER_DETAIL: Record<PasswordSetter, string> = {
  self: "own, with the current password",
  owner: "by the owner",
  token: "with the staff token",
};

/**
 * Stores a new password hash (made by the auth library) for the account, ends its sessions (all
 * but the member's own when they changed it themselves), records it and mails the member.
 */
export async function storeStaffPassword(
  db: Database,
  key: StaffAccountKey,
  hash: string,
  actor: StaffActor,
  { by, keepSessionId }: { by: PasswordSetter; keepSessionId?: string },
): Promise<StaffAccountOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockAccount(tx, key);
    if (!row) return { status: "not_found" };
    const stored = await tx
      .update(staffAccounts)
      .set({ password: hash, updatedAt: sql`now()` })
      .where(and(eq(staffAccounts.userId, row.id), eq(staffAccounts.providerId, "credential")))
      .returning({ id: staffAccounts.id });
    if (stored.length === 0) {
      // Every account made by add-user has its password row; one made otherwise gets it now.
      await tx.insert(staffAccounts).values({
        id: crypto.randomUUID(),
        userId: row.id,
        accountId: row.id,
        providerId: "credential",
        password: hash,
      });
    }
    const ended = await endSessions(tx, row.id, keepSessionId);
    await recordStaffAction(tx, actor, {
      action: "staff.set-password",
      target: row.id,
      detail: `${SETTER_DETAIL[by]}; ${sessionsWord(ended)}`,
    });
    await queueMail(tx, passwordChangedMail(row, by, new Date()));
    return { status: "done", account: stateOf(row, true, ended) };
  });
}

/** The stored password hash of a member, to check the current password against. */
export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: staffAccounts.password })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.userId, userId), eq(staffAccounts.providerId, "credential")));
  return row?.password ?? null;
}

/** Every staff account, the owner first, then in the order they were made. */
export async function listStaffAccounts(db: Database): Promise<StaffAccountSummary[]> {
  const [users, sessions, passkeys] = await Promise.all([
    db
      .select()
      .from(staffUsers)
      .orderBy(
        sql`${staffUsers.role} = 'owner' desc`,
        asc(staffUsers.createdAt),
        asc(staffUsers.id),
      ),
    db
      .select({ userId: staffSessions.userId, n: count() })
      .from(staffSessions)
      .where(gt(staffSessions.expiresAt, sql`now()`))
      .groupBy(staffSessions.userId),
    db
      .select({ userId: staffPasskeys.userId, n: count() })
      .from(staffPasskeys)
      .groupBy(staffPasskeys.userId),
  ]);
  const countOf = (rows: { userId: string; n: number }[], id: string) =>
    rows.find((row) => row.userId === id)?.n ?? 0;
  return users.map((user) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role === "owner" ? "owner" : "staff",
    disabledAt: user.disabledAt,
    createdAt: user.createdAt,
    sessions: countOf(sessions, user.id),
    passkeys: countOf(passkeys, user.id),
  }));
}
