/**
 * Chases unpaid balances, once a day is enough: the traveler gets a reminder with the booking link
 * a week before the due date and again on it; the day after, staff are told the balance is overdue.
 * Nothing is ever cancelled here. Each mail is queued in the transaction that records it was sent,
 * so two instances sharing a database send it once.
 */
import "server-only";
import type { Database } from "../db/client";
import { issueBookingLink } from "../db/queries/booking-links";
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

type BalanceMail = typeof REMINDED | typeof DUE | typeof OVERDUE;

/**
 * The balance mails a booking is owed on `today`, given those it has had. A stage the site missed
 * (it was down that day) is not sent late: the traveler gets the latest reminder only.
 */
export function balanceMailsOwed(remindersSent: string, balanceDueOn: string, today: string) {
  const sent = remindersSent.split(",").filter(Boolean);
  const stage = balanceStage(balanceDueOn, today);
  const has = (mark: string) => sent.includes(mark);
  const owed: BalanceMail[] = [];
  if (stage === "reminder" && !has(REMINDED) && !has(DUE)) owed.push(REMINDED);
  if ((stage === "due" || stage === "overdue") && !has(DUE)) owed.push(DUE);
  if (stage === "overdue" && !has(OVERDUE)) owed.push(OVERDUE);
  return { owed, recorded: [...sent, ...owed].join(",") };
}

/** The mails themselves, written from the booking as it is when they are queued. */
function balanceMails(
  booking: UnpaidBalance,
  owed: BalanceMail[],
  { today, origin, staffAddress }: ChaseOptions,
): Mail[] {
  const stage = balanceStage(booking.balanceDueOn, today);
  return owed.map((mark) => {
    if (mark === OVERDUE) return balanceOverdueNotice(booking, staffAddress);
    return balanceReminder(
      booking,
      mark === REMINDED ? "reminder" : stage === "overdue" ? "overdue" : "due",
      origin,
    );
  });
}

const unpaidBalance = (row: BookingRow, linkToken: string | null): UnpaidBalance => ({
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
  linkToken,
});

export async function chaseBalances(db: Database, options: ChaseOptions): Promise<ChaseResult> {
  const result: ChaseResult = { reminded: 0, due: 0, overdue: 0 };
  const horizon = addDays(options.today, REMINDER_DAYS_BEFORE_DUE);
  for (const row of await listBalancesToChase(db, horizon)) {
    const { owed, recorded } = balanceMailsOwed(
      row.remindersSent,
      row.balanceDueOn ?? "",
      options.today,
    );
    if (owed.length === 0) continue;
    const sent = await db.transaction(async (tx) => {
      const current = await recordBalanceMails(tx, row.id, row.remindersSent, recorded);
      if (current) {
        // The traveler's mail gets a link of its own: the database keeps only links' hashes.
        const toTraveler = owed.some((mark) => mark !== OVERDUE);
        const linkToken = toTraveler ? await issueBookingLink(tx, current.id) : null;
        await queueMails(tx, balanceMails(unpaidBalance(current, linkToken), owed, options));
      }
      return Boolean(current);
    });
    if (!sent) continue;
    if (owed.includes(REMINDED)) result.reminded += 1;
    if (owed.includes(DUE)) result.due += 1;
    if (owed.includes(OVERDUE)) result.overdue += 1;
  }
  return result;
}
