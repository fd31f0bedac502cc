/** The text of every mail the site sends. Plain text only: visitor input is never HTML here. */
import type { InquiryInput } from "../contract";
import { formatAmount } from "../format";
import { offsetLines } from "./offset-lines";
import type { Mail } from "./types";

export interface BookingFacts {
  /** "local": paid on the site's test checkout, so no money was taken and every mail says so. */
  provider: "local" | "stripe";
  sessionId: string;
  packageName: string;
  amountTotal: number;
  currency: string;
  customerEmail: string;
  customerName: string;
  /** The reference the traveler quotes, and the private booking page's token. */
  reference: string;
  linkToken: string | null;
  startsOn: string | null;
  travelers: number;
  /** Whole trip and balance still due, minor units. */
  tripTotal: number | null;
  balanceDue: number;
  balanceDueOn: string | null;
  /** The carbon offset for the flights, paid with amountTotal, minor units; 0 or absent if none. */
  offsetTotal?: number;
  /** Of what was paid now, what a travel credit paid (minor units). */
  creditApplied?: number;
  /** The site's origin, for the link. */
  origin: string;
  /** The "before you go" summary of the package's route, for the traveler's confirmation. */
  beforeYouGo?: string[];
}

/** The private booking page of a link token. */
export const bookingPath = (token: string) => `/bookings/${token}`;

export function bookingLinkLines(origin: string, token: string | null): string[] {
  if (!token) return [];
  return [
    "Your booking page (private to you: anyone with this link can see the booking, so keep it to yourself):",
    `${origin}${bookingPath(token)}`,
    "",
  ];
}

function planLines(booking: BookingFacts): string[] {
  const amount = (minor: number) => formatAmount(minor, booking.currency);
  return [
    ...(booking.startsOn ? [`Departure: ${booking.startsOn}`] : []),
    `Travelers: ${booking.travelers}`,
    ...(booking.tripTotal !== null ? [`Trip total: ${amount(booking.tripTotal)}`] : []),
    ...offsetLines(booking.offsetTotal ?? 0, booking.currency),
    `Paid now: ${amount(booking.amountTotal)}`,
    ...(booking.creditApplied
      ? [`Paid with your travel credit: ${amount(booking.creditApplied)}`]
      : []),
    ...(booking.balanceDue > 0 && booking.balanceDueOn
      ? [`Balance: ${amount(booking.balanceDue)}, due ${booking.balanceDueOn}`]
      : ["Balance: nothing left to pay"]),
  ];
}

/** Header lines must stay one line, whatever a visitor typed. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").slice(0, 150);

export type Paid = Pick<BookingFacts, "provider">;

export const testSubject = (booking: Paid, subject: string) =>
  oneLine(booking.provider === "local" ? `[TEST] ${subject}` : subject);
export const testNotice = (booking: Paid) =>
  booking.provider === "local"
    ? ["TEST BOOKING: this was made on the website's test checkout. No money was taken.", ""]
    : [];

/** What was received: a payment, or a travel credit that paid everything due, with no card. */
function receivedText(booking: BookingFacts): string {
  const amount = (minor: number) => formatAmount(minor, booking.currency);
  if (booking.amountTotal === 0 && booking.creditApplied) {
    return `paid with your travel credit of ${amount(booking.creditApplied)}: no card was charged`;
  }
  return `and we have received your payment of ${amount(booking.amountTotal)}`;
}

export function bookingConfirmation(booking: BookingFacts): Mail {
  return {
    to: booking.customerEmail,
    kind: "booking_confirmation",
    about: booking.customerEmail,
    subject: testSubject(booking, `Your booking is confirmed: ${booking.packageName}`),
    text: [
      ...testNotice(booking),
      `Dear ${booking.customerName},`,
      "",
      `Thank you for traveling with Lavender Compass. Your booking of ${booking.packageName} is confirmed, ${receivedText(booking)}.`,
      "",
      `Booking reference: ${booking.reference}`,
      ...planLines(booking),
      "",
      ...bookingLinkLines(booking.origin, booking.linkToken),
      "What happens next:",
      "- Our concierge will contact you within 24 hours to plan the details of your journey.",
      "- We will send your full itinerary and travel documents once everything is finalised.",
      "- Reply to this e-mail at any time with questions or special requests.",
      "",
      ...(booking.beforeYouGo ?? []),
      "With warm regards,",
      "The Lavender Compass concierge",
    ].join("\n"),
  };
}

export function bookingStaffNotice(booking: BookingFacts, staff: string): Mail {
  return {
    to: staff,
    kind: "booking_notice",
    about: booking.customerEmail,
    subject: testSubject(
      booking,
      `New booking: ${booking.packageName} (${formatAmount(booking.amountTotal, booking.currency)})`,
    ),
    text: [
      ...testNotice(booking),
      booking.amountTotal === 0 && booking.creditApplied
        ? "A package was booked on the website, paid wholly with a travel credit (no card)."
        : "A package was booked and paid on the website.",
      "",
      `Package: ${booking.packageName}`,
      `Amount: ${formatAmount(booking.amountTotal, booking.currency)}`,
      `Traveler: ${booking.customerName} <${booking.customerEmail}>`,
      `Checkout session: ${booking.sessionId}`,
      `Booking reference: ${booking.reference}`,
      ...planLines(booking),
      "",
      "The traveler has been promised a call from the concierge within 24 hours.",
    ].join("\n"),
  };
}

/** The receipt for a paid balance: what was paid by card, and with a credit. */
export function balanceReceipt(
  booking: {
    customerEmail: string;
    customerName: string;
    packageName: string;
    reference: string | null;
    startsOn: string | null;
    linkToken: string | null;
    currency: string;
    amountPaid: number | null;
  },
  /** How this balance was paid: by card, and with a travel credit (minor units). */
  paid: { card: number; credit: number },
  provider: "local" | "stripe",
  origin: string,
): Mail {
  const facts = { provider };
  const amount = (minor: number) => formatAmount(minor, booking.currency);
  return {
    to: booking.customerEmail,
    kind: "balance_receipt",
    about: booking.customerEmail,
    subject: testSubject(facts, `Balance received: ${booking.packageName}`),
    text: [
      ...testNotice(facts),
      `Dear ${booking.customerName},`,
      "",
      `We have received the balance for ${booking.packageName}${booking.startsOn ? `, departing ${booking.startsOn}` : ""}. Your trip is paid in full: ${formatAmount(booking.amountPaid ?? 0, booking.currency)} in all.`,
      "",
      `Booking reference: ${booking.reference ?? ""}`,
      `Balance paid by card: ${amount(paid.card)}`,
      ...(paid.credit > 0 ? [`Balance paid with your travel credit: ${amount(paid.credit)}`] : []),
      "",
      ...bookingLinkLines(origin, booking.linkToken),
      "With warm regards,",
      "The Lavender Compass concierge",
    ].join("\n"),
  };
}

/** To the traveler when staff replaced the private link (e.g. the old one was forwarded by mistake). */
export function bookingLinkRenewed(
  booking: Paid & {
    customerEmail: string;
    customerName: string;
    packageName: string;
    reference: string | null;
    linkToken: string | null;
  },
  origin: string,
): Mail {
  return {
    to: booking.customerEmail,
    kind: "booking_link",
    about: booking.customerEmail,
    subject: testSubject(booking, `Your new booking link: ${booking.packageName}`),
    text: [
      ...testNotice(booking),
      `Dear ${booking.customerName},`,
      "",
      `As arranged with our concierge, the private link to your booking ${booking.reference ?? ""} has been replaced. The old link no longer opens it; this one does.`,
      "",
      ...bookingLinkLines(origin, booking.linkToken),
      "With warm regards,",
      "The Lavender Compass concierge",
    ].join("\n"),
  };
}

export function enquiryStaffNotice(enquiry: InquiryInput, id: string, staff: string): Mail {
  const optional = (label: string, value: string | undefined) =>
    value ? [`${label}: ${value}`] : [];
  return {
    to: staff,
    kind: "inquiry_notice",
    about: enquiry.email,
    subject: oneLine(`New enquiry from ${enquiry.name}`),
    text: [
      "An enquiry arrived through the contact form.",
      "",
      `Name: ${enquiry.name}`,
      `E-mail: ${enquiry.email}`,
      ...optional("Phone", enquiry.phone),
      ...optional("Destination", enquiry.destination),
      ...optional("Travel dates", enquiry.travel_dates),
      `Travelers: ${enquiry.travelers_count}`,
      `Reference: ${id}`,
      "",
      enquiry.message,
      "",
      "Please reply within 24 hours.",
    ].join("\n"),
  };
}
