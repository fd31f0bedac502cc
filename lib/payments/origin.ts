/** Where a checkout may send the browser back to: never anywhere a request merely names. */
import { ApiError } from "../api/errors";

/**
 * Returns the origin of originUrl when it is one of the allowed origins (compared as parsed URL
 * origins), else throws 400. Protocol-relative, user@host, javascript: and data: URLs all fail.
 */
export function resolveCheckoutOrigin(originUrl: string, allowed: string[]): string {
  let parsed: URL;
  try {
    parsed = new URL(originUrl);
  } catch {
    throw new ApiError("bad_request", "origin_url: must be an absolute URL of this site");
  }
  const allowedOrigins = new Set(
    allowed.flatMap((candidate) => {
      try {
        return [new URL(candidate).origin];
      } catch {
        return [];
      }
    }),
  );
  const plain = !parsed.username && !parsed.password && /^https?:$/.test(parsed.protocol);
  if (!plain || !allowedOrigins.has(parsed.origin)) {
    throw new ApiError("bad_request", "origin_url: must be this site's own origin");
  }
  return parsed.origin;
}
