/**
 * Everything the site stores about one visitor, found by their e-mail address (exactly, ignoring
 * case): enquiries with their desk history, bookings and the checkouts behind them, the newsletter
 * subscription, and every mail to or about them. The owner looks it up and exports it here, and
 * erases it with ./visitor-erasure.ts; each is recorded in the audit log under the visitor's key,
 * never their address.
 */
import "server-only";
import type { StaffActor } from "../../contract/staff";
import { asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { inquiryStatusSchema, type VisitorExport, type VisitorRecord } from "@/lib/contract";
import { PRIVATE_LINK_MARK, withoutBookingLinkTokens } from "@/lib/mail/private-links";
import { describeRecord } from "@/lib/privacy/counts";
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
import { recordStaffAction, type Writer } from "./audit";

const iso = (value: Date | null) => value?.toISOString() ?? null;
const sameAddress = (column: AnyPgColumn, email: string): SQL => sql`lower(${column}) = ${email}`;

// Which rows are the visitor's, for reading here and for erasing (./visitor-erasure.ts).
export const enquiriesOf = (email: string) => sameAddress(inquiries.email, email);
export const bookingsOf = (email: string) => sameAddress(bookings.customerEmail, email);
export const subscriptionOf = (email: string) => sameAddress(newsletterSubscribers.email, email);
// about_email is stored lower-case; `to` as it was typed.
export const mailsOf = (email: string) =>
  or(sameAddress(mailOutbox.to, email), eq(mailOutbox.aboutEmail, email));

/** Their checkouts: paid with their address, or belonging to one of their bookings. */
export interface OwnedBooking {
  id: string;
  sessionId: string;
  balanceSessionId: string | null;
}

export function checkoutsOf(email: string, owned: OwnedBooking[]) {
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

/**
 * A mail's text without the private links' tokens (the booking's page, the newsletter's confirm
 * and unsubscribe links): keys that act for the visitor, not data about them, and an export file
 * may be forwarded.
 */
function withoutLinkTokens(text: string, tokens: (string | null)[]): string {
  return tokens.reduce<string>(
    (result, token) => (token ? result.replaceAll(token, PRIVATE_LINK_MARK) : result),
    withoutBookingLinkTokens(text),
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
      text: withoutLinkTokens(row.text, [
        subscription?.confirmToken ?? null,
        subscription?.unsubscribeToken ?? null,
      ]),
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
  actor: StaffActor,
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
  actor: StaffActor,
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
