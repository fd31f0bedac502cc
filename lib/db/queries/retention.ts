/**
 * What the privacy policy promises to delete, deleted: newsletter sign-ups never confirmed, 30 days
 * after the last confirmation mail; enquiries that did not lead to a booking, two years after our
 * last contact (the enquiry, or the latest status change or note on it). Each goes with what
 * repeats it: a sign-up's confirmation mails, an enquiry's desk history and its notice to staff.
 * One transaction per run, recorded in the audit log with its counts. Each row is deleted, and so
 * counted, by exactly one run, however many instances share the database.
 */
import "server-only";
import type { StaffActor } from "../../contract/staff";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { counted } from "@/lib/privacy/counts";
import type { Database } from "../client";
import { inquiries, inquiryEvents, mailOutbox, newsletterSubscribers } from "../schema";
import { recordStaffAction } from "./audit";

/** A sign-up nobody confirmed is deleted this long after its last confirmation mail. */
export const UNCONFIRMED_SIGNUP_DAYS = 30;
/** An enquiry that did not lead to a booking is deleted this long after our last contact. */
export const ENQUIRY_RETENTION_YEARS = 2;

/** Who the audit log names for the scheduled deletions. */
export const RETENTION_ACTOR: StaffActor = { id: "retention", name: "Retention schedule" };

export interface RetentionResult {
  signUps: number;
  signUpMails: number;
  enquiries: number;
  history: number;
  enquiryMails: number;
}

/** The enquiry id a staff notice quotes on its "Reference:" line. */
const noticeReference = sql<string>`substring(${mailOutbox.text} from 'Reference: ([0-9a-f-]{36})')`;

async function deleteUnconfirmedSignUps(tx: Database, cutoff: Date) {
  const deleted = await tx
    .delete(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.status, "pending"),
        lt(newsletterSubscribers.createdAt, cutoff),
        // Asked again lately (the same link mailed again): the clock starts from that mail.
        sql`not exists (select 1 from ${mailOutbox} m where m.about_email = lower(${newsletterSubscribers.email}) and m.kind = 'newsletter_confirm' and m.created_at >= ${cutoff.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ email: newsletterSubscribers.email });
  const addresses = deleted.map((row) => row.email.toLowerCase());
  const mails = addresses.length
    ? await tx
        .delete(mailOutbox)
        .where(
          and(eq(mailOutbox.kind, "newsletter_confirm"), inArray(mailOutbox.aboutEmail, addresses)),
        )
        .returning({ id: mailOutbox.id })
    : [];
  return { signUps: deleted.length, signUpMails: mails.length };
}

async function deleteOldEnquiries(tx: Database, cutoff: Date) {
  const lastContact = sql`greatest(${inquiries.createdAt}, (select max(e.created_at) from ${inquiryEvents} e where e.inquiry_id = ${inquiries.id} and e.kind in ('status', 'note')))`;
  const deleted = await tx
    .delete(inquiries)
    .where(
      and(
        // A booked enquiry is part of the booking's record, kept as long as the booking is.
        sql`${inquiries.status} <> 'booked'`,
        lt(inquiries.createdAt, cutoff),
        sql`${lastContact} < ${cutoff.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: inquiries.id });
  const ids = deleted.map((row) => row.id);
  if (ids.length === 0) return { enquiries: 0, history: 0, enquiryMails: 0 };
  const history = await tx
    .delete(inquiryEvents)
    .where(inArray(inquiryEvents.inquiryId, ids))
    .returning({ id: inquiryEvents.id });
  const mails = await tx
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.kind, "inquiry_notice"), inArray(noticeReference, ids)))
    .returning({ id: mailOutbox.id });
  return { enquiries: ids.length, history: history.length, enquiryMails: mails.length };
}

/** The audit entry's detail, e.g. "2 unconfirmed sign-ups (2 mails), 1 enquiry (3 history entries, 1 mail)". */
export function describeRetention(result: RetentionResult): string {
  return [
    `${counted(result.signUps, "unconfirmed sign-up", "unconfirmed sign-ups")} (${counted(result.signUpMails, "mail", "mails")})`,
    `${counted(result.enquiries, "enquiry", "enquiries")} (${counted(result.history, "history entry", "history entries")}, ${counted(result.enquiryMails, "mail", "mails")})`,
  ].join(", ");
}

/** Deletes what has outlived its time, as of `now`, and records the counts when there were any. */
export async function applyRetention(
  db: Database,
  now: Date = new Date(),
): Promise<RetentionResult> {
  const signUpCutoff = new Date(now.getTime() - UNCONFIRMED_SIGNUP_DAYS * 86_400_000);
  const enquiryCutoff = new Date(now);
  enquiryCutoff.setUTCFullYear(enquiryCutoff.getUTCFullYear() - ENQUIRY_RETENTION_YEARS);
  return db.transaction(async (tx) => {
    const result: RetentionResult = {
      ...(await deleteUnconfirmedSignUps(tx, signUpCutoff)),
      ...(await deleteOldEnquiries(tx, enquiryCutoff)),
    };
    if (result.signUps + result.enquiries > 0) {
      await recordStaffAction(tx, RETENTION_ACTOR, {
        action: "retention.delete",
        detail: describeRetention(result),
      });
    }
    return result;
  });
}
