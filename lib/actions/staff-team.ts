"use server";
/**
 * The owner's staff accounts page: disable or enable a member, end their sessions, set their
 * password. The owner's session only; cross-site posts are refused, each is rate-limited like the
 * desk's other actions and recorded in the audit log in the transaction that does it. The owner's
 * own account cannot be disabled (the desk would have no owner): the page says so.
 */
import { redirect } from "next/navigation";
import { z } from "zod";
import { enforceRateLimit, toApiError } from "../api/handler";
import {
  disableStaffAccount,
  enableStaffAccount,
  endStaffSessions,
  setStaffPassword,
} from "../auth/account-changes";
import { isOwner } from "../auth/actor";
import { requireStaffMember } from "../auth/current";
import { getStaffAuth } from "../auth/server";
import type { StaffMember } from "../auth/session";
import { staffPasswordSchema } from "../contract";
import { getDb } from "../db/client";
import { sameSiteHeaders } from "./same-site";

const TEAM_PATH = "/staff/team";

/** The owner, from the same site, within the desk's rate limit; anyone else goes back. */
async function requireOwner(): Promise<StaffMember> {
  const member = await requireStaffMember();
  if (!isOwner(member)) redirect(TEAM_PATH);
  await sameSiteHeaders();
  await enforceRateLimit("staff.desk", { address: `staff:${member.id}` });
  return member;
}

const changeSchema = z.object({
  id: z.string().min(1).max(100),
  intent: z.enum(["disable", "enable", "end-sessions"]),
});

/** Disable, Enable or End sessions on one member's card: a plain form, no script needed. */
export async function changeStaffAccount(form: FormData): Promise<void> {
  const owner = await requireOwner();
  const parsed = changeSchema.safeParse({ id: form.get("id"), intent: form.get("intent") });
  if (!parsed.success) redirect(TEAM_PATH);
  const { id, intent } = parsed.data;
  const db = await getDb();
  let notice: string;
  try {
    const state =
      intent === "disable"
        ? await disableStaffAccount(db, { id }, owner)
        : intent === "enable"
          ? await enableStaffAccount(db, { id }, owner)
          : await endStaffSessions(db, { id }, owner);
    notice = `done=${intent}&ended=${state.sessions_ended}`;
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === "not_found") redirect(TEAM_PATH);
    if (code !== "conflict") throw error;
    notice = "refused=owner";
  }
  redirect(`${TEAM_PATH}?${notice}&member=${encodeURIComponent(id)}`);
}

export interface MemberPasswordState {
  error?: string;
}

/** "Set a new password" on a member's card; the owner changes their own on their account page. */
export async function setMemberPassword(
  _previous: MemberPasswordState,
  form: FormData,
): Promise<MemberPasswordState> {
  const owner = await requireOwner();
  const id = z.string().min(1).max(100).safeParse(form.get("id")).data;
  if (!id) redirect(TEAM_PATH);
  if (id === owner.id) {
    return { error: "Change your own password on your account page, with your current one." };
  }
  const password = staffPasswordSchema.safeParse(form.get("password"));
  if (!password.success) {
    return { error: `The new password ${password.error.issues[0]?.message ?? "is not valid"}.` };
  }
  try {
    await setStaffPassword(
      await getStaffAuth(),
      await getDb(),
      { id },
      password.data,
      owner,
      "owner",
    );
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === "not_found") redirect(TEAM_PATH);
    return { error: toApiError(error, "staff.team.set-password").message };
  }
  redirect(`${TEAM_PATH}?done=password&member=${encodeURIComponent(id)}`);
}
