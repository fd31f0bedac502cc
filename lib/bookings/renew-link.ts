/**
 * Staff replace a booking's private link (it reached the wrong person): the old link opens nothing
 * from then on and the traveler is mailed the new one. The desk's button, the staff API and
 * `npm run staff -- renew-link` all come here.
 */
import "server-only";
import { eq } from "drizzle-orm";
import { ApiError, notFound } from "../api/errors";
import type { StaffActor } from "../backend/types";
import { getConfig } from "../config";
import type { BookingLinkRenewal } from "../contract";
import type { Database } from "../db/client";
import { recordStaffAction } from "../db/queries/audit";
import { replaceBookingLink } from "../db/queries/bookings";
import { claimFormKey } from "../db/queries/form-keys";
import { queueMail } from "../db/queries/mail-outbox";
import { bookings } from "../db/schema";
import { bookingLinkRenewed } from "../mail/messages";

/**
 * Replaces the link, queues its mail and records who asked, in one transaction. Throws not_found
 * for an unknown reference and conflict for a booking whose traveler was erased (no one to mail).
 * The mail is sent by the caller's next delivery run.
 */
export async function renewBookingLink(
  db: Database,
  reference: string,
  actor: StaffActor,
  /** The desk form's key: the same form posted twice replaces the link and mails it once. */
  formKey?: string,
): Promise<BookingLinkRenewal> {
  await db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ erasedAt: bookings.erasedAt })
      .from(bookings)
      .where(eq(bookings.reference, reference))
      .for("update");
    if (!booking) throw notFound(`Booking ${reference}`);
    if (booking.erasedAt) {
      throw new ApiError(
        "conflict",
        `The traveler of ${reference} was erased: there is no one to mail`,
      );
    }
    if (formKey && !(await claimFormKey(tx, formKey))) return;
    const renewed = await replaceBookingLink(tx, reference);
    if (!renewed) throw notFound(`Booking ${reference}`);
    const { row, token } = renewed;
    const provider = row.provider === "local" ? "local" : "stripe";
    await queueMail(
      tx,
      bookingLinkRenewed({ ...row, provider, linkToken: token }, getConfig().SITE_URL),
    );
    await recordStaffAction(tx, actor, { action: "booking.renew-link", target: reference });
  });
  return { reference, status: "renewed" };
}
