/**
 * The newsletter on both drivers: double opt-in (pending -> confirmed -> unsubscribed), the rules for
 * subscribing again, single-use confirmation tokens, issues queued to confirmed subscribers only
 * with their own unsubscribe links and headers, a double submit that sends once, and the desk's
 * list, unsubscribe and export with what they write to the audit log. PostgreSQL runs in a
 * database of this file's own, so other suites' truncates miss it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { openDatabase, type Connection, type Database } from "../client";
import { newsletterSubscribers } from "../schema";
import { ownPostgresDatabase } from "../../test-support/databases";
import { listStaffActions } from "./audit";
import { sendNewsletterIssue } from "./newsletter-issues";
import { subscribersDesk } from "../../staff/desk";
import { exportDeskList } from "../../staff/desk/export";
import {
  countSubscribersByStatus,
  listDeskSubscribers,
  subscriberReference,
  unsubscribeByStaff,
} from "./subscriber-desk";
import {
  confirmSubscriber,
  listSubscribers,
  subscribeAddress,
  unsubscribeByToken,
} from "./subscribers";

const SITE = "https://lavendercompass.example";
const robin = { id: "staff-robin", name: "Robin" };

interface Target {
  open: () => Promise<Connection>;
  cleanup: () => Promise<void>;
}

const targets: [string, () => Promise<Target>][] = [
  [
    "pglite",
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "lc-news-"));
      return {
        open: () => openDatabase({ dataDir: dir }),
        cleanup: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  ],
];
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  targets.push([
    "postgres",
    async () => {
      const own = await ownPostgresDatabase(serverUrl);
      return {
        open: () => openDatabase({ dataDir: os.tmpdir(), databaseUrl: own.url }),
        cleanup: own.drop,
      };
    },
  ]);
}

interface MailRow {
  to: string;
  kind: string;
  subject: string;
  text: string;
  headers: string | null;
  about_email: string | null;
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const mails = (db: Database, kind: string) =>
  rows<MailRow>(db, sql`select * from mail_outbox where kind = ${kind} order by created_at, "to"`);

const subscriber = async (db: Database, email: string) => {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return (
    row && {
      status: row.status,
      confirm_token: row.confirmToken,
      unsubscribe_token: row.unsubscribeToken,
      confirmed_at: row.confirmedAt,
      unsubscribed_at: row.unsubscribedAt,
    }
  );
};

/** The token at the end of the link to `page` in a mail's text. */
const linkToken = (text: string, page: string) =>
  new RegExp(`${SITE}/newsletter/${page}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];

/** Makes the confirmation mails about `email` look `minutes` older. */
const ageConfirmations = (db: Database, email: string, minutes: number) =>
  db.execute(
    sql`update mail_outbox set created_at = created_at - make_interval(mins => ${minutes}) where about_email = ${email}`,
  );

describe.each(targets)("the newsletter on %s", (_name, makeTarget) => {
  let target: Target;
  let connection: Connection;
  let db: Database;

  beforeAll(async () => {
    target = await makeTarget();
    connection = await target.open();
    db = connection.db;
  });

  afterAll(async () => {
    await connection.close();
    await target.cleanup();
  });

  beforeEach(async () => {
    await db.execute(sql`truncate newsletter_subscribers, mail_outbox, audit_log`);
  });

  it("stores a new address pending with fresh tokens and queues its confirmation mail", async () => {
    expect(await subscribeAddress(db, "ana@example.com", SITE)).toBe("confirmation_queued");
    const row = await subscriber(db, "ana@example.com");
    expect(row).toMatchObject({ status: "pending", confirmed_at: null, unsubscribed_at: null });
    // 256 random bits, base64url: 43 characters; the two tokens differ.
    expect(row?.confirm_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row?.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row?.confirm_token).not.toBe(row?.unsubscribe_token);

    const [mail, ...more] = await mails(db, "newsletter_confirm");
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ to: "ana@example.com", about_email: "ana@example.com" });
    expect(linkToken(mail!.text, "confirm")).toBe(row?.confirm_token);
    expect((await listSubscribers(db))[0]).toMatchObject({
      email: "ana@example.com",
      status: "pending",
      confirmed_at: null,
    });
  });

  it("sends a pending address its link again at most once every 10 minutes", async () => {
    await subscribeAddress(db, "ana@example.com", SITE);
    expect(await subscribeAddress(db, "ana@example.com", SITE)).toBe("recently_sent");
    await ageConfirmations(db, "ana@example.com", 9);
    expect(await subscribeAddress(db, "ana@example.com", SITE)).toBe("recently_sent");
    expect(await mails(db, "newsletter_confirm")).toHaveLength(1);

    await ageConfirmations(db, "ana@example.com", 2);
    expect(await subscribeAddress(db, "ana@example.com", SITE)).toBe("confirmation_queued");
    const sent = await mails(db, "newsletter_confirm");
    expect(sent).toHaveLength(2);
    // The same link again: the first mail's link still works.
    expect(linkToken(sent[1]!.text, "confirm")).toBe(linkToken(sent[0]!.text, "confirm"));
    expect(await subscribeAddress(db, "ana@example.com", SITE)).toBe("recently_sent");
  });

  it("stores one row and queues one mail when the same address subscribes many times at once", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => subscribeAddress(db, "bo@example.com", SITE)),
    );
    expect(outcomes.filter((outcome) => outcome === "confirmation_queued")).toHaveLength(1);
    expect(
      (await listSubscribers(db)).filter((row) => row.email === "bo@example.com"),
    ).toHaveLength(1);
    expect(await mails(db, "newsletter_confirm")).toHaveLength(1);
  });

  it("confirms once with the link's token, which then stops working", async () => {
    await subscribeAddress(db, "ana@example.com", SITE);
    const token = (await subscriber(db, "ana@example.com"))!.confirm_token!;
    expect(await confirmSubscriber(db, "x".repeat(43))).toBe(false);
    expect(await confirmSubscriber(db, token)).toBe(true);
    const row = await subscriber(db, "ana@example.com");
    expect(row).toMatchObject({ status: "confirmed", confirm_token: null });
    expect(row?.confirmed_at).toBeInstanceOf(Date);
    expect(await confirmSubscriber(db, token)).toBe(false);

    // Confirmed: subscribing again sends nothing.
    await ageConfirmations(db, "ana@example.com", 60);
    expect(await subscribeAddress(db, "ana@example.com", SITE)).toBe("already_confirmed");
    expect(await mails(db, "newsletter_confirm")).toHaveLength(1);
    expect((await subscriber(db, "ana@example.com"))?.status).toBe("confirmed");
  });

  it("unsubscribes by token, twice without harm, and a new subscription starts a new confirmation", async () => {
    await subscribeAddress(db, "ana@example.com", SITE);
    const first = (await subscriber(db, "ana@example.com"))!;
    await confirmSubscriber(db, first.confirm_token!);

    expect(await unsubscribeByToken(db, "y".repeat(43))).toBe(false);
    expect(await unsubscribeByToken(db, first.unsubscribe_token!)).toBe(true);
    const left = (await subscriber(db, "ana@example.com"))!;
    expect(left.status).toBe("unsubscribed");
    expect(left.unsubscribed_at).toBeInstanceOf(Date);
    expect(await unsubscribeByToken(db, first.unsubscribe_token!)).toBe(true);
    expect((await subscriber(db, "ana@example.com"))?.unsubscribed_at).toEqual(
      left.unsubscribed_at,
    );

    // Even right after the last confirmation mail: leaving and coming back is a new confirmation.
    expect(await subscribeAddress(db, "ana@example.com", SITE)).toBe("confirmation_queued");
    const again = (await subscriber(db, "ana@example.com"))!;
    expect(again).toMatchObject({ status: "pending", confirmed_at: null, unsubscribed_at: null });
    expect(again.confirm_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(again.confirm_token).not.toBe(first.confirm_token);
    expect(await confirmSubscriber(db, first.confirm_token!)).toBe(false);
    const sent = await mails(db, "newsletter_confirm");
    expect(sent).toHaveLength(2);
    expect(linkToken(sent[1]!.text, "confirm")).toBe(again.confirm_token);
    expect(await confirmSubscriber(db, again.confirm_token!)).toBe(true);
  });

  it("an unsubscribed pending address's confirmation link stops working", async () => {
    await subscribeAddress(db, "cy@example.com", SITE);
    const row = (await subscriber(db, "cy@example.com"))!;
    expect(await unsubscribeByToken(db, row.unsubscribe_token!)).toBe(true);
    expect(await confirmSubscriber(db, row.confirm_token!)).toBe(false);
    expect((await subscriber(db, "cy@example.com"))?.status).toBe("unsubscribed");
  });

  async function storeEach(states: Record<string, "pending" | "confirmed" | "unsubscribed">) {
    for (const [email, state] of Object.entries(states)) {
      await subscribeAddress(db, email, SITE);
      const row = (await subscriber(db, email))!;
      if (state !== "pending") await confirmSubscriber(db, row.confirm_token!);
      if (state === "unsubscribed") await unsubscribeByToken(db, row.unsubscribe_token!);
    }
  }

  const issue = { subject: "Autumn in Lisbon", text: "Dear traveler,\r\nLisbon in October." };

  it("queues an issue to confirmed subscribers only, each with its own link and headers", async () => {
    await storeEach({
      "ana@example.com": "confirmed",
      "bo@example.com": "pending",
      "cy@example.com": "unsubscribed",
      "di@example.com": "confirmed",
    });
    const key = crypto.randomUUID();
    expect(await sendNewsletterIssue(db, robin, key, issue, SITE)).toEqual({
      status: "sent",
      count: 2,
    });
    const sent = await mails(db, "newsletter");
    expect(sent.map((mail) => mail.to).sort()).toEqual(["ana@example.com", "di@example.com"]);
    for (const mail of sent) {
      const { unsubscribe_token: token } = (await subscriber(db, mail.to))!;
      expect(mail.subject).toBe("Autumn in Lisbon");
      expect(mail.about_email).toBe(mail.to);
      expect(mail.text).toContain("Dear traveler,\nLisbon in October.");
      expect(linkToken(mail.text, "unsubscribe")).toBe(token);
      expect(JSON.parse(mail.headers!)).toEqual({
        "List-Unsubscribe": `<${SITE}/api/newsletter/unsubscribe?token=${token}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
    }
    // The header's token unsubscribes its subscriber alone.
    const header = JSON.parse(sent[0]!.headers!)["List-Unsubscribe"] as string;
    expect(await unsubscribeByToken(db, /token=([^>]+)>/.exec(header)![1]!)).toBe(true);
    expect((await subscriber(db, sent[0]!.to))?.status).toBe("unsubscribed");
    expect((await subscriber(db, sent[1]!.to))?.status).toBe("confirmed");

    const [entry, ...others] = await listStaffActions(db);
    expect(others).toHaveLength(0);
    expect(entry).toMatchObject({
      action: "newsletter.send",
      target: key,
      detail: "2 recipients",
      staffName: "Robin",
    });
  });

  it("sends once when the same form is posted twice, even at the same moment", async () => {
    await storeEach({ "ana@example.com": "confirmed", "bo@example.com": "confirmed" });
    const key = crypto.randomUUID();
    const outcomes = await Promise.all([
      sendNewsletterIssue(db, robin, key, issue, SITE),
      sendNewsletterIssue(db, robin, key, issue, SITE),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["already_sent", "sent"]);
    expect(await sendNewsletterIssue(db, robin, key, issue, SITE)).toEqual({
      status: "already_sent",
    });
    expect(await mails(db, "newsletter")).toHaveLength(2);
    expect(
      (await listStaffActions(db)).filter((entry) => entry.action === "newsletter.send"),
    ).toHaveLength(1);

    // A new form (a new key) is a new issue.
    const next = await sendNewsletterIssue(db, robin, crypto.randomUUID(), issue, SITE);
    expect(next).toEqual({ status: "sent", count: 2 });
    expect(await mails(db, "newsletter")).toHaveLength(4);
  });

  it("sends nothing and records nothing when no one has confirmed", async () => {
    await storeEach({ "bo@example.com": "pending", "cy@example.com": "unsubscribed" });
    expect(await sendNewsletterIssue(db, robin, crypto.randomUUID(), issue, SITE)).toEqual({
      status: "no_subscribers",
    });
    expect(await mails(db, "newsletter")).toHaveLength(0);
    expect(await listStaffActions(db)).toHaveLength(0);
  });

  it("lets staff unsubscribe an address, recording its reference and never the address", async () => {
    await storeEach({ "ana@example.com": "confirmed", "bo@example.com": "pending" });
    const pending = (await subscriber(db, "bo@example.com"))!;
    expect(await unsubscribeByStaff(db, "bo@example.com", robin)).toBe("unsubscribed");
    expect(await unsubscribeByStaff(db, "bo@example.com", robin)).toBe("already_unsubscribed");
    expect(await unsubscribeByStaff(db, "nobody@example.com", robin)).toBe("unknown");
    expect(await confirmSubscriber(db, pending.confirm_token!)).toBe(false);
    expect((await subscriber(db, "bo@example.com"))?.status).toBe("unsubscribed");
    expect((await subscriber(db, "ana@example.com"))?.status).toBe("confirmed");

    const entries = await listStaffActions(db);
    expect(entries).toHaveLength(1);
    const reference = subscriberReference(pending.unsubscribe_token);
    expect(reference).toMatch(/^S-[0-9A-F]{10}$/);
    expect(entries[0]).toMatchObject({
      action: "subscriber.unsubscribe",
      target: reference,
      detail: "pending -> unsubscribed",
    });
    expect(JSON.stringify(entries)).not.toContain("bo@");
    expect(JSON.stringify(entries)).not.toContain(pending.unsubscribe_token);
  });

  it("lists every subscriber newest first, pages back to the first, searches and filters", async () => {
    const start = Date.UTC(2026, 0, 1);
    // Stored in groups of seven sharing one timestamp; the first alone, a minute earlier.
    await db.insert(newsletterSubscribers).values(
      Array.from({ length: 120 }, (_, i) => ({
        email:
          i === 0 ? "first.reader@example.com" : `reader${String(i).padStart(3, "0")}@example.com`,
        status: i % 3 === 0 ? "confirmed" : i % 3 === 1 ? "pending" : "unsubscribed",
        unsubscribeToken: `token-${String(i).padStart(40, "0")}`,
        createdAt: new Date(start + (i === 0 ? -60_000 : Math.floor(i / 7) * 1000)),
      })),
    );
    const seen: string[] = [];
    let page = await listDeskSubscribers(db, {});
    expect(page.total).toBe(120);
    seen.push(...page.rows.map((row) => row.email));
    while (page.nextBefore) {
      page = await listDeskSubscribers(db, {}, page.nextBefore);
      seen.push(...page.rows.map((row) => row.email));
    }
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    expect(seen.at(-1)).toBe("first.reader@example.com");

    const found = await listDeskSubscribers(db, { search: "FIRST.READER@" });
    expect(found.rows.map((row) => row.email)).toEqual(["first.reader@example.com"]);
    expect((await listDeskSubscribers(db, { search: "%" })).total).toBe(0);
    const confirmed = await listDeskSubscribers(db, { status: "confirmed" }, undefined, 500);
    expect(confirmed.total).toBe(40);
    expect(confirmed.rows.every((row) => row.status === "confirmed")).toBe(true);
    expect(await countSubscribersByStatus(db)).toEqual({
      confirmed: 40,
      pending: 40,
      unsubscribed: 40,
    });

    const exported = await exportDeskList(
      db,
      subscribersDesk,
      { status: "pending", search: "reader0" },
      robin,
    );
    expect(exported.length).toBeGreaterThan(0);
    expect(exported.every((row) => row.status === "pending" && row.email.includes("reader0"))).toBe(
      true,
    );
    const [entry] = await listStaffActions(db);
    expect(entry).toMatchObject({
      action: "subscribers.export",
      target: null,
      detail: `${exported.length} rows (status pending, searched)`,
    });
  });
});
