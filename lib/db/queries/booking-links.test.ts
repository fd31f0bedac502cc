/**
 * A booking's private links on both drivers: the database keeps each token's SHA-256, never the
 * token; every link handed out (each mail's, the confirmation page's) opens the booking, and mails
 * link to SITE_URL whatever address the checkout returned to; the confirmation page gets at most
 * ten links for one payment, none after an hour or once the links were renewed; a link past its
 * time pays no balance; a sent mail's stored copy loses the token and staff read every mail
 * without it; and the links mailed before the hashing migration keep opening their bookings.
 */
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createCheckoutService, type CheckoutService } from "../../payments/service";
import { allRows, databaseTargets, openTestDatabase, yacht } from "../../test-support/databases";
import type { Connection, Database } from "../client";
import * as schema from "../schema";
import { LINKS_PER_CHECKOUT_STATUS } from "./booking-links";
import { findBookingByToken, replaceBookingLink } from "./bookings";
import { getDeskMail } from "./mail-desk";
import { listOutbox, markMailSent } from "./mail-outbox";

// Mails link here; the checkouts below return to another allowed origin.
const SITE = "http://site.localhost:3000";
process.env.SITE_URL = SITE;
const checkoutOrigin = "https://front.example";

const card = { card_number: "4242424242424242", expiry: "12/99", cvc: "123" };
const traveler = { email: "ana@example.com", name: "Ana Souza" };
const far = "cyclades-private-yacht-2027-06-19"; // a 7-day trip: it ends 2027-06-25
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const tokenIn = (text: unknown) => /\/bookings\/([\w-]{43})\b/.exec(String(text))?.[1] ?? "";

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (error: { code?: string; status?: number }) => `${error.code} ${error.status}`,
  );

function serviceOn(connection: Connection, today = "2026-11-24"): CheckoutService {
  return createCheckoutService({
    getDb: async () => connection.db,
    findPackage: (id) => (id === yacht.id ? yacht : undefined),
    staffAddress: "staff@lavender.example",
    today: () => today,
  });
}

describe.each(databaseTargets)("booking links on %s", (_name, databaseUrl) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;
  let checkout: CheckoutService;

  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(databaseUrl));
    checkout = serviceOn(connection);
  });
  afterAll(() => cleanup());
  beforeEach(() =>
    connection.db.execute(
      sql`truncate checkout_sessions, bookings, booking_links, mail_outbox, departure_locks`,
    ),
  );

  async function book() {
    const { session_id, hold_token } = await checkout.createCheckout(yacht.id, checkoutOrigin, {
      departure_id: far,
      travelers: 1,
    });
    await checkout.payLocal({ session_id, ...card, ...traveler });
    const status = await checkout.getCheckoutStatus(session_id, hold_token);
    const confirmation = (await allRows(connection.db, "mail_outbox")).find(
      (row) => row.kind === "booking_confirmation",
    );
    return { session_id, hold_token, status, confirmation, mailed: tokenIn(confirmation?.text) };
  }

  it("gives the link only to the browser that started the checkout, never for the id alone", async () => {
    const { session_id, hold_token, status } = await book();
    expect(status.booking_token).toMatch(/^[\w-]{43}$/);
    // A checkout's id is shown on the desk and in staff mails: it must not open the booking.
    const stranger = await book();
    for (const proof of [undefined, stranger.hold_token, `${hold_token!.slice(0, -1)}x`]) {
      expect(await checkout.getCheckoutStatus(session_id, proof)).toMatchObject({
        payment_status: "paid",
        booking_reference: status.booking_reference,
        booking_token: null,
      });
    }
  });

  it("keeps only each link's SHA-256; the mail's and the page's links open the booking", async () => {
    const { status, confirmation, mailed } = await book();
    const shown = status.booking_token!;
    expect(mailed).toMatch(/^[\w-]{43}$/);
    expect(shown).toMatch(/^[\w-]{43}$/);
    expect(shown).not.toBe(mailed);
    for (const token of [mailed, shown]) {
      expect((await findBookingByToken(connection.db, token))?.reference).toBe(
        status.booking_reference,
      );
    }
    const hashes = (await allRows(connection.db, "booking_links")).map((row) => row.token_hash);
    expect(hashes.sort()).toEqual([sha256(mailed), sha256(shown)].sort());
    for (const table of ["bookings", "booking_links", "checkout_sessions"]) {
      const stored = JSON.stringify(await allRows(connection.db, table));
      expect([table, stored.includes(mailed) || stored.includes(shown)]).toEqual([table, false]);
    }
    // The checkout came back to another allowed origin; the mail links to SITE_URL.
    expect(confirmation?.text).toContain(`${SITE}/bookings/${mailed}`);
    expect(confirmation?.text).not.toContain(checkoutOrigin);
    expect(await findBookingByToken(connection.db, "x".repeat(43))).toBeUndefined();
  });

  it("gives the confirmation page ten links for a payment, none once the links were renewed", async () => {
    const { session_id, hold_token, status } = await book();
    const more = [];
    for (let i = 0; i < LINKS_PER_CHECKOUT_STATUS + 2; i += 1) {
      more.push((await checkout.getCheckoutStatus(session_id, hold_token)).booking_token);
    }
    const given = [status.booking_token, ...more].filter(Boolean);
    expect(given).toHaveLength(LINKS_PER_CHECKOUT_STATUS);
    expect(new Set(given).size).toBe(LINKS_PER_CHECKOUT_STATUS);

    const { session_id: other, hold_token: otherProof, status: first } = await book();
    const renewed = await replaceBookingLink(connection.db, first.booking_reference!);
    expect(renewed?.token).toMatch(/^[\w-]{43}$/);
    expect(await findBookingByToken(connection.db, first.booking_token!)).toBeUndefined();
    // The page that may have leaked the old link gives no new one, though its hour is not over.
    expect(await checkout.getCheckoutStatus(other, otherProof)).toMatchObject({
      payment_status: "paid",
      booking_reference: first.booking_reference,
      booking_token: null,
    });
  });

  it("pays no balance from a link past its time: 90 days after the trip", async () => {
    const { status } = await book();
    const token = status.booking_token!;
    const onDay = (today: string) =>
      codeOf(serviceOn(connection, today).createCheckout(yacht.id, SITE, { booking_token: token }));
    expect(await onDay("2027-09-24")).toBe("gone 410");
    expect(await onDay("2027-09-23")).toBe("resolved");
  });

  it("stores a sent mail without the token, and shows staff every mail without it", async () => {
    const { confirmation, mailed } = await book();
    const id = String(confirmation?.id);
    const staffView = (await listOutbox(connection.db)).find((mail) => mail.id === id);
    expect(staffView?.text).toContain(`${SITE}/bookings/[private link removed]`);
    expect(staffView?.text).not.toContain(mailed);
    expect((await getDeskMail(connection.db, id))?.text).not.toContain(mailed);

    await markMailSent(connection.db, id);
    const stored = (await allRows(connection.db, "mail_outbox")).find((row) => row.id === id);
    expect(stored?.status).toBe("sent");
    expect(stored?.text).toContain(`${SITE}/bookings/[private link removed]`);
    expect(stored?.text).not.toContain(mailed);
    expect(stored?.text).toContain("Booking reference: LC-");
    // The traveler's link still opens the booking: the mail server had the token.
    expect(await findBookingByToken(connection.db, mailed)).toBeDefined();
  });
});

/** Migrations up to and including `last` (e.g. "0005"), in a folder of their own. */
function migrationsUpTo(last: string): string {
  const source = path.resolve("lib/db/migrations");
  const folder = mkdtempSync(path.join(os.tmpdir(), "lc-migrations-"));
  mkdirSync(path.join(folder, "meta"));
  const journal = JSON.parse(readFileSync(path.join(source, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.tag.slice(0, 4) <= last);
  writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));
  for (const entry of journal.entries) {
    cpSync(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

describe.each(databaseTargets)("the migration that hashes booking links, on %s", (_n, url) => {
  it("keeps every link already mailed working, and keeps no token", async () => {
    const legacy = "Legacy-link-mailed-before-hashing-0123456789".slice(0, 43);
    const before = migrationsUpTo("0005");
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "lc-links-"));
    let db: Database;
    let close: () => Promise<void>;
    let dropDatabase = async () => {};
    if (url) {
      // A database of its own: the shared one is already migrated.
      const { Pool } = await import("pg");
      const name = `lc_links_${Date.now().toString(36)}`;
      const admin = new Pool({ connectionString: url, max: 1 });
      await admin.query(`create database ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      const pool = new Pool({ connectionString: target.href, max: 2 });
      const { drizzle } = await import("drizzle-orm/node-postgres");
      db = drizzle(pool, { schema }) as unknown as Database;
      close = () => pool.end();
      dropDatabase = async () => {
        await admin.query(`drop database ${name}`);
        await admin.end();
      };
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      await migrate(db as never, { migrationsFolder: before });
    } else {
      const { PGlite } = await import("@electric-sql/pglite");
      const client = await PGlite.create(dataDir);
      const { drizzle } = await import("drizzle-orm/pglite");
      db = drizzle(client, { schema }) as unknown as Database;
      close = () => client.close();
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      await migrate(db as never, { migrationsFolder: before });
    }
    try {
      await db.execute(sql`insert into bookings (id, session_id, package_id, package_name,
        amount_total, currency, customer_email, customer_name, reference, link_token)
        values (${crypto.randomUUID()}, 'cs_legacy', ${yacht.id}, ${yacht.name}, 100, 'usd',
        'ana@example.com', 'Ana', 'LC-LEGACY22', ${legacy})`);

      const migrate = url
        ? (await import("drizzle-orm/node-postgres/migrator")).migrate
        : (await import("drizzle-orm/pglite/migrator")).migrate;
      await migrate(db as never, { migrationsFolder: path.resolve("lib/db/migrations") });

      expect((await findBookingByToken(db, legacy))?.reference).toBe("LC-LEGACY22");
      expect((await allRows(db, "booking_links")).map((row) => row.token_hash)).toEqual([
        sha256(legacy),
      ]);
      const bookingRows = await allRows(db, "bookings");
      expect(Object.keys(bookingRows[0]!)).not.toContain("link_token");
      expect(JSON.stringify(bookingRows)).not.toContain(legacy);
    } finally {
      await close();
      await dropDatabase();
      rmSync(before, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
