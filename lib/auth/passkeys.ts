/**
 * Optional passkeys for staff accounts, by better-auth's passkey plugin. Adding one needs a session
 * opened in the last few minutes (PASSKEY_FRESH_SECONDS; the account page asks for the password
 * again otherwise) and is mailed to the member; every passkey must verify its user (fingerprint,
 * face, PIN), when added and at each sign-in, so a stolen unlocked key alone opens nothing; signing
 * in with one is counted apart from passwords (./route.ts); removing one goes through the account
 * page's action, which records it in the same transaction, so the plugin's own delete and rename
 * endpoints are switched off.
 */
import "server-only";
import { passkey } from "@better-auth/passkey";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { passkeyNameSchema } from "@/lib/contract/passkey";
import type { Database } from "../db/client";
import { recordPasskeyAdded } from "../db/queries/staff-passkeys";
import { kickMailDelivery } from "../mail/delivery";
import { passkeySettingsFor } from "./passkey-settings";

/** The plugin's registration endpoint, under the auth base path. */
const REGISTRATION_PATH = "/passkey/verify-registration";

/** How recent a sign-in must be to add a passkey: the library's session freshness. */
export const PASSKEY_FRESH_SECONDS = 10 * 60;

/** Whether a session signed in at `signedInAt` may add a passkey now. */
export const mayAddPasskey = (signedInAt: Date, now = Date.now()) =>
  now - signedInAt.getTime() < PASSKEY_FRESH_SECONDS * 1000;

/** Endpoints that would change passkeys without an audit entry. */
export const UNAUDITED_PASSKEY_PATHS = ["/passkey/delete-passkey", "/passkey/update-passkey"];

function userNotVerified(): APIError {
  return new APIError("BAD_REQUEST", {
    code: "USER_VERIFICATION_REQUIRED",
    message:
      "Your device did not confirm it was you (fingerprint, face, PIN or screen lock), so the passkey was not accepted.",
  });
}

export function staffPasskeyPlugin(siteUrl: string) {
  const { rpID, rpName, origin } = passkeySettingsFor(siteUrl);
  return passkey({
    rpID,
    rpName,
    origin,
    authenticatorSelection: { residentKey: "preferred", userVerification: "required" },
    // The plugin verifies signatures with user verification optional; these make it required.
    registration: {
      afterVerification: ({ verification }) => {
        if (!verification.registrationInfo?.userVerified) throw userNotVerified();
      },
    },
    authentication: {
      afterVerification: ({ verification }) => {
        if (!verification.authenticationInfo.userVerified) throw userNotVerified();
      },
    },
  });
}

/** Before registration: the new passkey needs a name its owner will recognise in their list. */
export const checkPasskeyName = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== REGISTRATION_PATH) return;
  const name = passkeyNameSchema.safeParse((ctx.body as { name?: unknown } | undefined)?.name);
  if (!name.success) {
    throw new APIError("BAD_REQUEST", {
      code: "INVALID_PASSKEY_NAME",
      message: name.error.issues[0]?.message ?? "Give the passkey a name",
    });
  }
});

interface StoredPasskey {
  id: string;
  userId: string;
  name?: string | null;
}

function isStoredPasskey(value: unknown): value is StoredPasskey {
  const passkey = value as Partial<StoredPasskey> | null;
  return typeof passkey?.id === "string" && typeof passkey.userId === "string";
}

/**
 * After registration: the audit entry "passkey.add" and the mail to the member. The plugin stores
 * the passkey inside its own endpoint, where no transaction of ours can reach, so both are written
 * right after it (and the passkey removed again if that fails: see recordPasskeyAdded).
 */
export function recordAddedPasskey(db: Database, siteUrl: string) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== REGISTRATION_PATH) return;
    const returned: unknown = ctx.context.returned;
    if (returned instanceof Error || !isStoredPasskey(returned)) return;
    await recordPasskeyAdded(db, returned, siteUrl);
    void kickMailDelivery();
  });
}
