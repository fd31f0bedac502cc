/** Who a staff request acts as, for the audit log: the signed-in member, or the staff token. */
import "server-only";
import { hasStaffSessionCookie } from "../auth/cookie";
import type { AuditActor } from "../db/queries/audit";

/** The command line and scripts act with the bearer token, which names no person. */
export const STAFF_TOKEN_ACTOR: AuditActor = { id: "staff-token", name: "Staff token" };

/** For a request the route wrapper already admitted as staff (a session or the token). */
export async function staffActorOf(headers: Headers): Promise<AuditActor> {
  if (hasStaffSessionCookie(headers)) {
    const { staffMemberFrom } = await import("../auth/session");
    const member = await staffMemberFrom(headers);
    if (member) return { id: member.id, name: member.name };
  }
  return STAFF_TOKEN_ACTOR;
}
