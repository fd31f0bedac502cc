/**
 * A mail server that takes every mail the embedded instance sends (on the port of its SMTP_URL)
 * while a test runs: the way to read what a traveler receives, since staff never see a booking
 * link's token. Only one test at a time may listen there (e2e/staff-mail.spec.ts runs its own).
 */
import { once } from "node:events";
import { SMTPServer } from "smtp-server";
import { smtp } from "./servers";

export interface ReceivedMail {
  to: string[];
  /** The message as sent, quoted-printable undone, so a link reads as one line. */
  text: string;
}

export interface MailCatcher {
  received: ReceivedMail[];
  stop(): Promise<void>;
}

/** Undoes quoted-printable: soft line breaks and =XX escapes (the text is ASCII or UTF-8). */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_all, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    ),
    "latin1",
  );
  return bytes.toString("utf8");
}

export async function catchMail(): Promise<MailCatcher> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString("latin1")));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          text: decodeQuotedPrintable(data),
        });
        callback();
      });
    },
  });
  server.listen(smtp.port, "127.0.0.1");
  await once(server.server, "listening");
  return {
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
