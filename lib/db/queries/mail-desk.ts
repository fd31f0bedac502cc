/**
 * The staff desk's outbox: every mail newest first, 50 a page back to the first ever queued,
 * filterable by status; one mail with its text; the mails about a booking; sending a failed mail
 * again; and the outbox without its messages for a CSV export.
 */
import "server-only";
import { DESK_PAGE_SIZE, type DeskPage, type StaffActor } from "../../contract/staff";
import { and, count, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { MailDeskQuery, OutboxStatus } from "@/lib/contract";
import { withoutBookingLinkTokens } from "@/lib/mail/private-links";
import type { Database } from "../client";
import { mailOutbox } from "../schema";
import { recordStaffAction } from "./audit";
import { deskPage } from "./desk-page";
import type { DeskMail, DeskMailWithText } from "../../contract/desk";

/** What sending a mail again did: nothing for an unknown mail or one that has not failed. */
export type MailResendOutcome = "resent" | "not_found" | "not_failed";

const listed = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

const toDeskMail = <Row extends { status: string }>(row: Row) =>
  ({ ...row, status: row.status as OutboxStatus }) as Omit<Row, "status"> & {
    status: OutboxStatus;
  };

const filterOf = ({ status }: MailDeskQuery): SQL | undefined =>
  status ? eq(mailOutbox.status, status) : undefined;

/** Older than the mail `before` (its id); times compared in the database, to the microsecond. */
const olderThan = (before: string) =>
  sql`(${mailOutbox.createdAt}, ${mailOutbox.id}) < (select m.created_at, m.id from ${mailOutbox} m where m.id = ${before})`;

export async function listDeskMail(
  db: Database,
  filter: MailDeskQuery,
  before?: string,
  limit = DESK_PAGE_SIZE,
): Promise<DeskPage<DeskMail>> {
  const where = filterOf(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select(listed)
      .from(mailOutbox)
      .where(and(where, before ? olderThan(before) : undefined))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit + 1),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return deskPage(rows.map(toDeskMail), limit, totals, (row) => row.id);
}

export async function getDeskMail(db: Database, id: string): Promise<DeskMailWithText | null> {
  const [row] = await db
    .select({ ...listed, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return row ? toDeskMail({ ...row, text: withoutBookingLinkTokens(row.text) }) : null;
}

/**
 * The mails about a booking, newest first: those about its traveler that quote its reference
 * (every booking mail does; mails queued before mails named their visitor name none).
 */
export async function listBookingMails(
  db: Database,
  booking: { reference: string; customerEmail: string },
): Promise<DeskMail[]> {
  const rows = await db
    .select(listed)
    .from(mailOutbox)
    .where(
      and(
        or(
          eq(mailOutbox.aboutEmail, booking.customerEmail.toLowerCase()),
          isNull(mailOutbox.aboutEmail),
        ),
        sql`position(${booking.reference} in ${mailOutbox.text}) > 0`,
      ),
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(100);
  return rows.map(toDeskMail);
}

/**
 * Puts a failed mail back in the queue with its attempts reset, so the sender takes it on its next
 * run, and records who asked in the same transaction. A mail that is queued, being sent or sent is
 * left as it is: sending it again could deliver it twice.
 */
export async function resendFailedMail(
  db: Database,
  id: string,
  actor: StaffActor,
): Promise<MailResendOutcome> {
  return db.transaction(async (tx) => {
    const [resent] = await tx
      .update(mailOutbox)
      .set({ status: "queued", attempts: 0, lastError: null, claimedAt: null })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "failed")))
      .returning({ id: mailOutbox.id });
    if (!resent) {
      const [found] = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, id));
      return found ? "not_failed" : "not_found";
    }
    await recordStaffAction(tx, actor, { action: "mail.resend", target: id });
    return "resent";
  });
}

/** A mail's status now, or null for an unknown mail. */
export async function mailStatus(db: Database, id: string): Promise<OutboxStatus | null> {
  const [row] = await db
    .select({ status: mailOutbox.status })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return (row?.status as OutboxStatus | undefined) ?? null;
}

/**
 * Every mail matching the filter, newest first, without its message or headers, for a CSV export
 * (lib/staff/desk/).
 */
export async function allDeskMail(db: Database, filter: MailDeskQuery): Promise<DeskMail[]> {
  const rows = await db
    .select(listed)
    .from(mailOutbox)
    .where(filterOf(filter))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
  return rows.map(toDeskMail);
}
