"use server";
/**
 * The bookings desk's "Send a new booking link": the old private link stops working and the
 * traveler is mailed a new one at once. Only a signed-in staff member's session counts here,
 * cross-site posts are refused and each member is rate-limited like the API.
 */
import { redirect } from "next/navigation";
import { enforceRateLimit } from "../api/handler";
import { requireStaffMember } from "../auth/current";
import { renewBookingLink } from "../bookings/renew-link";
import { bookingReferenceSchema } from "../contract";
import { getDb } from "../db/client";
import { formKeySchema } from "../db/queries/form-keys";
import { deliverMailWithin } from "../mail/delivery";
import { RESEND_WAIT_MS } from "../mail/resend";
import { sameSiteHeaders } from "./same-site";

export async function renewDeskBookingLink(form: FormData): Promise<void> {
  const member = await requireStaffMember();
  await sameSiteHeaders();
  await enforceRateLimit("staff.bookings.renew-link", { address: `staff:${member.id}` });
  const reference = bookingReferenceSchema.safeParse(form.get("reference")).data;
  if (!reference) redirect("/staff/bookings");
  let outcome: string;
  try {
    const key = formKeySchema.safeParse(form.get("key")).data;
    await renewBookingLink(await getDb(), reference, member, key);
    // Sent now, so the booking's mails show it left (or why it did not).
    await deliverMailWithin(RESEND_WAIT_MS);
    outcome = "renewed=1";
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === "not_found") redirect("/staff/bookings");
    if (code !== "conflict") throw error;
    outcome = "erased=1";
  }
  redirect(`/staff/bookings/${reference}?${outcome}`);
}
