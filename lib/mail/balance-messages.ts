/** The mails that chase an unpaid balance: the traveler's reminder and due notice, staff's overdue flag. */
import type { BalanceStage } from "../bookings/money";
import { formatAmount } from "../format";
import { bookingLinkLines, testNotice, testSubject, type Paid } from "./messages";
import type { Mail } from "./types";

/** A booking with a balance still to pay, as the chaser reads it. */
export interface UnpaidBalance extends Paid {
  customerEmail: string;
  customerName: string;
  packageName: string;
  reference: string | null;
  startsOn: string | null;
  travelers: number;
  currency: string;
  amountPaid: number | null;
  balanceDue: number;
  balanceDueOn: string;
  linkToken: string | null;
}

const opening: Record<Exclude<BalanceStage, "upcoming">, (due: string) => string> = {
  reminder: (due) => `A friendly reminder: the balance of your trip falls due on ${due}.`,
  due: (due) => `The balance of your trip falls due today, ${due}.`,
  overdue: (due) => `The balance of your trip fell due on ${due} and we have not received it yet.`,
};

/** To the traveler: the balance, its date, and the private link that pays it. */
export function balanceReminder(
  booking: UnpaidBalance,
  stage: Exclude<BalanceStage, "upcoming">,
  origin: string,
): Mail {
  const balance = formatAmount(booking.balanceDue, booking.currency);
  const subject =
    stage === "reminder"
      ? `Your balance is due on ${booking.balanceDueOn}: ${booking.packageName}`
      : `Your balance is due: ${booking.packageName}`;
  return {
    to: booking.customerEmail,
    kind: "balance_reminder",
    about: booking.customerEmail,
    subject: testSubject(booking, subject),
    text: [
      ...testNotice(booking),
      `Dear ${booking.customerName},`,
      "",
      `${opening[stage](booking.balanceDueOn)} You can pay it by card from your booking page; it takes a minute.`,
      "",
      `Booking reference: ${booking.reference ?? ""}`,
      `Package: ${booking.packageName}`,
      ...(booking.startsOn ? [`Departure: ${booking.startsOn}`] : []),
      `Travelers: ${booking.travelers}`,
      `Paid so far: ${formatAmount(booking.amountPaid ?? 0, booking.currency)}`,
      `Balance: ${balance}, due ${booking.balanceDueOn}`,
      "",
      ...bookingLinkLines(origin, booking.linkToken),
      "If you have already paid, or would like to talk about the timing, simply reply to this e-mail: your booking stays in place while we sort it out together.",
      "",
      "With warm regards,",
      "The Lavender Compass concierge",
    ].join("\n"),
  };
}

/** To staff, once, the day after the due date: the booking is kept; someone should call. */
export function balanceOverdueNotice(booking: UnpaidBalance, staff: string): Mail {
  return {
    to: staff,
    kind: "balance_overdue",
    about: booking.customerEmail,
    subject: testSubject(
      booking,
      `Balance overdue: ${booking.reference ?? ""} ${booking.packageName} (${formatAmount(booking.balanceDue, booking.currency)})`,
    ),
    text: [
      ...testNotice(booking),
      "A booking's balance is past its due date. The booking has not been cancelled: please contact the traveler.",
      "",
      `Booking reference: ${booking.reference ?? ""}`,
      `Package: ${booking.packageName}`,
      ...(booking.startsOn ? [`Departure: ${booking.startsOn}`] : []),
      `Travelers: ${booking.travelers}`,
      `Traveler: ${booking.customerName} <${booking.customerEmail}>`,
      `Paid so far: ${formatAmount(booking.amountPaid ?? 0, booking.currency)}`,
      `Balance: ${formatAmount(booking.balanceDue, booking.currency)}, due ${booking.balanceDueOn}`,
    ].join("\n"),
  };
}
