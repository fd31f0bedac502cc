/**
 * Mails each traveler the "before you go" brief 21 days before departure, once. A booking made
 * within those 21 days had the brief in its confirmation and gets no second mail. A day the site
 * was down is caught up on the next run, until the day of departure. Each mail is queued in the
 * transaction that claims the booking's row, so several instances send it once.
 */
import "server-only";
import { addDays, daysBetween, isoDay } from "../bookings/money";
import type { Database } from "../db/client";
import { queueMail } from "../db/queries/mail-outbox";
import {
  claimDepartureBrief,
  listBriefsDue,
  recordDepartureBriefMail,
} from "../db/queries/safety-alerts";
import { departureBrief } from "../mail/safety-messages";
import { travelerBooking } from "./traveler-booking";

export const BRIEF_DAYS_BEFORE_DEPARTURE = 21;

export interface DepartureBriefOptions {
  today: string;
  origin: string;
  emergencyPhone: string;
  /** The brief's summary lines for a package. */
  briefOf: (packageId: string) => string[];
}

export async function sendDepartureBriefs(
  db: Database,
  options: DepartureBriefOptions,
): Promise<number> {
  const due = await listBriefsDue(
    db,
    options.today,
    addDays(options.today, BRIEF_DAYS_BEFORE_DEPARTURE),
  );
  let sent = 0;
  for (const booking of due) {
    // Booked on or after the day the brief was due: the confirmation carried it.
    if (isoDay(booking.createdAt) >= addDays(booking.startsOn!, -BRIEF_DAYS_BEFORE_DEPARTURE))
      continue;
    const queued = await db.transaction(async (tx) => {
      if (!(await claimDepartureBrief(tx, booking.id))) return false;
      const mailId = await queueMail(
        tx,
        departureBrief(await travelerBooking(tx, booking), options.briefOf(booking.packageId), {
          origin: options.origin,
          emergencyPhone: options.emergencyPhone,
          daysToGo: daysBetween(options.today, booking.startsOn!),
        }),
      );
      await recordDepartureBriefMail(tx, booking.id, mailId);
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}
