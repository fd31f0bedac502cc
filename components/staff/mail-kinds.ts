import type { MailKind } from "@/lib/mail/types";

const labels: Record<MailKind, string> = {
  inquiry_notice: "Enquiry notice",
  booking_confirmation: "Booking confirmation",
  booking_notice: "Booking notice",
  balance_receipt: "Balance receipt",
  booking_link: "New booking link",
  balance_reminder: "Balance reminder",
  balance_overdue: "Balance overdue",
  balance_paid_twice: "Balance paid twice",
  departure_held: "Seats held unpaid",
  departure_brief: "Before you go",
  safety_alert: "Safety change alert",
  safety_alert_sources: "Sources of a safety alert",
  safety_change_notice: "Safety change notice",
  newsletter_confirm: "Newsletter confirmation",
  newsletter: "Newsletter",
  staff_account: "Staff account notice",
  cancellation_request: "Cancellation request",
  cancellation_request_notice: "Cancellation request notice",
  cancellation: "Cancellation",
  cancellation_notice: "Cancellation notice",
};

/** What a mail is, in words; a kind the desk does not know (older mails: "notice") as stored. */
export function mailKindLabel(kind: string): string {
  return Object.hasOwn(labels, kind) ? labels[kind as MailKind] : kind;
}
