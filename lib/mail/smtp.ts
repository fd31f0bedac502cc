/** The SMTP mailer: nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL). */
import nodemailer from "nodemailer";
import type { Mailer, OutgoingMail } from "./types";

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url, { from });
  return {
    kind: "smtp",
    async send(mail: OutgoingMail) {
      await transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        headers: mail.headers,
      });
    },
    close: () => transport.close(),
  };
}
