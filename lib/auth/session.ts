/** Who is signed in to the staff desk, read from the request's session cookie by better-auth. */
import "server-only";
import { hasStaffSessionCookie } from "./cookie";
import { getStaffAuth } from "./server";

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: string;
}

/**
 * The staff member whose session the headers carry, or null. The cookie is signed with the auth
 * secret and its token must match a live session row, so a forged or expired cookie is null.
 */
export async function staffMemberFrom(headers: Headers): Promise<StaffMember | null> {
  // Most requests carry no session at all; they need neither the library nor the database.
  if (!hasStaffSessionCookie(headers)) return null;
  const auth = await getStaffAuth();
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { id, name, email, role } = session.user;
  return { id, name, email, role: typeof role === "string" ? role : "staff" };
}
