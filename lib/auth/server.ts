/**
 * Staff sign-in, by better-auth on the site's own database (PGlite or PostgreSQL): e-mail and
 * password accounts created only by the owner's command line, optional passkeys a signed-in member
 * adds to their own account (./passkeys.ts), sessions in HTTP-only SameSite=Lax cookies (Secure in
 * production), signed with the site's auth secret.
 */
import "server-only";
import { betterAuth, type BetterAuthOptions } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { getConfig } from "../config";
import { getDb, type Database } from "../db/client";
import {
  staffAccounts,
  staffPasskeys,
  staffSessions,
  staffUsers,
  staffVerifications,
} from "../db/schema";
import {
  checkPasskeyName,
  PASSKEY_FRESH_SECONDS,
  recordAddedPasskey,
  staffPasskeyPlugin,
  UNAUDITED_PASSKEY_PATHS,
} from "./passkeys";
import { sessionAuditHooks } from "./audit-hooks";
import { authLogger } from "./logger";
import { SESSION_IDLE_SECONDS, SESSION_RENEW_SECONDS, sessionRuleHooks } from "./session-rules";
import { getAuthSecret } from "./secret";

export const MIN_PASSWORD_LENGTH = 12;

/**
 * The library's self-service account endpoints: the desk offers none of them, and each would change
 * an account (name, e-mail, password, the account itself) without an entry in the audit log.
 */
export const SELF_SERVICE_ACCOUNT_PATHS = [
  "/update-user",
  "/change-email",
  "/change-password",
  "/set-password",
  "/delete-user",
  "/link-social",
  "/unlink-account",
  "/request-password-reset",
  "/reset-password",
];
export const MAX_PASSWORD_LENGTH = 128;

/** The session rules (./session-rules.ts) and the audit entries (./audit-hooks.ts), together. */
function staffSessionHooks(db: Database): NonNullable<BetterAuthOptions["databaseHooks"]> {
  const audit = sessionAuditHooks(db).session;
  const rules = sessionRuleHooks(db);
  return {
    session: {
      create: {
        before: rules.create.before,
        after: async (session, context) => {
          await rules.create.after(session);
          await audit?.create?.after?.(session, context);
        },
      },
      update: rules.update,
      delete: audit?.delete,
    },
  };
}

interface StaffAuthOptions {
  secret: string;
  siteUrl: string;
  production: boolean;
}

export function createStaffAuth(db: Database, options: StaffAuthOptions) {
  return betterAuth({
    appName: "Lavender Compass staff desk",
    baseURL: options.siteUrl,
    basePath: "/api/auth",
    secret: options.secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        passkey: staffPasskeys,
      },
    }),
    // Accounts come only from `npm run staff -- add-user` (lib/auth/accounts.ts).
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, input: false },
        disabledAt: { type: "date", required: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_RENEW_SECONDS,
      freshAge: PASSKEY_FRESH_SECONDS,
    },
    // Sign-in and sign-out go to the audit log; disabled accounts and old sessions are refused.
    databaseHooks: staffSessionHooks(db),
    // The library reads the visitor's address from headers a client can write; sign-in attempts
    // are counted instead by the site's own limiter on its trusted address (./sign-in-limit.ts).
    rateLimit: { enabled: false },
    // A browser's own origin is allowed as for every other POST (lib/api/request-guards.ts).
    trustedOrigins: (request) => [options.siteUrl, request ? new URL(request.url).origin : null],
    telemetry: { enabled: false },
    // Errors only, and never what a member typed (./logger.ts). An unexpected error is thrown on
    // to the site's route (./route.ts), which logs only its class and code: left to the library's
    // router, it would print the whole error, a database failure's query parameters included.
    logger: authLogger,
    onAPIError: { throw: true },
    advanced: {
      cookiePrefix: "lavender-staff",
      useSecureCookies: options.production,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: options.production },
      ipAddress: { disableIpTracking: true },
    },
    disabledPaths: [...UNAUDITED_PASSKEY_PATHS, ...SELF_SERVICE_ACCOUNT_PATHS],
    hooks: { before: checkPasskeyName, after: recordAddedPasskey(db, options.siteUrl) },
    // nextCookies last, as the library asks: it lets server actions (the sign-in form) set the
    // session cookie.
    plugins: [staffPasskeyPlugin(options.siteUrl), nextCookies()],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

/** One instance per process, kept on globalThis so every bundle of the app shares it. */
const holder = globalThis as typeof globalThis & { __lavenderStaffAuth?: Promise<StaffAuth> };

export function getStaffAuth(): Promise<StaffAuth> {
  holder.__lavenderStaffAuth ??= getDb()
    .then((db) => {
      const config = getConfig();
      return createStaffAuth(db, {
        secret: getAuthSecret(),
        siteUrl: config.SITE_URL,
        production: config.NODE_ENV === "production",
      });
    })
    .catch((error: unknown) => {
      holder.__lavenderStaffAuth = undefined;
      throw error;
    });
  return holder.__lavenderStaffAuth;
}
