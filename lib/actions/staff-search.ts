"use server";
/**
 * The desk lists' search forms: the words arrive in the form's body and leave sealed in the list's
 * address (lib/staff/desk-search.ts), with the list's filter as it is. Signed-in staff only,
 * same-site only; nothing is stored.
 */
import { redirect } from "next/navigation";
import { z } from "zod";
import { requireStaffMember } from "../auth/current";
import { deskBookingStatusSchema, inquiryStatusSchema, subscriberStatusSchema } from "../contract";
import { sealForUrl } from "../staff/sealed-url";
import { sameSiteHeaders } from "./same-site";

/** Each searchable list, the name of its filter and the filter's values. */
const LISTS = {
  enquiries: { filter: "status", values: inquiryStatusSchema },
  bookings: { filter: "status", values: deskBookingStatusSchema },
  subscribers: { filter: "status", values: subscriberStatusSchema },
} as const;

const listSchema = z.enum(["enquiries", "bookings", "subscribers"]);

export async function searchDeskList(form: FormData): Promise<void> {
  const member = await requireStaffMember();
  await sameSiteHeaders();
  const list = listSchema.catch("enquiries").parse(form.get("list"));
  const { filter, values } = LISTS[list];
  const text = String(form.get("q") ?? "")
    .trim()
    .slice(0, 200);
  const value = values.safeParse(form.get(filter)).data;
  const query = new URLSearchParams();
  if (text) query.set("search", sealForUrl("search", text, member.id));
  if (value) query.set(filter, value);
  redirect(`/staff/${list}${query.size > 0 ? `?${query}` : ""}`);
}
