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

/**
 * Cache-Control for the packages list, whose departures carry the seats left: a shared cache may
 * keep it for one second at most, so a sold seat shows within a second. The checkout counts the
 * seats again under the departure's lock, so a stale list can never oversell.
 */
export function seatsCaching(): string {
  return getConfig().BACKEND_URL ? "no-store" : "public, max-age=0, s-maxage=1";
}
