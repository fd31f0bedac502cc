/**
 * Everything the site stores about one visitor, found by their e-mail address (exactly, ignoring
 * case): enquiries with their desk history, bookings and the checkouts behind them, the newsletter
 * subscription, and every mail to or about them. The owner exports it or erases it; both are
 * recorded in the audit log under the visitor's key, never their address.
 */
import "server-only";
import { asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  inquiryStatusSchema,
  type VisitorErasure,
  type VisitorExport,
  type VisitorRecord,
} from "@/lib/contract";
import { describeErasure, describeRecord } from "@/lib/privacy/counts";
import { normalizeEmail, visitorKey } from "@/lib/privacy/visitor-key";
import type { Database } from "../client";
import {
  bookings,
  checkoutSessions,
  inquiries,
  inquiryEvents,
  mailOutbox,
  newsletterSubscribers,
} from "../schema";
import { recordStaffAction, type AuditActor, type Writer } from "./audit";

/** What an erased booking or checkout says in place of the traveler's name and e-mail. */
export const ERASED_MARK = "Erased";

const iso = (value: Date | null) => value?.toISOString() ?? null;
const sameAddress = (column: AnyPgColumn, email: string): SQL => sql`lower(${column}) = ${email}`;

const enquiriesOf = (email: string) => sameAddress(inquiries.email, email);
const bookingsOf = (email: string) => sameAddress(bookings.customerEmail, email);
const subscriptionOf = (email: string) => sameAddress(newsletterSubscribers.email, email);
// about_email is stored lower-case; `to` as it was typed.
const mailsOf = (email: string) =>
  or(sameAddress(mailOutbox.to, email), eq(mailOutbox.aboutEmail, email));

/** Their checkouts: paid with their address, or belonging to one of their bookings. */
interface OwnedBooking {
  id: string;
  sessionId: string;
  balanceSessionId: string | null;
}

function checkoutsOf(email: string, owned: OwnedBooking[]) {
  const sessionIds = owned.flatMap((b) =>
    b.balanceSessionId ? [b.sessionId, b.balanceSessionId] : [b.sessionId],
  );
  return or(
    sameAddress(checkoutSessions.customerEmail, email),
    owned.length > 0
      ? inArray(
          checkoutSessions.bookingId,
          owned.map((b) => b.id),
        )
      : undefined,
    sessionIds.length > 0 ? inArray(checkoutSessions.id, sessionIds) : undefined,
  );
}

/** A mail's text without the private links' tokens: a key into the booking, not data. */
function withoutLinkTokens(text: string, owned: { linkToken: string | null }[]): string {
  return owned.reduce(
    (result, { linkToken }) =>
      linkToken ? result.replaceAll(linkToken, "[private link removed]") : result,
    text,
  );
}

export async function findVisitorRecord(db: Writer, address: string): Promise<VisitorRecord> {
  const email = normalizeEmail(address);
  const enquiryRows = await db
    .select()
    .from(inquiries)
    .where(enquiriesOf(email))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
  const events = enquiryRows.length
    ? await db
        .select()
        .from(inquiryEvents)
        .where(
          inArray(
            inquiryEvents.inquiryId,
            enquiryRows.map((row) => row.id),
          ),
        )
        .orderBy(asc(inquiryEvents.createdAt))
    : [];
  const bookingRows = await db
    .select()
    .from(bookings)
    .where(bookingsOf(email))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  const checkoutRows = await db
    .select()
    .from(checkoutSessions)
    .where(checkoutsOf(email, bookingRows))
    .orderBy(desc(checkoutSessions.createdAt));
  const [subscription] = await db.select().from(newsletterSubscribers).where(subscriptionOf(email));
  const mails = await db
    .select()
    .from(mailOutbox)
    .where(mailsOf(email))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));

  return {
    email,
    enquiries: enquiryRows.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      status: inquiryStatusSchema.catch("new").parse(row.status),
      name: row.name,
      email: row.email,
      phone: row.phone,
      destination: row.destination,
      travel_dates: row.travelDates,
      travelers_count: row.travelersCount,
      message: row.message,
      handled_by: row.handledByName,
      history: events
        .filter((event) => event.inquiryId === row.id)
        .map((event) => ({
          kind: event.kind,
          status: event.status,
          note: event.note,
          staff_name: event.staffName,
          created_at: event.createdAt.toISOString(),
        })),
    })),
    bookings: bookingRows.map((row) => ({
      reference: row.reference,
      session_id: row.sessionId,
      package_id: row.packageId,
      package_name: row.packageName,
      departure_id: row.departureId,
      starts_on: row.startsOn,
      travelers: row.travelers,
      currency: row.currency,
      amount_total: row.amountTotal,
      trip_total: row.tripTotal ?? row.amountTotal,
      amount_paid: row.amountPaid ?? row.amountTotal,
      balance_due: row.balanceSessionId ? 0 : row.balanceDue,
      balance_due_on: row.balanceSessionId ? null : row.balanceDueOn,
      balance_paid_at: iso(row.balancePaidAt),
      customer_name: row.customerName,
      customer_email: row.customerEmail,
      test_mode: row.provider === "local",
      created_at: row.createdAt.toISOString(),
    })),
    checkouts: checkoutRows.map((row) => ({
      id: row.id,
      purpose: row.purpose,
      package_name: row.packageName,
      amount_total: row.amountTotal,
      currency: row.currency,
      status: row.status,
      payment_status: row.paymentStatus,
      customer_name: row.customerName,
      customer_email: row.customerEmail,
      card_last4: row.cardLast4,
      travelers: row.travelers,
      starts_on: row.startsOn,
      created_at: row.createdAt.toISOString(),
      completed_at: iso(row.completedAt),
    })),
    subscription: subscription
      ? {
          email: subscription.email,
          status: subscription.status,
          created_at: subscription.createdAt.toISOString(),
          confirmed_at: iso(subscription.confirmedAt),
          unsubscribed_at: iso(subscription.unsubscribedAt),
        }
      : null,
    mails: mails.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: withoutLinkTokens(row.text, bookingRows),
      kind: row.kind,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      sent_at: iso(row.sentAt),
    })),
  };
}

/** The owner looked a visitor up: recorded under the visitor's key, with what was found. */
export async function lookUpVisitor(
  db: Database,
  address: string,
  actor: AuditActor,
): Promise<VisitorRecord> {
  return db.transaction(async (tx) => {
    const record = await findVisitorRecord(tx, address);
    await recordStaffAction(tx, actor, {
      action: "visitor.lookup",
      target: visitorKey(address),
      detail: describeRecord(record),
    });
    return record;
  });
}

/** The export download's content, read and recorded in one transaction. */
export async function exportVisitor(
  db: Database,
  address: string,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<VisitorExport> {
  return db.transaction(async (tx) => {
    const record = await findVisitorRecord(tx, address);
    await recordStaffAction(tx, actor, {
      action: "visitor.export",
      target: visitorKey(address),
      detail: describeRecord(record),
    });
    return {
      about: `Everything Lavender Compass stores about ${record.email}`,
      exported_at: now.toISOString(),
      ...record,
    };
  });
}

/**
 * Erases a visitor in one transaction: their enquiries and those enquiries' desk history, their
 * newsletter subscription and every mail to or about them are deleted; their bookings and
 * checkouts lose the name, e-mail, card digits and private link, and an open checkout of theirs is
 * closed, while every amount, package, departure and reference stays for the accounts. The audit
 * entry holds the visitor's key and the counts only.
 */
export async function eraseVisitor(
  db: Database,
  address: string,
  actor: AuditActor,
): Promise<VisitorErasure> {
  const email = normalizeEmail(address);
  return db.transaction(async (tx) => {
    const enquiryIds = (
      await tx.select({ id: inquiries.id }).from(inquiries).where(enquiriesOf(email)).for("update")
    ).map((row) => row.id);
    const history = enquiryIds.length
      ? await tx
          .delete(inquiryEvents)
          .where(inArray(inquiryEvents.inquiryId, enquiryIds))
          .returning({ id: inquiryEvents.id })
      : [];
    const enquiries = enquiryIds.length
      ? await tx
          .delete(inquiries)
          .where(inArray(inquiries.id, enquiryIds))
          .returning({ id: inquiries.id })
      : [];
    const subscriptions = await tx
      .delete(newsletterSubscribers)
      .where(subscriptionOf(email))
      .returning({ email: newsletterSubscribers.email });
    const mails = await tx
      .delete(mailOutbox)
      .where(mailsOf(email))
      .returning({ id: mailOutbox.id });

    const owned = await tx
      .select({
        id: bookings.id,
        sessionId: bookings.sessionId,
        balanceSessionId: bookings.balanceSessionId,
      })
      .from(bookings)
      .where(bookingsOf(email))
      .for("update");
    const checkouts = await tx
      .update(checkoutSessions)
      .set({
        customerName: ERASED_MARK,
        customerEmail: ERASED_MARK,
        cardLast4: null,
        status: sql`case when ${checkoutSessions.status} = 'open' then 'expired' else ${checkoutSessions.status} end`,
      })
      .where(checkoutsOf(email, owned))
      .returning({ id: checkoutSessions.id });
    if (owned.length > 0) {
      await tx
        .update(bookings)
        .set({
          customerName: ERASED_MARK,
          customerEmail: ERASED_MARK,
          linkToken: null,
          erasedAt: sql`now()`,
        })
        .where(
          inArray(
            bookings.id,
            owned.map((row) => row.id),
          ),
        );
    }

    const erased: VisitorErasure = {
      enquiries: enquiries.length,
      history: history.length,
      subscriptions: subscriptions.length,
      mails: mails.length,
      bookings: owned.length,
      checkouts: checkouts.length,
    };
    await recordStaffAction(tx, actor, {
      action: "visitor.erase",
      target: visitorKey(email),
      detail: describeErasure(erased),
    });
    return erased;
  });
}
