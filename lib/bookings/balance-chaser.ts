/**
 * Chases unpaid balances, once a day is enough: the traveler gets a reminder with the booking link
 * a week before the due date and again on it; the day after, staff are told the balance is overdue.
 * Nothing is ever cancelled here. Each mail is queued in the transaction that records it was sent,
 * so two instances sharing a database send it once.
 */
import "server-only";
import type { Database } from "../db/client";
import { listBalancesToChase, recordBalanceMails, type BookingRow } from "../db/queries/bookings";
import { queueMails } from "../db/queries/mail-outbox";
import {
  balanceOverdueNotice,
  balanceReminder,
  type UnpaidBalance,
} from "../mail/balance-messages";
import type { Mail } from "../mail/types";
import { addDays, balanceStage, REMINDER_DAYS_BEFORE_DUE } from "./money";

/** What `reminders_sent` records, in the order a balance reaches them. */
const REMINDED = "7_days";
const DUE = "due";
const OVERDUE = "overdue";

export interface ChaseOptions {
  today: string;
  /** The site's canonical origin, for the booking link. */
  origin: string;
  staffAddress: string;
}

export interface ChaseResult {
  reminded: number;
  due: number;
  overdue: number;
}

/**
 * The mails a booking is owed on `today` and what it will then have had. A stage the site missed
 * (it was down that day) is not sent late: the traveler gets the latest reminder only.
 */
export function balanceMailsOwed(
  booking: UnpaidBalance & { remindersSent: string },
  { today, origin, staffAddress }: ChaseOptions,
): { mails: Mail[]; sent: string[]; stages: (typeof REMINDED | typeof DUE | typeof OVERDUE)[] } {
  const sent = booking.remindersSent.split(",").filter(Boolean);
  const stage = balanceStage(booking.balanceDueOn, today);
  const mails: Mail[] = [];
  const stages: (typeof REMINDED | typeof DUE | typeof OVERDUE)[] = [];
  const has = (mark: string) => sent.includes(mark);
  if (stage === "reminder" && !has(REMINDED) && !has(DUE)) {
    mails.push(balanceReminder(booking, "reminder", origin));
    stages.push(REMINDED);
  }
  if ((stage === "due" || stage === "overdue") && !has(DUE)) {
    mails.push(balanceReminder(booking, stage, origin));
    stages.push(DUE);
  }
  if (stage === "overdue" && !has(OVERDUE)) {
    mails.push(balanceOverdueNotice(booking, staffAddress));
    stages.push(OVERDUE);
  }
  return { mails, sent: [...sent, ...stages], stages };
}

const unpaidBalance = (row: BookingRow): UnpaidBalance & { remindersSent: string } => ({
  provider: row.provider === "local" ? "local" : "stripe",
  customerEmail: row.customerEmail,
  customerName: row.customerName,
  packageName: row.packageName,
  reference: row.reference,
  startsOn: row.startsOn,
  travelers: row.travelers,
  currency: row.currency,
  amountPaid: row.amountPaid,
  balanceDue: row.balanceDue,
  balanceDueOn: row.balanceDueOn ?? "",
  linkToken: row.linkToken,
  remindersSent: row.remindersSent,
});

export async function chaseBalances(db: Database, options: ChaseOptions): Promise<ChaseResult> {
  const result: ChaseResult = { reminded: 0, due: 0, overdue: 0 };
  const horizon = addDays(options.today, REMINDER_DAYS_BEFORE_DUE);
  for (const row of await listBalancesToChase(db, horizon)) {
    const owed = balanceMailsOwed(unpaidBalance(row), options);
    if (owed.mails.length === 0) continue;
    const recorded = await db.transaction(async (tx) => {
      const current = await recordBalanceMails(tx, row.id, row.remindersSent, owed.sent.join(","));
      if (!current) return false;
      // The mails are written from the row as it is now: a link renewed since, for one.
      await queueMails(
        tx,
        balanceMailsOwed(unpaidBalance({ ...current, remindersSent: row.remindersSent }), options)
          .mails,
      );
      return true;
    });
    if (!recorded) continue;
    if (owed.stages.includes(REMINDED)) result.reminded += 1;
    if (owed.stages.includes(DUE)) result.due += 1;
    if (owed.stages.includes(OVERDUE)) result.overdue += 1;
  }
  return result;
}
