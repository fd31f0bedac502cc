"use server";
/**
 * The enquiries desk's changes: taking an enquiry on, and a status and/or an internal note, each
 * recorded with who and when. Opening an enquiry's page changes nothing: only these posts do.
 * Only a signed-in staff member's session counts here (the bearer token is for the command line);
 * cross-site posts are refused and each member is rate-limited like the API.
 */
import { redirect } from "next/navigation";
import { z } from "zod";
import { enforceRateLimit } from "../api/handler";
import { requireStaffMember } from "../auth/current";
import { inquiryStatusSchema } from "../contract";
import { getDb } from "../db/client";
import { formKeySchema } from "../db/queries/form-keys";
import { takeDeskInquiry, workDeskInquiry } from "../db/queries/inquiry-desk";
import { sameSiteHeaders } from "./same-site";

const workSchema = z.object({
  id: z.uuid(),
  status: inquiryStatusSchema.optional(),
  note: z.string().max(5000).optional(),
});

export async function workInquiry(form: FormData): Promise<void> {
  const member = await requireStaffMember();
  await sameSiteHeaders();
  await enforceRateLimit("staff.desk", { address: `staff:${member.id}` });
  const parsed = workSchema.safeParse({
    id: form.get("id"),
    status: form.get("status") || undefined,
    note: form.get("note") ?? undefined,
  });
  if (!parsed.success) redirect("/staff/enquiries");
  const { id, status, note } = parsed.data;
  const key = formKeySchema.safeParse(form.get("key")).data;
  const found = await workDeskInquiry(await getDb(), id, member, { status, note }, key);
  redirect(found ? `/staff/enquiries/${id}?saved=1` : "/staff/enquiries");
}

/** "Handle this enquiry": the member becomes its handler. */
export async function takeInquiry(form: FormData): Promise<void> {
  const member = await requireStaffMember();
  await sameSiteHeaders();
  await enforceRateLimit("staff.desk", { address: `staff:${member.id}` });
  const id = z.uuid().safeParse(form.get("id")).data;
  const found = id !== undefined && (await takeDeskInquiry(await getDb(), id, member));
  redirect(found ? `/staff/enquiries/${id}?taken=1` : "/staff/enquiries");
}
