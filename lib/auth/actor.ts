/**
 * Who is acting on a staff API call, for the audit log: the signed-in staff member, or the staff
 * token (the command line's, which only whoever runs the site holds; it names no person).
 * Owner-only routes admit the owner's session and the token, and refuse other staff with 403.
 */
import "server-only";
import type { StaffActor } from "../contract/staff";
import { ApiError } from "../api/errors";

import { isStaffAuthorized } from "../staff/token";
import { staffMemberFrom } from "./session";

/** The audit log's name for calls made with the staff token (`npm run staff -- ...`, scripts). */
export const STAFF_TOKEN_ACTOR: StaffActor = { id: "staff-token", name: "Staff token" };

export const isOwner = (member: { role: string }) => member.role === "owner";

/** The staff member or the staff token behind a staff API request; 401 for anyone else. */
export async function staffActorOf(headers: Headers): Promise<StaffActor> {
  if (isStaffAuthorized(headers.get("authorization"))) return STAFF_TOKEN_ACTOR;
  const member = await staffMemberFrom(headers);
  if (!member)
    throw new ApiError("unauthorized", "A valid staff token or staff sign-in is required");
  return { id: member.id, name: member.name };
}

/** As staffActorOf, but only the owner's session or the staff token; 403 for other staff. */
export async function ownerActorOf(headers: Headers): Promise<StaffActor> {
  if (isStaffAuthorized(headers.get("authorization"))) return STAFF_TOKEN_ACTOR;
  const member = await staffMemberFrom(headers);
  if (!member)
    throw new ApiError("unauthorized", "A valid staff token or staff sign-in is required");
  if (!isOwner(member)) {
    throw new ApiError("forbidden", "Only the owner of the staff desk may do this");
  }
  return { id: member.id, name: member.name };
}
