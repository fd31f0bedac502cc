/**
 * Mail through the outbox to a real SMTP server (smtp-server on a free local port): queued mail is
 * sent, a refusing server leaves it failed for a later retry, and the enquiry behind it is kept.
 */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { parseConfig } from "../config";
import type { Connection } from "../db/client";
import { insertInquiry } from "../db/queries/inquiries";
import { queueMail } from "../db/queries/mail-outbox";
import { allRows, countRows, openTestDatabase } from "../test-support/databases";
import { enquiryStaffNotice } from "./messages";
import { deliverOutbox, MAX_MAIL_ATTEMPTS } from "./outbox";
import { createSmtpMailer } from "./smtp";
import type { Mail, Mailer } from "./types";

interface Received {
  from: string;
  to: string[];
  data: string;
}

let connection: Connection;
let cleanup: () => Promise<void>;
let server: SMTPServer;
let mailer: Mailer;
const received: Received[] = [];
let refuse = false;

const enquiry = {
  name: "Ana Souza",
  email: "ana@example.com",
  phone: undefined,
  destination: "Lisbon",
  travel_dates: "June 2027",
  travelers_count: 2,
  message: "We would love a week in Lisbon for our anniversary.",
};

const hello = (to: string): Mail => ({
  to,
  subject: "Hello",
  text: "Hi",
  kind: "newsletter",
  about: to,
});

beforeAll(async () => {
  ({ connection, cleanup } = await openTestDatabase());
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
      stream.on("end", () => {
        if (refuse) {
          const error = new Error("Mailbox unavailable") as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        });
        callback();
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  const { port } = server.server.address() as AddressInfo;
  mailer = createSmtpMailer(
    `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    "Lavender Compass <concierge@lavendercompass.example>",
  );
});

afterAll(async () => {
  mailer.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await cleanup();
});

beforeEach(async () => {
  await connection.db.execute(sql`truncate inquiries, mail_outbox`);
  received.length = 0;
  refuse = false;
});

describe("mail outbox over SMTP", () => {
  it("queues the staff notice with the enquiry and sends it", async () => {
    const receipt = await insertInquiry(connection.db, enquiry, ({ id }) => [
      enquiryStaffNotice(enquiry, id, "staff@lavender.example"),
    ]);
    expect(await deliverOutbox(connection.db, mailer)).toEqual({ sent: 1, failed: 0 });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(["staff@lavender.example"]);
    expect(received[0]!.from).toBe("concierge@lavendercompass.example");
    expect(received[0]!.data).toContain("Subject: New enquiry from Ana Souza");
    expect(received[0]!.data).toContain(`Reference: ${receipt.id}`);
    const [row] = await allRows(connection.db, "mail_outbox");
    expect(row).toMatchObject({
      status: "sent",
      attempts: 1,
      last_error: null,
      kind: "inquiry_notice",
      // Sent to the agency, but about the visitor: an erasure finds it by this.
      about_email: "ana@example.com",
    });
    expect(await deliverOutbox(connection.db, mailer)).toEqual({ sent: 0, failed: 0 });
  });

  it("sends a mail's extra headers with it", async () => {
    await queueMail(connection.db, {
      ...hello("d@example.com"),
      headers: {
        "List-Unsubscribe": "<https://lavendercompass.example/newsletter/unsubscribe?token=t1>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    expect(await deliverOutbox(connection.db, mailer)).toEqual({ sent: 1, failed: 0 });
    // Long header lines arrive folded (RFC 5322): unfold before reading them.
    const headers = received[0]!.data.replace(/\r?\n[ \t]+/g, " ");
    expect(headers).toContain(
      "List-Unsubscribe: <https://lavendercompass.example/newsletter/unsubscribe?token=t1>",
    );
    expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  it("keeps the enquiry and retries the mail when the server refuses it", async () => {
    refuse = true;
    await insertInquiry(connection.db, enquiry, ({ id }) => [
      enquiryStaffNotice(enquiry, id, "staff@lavender.example"),
    ]);
    expect(await deliverOutbox(connection.db, mailer)).toEqual({ sent: 0, failed: 1 });
    expect(await countRows(connection.db, "inquiries")).toBe(1);
    const [failed] = await allRows(connection.db, "mail_outbox");
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(String(failed!.last_error)).toContain("451");
    expect(String(failed!.last_error)).not.toContain("ana@example.com");

    // Not yet due: a failed mail waits before its next attempt.
    expect(await deliverOutbox(connection.db, mailer)).toEqual({ sent: 0, failed: 0 });

    refuse = false;
    expect(await deliverOutbox(connection.db, mailer, { retryAfterMs: 0 })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect((await allRows(connection.db, "mail_outbox"))[0]).toMatchObject({
      status: "sent",
      attempts: 2,
    });
  });

  it("gives up after the last attempt and leaves the mail for staff to see", async () => {
    refuse = true;
    await queueMail(connection.db, hello("a@example.com"));
    for (let i = 0; i < 5; i++) {
      await deliverOutbox(connection.db, mailer, { retryAfterMs: 0, maxAttempts: 3 });
    }
    expect((await allRows(connection.db, "mail_outbox"))[0]).toMatchObject({
      status: "failed",
      attempts: 3,
    });
  });

  it("waits twice as long after each failure, up to the cap, for about two days", async () => {
    expect(MAX_MAIL_ATTEMPTS).toBeGreaterThanOrEqual(50);
    // MAIL_MAX_ATTEMPTS, unset, is the same number.
    expect(parseConfig({}).MAIL_MAX_ATTEMPTS).toBe(MAX_MAIL_ATTEMPTS);
    refuse = true;
    await queueMail(connection.db, hello("c@example.com"));
    const failedAgo = (attempts: number, ms: number) =>
      connection.db.execute(
        sql`update mail_outbox set status = 'failed', attempts = ${attempts}, claimed_at = now() - ${ms} * interval '1 millisecond'`,
      );
    const options = { retryAfterMs: 1_000, maxBackoffMs: 6_000 };
    // After 3 attempts the wait is 1 s x 2^2 = 4 s.
    await failedAgo(3, 3_000);
    expect(await deliverOutbox(connection.db, mailer, options)).toEqual({ sent: 0, failed: 0 });
    await failedAgo(3, 4_500);
    expect(await deliverOutbox(connection.db, mailer, options)).toEqual({ sent: 0, failed: 1 });
    // After 10 attempts it would be 512 s, but the cap holds it at 6 s.
    await failedAgo(10, 6_500);
    expect(await deliverOutbox(connection.db, mailer, options)).toEqual({ sent: 0, failed: 1 });
  });

  it("sends a mail claimed by a sender that died, once it is stale", async () => {
    await queueMail(connection.db, hello("b@example.com"));
    await connection.db.execute(
      sql`update mail_outbox set status = 'sending', claimed_at = now() - interval '10 minutes'`,
    );
    expect(await deliverOutbox(connection.db, mailer)).toEqual({ sent: 1, failed: 0 });
    expect(received.map((mail) => mail.to)).toEqual([["b@example.com"]]);
  });

  it("never puts a visitor's line breaks into a header", async () => {
    const sneaky = { ...enquiry, name: "Eve\r\nBcc: victim@example.com" };
    await insertInquiry(connection.db, sneaky, ({ id }) => [
      enquiryStaffNotice(sneaky, id, "staff@lavender.example"),
    ]);
    await deliverOutbox(connection.db, mailer);
    expect(received[0]!.to).toEqual(["staff@lavender.example"]);
    const headers = received[0]!.data.split("\r\n\r\n")[0]!;
    expect(headers).toContain("Subject: New enquiry from Eve Bcc: victim@example.com");
    expect(headers).not.toMatch(/^Bcc:/im);
  });
});
