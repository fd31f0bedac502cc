/**
 * The retention schedule on both drivers: a sign-up never confirmed goes 30 days after its last
 * confirmation mail, with its mails; an enquiry that did not lead to a booking goes two years after
 * the last contact, with its desk history and its notice to staff; everything else stays. Each run
 * writes its counts to the audit log once, and several runs at once delete and count each row once.
 * The privacy policy states the same times.
 */
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { LINK_DAYS_AFTER_TRIP } from "../../bookings/link-expiry";
import { allRows, databaseTargets, openTestDatabase } from "../../test-support/databases";
import type { Connection } from "../client";
import { inquiries, inquiryEvents, mailOutbox, newsletterSubscribers } from "../schema";
import { listStaffActions } from "./audit";
import {
  applyRetention,
  ENQUIRY_RETENTION_YEARS,
  RETENTION_ACTOR,
  UNCONFIRMED_SIGNUP_DAYS,
} from "./retention";

const NOW = new Date("2027-03-01T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe.each(databaseTargets)("the retention schedule on %s", (_name, databaseUrl) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(databaseUrl));
  });
  afterAll(() => cleanup());
  beforeEach(() =>
    connection.db.execute(
      sql`truncate newsletter_subscribers, inquiries, inquiry_events, mail_outbox, audit_log`,
    ),
  );

  async function signUp(email: string, status: string, createdDaysAgo: number, mailedDaysAgo = -1) {
    await connection.db.insert(newsletterSubscribers).values({
      email,
      status,
      createdAt: daysAgo(createdDaysAgo),
      confirmToken: status === "pending" ? `confirm-${email}` : null,
    });
    if (mailedDaysAgo >= 0) {
      await connection.db.insert(mailOutbox).values({
        id: crypto.randomUUID(),
        to: email,
        subject: "Please confirm your subscription",
        text: `/newsletter/confirm?token=confirm-${email}`,
        kind: "newsletter_confirm",
        aboutEmail: email.toLowerCase(),
        status: "sent",
        createdAt: daysAgo(mailedDaysAgo),
      });
    }
  }

  async function enquiry(
    name: string,
    createdDaysAgo: number,
    { status = "new", events = [] as [string, number][] } = {},
  ): Promise<string> {
    const id = crypto.randomUUID();
    await connection.db.insert(inquiries).values({
      id,
      name,
      email: `${name.toLowerCase()}@example.com`,
      message: `About ${name}`,
      status,
      createdAt: daysAgo(createdDaysAgo),
    });
    for (const [kind, eventDaysAgo] of events) {
      await connection.db.insert(inquiryEvents).values({
        id: crypto.randomUUID(),
        inquiryId: id,
        kind,
        note: kind === "note" ? "Called back" : null,
        staffId: "staff-robin",
        staffName: "Robin",
        createdAt: daysAgo(eventDaysAgo),
      });
    }
    await connection.db.insert(mailOutbox).values({
      id: crypto.randomUUID(),
      to: "concierge@lavendercompass.example",
      subject: `New enquiry from ${name}`,
      text: `Name: ${name}\nReference: ${id}\n\nAbout ${name}`,
      kind: "inquiry_notice",
      aboutEmail: `${name.toLowerCase()}@example.com`,
      status: "sent",
      createdAt: daysAgo(createdDaysAgo),
    });
    return id;
  }

  const names = async (table: string, column: string) =>
    (await allRows(connection.db, table)).map((row) => String(row[column])).sort();

  it("deletes what outlived its time with what repeats it, keeps the rest, and logs the counts", async () => {
    const years = (n: number) => Math.ceil(n * 365.25);
    await signUp("stale@example.com", "pending", 45, 45);
    await signUp("asked.again@example.com", "pending", 200, 5);
    await signUp("Recent@Example.com", "pending", 10, 10);
    await signUp("confirmed@example.com", "confirmed", 900, 900);
    await signUp("left@example.com", "unsubscribed", 900);
    await enquiry("Old", years(3), { events: [["opened", 100]] });
    await enquiry("Older", years(5), { status: "closed", events: [["status", years(4)]] });
    await enquiry("Called", years(3), { events: [["note", 300]] });
    await enquiry("Booked", years(3), { status: "booked" });
    await enquiry("Recent", 400);

    const result = await applyRetention(connection.db, NOW);
    expect(result).toEqual({
      signUps: 1,
      signUpMails: 1,
      enquiries: 2,
      history: 2,
      enquiryMails: 2,
    });
    expect(await names("newsletter_subscribers", "email")).toEqual([
      "Recent@Example.com",
      "asked.again@example.com",
      "confirmed@example.com",
      "left@example.com",
    ]);
    expect(await names("inquiries", "name")).toEqual(["Booked", "Called", "Recent"]);
    expect((await allRows(connection.db, "inquiry_events")).map((row) => row.kind)).toEqual([
      "note",
    ]);
    const mails = await names("mail_outbox", "subject");
    expect(mails).not.toContain("New enquiry from Old");
    expect(mails).not.toContain("New enquiry from Older");
    expect(mails).toContain("New enquiry from Called");
    expect(
      (await allRows(connection.db, "mail_outbox")).filter((row) => row.to === "stale@example.com"),
    ).toEqual([]);

    const [entry] = await listStaffActions(connection.db);
    expect(entry).toMatchObject({
      action: "retention.delete",
      staffId: RETENTION_ACTOR.id,
      staffName: "Retention schedule",
      target: null,
      detail: "1 unconfirmed sign-up (1 mail), 2 enquiries (2 history entries, 2 mails)",
    });
    expect(JSON.stringify(await allRows(connection.db, "audit_log"))).not.toMatch(/@|Old/);

    // Nothing left to delete: nothing deleted, nothing logged.
    expect(await applyRetention(connection.db, NOW)).toEqual({
      signUps: 0,
      signUpMails: 0,
      enquiries: 0,
      history: 0,
      enquiryMails: 0,
    });
    expect(await listStaffActions(connection.db)).toHaveLength(1);
  });

  it("counts each row once when several instances run it at the same moment", async () => {
    for (let i = 0; i < 12; i += 1) await enquiry(`Past${i}`, 800 + i * 30);
    for (let i = 0; i < 6; i += 1) await signUp(`stale${i}@example.com`, "pending", 40, 40);
    const runs = await Promise.all([1, 2, 3].map(() => applyRetention(connection.db, NOW)));
    expect(runs.reduce((sum, run) => sum + run.enquiries, 0)).toBe(12);
    expect(runs.reduce((sum, run) => sum + run.signUps, 0)).toBe(6);
    expect(await allRows(connection.db, "inquiries")).toEqual([]);
    const logged = (await listStaffActions(connection.db)).map((entry) => entry.detail ?? "");
    const total = (pattern: RegExp) =>
      logged.reduce((sum, detail) => sum + Number(pattern.exec(detail)?.[1] ?? 0), 0);
    expect(total(/(\d+) enquir/)).toBe(12);
    expect(total(/(\d+) unconfirmed/)).toBe(6);
  });
});

describe("the privacy policy", () => {
  const policy = readFileSync("content/legal/privacy.md", "utf8").replace(/\s+/g, " ");

  it("states the times the site keeps", () => {
    expect(ENQUIRY_RETENTION_YEARS).toBe(2);
    expect(policy).toContain("no later than two years after our last contact with you");
    expect(policy).toContain(
      `deletes it, with that email, ${UNCONFIRMED_SIGNUP_DAYS} days after the confirmation email was sent`,
    );
    expect(policy).toContain(`stops working ${LINK_DAYS_AFTER_TRIP} days after your trip ends`);
  });
});
