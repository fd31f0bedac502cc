/**
 * Who a staff API call is recorded as in the audit log: the signed-in staff member, or the command
 * line's bearer token (which names no one).
 */
import "server-only";
import { ApiError } from "../api/errors";
import { hasStaffSessionCookie } from "../auth/cookie";
import type { StaffActor } from "../backend/types";
import { isStaffAuthorized } from "./token";

export const STAFF_TOKEN_ACTOR: StaffActor = { id: "staff-token", name: "Staff token" };

export async function staffActorOf(headers: Headers): Promise<StaffActor> {
  if (hasStaffSessionCookie(headers)) {
    // Loaded only here, so token calls never load the auth library.
    const { staffMemberFrom } = await import("../auth/session");
    const member = await staffMemberFrom(headers);
    if (member) return { id: member.id, name: member.name };
  }
  if (isStaffAuthorized(headers.get("authorization"))) return STAFF_TOKEN_ACTOR;
  throw new ApiError("unauthorized", "A valid staff token or staff sign-in is required");
}
