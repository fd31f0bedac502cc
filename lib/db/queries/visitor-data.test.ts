/**
 * A visitor's data on both drivers, made through the site's own paths (an enquiry with its staff
 * notice and desk history, a deposit booking and its balance on the local checkout, a newsletter
 * subscription): found by their address in any case, exported whole, and erased in one go, leaving
 * no personal field anywhere while the amounts stay and another visitor's rows stay untouched. The
 * audit log names the visitor only by key.
 */
import { sql } from "drizzle-orm";
import type { InquiryInput, TravelPackage } from "@/lib/contract";
import { enquiryStaffNotice } from "@/lib/mail/messages";
import { visitorKey } from "@/lib/privacy/visitor-key";
import { createCheckoutService, type CheckoutService } from "../../payments/service";
import { allRows, databaseTargets, openTestDatabase, yacht } from "../../test-support/databases";
import type { Connection } from "../client";
import { listStaffActions } from "./audit";
import {
  findBookingByToken,
  listBalancesToChase,
  listBookings,
  replaceBookingLink,
} from "./bookings";
import { insertInquiry } from "./inquiries";
import { workDeskInquiry } from "./inquiry-desk";
import { subscribeAddress } from "./subscribers";
import { exportVisitor, findVisitorRecord, lookUpVisitor } from "./visitor-data";
import { ERASED_MARK, eraseVisitor } from "./visitor-erasure";

const staffAddress = "staff@lavender.example";
const owner = { id: "staff-owner", name: "Morgan Owner" };
const card = { card_number: "4242424242424242", expiry: "12/99", cvc: "123" };
const jules = {
  email: "jules.moreau@example.com",
  name: "Jules Moreau",
  phone: "+33 6 12 34 56 78",
};
const kai = { email: "kai.other@example.com", name: "Kai Other" };
const far = "cyclades-private-yacht-2027-06-19";
const tables = [
  "inquiries",
  "inquiry_events",
  "bookings",
  "checkout_sessions",
  "newsletter_subscribers",
  "mail_outbox",
  "audit_log",
];

describe.each(databaseTargets)("a visitor's data on %s", (_name, databaseUrl) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;
  let checkout: CheckoutService;
  let julesBooking: { reference: string; token: string };
  const packages: Record<string, TravelPackage> = { [yacht.id]: yacht };

  async function enquire(input: Omit<InquiryInput, "travelers_count">) {
    const full = { travelers_count: 2, ...input };
    return insertInquiry(connection.db, full, ({ id }) => [
      enquiryStaffNotice(full, id, staffAddress),
    ]);
  }

  async function book(traveler: { email: string; name: string }) {
    const { session_id, hold_token } = await checkout.createCheckout(
      yacht.id,
      "http://localhost:3000",
      {
        departure_id: far,
        travelers: 2,
      },
    );
    await checkout.payLocal({ session_id, ...card, ...traveler });
    const status = await checkout.getCheckoutStatus(session_id, hold_token);
    return { reference: status.booking_reference!, token: status.booking_token! };
  }

  /** Every table's rows except Jules's, in a stable order, to show the rest is untouched. */
  async function othersRows(julesIds: Set<unknown>) {
    const isJules: Record<string, (row: Record<string, unknown>) => boolean> = {
      inquiries: (row) => julesIds.has(row.id),
      inquiry_events: (row) => julesIds.has(row.inquiry_id),
      bookings: (row) => row.reference === julesBooking.reference,
      checkout_sessions: (row) => julesIds.has(row.id),
      newsletter_subscribers: (row) => String(row.email).toLowerCase() === jules.email,
      mail_outbox: (row) => julesIds.has(row.id),
      audit_log: () => false,
    };
    const rows: Record<string, string[]> = {};
    for (const table of tables) {
      rows[table] = (await allRows(connection.db, table))
        .filter((row) => !isJules[table]!(row))
        .map((row) => JSON.stringify(row))
        .sort();
    }
    return rows;
  }

  /** The rows of every table the visitor could be in that mention `text`, in any case. */
  async function rowsAbout(text: string) {
    const found: Record<string, Record<string, unknown>[]> = {};
    for (const table of tables) {
      found[table] = (await allRows(connection.db, table)).filter((row) =>
        JSON.stringify(row).toLowerCase().includes(text.toLowerCase()),
      );
    }
    return found;
  }

  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(databaseUrl));
    await connection.db.execute(
      sql`truncate inquiries, inquiry_events, bookings, booking_links, checkout_sessions, departure_locks, newsletter_subscribers, mail_outbox, audit_log`,
    );
    checkout = createCheckoutService({
      getDb: async () => connection.db,
      findPackage: (id) => packages[id],
      staffAddress,
      today: () => "2026-11-24",
    });

    const first = await enquire({ ...jules, message: "A honeymoon on a yacht, quietly" });
    await enquire({
      name: "Jules M.",
      email: "Jules.Moreau@Example.COM",
      message: "Also: step-free cabins?",
    });
    await workDeskInquiry(connection.db, first.id, owner, {
      status: "contacted",
      note: "Called Jules; prefers June",
    });
    const kaiEnquiry = await enquire({ ...kai, message: "Lisbon in spring" });
    await workDeskInquiry(connection.db, kaiEnquiry.id, owner, { note: "Send Lisbon ideas" });

    julesBooking = await book(jules);
    // Jules pays the balance from the private link.
    const balance = await checkout.createCheckout(yacht.id, "http://localhost:3000", {
      booking_token: julesBooking.token,
    });
    await checkout.payLocal({ session_id: balance.session_id, ...card, ...jules });
    await checkout.getCheckoutStatus(balance.session_id);
    await book(kai);

    await subscribeAddress(
      connection.db,
      "JULES.moreau@example.com",
      "https://lavendercompass.example",
    );
    await subscribeAddress(connection.db, kai.email, "https://lavendercompass.example");
  });

  afterAll(() => cleanup());

  it("finds everything stored about the address, whatever its case, and nothing of others", async () => {
    const record = await findVisitorRecord(connection.db, "  JULES.MOREAU@example.com ");
    expect(record.email).toBe(jules.email);
    expect(record.enquiries.map((enquiry) => enquiry.message).sort()).toEqual([
      "A honeymoon on a yacht, quietly",
      "Also: step-free cabins?",
    ]);
    const worked = record.enquiries.find((enquiry) => enquiry.history.length > 0);
    expect(worked?.history.map((event) => event.kind).sort()).toEqual(["note", "status"]);
    expect(worked?.history.find((event) => event.kind === "note")?.note).toBe(
      "Called Jules; prefers June",
    );
    expect(record.bookings).toHaveLength(1);
    expect(record.bookings[0]).toMatchObject({
      reference: julesBooking.reference,
      customer_name: jules.name,
      trip_total: 1_700_000,
      amount_paid: 1_700_000,
      balance_due: 0,
    });
    expect(record.checkouts.map((c) => c.purpose).sort()).toEqual(["balance", "booking"]);
    expect(record.checkouts.every((c) => c.card_last4 === "4242")).toBe(true);
    expect(record.subscription).toMatchObject({ email: "JULES.moreau@example.com" });
    expect(record.mails.map((mail) => mail.kind).sort()).toEqual([
      "balance_receipt",
      "booking_confirmation",
      "booking_notice",
      "inquiry_notice",
      "inquiry_notice",
      "newsletter_confirm",
    ]);
    expect(JSON.stringify(record)).not.toMatch(/kai/i);
    // Keys are left out, even from the copies of mails: the private link's token is not data
    // about the visitor but a way into their booking.
    expect(JSON.stringify(record)).not.toContain(julesBooking.token);
    expect(record.mails.find((mail) => mail.kind === "booking_confirmation")?.text).toContain(
      "/bookings/[private link removed]",
    );

    const nobody = await findVisitorRecord(connection.db, "jules.moreau@example.co");
    expect(nobody).toMatchObject({ enquiries: [], bookings: [], checkouts: [], mails: [] });
    expect(nobody.subscription).toBeNull();
  });

  it("exports each kind of record and audits the export by key, never by address", async () => {
    const exported = await exportVisitor(connection.db, jules.email, owner);
    expect(exported.enquiries).toHaveLength(2);
    expect(exported.bookings).toHaveLength(1);
    expect(exported.checkouts).toHaveLength(2);
    expect(exported.subscription).not.toBeNull();
    expect(exported.mails).toHaveLength(6);
    // The confirmation link's token acts for the visitor: the export leaves it out.
    const confirmation = exported.mails.find((mail) => mail.kind === "newsletter_confirm");
    expect(confirmation?.text).toContain("/newsletter/confirm?token=[private link removed]");
    expect(exported.exported_at).toEqual(expect.any(String));
    await lookUpVisitor(connection.db, jules.email, owner);
    const [lookup, entry] = await listStaffActions(connection.db, { action: undefined });
    expect(entry).toMatchObject({
      action: "visitor.export",
      staffName: owner.name,
      target: visitorKey(jules.email),
      detail: "2 enquiries, 1 booking, 2 checkouts, 1 subscription, 6 mails",
    });
    expect(lookup).toMatchObject({ action: "visitor.lookup", target: visitorKey(jules.email) });
    expect(visitorKey("Jules.Moreau@Example.com ")).toMatch(/^[0-9a-f]{12}$/);
    expect(visitorKey("Jules.Moreau@Example.com ")).toBe(visitorKey(jules.email));
  });

  it("erases the visitor in one go: nothing personal is left and the amounts stay", async () => {
    const record = await findVisitorRecord(connection.db, jules.email);
    const julesIds = new Set<unknown>([
      ...record.enquiries.map((enquiry) => enquiry.id),
      ...record.checkouts.map((c) => c.id),
      ...record.mails.map((mail) => mail.id),
    ]);
    const othersBefore = await othersRows(julesIds);
    expect(othersBefore.inquiries).toHaveLength(1);
    expect(othersBefore.bookings).toHaveLength(1);
    const [bookingBefore] = (await allRows(connection.db, "bookings")).filter(
      (row) => row.reference === julesBooking.reference,
    );

    const erased = await eraseVisitor(connection.db, "Jules.Moreau@example.com", owner);
    expect(erased).toEqual({
      enquiries: 2,
      history: 2,
      subscriptions: 1,
      mails: 6,
      bookings: 1,
      checkouts: 2,
    });

    // Nothing personal of Jules anywhere, in any table.
    for (const needle of ["jules", "moreau", "+33 6 12", "prefers june", "honeymoon"]) {
      const left = await rowsAbout(needle);
      for (const table of tables)
        expect({ table, needle, rows: left[table] }).toEqual({ table, needle, rows: [] });
    }
    // The booking keeps what the accounts need.
    const [bookingAfter] = (await allRows(connection.db, "bookings")).filter(
      (row) => row.reference === julesBooking.reference,
    );
    const kept = [
      "id",
      "session_id",
      "reference",
      "package_id",
      "package_name",
      "departure_id",
      "starts_on",
      "travelers",
      "currency",
      "amount_total",
      "trip_total",
      "amount_paid",
      "balance_due",
      "balance_due_on",
      "balance_session_id",
      "provider",
      "status",
      "created_at",
    ];
    for (const column of kept)
      expect([column, bookingAfter?.[column]]).toEqual([column, bookingBefore?.[column]]);
    expect(bookingAfter).toMatchObject({
      customer_name: ERASED_MARK,
      customer_email: ERASED_MARK,
      erased_at: expect.anything(),
    });
    // Every private link of the booking is gone with the traveler.
    expect(
      (await allRows(connection.db, "booking_links")).filter(
        (row) => row.booking_id === bookingAfter?.id,
      ),
    ).toEqual([]);
    const checkouts = (await allRows(connection.db, "checkout_sessions")).filter(
      (row) => row.customer_name === ERASED_MARK,
    );
    expect(checkouts).toHaveLength(2);
    expect(checkouts.map((row) => [row.card_last4, row.payment_status])).toEqual([
      [null, "paid"],
      [null, "paid"],
    ]);
    expect(checkouts.map((row) => Number(row.amount_total)).sort((a, b) => a - b)).toEqual([
      425_000, 1_275_000,
    ]);

    // Everyone else's rows are exactly as they were; the audit log only gained the erasure.
    const othersAfter = await othersRows(julesIds);
    const newAudit = othersAfter.audit_log!.filter((row) => !othersBefore.audit_log!.includes(row));
    expect(newAudit).toHaveLength(1);
    expect({ ...othersAfter, audit_log: othersBefore.audit_log }).toEqual(othersBefore);
    expect(othersAfter.audit_log).toEqual(expect.arrayContaining(othersBefore.audit_log!));

    // The audit entry says how much, of whom by key only.
    const [entry] = await listStaffActions(connection.db);
    expect(entry).toMatchObject({
      action: "visitor.erase",
      target: visitorKey(jules.email),
      detail: "2 enquiries, 2 history entries, 1 subscription, 6 mails, 1 booking, 2 checkouts",
    });
  });

  it("finds nothing afterwards; the staff list says Erased; no link, reminder or renewal reaches them", async () => {
    const record = await findVisitorRecord(connection.db, jules.email);
    expect(record).toMatchObject({ enquiries: [], bookings: [], checkouts: [], mails: [] });
    expect(record.subscription).toBeNull();
    expect(await findBookingByToken(connection.db, julesBooking.token)).toBeUndefined();
    const listed = (await listBookings(connection.db, "2026-11-24")).find(
      (row) => row.reference === julesBooking.reference,
    );
    expect(listed).toMatchObject({
      customer_name: ERASED_MARK,
      customer_email: ERASED_MARK,
      amount_paid: 1_700_000,
    });
    expect(await replaceBookingLink(connection.db, julesBooking.reference)).toBeUndefined();
    // Kai's balance is due and chased; an erased booking with a balance would not be.
    await connection.db.execute(
      sql`update bookings set balance_due = 100, balance_session_id = null where reference = ${julesBooking.reference}`,
    );
    const chased = await listBalancesToChase(connection.db, "2099-01-01");
    expect(chased.map((row) => row.customerName)).toEqual([kai.name]);
  });

  it("never writes an address to the audit log", async () => {
    const audit = JSON.stringify(await allRows(connection.db, "audit_log"));
    expect(audit).not.toMatch(/@/);
    expect(audit).not.toMatch(/jules|kai/i);
  });

  it("closes a checkout of theirs that is still open, so nothing is paid or mailed after", async () => {
    const rin = { email: "rin@example.com", name: "Rin Sato" };
    const booked = await book(rin);
    const balance = await checkout.createCheckout(yacht.id, "http://localhost:3000", {
      booking_token: booked.token,
    });
    expect(await eraseVisitor(connection.db, rin.email, owner)).toMatchObject({
      bookings: 1,
      checkouts: 2,
    });
    const [open] = (await allRows(connection.db, "checkout_sessions")).filter(
      (row) => row.id === balance.session_id,
    );
    expect(open).toMatchObject({ status: "expired", customer_name: ERASED_MARK });
    await expect(
      checkout.payLocal({ session_id: balance.session_id, ...card, ...rin }),
    ).rejects.toMatchObject({ status: 400 });
    expect(JSON.stringify(await allRows(connection.db, "mail_outbox"))).not.toContain("rin@");
  });
});
