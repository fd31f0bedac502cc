/**
 * better-auth's HTTP endpoints behind the site's guards: cross-site POSTs (403) and bodies over
 * 64 KB (413) are refused as on every API route, sign-in attempts are counted, and failures answer
 * with the site's error envelope.
 */
import "server-only";
import { ApiError } from "../api/errors";
import { clientOf, readLimitedText, toErrorResponse } from "../api/handler";
import { declaredLengthTooLarge, isForeignPost, MAX_BODY_BYTES } from "../api/request-guards";
import { getConfig } from "../config";
import { getStaffAuth } from "./server";
import { countSignInAttempt } from "./sign-in-limit";

function emailOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    const email = (parsed as { email?: unknown } | null)?.email;
    return typeof email === "string" ? email : "";
  } catch {
    return "";
  }
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
      if (new URL(request.url).pathname.startsWith("/api/auth/sign-in")) {
        await countSignInAttempt(clientOf(request), emailOf(body));
      }
      const auth = await getStaffAuth();
      return await auth.handler(
        new Request(request.url, { method: "POST", headers: request.headers, body }),
      );
    }
    return await (await getStaffAuth()).handler(request);
  } catch (error) {
    return toErrorResponse(error, "auth");
  }
}
