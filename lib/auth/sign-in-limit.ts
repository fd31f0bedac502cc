/**
 * Counts sign-in attempts in the site's rate_limits table, by the visitor's trusted address
 * (CLIENT_ADDRESS_SOURCE) and by the account tried, so guessing passwords is slow from one
 * machine and from many. Passkey sign-ins are counted in buckets of their own: a passkey cannot be
 * guessed, so wrong passwords never lock its owner out of signing in with it.
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

/** The e-mail hashed, so the counters hold no personal data. */
const accountKey = (email: string) =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");

async function countAttempt(
  [byAddressKey, byAccountKey]: [string, string],
  message: string,
): Promise<void> {
  const db = await getDb();
  const [byAddress, byAccount] = await Promise.all([
    hitRateLimit(db, byAddressKey, SIGN_IN_WINDOW_SECONDS),
    hitRateLimit(db, byAccountKey, SIGN_IN_WINDOW_SECONDS),
  ]);
  if (byAddress > SIGN_IN_ATTEMPTS_PER_ADDRESS || byAccount > SIGN_IN_ATTEMPTS_PER_ACCOUNT) {
    throw new ApiError("rate_limited", message, {
      "Retry-After": String(SIGN_IN_WINDOW_SECONDS),
    });
  }
}

/** Throws rate_limited past either limit; call before the password is checked. */
export async function countSignInAttempt(client: ClientInfo, email: string): Promise<void> {
  await countAttempt(
    [`auth.sign-in:${addressGroup(client.address)}`, `auth.sign-in-account:${accountKey(email)}`],
    "Too many sign-in attempts; please wait 15 minutes and try again",
  );
}

/**
 * Counts a passkey sign-in, before the passkey is checked: by address, and by the account the
 * credential belongs to (an unknown credential counts under its own id), with the same limits as
 * passwords but in separate buckets, so password guessing and passkey sign-ins never share one.
 */
export async function countPasskeySignInAttempt(
  client: ClientInfo,
  credentialId: string,
): Promise<void> {
  const id = credentialId.slice(0, 1024);
  const email = id ? await findPasskeyAccountEmail(await getDb(), id) : null;
  await countAttempt(
    [
      `auth.passkey-sign-in:${addressGroup(client.address)}`,
      `auth.passkey-sign-in-account:${accountKey(email ?? `passkey:${id}`)}`,
    ],
    "Too many passkey sign-in attempts; please wait 15 minutes and try again",
  );
}
