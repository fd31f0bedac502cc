/**
 * Counts sign-in attempts in the site's rate_limits table, by the visitor's trusted address
 * (CLIENT_ADDRESS_SOURCE) and by the account tried, so guessing passwords is slow from one
 * machine and from many. Passkey sign-ins share the same counters.
 */
import "server-only";
import { createHash } from "node:crypto";
import { ApiError } from "../api/errors";
import type { ClientInfo } from "../backend";
import { getDb } from "../db/client";
import { hitRateLimit } from "../db/queries/rate-limits";
import { findPasskeyAccountEmail } from "../db/queries/staff-passkeys";
import { addressGroup } from "../security/client-address";

export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
export const SIGN_IN_ATTEMPTS_PER_ADDRESS = 10;
export const SIGN_IN_ATTEMPTS_PER_ACCOUNT = 20;

/** Throws rate_limited past either limit; call before the password is checked. */
export async function countSignInAttempt(client: ClientInfo, email: string): Promise<void> {
  const db = await getDb();
  // The e-mail is hashed so the counters hold no personal data.
  const account = createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
  const [byAddress, byAccount] = await Promise.all([
    hitRateLimit(db, `auth.sign-in:${addressGroup(client.address)}`, SIGN_IN_WINDOW_SECONDS),
    hitRateLimit(db, `auth.sign-in-account:${account}`, SIGN_IN_WINDOW_SECONDS),
  ]);
  if (byAddress > SIGN_IN_ATTEMPTS_PER_ADDRESS || byAccount > SIGN_IN_ATTEMPTS_PER_ACCOUNT) {
    throw new ApiError(
      "rate_limited",
      "Too many sign-in attempts; please wait 15 minutes and try again",
      { "Retry-After": String(SIGN_IN_WINDOW_SECONDS) },
    );
  }
}

/**
 * Counts a passkey sign-in like a password one: by address, and by the account the credential
 * belongs to (an unknown credential counts under its own id), before the passkey is checked.
 */
export async function countPasskeySignInAttempt(
  client: ClientInfo,
  credentialId: string,
): Promise<void> {
  const id = credentialId.slice(0, 1024);
  const email = id ? await findPasskeyAccountEmail(await getDb(), id) : null;
  await countSignInAttempt(client, email ?? `passkey:${id}`);
}
