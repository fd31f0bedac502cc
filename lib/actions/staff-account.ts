"use server";
/**
 * The account page's change that works without a script: removing one of the member's own
 * passkeys, recorded in the same transaction. Signed-in staff only, same-site only, rate-limited
 * per member like the rest of the desk.
 */
import { redirect } from "next/navigation";
import { enforceRateLimit } from "../api/handler";
import { requireStaffMember } from "../auth/current";
import { passkeyIdSchema } from "../contract/passkey";
import { getDb } from "../db/client";
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
