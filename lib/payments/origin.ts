/**
 * Where a checkout may send the browser back to: the site's configured origins, never anywhere a
 * request names, nor the host a request says it was sent to (a forged Host or X-Forwarded-Host).
 */
import { ApiError } from "../api/errors";
import { isLoopbackHost, type Config } from "../config";

/**
 * The origins a checkout may return to: SITE_URL and CHECKOUT_ORIGINS. On a laptop (a loopback
 * SITE_URL) the other loopback names of the same port count too, so http://127.0.0.1:3000 books
 * as http://localhost:3000 does; a public site has only what it configured.
 */
export function allowedCheckoutOrigins({
  SITE_URL,
  CHECKOUT_ORIGINS,
}: Pick<Config, "SITE_URL" | "CHECKOUT_ORIGINS">): string[] {
  const site = new URL(SITE_URL);
  const aliases = isLoopbackHost(site.hostname)
    ? ["localhost", "127.0.0.1", "[::1]"].map((host) => {
        const alias = new URL(site);
        alias.hostname = host;
        return alias.origin;
      })
    : [];
  return [...new Set([site.origin, ...aliases, ...CHECKOUT_ORIGINS])];
}

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
