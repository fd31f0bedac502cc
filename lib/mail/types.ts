/** What a mail is, as the desk's outbox shows it. */
export type MailKind =
  | "inquiry_notice"
  | "booking_confirmation"
  | "booking_notice"
  | "balance_receipt"
  | "booking_link"
  | "balance_reminder"
  | "balance_overdue"
  | "balance_paid_twice"
  | "departure_held"
  | "departure_brief"
  | "safety_alert"
  | "safety_alert_sources"
  | "safety_change_notice"
  | "newsletter_confirm"
  | "newsletter"
  | "staff_account"
  | "cancellation_request"
  | "cancellation_request_notice"
  | "cancellation"
  | "cancellation_notice";

/** One plain-text mail, as the outbox stores it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  kind: MailKind;
  /**
   * The visitor the mail is about (their e-mail, lower-case), also on mails to the agency, so a
   * visitor's data can be found and erased wherever a mail about them went.
   */
  about: string | null;
  /** Extra headers, e.g. a newsletter's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

/** What leaves for the mail server. */
export type OutgoingMail = Pick<Mail, "to" | "subject" | "text" | "headers">;

/** Hands a mail to the outside world; throws when it could not. */
export interface Mailer {
  readonly kind: "smtp";
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}
