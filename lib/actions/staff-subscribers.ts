"use server";
/**
 * The subscribers desk's actions: send a newsletter issue to every confirmed subscriber, and
 * unsubscribe one address. Only a signed-in staff member's session counts; cross-site posts are
 * refused and each member is rate-limited like the API. Both are recorded in the audit log.
 */
import { redirect } from "next/navigation";
import { z } from "zod";
import { enforceRateLimit, toApiError } from "../api/handler";
import { requireStaffMember } from "../auth/current";
import { getConfig } from "../config";
import { newsletterIssueInputSchema, subscriberStatusSchema } from "../contract";
import { getDb } from "../db/client";
import { sendNewsletterIssue } from "../db/queries/newsletter-issues";
import { unsubscribeByStaff } from "../db/queries/subscriber-desk";
import { kickMailDelivery } from "../mail/delivery";
import { sameSiteHeaders } from "./same-site";

const DESK_PATH = "/staff/subscribers";

export interface NewsletterSendState {
  error?: string;
  /** The subject and text as typed, to fill the form in again. */
  subject?: string;
  text?: string;
}

export async function sendNewsletter(
  _previous: NewsletterSendState,
  form: FormData,
): Promise<NewsletterSendState> {
  const member = await requireStaffMember();
  const typed = {
    subject: String(form.get("subject") ?? "").slice(0, 1000),
    text: String(form.get("text") ?? "").slice(0, 20_000),
  };
  let outcome: Awaited<ReturnType<typeof sendNewsletterIssue>>;
  try {
    await sameSiteHeaders();
    await enforceRateLimit("staff.desk", { address: `staff:${member.id}` });
    const parsed = newsletterIssueInputSchema.safeParse({ key: form.get("key"), ...typed });
    if (!parsed.success) return { error: parsed.error.issues[0]?.message, ...typed };
    const { key, subject, text } = parsed.data;
    outcome = await sendNewsletterIssue(
      await getDb(),
      member,
      key,
      { subject, text },
      getConfig().SITE_URL,
    );
  } catch (error) {
    return { error: toApiError(error, "staff.newsletter.send").message, ...typed };
  }
  if (outcome.status === "no_subscribers") {
    return { error: "No one has confirmed a subscription yet: nothing was sent.", ...typed };
  }
  if (outcome.status === "sent") void kickMailDelivery();
  redirect(`${DESK_PATH}?sent=${outcome.status === "sent" ? outcome.count : "again"}`);
}

const unsubscribeSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  // Back to the list as it was: its search and page (both sealed, passed on as they are), status.
  search: z.string().max(2048).optional(),
  status: subscriberStatusSchema.optional(),
  before: z.string().max(2048).optional(),
});

export async function unsubscribeSubscriber(form: FormData): Promise<void> {
  const member = await requireStaffMember();
  await sameSiteHeaders();
  await enforceRateLimit("staff.desk", { address: `staff:${member.id}` });
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value ? value : undefined;
  };
  const parsed = unsubscribeSchema.safeParse({
    email: field("email"),
    search: field("search"),
    status: field("status"),
    before: field("before"),
  });
  if (!parsed.success) redirect(DESK_PATH);
  const { email, ...list } = parsed.data;
  const outcome = await unsubscribeByStaff(await getDb(), email, member);
  const query = new URLSearchParams({
    ...(list.search && { search: list.search }),
    ...(list.status && { status: list.status }),
    ...(list.before && { before: list.before }),
    notice: outcome,
  });
  redirect(`${DESK_PATH}?${query}`);
}
