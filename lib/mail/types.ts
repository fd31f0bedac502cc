/** One plain-text mail, as the outbox stores it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Hands a mail to the outside world; throws when it could not. */
export interface Mailer {
  readonly kind: "smtp";
  send(mail: Mail): Promise<void>;
  close(): void;
}
