/** Request checks shared by the proxy (proxy.ts) and the route wrapper. */

export const MAX_BODY_BYTES = 64 * 1024;

/** The origins a browser may POST from: the site's canonical origin and the request's own. */
export function isAllowedOrigin(origin: string, requestUrl: string, siteUrl: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  return parsed.origin === new URL(requestUrl).origin || parsed.origin === new URL(siteUrl).origin;
}

/**
 * API paths that take POSTs from anywhere: a mail provider's servers call the newsletter's one-click
 * unsubscribe (RFC 8058) with no Origin or their own, and the token in the link is the authority.
 * They keep the body limit and the rate limit.
 */
export const CROSS_SITE_POST_PATHS: ReadonlySet<string> = new Set(["/api/newsletter/unsubscribe"]);

/** A browser's cross-site POST: a foreign Origin header, or Sec-Fetch-Site saying so. */
/** A POST from another site, unless its path is one of CROSS_SITE_POST_PATHS. */
export function isForeignPost(request: Request, siteUrl: string): boolean {
  if (request.method !== "POST") return false;
  if (CROSS_SITE_POST_PATHS.has(new URL(request.url).pathname)) return false;
  return isForeignOrigin(request.headers, request.url, siteUrl);
}

/** Whether a POST's headers say it came from another site (the check of isForeignPost). */
export function isForeignOrigin(headers: Headers, requestUrl: string, siteUrl: string): boolean {
  const origin = headers.get("origin");
  if (origin !== null) return !isAllowedOrigin(origin, requestUrl, siteUrl);
  return headers.get("sec-fetch-site") === "cross-site";
}

export function declaredLengthTooLarge(request: { headers: Headers }): boolean {
  const length = Number(request.headers.get("content-length") ?? "0");
  return Number.isFinite(length) && length > MAX_BODY_BYTES;
}

export function isJsonContentType(value: string | null): boolean {
  return value !== null && /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(value.trim());
}
