"use server";
/**
 * Staff sign-in and sign-out as server actions, so the form works before any script runs. A
 * cross-site post is refused, attempts are counted (lib/auth/sign-in-limit.ts) before the password
 * is checked, and a wrong e-mail or password gets one message that tells neither apart.
 */
import { isAPIError } from "better-auth/api";
import { redirect } from "next/navigation";
import { clientOf, toApiError } from "../api/handler";
import { SIGN_IN_PATH } from "../auth/current";
import { getStaffAuth } from "../auth/server";
import { countSignInAttempt } from "../auth/sign-in-limit";
import { sameSiteHeaders } from "./same-site";

export interface SignInState {
  error?: string;
  /** The e-mail as typed, to fill the form in again; never the password. */
  email?: string;
}

const DESK_PATH = "/staff/enquiries";

export async function signInStaff(_previous: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get("email") ?? "")
    .trim()
    .slice(0, 254);
  const password = String(form.get("password") ?? "").slice(0, 256);
  try {
    const requestHeaders = await sameSiteHeaders();
    await countSignInAttempt(clientOf({ headers: requestHeaders }), email);
    const auth = await getStaffAuth();
    await auth.api.signInEmail({ body: { email, password }, headers: requestHeaders });
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      return { error: "That e-mail and password do not match a staff account.", email };
    }
    return { error: toApiError(error, "staff.sign-in").message, email };
  }
  redirect(DESK_PATH);
}

export async function signOutStaff(): Promise<void> {
  const requestHeaders = await sameSiteHeaders();
  const auth = await getStaffAuth();
  // Ends the session row too, so the old cookie opens nothing even if it was copied.
  await auth.api.signOut({ headers: requestHeaders }).catch(() => undefined);
  redirect(SIGN_IN_PATH);
}
