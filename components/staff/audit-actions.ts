/** What the audit log's actions mean, in the desk's words; an action not listed shows its code. */
const ACTION_LABELS: Record<string, string> = {
  "staff.sign-in": "Signed in",
  "staff.sign-out": "Signed out",
  "staff.add-user": "Added a staff account",
  "staff.disable": "Disabled a staff account",
  "staff.enable": "Enabled a staff account",
  "staff.end-sessions": "Ended a staff member’s sessions",
  "staff.set-password": "Set a staff password",
  "inquiry.open": "Opened an enquiry",
  "inquiry.take": "Took an enquiry on",
  "inquiry.status": "Changed an enquiry’s status",
  "inquiry.note": "Added a note to an enquiry",
  "inquiries.export": "Exported enquiries",
  "booking.renew-link": "Renewed a booking’s private link",
  "booking.cancel": "Settled a traveler’s cancellation",
  "booking.cancel-by-agency": "Cancelled a booking for the agency",
  "departure.cancel": "Cancelled a departure",
  "bookings.export": "Exported bookings",
  "credits.export": "Exported travel credits",
  "departure.export": "Exported a departure’s manifest",
  "mail.resend": "Sent a failed mail again",
  "mail.export": "Exported the mail outbox",
  "subscriber.unsubscribe": "Unsubscribed a subscriber",
  "subscribers.export": "Exported subscribers",
  "newsletter.send": "Sent a newsletter",
  "passkey.add": "Added a passkey",
  "passkey.remove": "Removed a passkey",
  "visitor.lookup": "Looked up a visitor’s data",
  "visitor.export": "Exported a visitor’s data",
  "visitor.erase": "Erased a visitor’s data",
  "audit.export": "Exported the audit log",
  "retention.delete": "Deleted records past their retention time",
};

/** The actions that have words here (the rest show their code). */
export const DESCRIBED_ACTIONS = Object.keys(ACTION_LABELS);

export function describeAction(action: string): string {
  return ACTION_LABELS[action] ?? action;
}
