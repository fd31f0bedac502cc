/** The mails of a cancellation: the traveler's request and its settlement, and staff's notices. */
import { formatCreditCode } from "../bookings/credit-codes";
import { agencyReasonText } from "../bookings/agency-reasons";
import { daysBeforeText, TIER_TEXT, type TierName } from "../bookings/cancellation-text";
import { formatAmount } from "../format";
import { bookingLinkLines, testNotice, testSubject, type Paid } from "./messages";
import type { Mail } from "./types";

/** The booking a cancellation is about, as the mails read it. */
export interface CancelledBooking extends Paid {
  reference: string | null;
  packageName: string;
  customerName: string;
  customerEmail: string;
  startsOn: string | null;
  currency: string;
  /** Null when the traveler was erased: no one to write to. */
  linkToken: string | null;
}

export interface CancellationFacts {
  kind: "traveler" | "agency";
  requestedAt: Date;
  daysBeforeTravel: number;
  tier: TierName;
  paid: number;
  reason: string | null;
  note: string | null;
  supplierCosts: number;
  supplierCostsReason: string | null;
  refund: number;
  refunds: { amount: number; label: string }[];
  credit: number;
  /** The new credit's whole code and expiry: only the traveler's mail carries the code. */
  creditCode: string | null;
  creditExpiresOn: string | null;
}

const signOff = ["", "With warm regards,", "The Lavender Compass concierge"];

/** "November 25, 2026 at 14:05 UTC": when the notice arrived, as the schedule counts it. */
const receivedAt = (at: Date) =>
  `${at.toISOString().slice(0, 10)} at ${at.toISOString().slice(11, 16)} UTC`;

/** To the traveler: their notice arrived, what the schedule gives them, and what happens next. */
export function cancellationRequestReceived(
  booking: CancelledBooking,
  facts: Pick<CancellationFacts, "requestedAt" | "daysBeforeTravel" | "tier" | "refund" | "credit">,
  origin: string,
): Mail {
  const money = (minor: number) => formatAmount(minor, booking.currency);
  return {
    to: booking.customerEmail,
    kind: "cancellation_request",
    about: booking.customerEmail,
    subject: testSubject(booking, `We received your cancellation request: ${booking.packageName}`),
    text: [
      ...testNotice(booking),
      `Dear ${booking.customerName},`,
      "",
      `We received your request to cancel booking ${booking.reference ?? ""} (${booking.packageName}) on ${receivedAt(facts.requestedAt)}, ${daysBeforeText(facts.daysBeforeTravel)}.`,
      "",
      `That falls under our terms for ${TIER_TEXT[facts.tier]}.`,
      facts.refund > 0 ? `Refund to your card: up to ${money(facts.refund)}` : "",
      facts.credit > 0 ? `Travel credit: up to ${money(facts.credit)}` : "",
      "",
      "What happens next: our team checks for supplier costs we cannot recover (we will tell you each one and why), then confirms the cancellation and sends the refund or your credit code.",
      "",
      ...bookingLinkLines(origin, booking.linkToken),
      ...signOff,
    ]
      .filter((line, index, lines) => line !== "" || lines[index - 1] !== "")
      .join("\n"),
  };
}

/** To staff: a traveler asked to cancel on the booking page. */
export function cancellationRequestNotice(
  booking: CancelledBooking,
  facts: Pick<CancellationFacts, "requestedAt" | "daysBeforeTravel" | "tier">,
  staff: string,
): Mail {
  return {
    to: staff,
    kind: "cancellation_request_notice",
    about: booking.customerEmail,
    subject: testSubject(booking, `Cancellation requested: ${booking.reference ?? ""}`),
    text: [
      ...testNotice(booking),
      `The traveler of ${booking.reference ?? ""} (${booking.packageName}${booking.startsOn ? `, departing ${booking.startsOn}` : ""}) asked to cancel on the booking page.`,
      "",
      `Received: ${receivedAt(facts.requestedAt)} (${daysBeforeText(facts.daysBeforeTravel)})`,
      `Terms: ${TIER_TEXT[facts.tier]}`,
      "",
      "Enter any supplier costs that cannot be recovered, with their reason, and approve it on the booking's page of the staff desk.",
    ].join("\n"),
  };
}

function outcomeLines(booking: CancelledBooking, facts: CancellationFacts, forStaff: boolean) {
  const money = (minor: number) => formatAmount(minor, booking.currency);
  const lines = [`Paid: ${money(facts.paid)}`];
  if (facts.supplierCosts > 0) {
    lines.push(
      `Supplier costs we cannot recover: ${money(facts.supplierCosts)} (${facts.supplierCostsReason ?? ""})`,
    );
  }
  if (facts.refund > 0) {
    lines.push(`Refunded to your card: ${money(facts.refund)}`);
    if (facts.refunds.length > 1) {
      for (const refund of facts.refunds) lines.push(`- ${refund.label}: ${money(refund.amount)}`);
    }
  } else {
    lines.push("Refunded: nothing");
  }
  if (facts.credit > 0) {
    lines.push(`Travel credit: ${money(facts.credit)}, valid until ${facts.creditExpiresOn ?? ""}`);
    if (facts.creditCode) {
      lines.push(
        forStaff
          ? `Credit code ending ${facts.creditCode.slice(-4)} (only the traveler's mail has the code)`
          : `Your credit code: ${formatCreditCode(facts.creditCode)}`,
      );
    }
  }
  return lines;
}

/** To the traveler: the cancellation is settled, with the refund and the credit code. */
export function cancellationSettled(
  booking: CancelledBooking,
  facts: CancellationFacts,
  origin: string,
): Mail {
  const byAgency = facts.kind === "agency";
  const reason = agencyReasonText(facts.reason);
  return {
    to: booking.customerEmail,
    kind: "cancellation",
    about: booking.customerEmail,
    subject: testSubject(
      booking,
      byAgency
        ? `We have cancelled your trip: ${booking.packageName}`
        : `Your booking is cancelled: ${booking.packageName}`,
    ),
    text: [
      ...testNotice(booking),
      `Dear ${booking.customerName},`,
      "",
      byAgency
        ? `We are very sorry: we have cancelled ${booking.packageName}${booking.startsOn ? ` (departing ${booking.startsOn})` : ""}, booking ${booking.reference ?? ""}.`
        : `As you asked, booking ${booking.reference ?? ""} (${booking.packageName}) is cancelled. Your notice arrived ${daysBeforeText(facts.daysBeforeTravel)}, which falls under our terms for ${TIER_TEXT[facts.tier]}.`,
      ...(reason ? ["", `Why: ${reason}`] : []),
      ...(facts.note ? ["", facts.note] : []),
      ...(byAgency
        ? [
            "",
            `As our terms promise, you receive ${TIER_TEXT.agency.replace("cancelled by us: ", "")}.`,
          ]
        : []),
      "",
      ...outcomeLines(booking, facts, false),
      "",
      ...(facts.refund > 0
        ? [
            "A refund usually reaches your card within 5 to 10 working days, depending on your bank.",
          ]
        : []),
      ...(facts.credit > 0
        ? [
            "To use your credit, enter the code on the booking step of any package, or when you pay a balance; it can pay part or all of what is due, and what is left stays on the code until it expires. A credit is never paid out as money. Keep the code to yourself: it works like cash with us.",
          ]
        : []),
      "",
      ...bookingLinkLines(origin, booking.linkToken),
      ...signOff.slice(1),
    ].join("\n"),
  };
}

/** To staff: a cancellation was settled (by whom, and what went back). */
export function cancellationSettledNotice(
  booking: CancelledBooking,
  facts: CancellationFacts,
  staffName: string,
  staff: string,
): Mail {
  return {
    to: staff,
    kind: "cancellation_notice",
    about: booking.customerEmail,
    subject: testSubject(
      booking,
      `${facts.kind === "agency" ? "Cancelled by us" : "Cancellation approved"}: ${booking.reference ?? ""}`,
    ),
    text: [
      ...testNotice(booking),
      `${booking.reference ?? ""} (${booking.packageName}${booking.startsOn ? `, departing ${booking.startsOn}` : ""}) is cancelled, by ${staffName}.`,
      ...(facts.reason ? [`Reason: ${agencyReasonText(facts.reason)}`] : []),
      "",
      ...outcomeLines(booking, facts, true),
      "",
      "The seats are back on sale and the balance reminders have stopped.",
    ].join("\n"),
  };
}
