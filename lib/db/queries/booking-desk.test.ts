/**
 * The bookings desk on both drivers: overdue balances first, then newest, page by page back to the
 * first booking ever stored; search by reference, name or e-mail; the balance filter; the CSV
 * export; and a new private link sent from the desk, recorded in the audit log.
 */
import { eq, sql } from "drizzle-orm";
import { renewBookingLink } from "../../bookings/renew-link";
import { databaseTargets, openTestDatabase } from "../../test-support/databases";
import type { Connection } from "../client";
import { auditLog, bookingLinks, bookings, mailOutbox } from "../schema";
import { listStaffActions } from "./audit";
import { issueBookingLink } from "./booking-links";
import { bookingsDesk } from "../../staff/desk";
import { exportDeskList } from "../../staff/desk/export";
import { allDeskBookings, getDeskBooking, listDeskBookings } from "./booking-desk";
import { findBookingByToken, listBookings } from "./bookings";

const STORED = 120;
const TODAY = "2027-01-01";
const robin = { id: "staff-robin", name: "Robin" };
/** References as the site makes them: "LC-" and eight of 2-9, A-H, J-N, P-Z. */
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const reference = (i: number) =>
  `LC-DESK${[3, 2, 1, 0].map((power) => ALPHABET[Math.floor(i / 32 ** power) % 32]).join("")}`;

/** Every third owes a balance: overdue when i % 6 == 0, due later otherwise; the rest paid. */
const balanceOf = (i: number) =>
  i % 3 !== 0
    ? { balanceDue: 0, balanceDueOn: null }
    : { balanceDue: 150_000, balanceDueOn: i % 6 === 0 ? "2026-12-01" : "2027-03-01" };

describe.each(databaseTargets)("the bookings desk on %s", (_name, databaseUrl) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(databaseUrl));
    await connection.db.execute(sql`truncate bookings, booking_links, mail_outbox, audit_log`);
    const start = Date.UTC(2026, 0, 1);
    await connection.db.insert(bookings).values(
      Array.from({ length: STORED }, (_, i) => ({
        id: crypto.randomUUID(),
        sessionId: `cs_desk_${i}`,
        provider: "local",
        packageId: "cyclades-private-yacht",
        packageName: "Cyclades Private Yacht",
        amountTotal: 50_000,
        amountPaid: 50_000,
        tripTotal: i % 3 === 0 ? 200_000 : 50_000,
        currency: "usd",
        customerEmail: i === 1 ? "first.paid@example.com" : `guest${i}@example.com`,
        customerName: i === 1 ? "Rowan Firstpaid" : `Guest ${i}`,
        reference: reference(i),
        startsOn: "2027-04-01",
        travelers: 2,
        ...balanceOf(i),
        // Bookings paid together share a timestamp: here in groups of five; the second stored
        // (the first that is paid in full) stands alone, a minute before the rest.
        createdAt: new Date(start + (i === 1 ? -60_000 : Math.floor(i / 5) * 60_000)),
      })),
    );
  });

  afterAll(() => cleanup());

  const readAll = async (filter = {}) => {
    let page = await listDeskBookings(connection.db, filter, undefined, { today: TODAY });
    const all = [...page.rows];
    while (page.nextBefore) {
      page = await listDeskBookings(connection.db, filter, page.nextBefore, { today: TODAY });
      all.push(...page.rows);
    }
    return all;
  };

  it("pages through every booking, overdue first then newest, to the first ever stored", async () => {
    const first = await listDeskBookings(connection.db, {}, undefined, { today: TODAY });
    expect(first.total).toBe(STORED);
    expect(first.rows).toHaveLength(50);
    const all = await readAll();
    expect(all).toHaveLength(STORED);
    expect(new Set(all.map((booking) => booking.id)).size).toBe(STORED);
    expect(all.map((booking) => booking.id)).toEqual(
      (await listBookings(connection.db, TODAY)).map((booking) => booking.id),
    );
    const overdue = all.filter((booking) => booking.balance_status === "overdue");
    expect(overdue).toHaveLength(20);
    expect(all.slice(0, 20)).toEqual(overdue);
    // Of the rest, newest first: the last is the first booking stored that is not overdue.
    expect(all.at(-1)?.reference).toBe(reference(1));
    const rest = all.slice(20).map((booking) => booking.created_at);
    expect(rest).toEqual([...rest].sort().reverse());
  });

  it.each([
    ["a reference, as read out on the phone", reference(1).toLowerCase()],
    ["part of a name", "firstpaid"],
    ["an e-mail address in capitals", "FIRST.PAID@EXAMPLE.COM"],
  ])("finds a booking by %s", async (_what, q) => {
    const page = await listDeskBookings(connection.db, { q }, undefined, { today: TODAY });
    expect(page.rows.map((booking) => booking.reference)).toEqual([reference(1)]);
    expect(page.total).toBe(1);
  });

  it("treats % and _ typed in the search as themselves", async () => {
    expect((await listDeskBookings(connection.db, { q: "%" })).total).toBe(0);
    expect((await listDeskBookings(connection.db, { q: "_" })).total).toBe(0);
  });

  it.each([
    ["overdue", 20],
    ["due", 20],
    ["paid_in_full", 80],
  ] as const)("filters by balance: %s", async (balance, count) => {
    const all = await readAll({ balance });
    expect(all).toHaveLength(count);
    expect(all.every((booking) => booking.balance_status === balance)).toBe(true);
    expect(
      (await listDeskBookings(connection.db, { balance }, undefined, { today: TODAY })).total,
    ).toBe(count);
  });

  it("opens one booking by its reference; an unknown reference finds nothing", async () => {
    expect(await getDeskBooking(connection.db, reference(6), TODAY)).toMatchObject({
      reference: reference(6),
      amount_paid: 50_000,
      balance_due: 150_000,
      balance_due_on: "2026-12-01",
      balance_status: "overdue",
      test_mode: true,
      erasedAt: null,
    });
    expect(await getDeskBooking(connection.db, "LC-ZZZZZZZZ")).toBeNull();
  });

  it("exports what the filter shows, recording the export but not the search", async () => {
    // The bookings desk's export, its balances as of TODAY.
    const asOfToday: typeof bookingsDesk = {
      ...bookingsDesk,
      export: { ...bookingsDesk.export, rows: (db, filter) => allDeskBookings(db, filter, TODAY) },
    };
    const rows = await exportDeskList(
      connection.db,
      asOfToday,
      { q: "guest1", balance: "paid_in_full" },
      robin,
    );
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((row) => row.balance_status === "paid_in_full")).toBe(true);
    expect(rows.every((row) => row.customer_email.startsWith("guest1"))).toBe(true);
    const [entry] = await listStaffActions(connection.db, { limit: 1 });
    expect(entry).toMatchObject({
      action: "bookings.export",
      staffName: "Robin",
      detail: `${rows.length} rows, paid_in_full, searched`,
    });
    expect(JSON.stringify(entry)).not.toContain("guest1");
  });

  it("sends a new booking link: the old one stops working, the mail and the record are kept", async () => {
    const ref = reference(2);
    const [booking] = await connection.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, ref));
    const mailed = await issueBookingLink(connection.db, booking!.id);
    const reminded = await issueBookingLink(connection.db, booking!.id);
    expect((await findBookingByToken(connection.db, mailed))?.reference).toBe(ref);
    expect(await renewBookingLink(connection.db, ref, robin)).toEqual({
      reference: ref,
      status: "renewed",
    });
    // Every link mailed before opens nothing now.
    expect(await findBookingByToken(connection.db, mailed)).toBeUndefined();
    expect(await findBookingByToken(connection.db, reminded)).toBeUndefined();
    const mails = await connection.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "booking_link", to: "guest2@example.com" });
    const renewed = /\/bookings\/([\w-]{43})\b/.exec(mails[0]!.text)?.[1] ?? "";
    expect((await findBookingByToken(connection.db, renewed))?.reference).toBe(ref);
    expect(mails[0]?.text).toContain(ref);
    const [entry] = await listStaffActions(connection.db, { limit: 1 });
    expect(entry).toMatchObject({ action: "booking.renew-link", target: ref, staffId: robin.id });
  });

  it("replaces the link and mails it once when the desk's form is posted twice at once", async () => {
    await connection.db.execute(sql`truncate mail_outbox`);
    const ref = reference(4);
    const key = crypto.randomUUID();
    await Promise.all([
      renewBookingLink(connection.db, ref, robin, key),
      renewBookingLink(connection.db, ref, robin, key),
    ]);
    await renewBookingLink(connection.db, ref, robin, key);
    const mails = await connection.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    // The link mailed is the one that opens the booking.
    const mailed = /\/bookings\/([\w-]{43})\b/.exec(mails[0]!.text)?.[1] ?? "";
    expect((await findBookingByToken(connection.db, mailed))?.reference).toBe(ref);
    const renewals = (await listStaffActions(connection.db)).filter(
      (entry) => entry.action === "booking.renew-link" && entry.target === ref,
    );
    expect(renewals).toHaveLength(1);
  });

  it("changes nothing for an unknown booking or one whose traveler was erased", async () => {
    const audited = (await connection.db.select().from(auditLog)).length;
    const mails = (await connection.db.select().from(mailOutbox)).length;
    await expect(renewBookingLink(connection.db, "LC-ZZZZZZZZ", robin)).rejects.toMatchObject({
      code: "not_found",
    });
    const ref = reference(3);
    await connection.db
      .update(bookings)
      .set({ erasedAt: new Date() })
      .where(eq(bookings.reference, ref));
    const links = async () =>
      (await connection.db.select().from(bookingLinks)).map((link) => link.tokenHash).sort();
    const before = await links();
    await expect(renewBookingLink(connection.db, ref, robin)).rejects.toMatchObject({
      code: "conflict",
    });
    expect(await links()).toEqual(before);
    expect((await connection.db.select().from(auditLog)).length).toBe(audited);
    expect((await connection.db.select().from(mailOutbox)).length).toBe(mails);
  });
});
