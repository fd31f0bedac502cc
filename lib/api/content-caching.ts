import "server-only";
import { getConfig } from "../config";

/**
 * Cache-Control for the content reads (destinations, packages, journal, safety, agents). On the
 * embedded backend they come from the build's own content, which only a new release changes, so a
 * shared cache (the site's server keeps such answers for up to ten seconds) may serve them again.
 * Through a remote backend an API answer says what the upstream says now, so nothing is kept.
 */
export function contentCaching(): string {
  return getConfig().BACKEND_URL ? "no-store" : "public, max-age=0, s-maxage=60";
}
