/** The text of every mail the site sends. Plain text only: visitor input is never HTML here. */
import type { InquiryInput } from "../contract";
import { formatAmount } from "../format";
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
}

/** Header lines must stay one line, whatever a visitor typed. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").slice(0, 150);

const testSubject = (booking: BookingFacts, subject: string) =>
  oneLine(booking.provider === "local" ? `[TEST] ${subject}` : subject);
const testNotice = (booking: BookingFacts) =>
  booking.provider === "local"
    ? [
        "TEST BOOKING: this was paid on the website's test checkout with a test card. No money was taken.",
        "",
      ]
    : [];

export function bookingConfirmation(booking: BookingFacts): Mail {
  return {
    to: booking.customerEmail,
    subject: testSubject(booking, `Your booking is confirmed: ${booking.packageName}`),
    text: [
      ...testNotice(booking),
      `Dear ${booking.customerName},`,
      "",
      `Thank you for traveling with Lavender Compass. Your booking of ${booking.packageName} is confirmed, and we have received your payment of ${formatAmount(booking.amountTotal, booking.currency)}.`,
      "",
      `Booking reference: ${booking.sessionId}`,
      "",
      "What happens next:",
      "- Our concierge will contact you within 24 hours to plan the details of your journey.",
      "- We will send your full itinerary and travel documents once everything is finalised.",
      "- Reply to this e-mail at any time with questions or special requests.",
      "",
      "With warm regards,",
      "The Lavender Compass concierge",
    ].join("\n"),
  };
}

export function bookingStaffNotice(booking: BookingFacts, staff: string): Mail {
  return {
    to: staff,
    subject: testSubject(
      booking,
      `New booking: ${booking.packageName} (${formatAmount(booking.amountTotal, booking.currency)})`,
    ),
    text: [
      ...testNotice(booking),
      "A package was booked and paid on the website.",
      "",
      `Package: ${booking.packageName}`,
      `Amount: ${formatAmount(booking.amountTotal, booking.currency)}`,
      `Traveler: ${booking.customerName} <${booking.customerEmail}>`,
      `Checkout session: ${booking.sessionId}`,
      "",
      "The traveler has been promised a call from the concierge within 24 hours.",
    ].join("\n"),
  };
}

export function enquiryStaffNotice(enquiry: InquiryInput, id: string, staff: string): Mail {
  const optional = (label: string, value: string | undefined) =>
    value ? [`${label}: ${value}`] : [];
  return {
    to: staff,
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
