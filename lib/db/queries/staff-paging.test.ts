/**
 * The staff lists read page by page (npm run staff -- <list> --all) on both drivers: every
 * subscriber and every mail exactly once, even when many share one timestamp.
 */
import { sql } from "drizzle-orm";
import { databaseTargets, openTestDatabase } from "../../test-support/databases";
import type { Connection } from "../client";
import { bookings, mailOutbox, newsletterSubscribers } from "../schema";
import { listBookings } from "./bookings";
import { listOutbox } from "./mail-outbox";
import { listSubscribers } from "./subscribers";

/** Reads every page of `list`, `limit` at a time, each older than the last record's key. */
async function readAll<T>(
  list: (page: { before?: string; limit: number }) => Promise<T[]>,
  key: (record: T) => string,
  limit: number,
): Promise<T[]> {
  const all: T[] = [];
  for (;;) {
    const last = all.at(-1);
    const page = await list({ before: last ? key(last) : undefined, limit });
    all.push(...page);
    if (page.length < limit) return all;
  }
}

describe.each(databaseTargets)("staff list paging on %s", (_name, databaseUrl) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(databaseUrl));
    await connection.db.execute(sql`truncate newsletter_subscribers, mail_outbox, bookings`);
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 7) * 1000);
    await connection.db.insert(newsletterSubscribers).values(
      Array.from({ length: 1200 }, (_, i) => ({
        email: `reader${i}@example.com`,
        createdAt: at(i),
      })),
    );
    await connection.db.insert(mailOutbox).values(
      Array.from({ length: 130 }, (_, i) => ({
        id: crypto.randomUUID(),
        to: `traveler${i}@example.com`,
        subject: `Mail ${i}`,
        text: "…",
        createdAt: at(i),
      })),
    );
    await connection.db.insert(bookings).values(
      Array.from({ length: 45 }, (_, i) => ({
        id: crypto.randomUUID(),
        sessionId: `cs_paging_${i}`,
        packageId: "cyclades-private-yacht",
        packageName: "Cyclades Private Yacht",
        amountTotal: 100_000,
        currency: "usd",
        customerEmail: `guest${i}@example.com`,
        customerName: `Guest ${i}`,
        // Every fourth has a balance overdue on the day the list is read.
        balanceDue: i % 4 === 0 ? 50_000 : 0,
        balanceDueOn: i % 4 === 0 ? "2026-12-01" : null,
        createdAt: at(i),
      })),
    );
  });

  afterAll(() => cleanup());

  it("reads all 1,200 subscribers, newest first, each once", async () => {
    const all = await readAll(
      (page) => listSubscribers(connection.db, page),
      (subscriber) => subscriber.email,
      500,
    );
    expect(all).toHaveLength(1200);
    expect(new Set(all.map((subscriber) => subscriber.email)).size).toBe(1200);
    expect(all.at(-1)?.created_at).toBe(new Date(Date.UTC(2026, 0, 1)).toISOString());
  });

  it("reads every mail of the outbox, each once", async () => {
    const all = await readAll(
      (page) => listOutbox(connection.db, page),
      (mail) => mail.id,
      50,
    );
    expect(new Set(all.map((mail) => mail.id)).size).toBe(130);
    expect(all).toHaveLength(130);
  });

  it("reads every booking page by page in the staff order: overdue first, then newest", async () => {
    const today = "2027-01-01";
    const whole = await listBookings(connection.db, today);
    const paged = await readAll(
      (page) => listBookings(connection.db, today, page),
      (booking) => booking.id,
      7,
    );
    expect(paged.map((booking) => booking.id)).toEqual(whole.map((booking) => booking.id));
    expect(paged).toHaveLength(45);
    expect(paged.slice(0, 12).every((booking) => booking.balance_status === "overdue")).toBe(true);
  });
});
