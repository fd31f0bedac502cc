/**
 * Changes to staff accounts after they are made, in the desk's words: the owner (or the staff
 * token) disables and enables an account, ends its sessions and sets its password; a member
 * changes their own password with their current one. Passwords are hashed by the auth library,
 * exactly as at sign-up; everything else is one transaction in lib/db/queries/staff-accounts.ts.
 */
import "server-only";
import type { StaffActor } from "../contract/staff";
import { ApiError } from "../api/errors";
import type { ClientInfo } from "../backend";
import type { StaffAccountState } from "../contract";
import type { Database } from "../db/client";

import {
  endStaffAccountSessions,
  findPasswordHash,
  setStaffAccountDisabled,
  storeStaffPassword,
  type PasswordSetter,
  type StaffAccountKey,
  type StaffAccountOutcome,
} from "../db/queries/staff-accounts";
import { kickMailDelivery } from "../mail/delivery";
import type { StaffAuth } from "./server";
import type { StaffMember } from "./session";
import { countSignInAttempt } from "./sign-in-limit";

export const OWNER_CANNOT_BE_DISABLED =
  "The owner's account cannot be disabled: the desk would be left without an owner";

function settled(outcome: StaffAccountOutcome): StaffAccountState {
  if (outcome.status === "not_found") {
    throw new ApiError("not_found", "No staff account has this e-mail address");
  }
  if (outcome.status === "owner") throw new ApiError("conflict", OWNER_CANNOT_BE_DISABLED);
  return outcome.account;
}

export async function disableStaffAccount(
  db: Database,
  key: StaffAccountKey,
  actor: StaffActor,
): Promise<StaffAccountState> {
  return settled(await setStaffAccountDisabled(db, key, true, actor));
}

export async function enableStaffAccount(
  db: Database,
  key: StaffAccountKey,
  actor: StaffActor,
): Promise<StaffAccountState> {
  return settled(await setStaffAccountDisabled(db, key, false, actor));
}

export async function endStaffSessions(
  db: Database,
  key: StaffAccountKey,
  actor: StaffActor,
): Promise<StaffAccountState> {
  return settled(await endStaffAccountSessions(db, key, actor));
}

/** The owner's or the token's new password for an account: every session of it ends. */
export async function setStaffPassword(
  auth: StaffAuth,
  db: Database,
  key: StaffAccountKey,
  password: string,
  actor: StaffActor,
  by: Exclude<PasswordSetter, "self">,
): Promise<StaffAccountState> {
  const hash = await (await auth.$context).password.hash(password);
  const state = settled(await storeStaffPassword(db, key, hash, actor, { by }));
  void kickMailDelivery();
  return state;
}

/**
 * A member's own new password. The current one is checked first, counted like a sign-in (so it
 * cannot be guessed here faster than at the sign-in form); the member's other sessions end, the
 * one they are using stays.
 */
export async function changeOwnPassword(
  auth: StaffAuth,
  db: Database,
  member: StaffMember,
  client: ClientInfo,
  passwords: { current: string; next: string },
): Promise<void> {
  await countSignInAttempt(client, member.email);
  const context = await auth.$context;
  const hash = await findPasswordHash(db, member.id);
  const matches =
    hash !== null && (await context.password.verify({ hash, password: passwords.current }));
  if (!matches) throw new ApiError("bad_request", "Your current password is not right");
  const next = await context.password.hash(passwords.next);
  settled(
    await storeStaffPassword(db, { id: member.id }, next, member, {
      by: "self",
      keepSessionId: member.sessionId,
    }),
  );
  void kickMailDelivery();
}
