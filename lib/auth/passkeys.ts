/**
 * Optional passkeys for staff accounts, by better-auth's passkey plugin. Adding one needs a fresh
 * signed-in session (the plugin's default, kept); signing in with one is counted like a password
 * sign-in (./route.ts); removing one goes through the account page's action, which records it in
 * the same transaction, so the plugin's own delete and rename endpoints are switched off.
 */
import "server-only";
import { passkey } from "@better-auth/passkey";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { passkeyNameSchema } from "@/lib/contract/passkey";
import type { Database } from "../db/client";
import { recordPasskeyAdded } from "../db/queries/staff-passkeys";
import { passkeySettingsFor } from "./passkey-settings";

/** The plugin's registration endpoint, under the auth base path. */
const REGISTRATION_PATH = "/passkey/verify-registration";

/** Endpoints that would change passkeys without an audit entry. */
export const UNAUDITED_PASSKEY_PATHS = ["/passkey/delete-passkey", "/passkey/update-passkey"];

export function staffPasskeyPlugin(siteUrl: string) {
  const { rpID, rpName, origin } = passkeySettingsFor(siteUrl);
  return passkey({ rpID, rpName, origin });
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
 * After registration: the audit entry "passkey.add". The plugin stores the passkey inside its own
 * endpoint, where no transaction of ours can reach, so the entry is written right after it (and
 * the passkey removed again if that fails: see recordPasskeyAdded).
 */
export function recordAddedPasskey(db: Database) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== REGISTRATION_PATH) return;
    const returned: unknown = ctx.context.returned;
    if (returned instanceof Error || !isStoredPasskey(returned)) return;
    await recordPasskeyAdded(db, returned);
  });
}
