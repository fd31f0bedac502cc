/**
 * better-auth's HTTP endpoints behind the site's guards: cross-site POSTs (403) and bodies over
 * 64 KB (413) are refused as on every API route, sign-in attempts (password or passkey) are
 * counted, and failures answer with the site's error envelope.
 */
import "server-only";
import { ApiError } from "../api/errors";
import { clientOf, enforceRateLimit, readLimitedText, toErrorResponse } from "../api/handler";
import { declaredLengthTooLarge, isForeignPost, MAX_BODY_BYTES } from "../api/request-guards";
import { getConfig } from "../config";
import { getStaffAuth } from "./server";
import { countPasskeySignInAttempt, countSignInAttempt } from "./sign-in-limit";

/**
 * The library routes only these exact paths (no trailing slash, no doubled or encoded slash), so
 * comparing them exactly leaves no spelling that reaches an endpoint uncounted.
 */
const PASSKEY_SIGN_IN_PATH = "/api/auth/passkey/verify-authentication";
/** Each request for a passkey challenge stores one; they are rate-limited like any API POST. */
const PASSKEY_CHALLENGE_PATH = "/api/auth/passkey/generate-authenticate-options";

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

function emailOf(body: string): string {
  const email = (parsed(body) as { email?: unknown } | null)?.email;
  return typeof email === "string" ? email : "";
}

/** The credential a passkey sign-in presents: its id, as the browser sent it. */
function credentialOf(body: string): string {
  const id = (parsed(body) as { response?: { id?: unknown } } | null)?.response?.id;
  return typeof id === "string" ? id : "";
}

export async function handleAuthRequest(request: Request): Promise<Response> {
  try {
    if (request.method === "POST") {
      if (isForeignPost(request, getConfig().SITE_URL)) {
        throw new ApiError("forbidden", "Requests from other sites are not accepted");
      }
      if (declaredLengthTooLarge(request)) {
        throw new ApiError(
          "payload_too_large",
          `The request body is over ${MAX_BODY_BYTES / 1024} KB`,
        );
      }
      const body = await readLimitedText(request);
      const { pathname } = new URL(request.url);
      if (pathname.startsWith("/api/auth/sign-in")) {
        await countSignInAttempt(clientOf(request), emailOf(body));
      } else if (pathname === PASSKEY_SIGN_IN_PATH) {
        await countPasskeySignInAttempt(clientOf(request), credentialOf(body));
      }
      const auth = await getStaffAuth();
      return await auth.handler(
        new Request(request.url, { method: "POST", headers: request.headers, body }),
      );
    }
    if (new URL(request.url).pathname === PASSKEY_CHALLENGE_PATH) {
      await enforceRateLimit("auth.passkey-challenge", clientOf(request));
    }
    return await (await getStaffAuth()).handler(request);
  } catch (error) {
    return toErrorResponse(error, "auth");
  }
}
