"use server";
/**
 * The account page's changes, all working without a script: removing one of the member's own
 * passkeys, changing their own password with their current one (their other sessions end), and
 * confirming their password to add a passkey when their sign-in is more than a few minutes old.
 * Signed-in staff only, same-site only, rate-limited per member like the rest of the desk; a
 * password typed here is counted like a sign-in attempt.
 */
import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { redirect } from "next/navigation";
import { clientOf, enforceRateLimit, toApiError } from "../api/handler";
import { changeOwnPassword } from "../auth/account-changes";
import { requireStaffMember } from "../auth/current";
import { getStaffAuth } from "../auth/server";
import { countSignInAttempt } from "../auth/sign-in-limit";
import { staffPasswordSchema } from "../contract";
import { passkeyIdSchema } from "../contract/passkey";
import { getDb } from "../db/client";
import { staffSessions } from "../db/schema";
import { removeStaffPasskey } from "../db/queries/staff-passkeys";
import { sameSiteHeaders } from "./same-site";

const ACCOUNT_PATH = "/staff/account";

export async function removePasskey(form: FormData): Promise<void> {
  const member = await requireStaffMember();
  await sameSiteHeaders();
  await enforceRateLimit("staff.desk", { address: `staff:${member.id}` });
  const id = passkeyIdSchema.safeParse(form.get("id"));
  // An id that is not one of the member's passkeys (already removed, or someone else's) changes
  // nothing, and the page says so.
  const removed = id.success && (await removeStaffPasskey(await getDb(), member, id.data));
  redirect(`${ACCOUNT_PATH}?${removed ? "removed=1" : "not-found=1"}`);
}

export interface PasswordFormState {
  error?: string;
  /** Which field the error is about, to take the keyboard focus. */
  field?: "current" | "next";
}

export async function changePassword(
  _previous: PasswordFormState,
  form: FormData,
): Promise<PasswordFormState> {
  const member = await requireStaffMember();
  const current = String(form.get("current") ?? "").slice(0, 256);
  const next = staffPasswordSchema.safeParse(form.get("next"));
  if (!next.success) {
    return {
      error: `The new password ${next.error.issues[0]?.message ?? "is not valid"}.`,
      field: "next",
    };
  }
  if (next.data === current) {
    return { error: "The new password is the same as the current one.", field: "next" };
  }
  try {
    const requestHeaders = await sameSiteHeaders();
    await enforceRateLimit("staff.desk", { address: `staff:${member.id}` });
    await changeOwnPassword(
      await getStaffAuth(),
      await getDb(),
      member,
      clientOf({ headers: requestHeaders }),
      { current, next: next.data },
    );
  } catch (error) {
    const refusal = toApiError(error, "staff.account.password");
    return {
      error: refusal.message,
      field: refusal.code === "bad_request" ? "current" : undefined,
    };
  }
  redirect(`${ACCOUNT_PATH}?password=changed`);
}

export interface ConfirmState {
  error?: string;
}

/**
 * Signs the member in again with their password, for a fresh session that may add a passkey: the
 * new session replaces the one they were using (counted and recorded like any sign-in).
 */
export async function confirmPasswordForPasskey(
  _previous: ConfirmState,
  form: FormData,
): Promise<ConfirmState> {
  const member = await requireStaffMember();
  const password = String(form.get("password") ?? "").slice(0, 256);
  try {
    const requestHeaders = await sameSiteHeaders();
    await countSignInAttempt(clientOf({ headers: requestHeaders }), member.email);
    const auth = await getStaffAuth();
    await auth.api.signInEmail({
      body: { email: member.email, password },
      headers: requestHeaders,
    });
    await (await getDb()).delete(staffSessions).where(eq(staffSessions.id, member.sessionId));
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      return { error: "That password is not right. Nothing was changed." };
    }
    return { error: toApiError(error, "staff.account.confirm").message };
  }
  redirect(`${ACCOUNT_PATH}?confirmed=1#add-passkey`);
}
