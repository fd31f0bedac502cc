/** Who is signed in to the staff desk, read from the request's session cookie by better-auth. */
import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { staffSessions } from "../db/schema";
import { hasStaffSessionCookie } from "./cookie";
import { getStaffAuth } from "./server";
import { isPastMaxAge } from "./session-rules";

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: string;
  /** The session this request carries, and when it was signed in. */
  sessionId: string;
  signedInAt: Date;
}

/**
 * The staff member whose session the headers carry, or null. The cookie is signed with the auth
 * secret and its token must match a live session row, so a forged or expired cookie is null; so is
 * the session of a disabled account, or one past its absolute lifetime (which is ended here).
 */
export async function staffMemberFrom(headers: Headers): Promise<StaffMember | null> {
  // Most requests carry no session at all; they need neither the library nor the database.
  if (!hasStaffSessionCookie(headers)) return null;
  const auth = await getStaffAuth();
  const found = await auth.api.getSession({ headers });
  if (!found) return null;
  const { user, session } = found;
  const signedInAt = new Date(session.createdAt);
  if (isPastMaxAge(signedInAt)) {
    await (await getDb()).delete(staffSessions).where(eq(staffSessions.id, session.id));
    return null;
  }
  if (user.disabledAt) return null;
  const { id, name, email, role } = user;
  return {
    id,
    name,
    email,
    role: typeof role === "string" ? role : "staff",
    sessionId: session.id,
    signedInAt,
  };
}
