"use server";
/**
 * The mail desk's "Send again": a failed mail goes back in the queue and is sent at once; the
 * desk then shows what became of it. Only a signed-in staff member's session counts here,
 * cross-site posts are refused and each member is rate-limited like the API.
 */
import { redirect } from "next/navigation";
import { z } from "zod";
import { enforceRateLimit } from "../api/handler";
import { requireStaffMember } from "../auth/current";
import { mailIdSchema, outboxStatusSchema } from "../contract";
import { getDb } from "../db/client";
import { resendMail } from "../mail/resend";
import { sameSiteHeaders } from "./same-site";

const resendSchema = z.object({
  id: mailIdSchema,
  /** Where the button was: the list (with its filter and page) or the mail's own page. */
  from: z.enum(["list", "mail"]).default("mail"),
  status: outboxStatusSchema.optional(),
  before: z.uuid().optional(),
});

/** Which page to go back to, saying what happened to the mail. */
function backTo(input: z.infer<typeof resendSchema>, outcome: Record<string, string>): string {
  if (input.from === "mail") return `/staff/mail/${input.id}?${new URLSearchParams(outcome)}`;
  const list = {
    ...(input.status && { status: input.status }),
    ...(input.before && { before: input.before }),
  };
  return `/staff/mail?${new URLSearchParams({ ...list, ...outcome })}`;
}

export async function resendDeskMail(form: FormData): Promise<void> {
  const member = await requireStaffMember();
  await sameSiteHeaders();
  await enforceRateLimit("staff.outbox.resend", { address: `staff:${member.id}` });
  const parsed = resendSchema.safeParse({
    id: form.get("id"),
    from: form.get("from") || undefined,
    status: form.get("status") || undefined,
    before: form.get("before") || undefined,
  });
  if (!parsed.success) redirect("/staff/mail");
  let outcome: Record<string, string>;
  try {
    await resendMail(await getDb(), parsed.data.id, member);
    outcome = { resent: parsed.data.id };
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === "not_found") redirect("/staff/mail");
    if (code !== "conflict") throw error;
    outcome = { refused: parsed.data.id };
  }
  redirect(backTo(parsed.data, outcome));
}
