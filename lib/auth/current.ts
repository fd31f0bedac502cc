/** The signed-in staff member of the page or action being served; staff pages start here. */
import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { isRemoteFront } from "../staff/desk/front";
import { staffMemberFrom, type StaffMember } from "./session";

export const SIGN_IN_PATH = "/staff/sign-in";

/** Read once per request, however many components ask. */
export const currentStaffMember = cache(async (): Promise<StaffMember | null> =>
  staffMemberFrom(await headers()),
);

/**
 * The staff member, or a redirect to the sign-in page for anyone else; on a remote-mode front, for
 * everyone (the sign-in page says where the desk is: lib/staff/desk/front.ts).
 */
export async function requireStaffMember(): Promise<StaffMember> {
  if (isRemoteFront()) redirect(SIGN_IN_PATH);
  const member = await currentStaffMember();
  if (!member) redirect(SIGN_IN_PATH);
  return member;
}
