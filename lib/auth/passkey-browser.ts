/**
 * The browser's half of staff passkeys, for the desk's client components only: asks the site's
 * auth endpoints for a challenge, runs the browser's WebAuthn prompt, sends the answer back, and
 * turns whatever went wrong into a sentence a member can act on.
 */
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";

const ENDPOINTS = "/api/auth/passkey";

/** An answer from the site that was not a success: its status and the error's code. */
export class PasskeyRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "PasskeyRequestError";
  }
}

/** The browser has no WebAuthn at all (an old browser, or one with it switched off). */
export class PasskeysUnsupportedError extends Error {
  constructor() {
    super("This browser does not support passkeys");
    this.name = "PasskeysUnsupportedError";
  }
}

/** Reads the site's envelope ({ error: { code, message } }) and the library's ({ code, message }). */
function problemOf(body: unknown): { code: string; message: string } {
  const outer = body as { error?: unknown; code?: unknown; message?: unknown } | null;
  const inner = (typeof outer?.error === "object" ? outer.error : outer) as {
    code?: unknown;
    message?: unknown;
  } | null;
  return {
    code: typeof inner?.code === "string" ? inner.code : "",
    message: typeof inner?.message === "string" ? inner.message : "",
  };
}

async function call<T>(path: string, body?: object): Promise<T> {
  const response = await fetch(`${ENDPOINTS}/${path}`, {
    method: body ? "POST" : "GET",
    credentials: "same-origin",
    cache: "no-store",
    headers: body
      ? { accept: "application/json", "content-type": "application/json" }
      : { accept: "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { code, message } = problemOf(answer);
    throw new PasskeyRequestError(response.status, code, message);
  }
  return answer as T;
}

type RegistrationOptions = Parameters<typeof startRegistration>[0]["optionsJSON"];
type AuthenticationOptions = Parameters<typeof startAuthentication>[0]["optionsJSON"];

/** Signs in with any passkey this device holds for the desk; the session cookie is set on success. */
export async function signInWithPasskey(): Promise<void> {
  if (!browserSupportsWebAuthn()) throw new PasskeysUnsupportedError();
  const offered = await call<AuthenticationOptions>("generate-authenticate-options");
  // The site refuses a passkey that did not verify its user: ask the device to, rather than let it.
  const optionsJSON = { ...offered, userVerification: "required" as const };
  const { clientExtensionResults: _unused, ...response } = await startAuthentication({
    optionsJSON,
  });
  await call("verify-authentication", { response });
}

/** Makes a new passkey for the signed-in member and stores it under `name`. */
export async function addPasskey(name: string): Promise<void> {
  if (!browserSupportsWebAuthn()) throw new PasskeysUnsupportedError();
  const optionsJSON = await call<RegistrationOptions>("generate-register-options");
  const { clientExtensionResults: _unused, ...response } = await startRegistration({
    optionsJSON,
  });
  await call("verify-registration", { response, name });
}

export type PasskeyCeremony = "sign-in" | "add";

const FALLBACK: Record<PasskeyCeremony, string> = {
  "sign-in": "Sign in with your e-mail and password instead.",
  add: "Nothing was saved.",
};

/** What to tell the member when a passkey sign-in or a new passkey did not work. */
export function describePasskeyError(error: unknown, ceremony: PasskeyCeremony): string {
  const signIn = ceremony === "sign-in";
  if (error instanceof PasskeysUnsupportedError) {
    return signIn
      ? "This browser can’t use passkeys. Sign in with your e-mail and password instead."
      : "This browser can’t make passkeys. Use a current version of Chrome, Edge, Firefox or Safari.";
  }
  if (error instanceof PasskeyRequestError) {
    if (error.code === "rate_limited" || error.status === 429) {
      return error.message || "Too many attempts; please wait a few minutes and try again.";
    }
    if (error.code === "PASSKEY_NOT_FOUND") {
      return signIn
        ? "That passkey isn’t linked to a staff account any more. Sign in with your e-mail and password."
        : "That passkey no longer exists.";
    }
    if (error.code === "SESSION_NOT_FRESH") {
      return "For your safety, passkeys are added only soon after signing in. Reload this page and confirm your password, then add it.";
    }
    if (error.code === "USER_VERIFICATION_REQUIRED") {
      return signIn
        ? "Your device didn’t confirm it was you (fingerprint, face, PIN or screen lock). Try again, or sign in with your e-mail and password."
        : "Your device didn’t confirm it was you (fingerprint, face, PIN or screen lock), so the passkey wasn’t saved. Set up a screen lock or PIN on it, then try again.";
    }
    if (error.code === "ACCOUNT_DISABLED") {
      return "This staff account is disabled. Ask the owner of the desk.";
    }
    if (error.code === "INVALID_PASSKEY_NAME" && error.message) return error.message;
    if (!signIn && error.status === 401) {
      return "Your session has ended. Sign in again, then add the passkey.";
    }
    return signIn
      ? "Your passkey couldn’t be checked. Try again, or sign in with your e-mail and password."
      : "The passkey couldn’t be saved. Please try again.";
  }
  const name = (error as { name?: unknown } | null)?.name;
  if (name === "NotAllowedError" || name === "AbortError") {
    return signIn
      ? "Passkey sign-in was cancelled or timed out. Try again, or sign in with your e-mail and password."
      : "Adding the passkey was cancelled or timed out. Nothing was saved; try again when you’re ready.";
  }
  if (name === "InvalidStateError") {
    return "This device already holds a passkey for your account; there is no need to add another.";
  }
  if (name === "SecurityError") {
    return `Passkeys aren’t available at this web address. ${FALLBACK[ceremony]}`;
  }
  return signIn
    ? "The passkey sign-in didn’t work. Try again, or sign in with your e-mail and password."
    : "The passkey couldn’t be made. Please try again.";
}
