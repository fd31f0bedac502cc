/** The staff session cookie's name, without the library: most requests carry none. */

/** Ends so, with or without the __Secure- prefix of production (lib/auth/server.ts cookiePrefix). */
const SESSION_COOKIE = "lavender-staff.session_token=";

export function hasStaffSessionCookie(headers: Headers): boolean {
  return headers.get("cookie")?.includes(SESSION_COOKIE) ?? false;
}
