/**
 * Group commit against real databases: enquiries arriving together are stored together with their
 * notices, a refused one fails alone, a group whose database goes away is wholly rejected, and
 * rate-limit hits counted together still count one by one. PGlite always; PostgreSQL when
 * TEST_DATABASE_URL is set, in a database of this file's own.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { InquiryInput } from "../contract";
import { enquiryStaffNotice } from "../mail/messages";
import { openDatabase, type Connection, type Database } from "./client";
import { insertInquiry } from "./queries/inquiries";
import { hitRateLimit } from "./queries/rate-limits";
import { ownPostgresDatabase } from "../test-support/databases";

interface Target {
  open: () => Promise<Connection>;
  cleanup: () => Promise<void>;
}

function pgliteTarget(): Target {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lc-groups-"));
  return {
    open: () => openDatabase({ dataDir: dir }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTarget(serverUrl: string): Promise<Target> {
  const own = await ownPostgresDatabase(serverUrl);
  return {
    open: () => openDatabase({ dataDir: os.tmpdir(), databaseUrl: own.url }),
    cleanup: own.drop,
  };
}

const targets: [string, () => Promise<Target>][] = [["pglite", async () => pgliteTarget()]];
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) targets.push(["postgres", () => postgresTarget(serverUrl)]);

const enquiry = (name: string, message = `Hello from ${name}`): InquiryInput => ({
  name,
  email: "guest@example.com",
  travelers_count: 2,
  message,
});

const storeWithNotice = (db: Database, input: InquiryInput) =>
  insertInquiry(db, input, ({ id }) => [enquiryStaffNotice(input, id, "staff@example.com")]);

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const storedNames = async (db: Database) =>
  (await rows<{ name: string }>(db, sql`select name from inquiries order by name`)).map(
    (row) => row.name,
  );

const noticeSubjects = async (db: Database) =>
  (await rows<{ subject: string }>(db, sql`select subject from mail_outbox order by subject`)).map(
    (row) => row.subject,
  );

describe.each(targets)("grouped writes on %s", (_name, makeTarget) => {
  let target: Target;
  let connection: Connection;

  beforeAll(async () => {
    target = await makeTarget();
    connection = await target.open();
  });

  afterAll(async () => {
    await connection.close();
    await target.cleanup();
  });

  beforeEach(async () => {
    await connection.db.execute(sql`truncate inquiries, mail_outbox, rate_limits`);
  });

  it("stores enquiries sent together, each with its own staff notice", async () => {
    const names = Array.from({ length: 30 }, (_, i) => `Guest ${String(i).padStart(2, "0")}`);
    const receipts = await Promise.all(
      names.map((name) => storeWithNotice(connection.db, enquiry(name))),
    );
    expect(new Set(receipts.map((receipt) => receipt.id)).size).toBe(30);
    expect(await storedNames(connection.db)).toEqual(names);
    const notices = await rows<{ text: string }>(connection.db, sql`select text from mail_outbox`);
    for (const receipt of receipts) {
      expect(notices.filter((notice) => notice.text.includes(receipt.id))).toHaveLength(1);
    }
  });

  it("stores an enquiry sent twice (a double click before the page woke) once, with one notice", async () => {
    const twice = enquiry("Noor", "A quiet week in Lisbon, for three.");
    // Together, as two posts of one form arrive; then once more, in a group of its own.
    const [first, second] = await Promise.all([
      storeWithNotice(connection.db, twice),
      storeWithNotice(connection.db, twice),
    ]);
    const third = await storeWithNotice(connection.db, twice);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(await storedNames(connection.db)).toEqual(["Noor"]);
    expect(await noticeSubjects(connection.db)).toHaveLength(1);
    // A word changed, or another traveler's name: another enquiry.
    await storeWithNotice(connection.db, enquiry("Noor", "A quiet week in Lisbon, for four."));
    await storeWithNotice(connection.db, { ...twice, name: "Lior" });
    expect(await storedNames(connection.db)).toEqual(["Lior", "Noor", "Noor"]);
    // Sent again after the window: a new enquiry.
    const later = Date.now() + 3 * 60_000;
    const clock = jest.spyOn(Date, "now").mockReturnValue(later);
    try {
      expect((await storeWithNotice(connection.db, twice)).id).not.toBe(first.id);
    } finally {
      clock.mockRestore();
    }
  });

  it("rejects only the enquiry the database refuses and stores the others", async () => {
    const results = await Promise.allSettled([
      storeWithNotice(connection.db, enquiry("Ana")),
      // PostgreSQL refuses a NUL in text; the API's contract never lets one through.
      storeWithNotice(connection.db, enquiry("Nul", "A message with \u0000 inside")),
      storeWithNotice(connection.db, enquiry("Bea")),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await storedNames(connection.db)).toEqual(["Ana", "Bea"]);
    expect(await noticeSubjects(connection.db)).toEqual([
      "New enquiry from Ana",
      "New enquiry from Bea",
    ]);
  });

  it("answers no enquiry whose commit fails, and stores the rest of its group", async () => {
    // A check the database makes only at COMMIT: an answer given any earlier would be a lie.
    await connection.db.execute(sql`
      create function refuse_at_commit() returns trigger language plpgsql
      as $$ begin raise exception 'refused at commit'; end $$`);
    await connection.db.execute(sql`
      create constraint trigger refuse_at_commit after insert on inquiries
      deferrable initially deferred for each row
      when (new.name = 'Refused') execute function refuse_at_commit()`);
    try {
      const results = await Promise.allSettled(
        ["Ana", "Refused", "Bea"].map((name) => storeWithNotice(connection.db, enquiry(name))),
      );
      expect(results.map((result) => result.status)).toEqual([
        "fulfilled",
        "rejected",
        "fulfilled",
      ]);
      expect(await storedNames(connection.db)).toEqual(["Ana", "Bea"]);
      expect(await noticeSubjects(connection.db)).toHaveLength(2);
    } finally {
      await connection.db.execute(sql`drop trigger refuse_at_commit on inquiries`);
      await connection.db.execute(sql`drop function refuse_at_commit()`);
    }
  });

  it("rejects every enquiry of a group whose database goes away, and stores none", async () => {
    const pending = ["Ana", "Bea", "Cy"].map((name) =>
      storeWithNotice(connection.db, enquiry(name)),
    );
    // Closed before the group is written (it waits for the end of this turn of the event loop).
    const closing = connection.close();
    const results = await Promise.allSettled(pending);
    await closing;
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected", "rejected"]);
    connection = await target.open();
    expect(await storedNames(connection.db)).toEqual([]);
    expect(await noticeSubjects(connection.db)).toEqual([]);
  });

  it("counts rate-limit hits sent together as if they came one by one", async () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 30);
    const hit = (key: string, at: number) => hitRateLimit(connection.db, key, 60, at);
    const [first, other, next] = await Promise.all([
      Promise.all(Array.from({ length: 12 }, () => hit("inquiries.create:1.2.3.4", now))),
      Promise.all(Array.from({ length: 5 }, () => hit("inquiries.create:5.6.7.8", now))),
      Promise.all(Array.from({ length: 3 }, () => hit("inquiries.create:1.2.3.4", now + 60_000))),
    ]);
    const sorted = (counts: number[]) => [...counts].sort((a, b) => a - b);
    expect(sorted(first)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(sorted(other)).toEqual([1, 2, 3, 4, 5]);
    expect(sorted(next)).toEqual([1, 2, 3]);
    expect(await hit("inquiries.create:5.6.7.8", now)).toBe(6);
  });

  it("sweeps windows older than the previous one", async () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 30);
    await hitRateLimit(connection.db, "old:1.2.3.4", 60, now);
    await hitRateLimit(connection.db, "new:1.2.3.4", 60, now + 120_000);
    const keys = await rows<{ key: string }>(connection.db, sql`select key from rate_limits`);
    expect(keys.map((row) => row.key)).toEqual(["new:1.2.3.4"]);
  });

  it("keeps a 15-minute sign-in count while minute-long POST windows come and go", async () => {
    // One second into a quarter hour: everything below falls in the same sign-in window.
    const start = Date.UTC(2026, 0, 1, 12, 15, 1);
    const signIn = (at: number) => hitRateLimit(connection.db, "auth.sign-in:1.2.3.4", 900, at);
    const post = (at: number) => hitRateLimit(connection.db, "inquiries.create:5.6.7.8", 60, at);
    for (let i = 0; i < 5; i++) await signIn(start);
    // Other visitors' POSTs, minutes later, sweep the ended minute windows...
    for (let minute = 1; minute <= 12; minute++) await post(start + minute * 60_000);
    // ...and the sign-in count carries on where it was.
    expect(await signIn(start + 13 * 60_000)).toBe(6);
    // Once its own window has ended, the sign-in row goes too.
    await post(start + 16 * 60_000);
    const left = await rows<{ key: string }>(connection.db, sql`select key from rate_limits`);
    expect(left.map((row) => row.key)).toEqual(["inquiries.create:5.6.7.8"]);
  });
});

if (serverUrl) {
  describe("rate limits shared by two instances on one PostgreSQL database", () => {
    it("counts every hit exactly once across both", async () => {
      const target = await postgresTarget(serverUrl);
      const [one, two] = [await target.open(), await target.open()];
      try {
        const now = Date.UTC(2026, 0, 1, 12, 0, 30);
        const counts = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            hitRateLimit((i % 2 ? one : two).db, "inquiries.create:9.9.9.9", 60, now),
          ),
        );
        expect([...counts].sort((a, b) => a - b)).toEqual(
          Array.from({ length: 40 }, (_, i) => i + 1),
        );
      } finally {
        await one.close();
        await two.close();
        await target.cleanup();
      }
    });
  });
}
