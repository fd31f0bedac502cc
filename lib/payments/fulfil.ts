/**
 * The one fulfilment path, used by the webhook, the local pay route and the status check. The
 * booking row and its two mails are written in one transaction, and only by the call that inserted
 * the row, so however often and however concurrently a payment is reported, it books once.
 */
import "server-only";
import type { Database } from "../db/client";
import { insertBookingOnce } from "../db/queries/bookings";
import { queueMail } from "../db/queries/mail-outbox";
import { bookingConfirmation, bookingStaffNotice, type BookingFacts } from "../mail/messages";

export type PaidSession = BookingFacts & { packageId: string };

export async function fulfil(
  db: Database,
  session: PaidSession,
  staffAddress: string,
): Promise<{ created: boolean }> {
  const created = await db.transaction(async (tx) => {
    const inserted = await insertBookingOnce(tx, session);
    if (inserted) {
      if (session.customerEmail) await queueMail(tx, bookingConfirmation(session));
      await queueMail(tx, bookingStaffNotice(session, staffAddress));
    }
    return inserted;
  });
  return { created };
}
