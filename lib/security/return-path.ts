/**
 * A page of this site to lead a visitor back to, given by a form or a query string: a path of
 * plain segments only ("/blog/lisbon-in-spring"). Anything else (another site, "//host", a query,
 * a script URL) is dropped, so such a value can never send a visitor elsewhere.
 */
export function returnPath(value: unknown): string | null {
  // "/_not-found" and the like are the framework's own routes, never a page to go back to.
  return typeof value === "string" && /^\/(?![/_])[\w\-/]{0,200}$/.test(value) ? value : null;
}
