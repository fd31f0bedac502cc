/**
 * Creates staff accounts through better-auth's own server context: the library hashes the
 * password and stores only the hash, exactly as its sign-up would. Public sign-up stays off, so
 * this (behind the staff token) is the only way in. The first account is the owner.
 */
import "server-only";
import type { StaffActor } from "../contract/staff";
import { asc, eq, sql } from "drizzle-orm";
import { ApiError } from "../api/errors";
import type { StaffUser, StaffUserInput } from "../contract";
import type { Database } from "../db/client";
import { recordStaffAction } from "../db/queries/audit";
import { staffUsers } from "../db/schema";
import type { StaffAuth } from "./server";

/**
 * The key of the transaction-scoped advisory lock under which the owner is decided. Both drivers
 * support pg_advisory_xact_lock; the lock ends with the transaction, whatever happens.
 */
const OWNER_DECISION_LOCK = 7_344_206_001;

/** A duplicate key, however the library or the driver wrapped the database's error. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === "object";) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Decides the new account's role under a lock, so that calls arriving together agree: if no owner
 * exists yet, the oldest account becomes the owner, and only one transaction at a time can look
 * and decide. Two `add-user` calls on an empty site therefore make exactly one owner, the first
 * account stored. The audit entry is written in the same transaction.
 */
async function settleRole(
  db: Database,
  userId: string,
  actor: StaffActor,
): Promise<StaffUser["role"]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${OWNER_DECISION_LOCK})`);
    const [owner] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.role, "owner"))
      .limit(1);
    if (!owner) {
      const [first] = await tx
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .orderBy(asc(staffUsers.createdAt), asc(staffUsers.id))
        .limit(1);
      if (first) {
        await tx.update(staffUsers).set({ role: "owner" }).where(eq(staffUsers.id, first.id));
      }
    }
    const [created] = await tx
      .select({ role: staffUsers.role })
      .from(staffUsers)
      .where(eq(staffUsers.id, userId));
    const role = created?.role === "owner" ? "owner" : "staff";
    // The account's id, never its e-mail address.
    await recordStaffAction(tx, actor, { action: "staff.add-user", target: userId, detail: role });
    return role;
  });
}

export async function createStaffAccount(
  auth: StaffAuth,
  db: Database,
  input: StaffUserInput,
  actor: StaffActor,
): Promise<StaffUser> {
  const context = await auth.$context;
  const email = input.email.toLowerCase();
  const exists = () => new ApiError("conflict", "A staff account with this e-mail already exists");
  if (await context.internalAdapter.findUserByEmail(email)) throw exists();
  const hash = await context.password.hash(input.password);
  // Stored as staff first; settleRole makes it the owner if it is the first account.
  const user = await context.internalAdapter
    .createUser(
      {
        email,
        name: input.name ?? email.split("@")[0] ?? email,
        emailVerified: true,
        role: "staff",
      },
      { method: "admin" },
    )
    .catch((error: unknown) => {
      // The same address sent twice at once: the unique e-mail lets one through.
      throw isUniqueViolation(error) ? exists() : error;
    });
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: hash,
  });
  const role = await settleRole(db, user.id, actor);
  return { id: user.id, email: user.email, name: user.name, role };
}
