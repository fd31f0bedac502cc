/**
 * Staff send a failed mail again: it goes back in the queue with its attempts reset and the sender
 * runs at once, so within seconds staff see it sent (or failed again, with the mail server's
 * reason). The desk's button, the staff API and `npm run staff -- resend` all come here.
 */
import "server-only";
import { ApiError, notFound } from "../api/errors";
import type { StaffActor } from "../backend/types";
import type { MailResend } from "../contract";
import type { Database } from "../db/client";
import { mailStatus, resendFailedMail } from "../db/queries/mail-desk";
import { deliverMailWithin } from "./delivery";

/** How long staff wait for the mail server before they are told the mail is queued. */
export const RESEND_WAIT_MS = 8_000;

export async function resendMail(db: Database, id: string, actor: StaffActor): Promise<MailResend> {
  const outcome = await resendFailedMail(db, id, actor);
  if (outcome === "not_found") throw notFound(`Mail ${id}`);
  if (outcome === "not_failed") {
    throw new ApiError("conflict", "Only a failed mail can be sent again");
  }
  await deliverMailWithin(RESEND_WAIT_MS);
  return { id, status: (await mailStatus(db, id)) ?? "queued" };
}
