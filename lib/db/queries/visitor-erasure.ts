/**
 * A visitor's erasure: everything personal the site stores about one e-mail address goes in one
 * transaction, while what the accounts need stays.
 */
import "server-only";
import type { StaffActor } from "../../contract/staff";
import { inArray, sql } from "drizzle-orm";
import type { VisitorErasure } from "@/lib/contract";
import { describeErasure } from "@/lib/privacy/counts";
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
import { recordStaffAction } from "./audit";
import { revokeBookingLinks } from "./booking-links";
import { bookingsOf, checkoutsOf, enquiriesOf, mailsOf, subscriptionOf } from "./visitor-data";

/** What an erased booking or checkout says in place of the traveler's name and e-mail. */
export const ERASED_MARK = "Erased";

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
  actor: StaffActor,
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
          erasedAt: sql`now()`,
        })
        .where(
          inArray(
            bookings.id,
            owned.map((row) => row.id),
          ),
        );
      await revokeBookingLinks(
        tx,
        owned.map((row) => row.id),
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
