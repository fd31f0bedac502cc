/**
 * Staff passkeys as the desk reads and removes them, and their audit entries. better-auth's passkey
 * plugin stores new ones (lib/auth/server.ts); a member only ever sees and removes their own.
 */
import "server-only";
import type { StaffActor } from "../../contract/staff";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { staffPasskeys, staffUsers } from "../schema";
import { passkeyAddedMail } from "@/lib/mail/staff-messages";
import { recordStaffAction } from "./audit";
import { queueMail } from "./mail-outbox";
import type { StaffPasskey } from "../../contract/desk";

/** The member's passkeys, oldest first: the order they added them in. */
export async function listStaffPasskeys(db: Database, userId: string): Promise<StaffPasskey[]> {
  const rows = await db
    .select({
      id: staffPasskeys.id,
      name: staffPasskeys.name,
      deviceType: staffPasskeys.deviceType,
      createdAt: staffPasskeys.createdAt,
    })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.userId, userId))
    .orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
  return rows.map((row) => ({
    ...row,
    deviceType: row.deviceType === "multiDevice" ? "multiDevice" : "singleDevice",
  }));
}

/**
 * Removes one of the member's own passkeys and records it, in one transaction. False when the id
 * is not one of theirs (another member's passkey is never touched).
 */
export async function removeStaffPasskey(
  db: Database,
  member: StaffActor,
  id: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(staffPasskeys)
      .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.userId, member.id)))
      .returning({ id: staffPasskeys.id, name: staffPasskeys.name });
    if (removed.length === 0) return false;
    await recordStaffAction(tx, member, {
      action: "passkey.remove",
      target: id,
      detail: removed[0]?.name ?? null,
    });
    return true;
  });
}

/**
 * Records a passkey the plugin has just stored, and mails its owner about it, in one transaction.
 * The plugin writes the passkey through its own adapter call, outside any transaction this code
 * can join, so these follow it; if they cannot be written the passkey is removed again, and no
 * passkey stays without its record and its mail.
 */
export async function recordPasskeyAdded(
  db: Database,
  passkey: { id: string; userId: string; name?: string | null },
  siteUrl: string,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [member] = await tx
        .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
        .from(staffUsers)
        .where(eq(staffUsers.id, passkey.userId));
      if (!member) throw new Error("the passkey's staff account is gone");
      await recordStaffAction(tx, member, {
        action: "passkey.add",
        target: passkey.id,
        detail: passkey.name ?? null,
      });
      await queueMail(tx, passkeyAddedMail(member, passkey.name ?? null, new Date(), siteUrl));
    });
  } catch (error) {
    await db.delete(staffPasskeys).where(eq(staffPasskeys.id, passkey.id));
    throw error;
  }
}

/** The e-mail of the account a credential belongs to, so its sign-ins count against that account. */
export async function findPasskeyAccountEmail(
  db: Database,
  credentialId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ email: staffUsers.email })
    .from(staffPasskeys)
    .innerJoin(staffUsers, eq(staffUsers.id, staffPasskeys.userId))
    .where(eq(staffPasskeys.credentialID, credentialId))
    .limit(1);
  return row?.email ?? null;
}
