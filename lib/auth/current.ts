/** The signed-in staff member of the page or action being served; staff pages start here. */
import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { staffMemberFrom, type StaffMember } from "./session";

export const SIGN_IN_PATH = "/staff/sign-in";

/** Read once per request, however many components ask. */
export const currentStaffMember = cache(async (): Promise<StaffMember | null> =>
  staffMemberFrom(await headers()),
);

/** The staff member, or a redirect to the sign-in page for anyone else. */
export async function requireStaffMember(): Promise<StaffMember> {
  const member = await currentStaffMember();
  if (!member) redirect(SIGN_IN_PATH);
  return member;
}
