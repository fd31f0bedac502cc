/** The local test checkout against a real PGlite database: create, status, pay, decline, expire. */
import { eq, sql } from "drizzle-orm";
import type { Connection } from "../db/client";
import { checkoutSessions } from "../db/schema";
import { createCheckoutService, type CheckoutService } from "./service";
import { allRows, countRows, openTestDatabase, yacht } from "../test-support/databases";

let connection: Connection;
let cleanup: () => Promise<void>;
let checkout: CheckoutService;

const origin = "http://localhost:3000";
const card = { card_number: "4242424242424242", expiry: "12/99", cvc: "123" };
const traveler = { email: "ana@example.com", name: "Ana Souza" };

beforeAll(async () => {
  ({ connection, cleanup } = await openTestDatabase());
  checkout = createCheckoutService({
    getDb: async () => connection.db,
    findPackage: (id) => (id === yacht.id ? yacht : undefined),
    today: () => "2026-11-24",
    staffAddress: "staff@lavender.example",
  });
});
afterAll(() => cleanup());
beforeEach(() =>
  connection.db.execute(sql`truncate checkout_sessions, bookings, mail_outbox, departure_locks`),
);

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (error: { code?: string }) => error.code,
  );

describe("local test checkout", () => {
  it("creates an unguessable session priced from the server's package, holding its seats 15 minutes", async () => {
    const before = Date.now();
    const { url, session_id, hold_token } = await checkout.createCheckout(yacht.id, origin);
    expect(session_id).toMatch(/^cs_test_[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`${origin}/checkout/${session_id}`);
    expect(await checkout.getCheckoutStatus(session_id, hold_token)).toEqual({
      payment_status: "unpaid",
      status: "open",
      amount_total: 850000,
      currency: "usd",
      booking_reference: null,
      booking_token: null,
      purpose: "booking",
      booking_status: null,
    });
    const view = await checkout.getLocalCheckout(session_id);
    // Its cancel link gives the seats back; the token is as unguessable as the session's id.
    expect(hold_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(view).toMatchObject({
      package_name: yacht.name,
      cancel_url: `${origin}/checkout/cancel/${hold_token}`,
    });
    const lifetime = Date.parse(view.expires_at) - before;
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    const other = await checkout.createCheckout(yacht.id, origin);
    expect(other.session_id).not.toBe(session_id);
  });

  it("refuses an unknown package and an unknown session with not_found", async () => {
    expect(await codeOf(checkout.createCheckout("atlantis", origin))).toBe("not_found");
    expect(await codeOf(checkout.getCheckoutStatus("cs_test_unknown_session"))).toBe("not_found");
    expect(await countRows(connection.db, "checkout_sessions")).toBe(0);
  });

  it("pays with 4242, books once with two mails, and keeps only the last 4 digits", async () => {
    const { session_id, hold_token } = await checkout.createCheckout(yacht.id, origin);
    const result = await checkout.payLocal({ session_id, ...card, ...traveler });
    expect(result).toEqual({
      status: "paid",
      redirect_url: `${origin}/booking-success?session_id=${session_id}`,
    });
    expect(await checkout.getCheckoutStatus(session_id, hold_token)).toMatchObject({
      payment_status: "paid",
      status: "complete",
    });
    const [booking] = await allRows(connection.db, "bookings");
    expect(booking).toMatchObject({
      session_id,
      package_id: yacht.id,
      amount_total: 850000,
      currency: "usd",
      customer_email: traveler.email,
      customer_name: traveler.name,
      status: "confirmed",
    });
    const mails = await allRows(connection.db, "mail_outbox");
    expect(mails.map((mail) => mail.to).sort()).toEqual([traveler.email, "staff@lavender.example"]);
    expect(mails.every((mail) => mail.status === "queued")).toBe(true);
    // Paid on the test checkout: the booking and both mails say no money was taken.
    expect(booking).toMatchObject({ provider: "local" });
    for (const mail of mails) {
      expect(String(mail.subject)).toMatch(/^\[TEST\] /);
      expect(String(mail.text)).toContain("No money was taken.");
    }
    const stored = JSON.stringify(await allRows(connection.db, "checkout_sessions"));
    expect(stored).toContain('"card_last4":"4242"');
    expect(stored).not.toContain("4242424242424242");
    expect(JSON.stringify(mails)).not.toContain("4242424242424242");

    expect(await codeOf(checkout.payLocal({ session_id, ...card, ...traveler }))).toBe(
      "bad_request",
    );
    expect(await countRows(connection.db, "bookings")).toBe(1);
  });

  it("declines 4000 0000 0000 0002 and leaves the session open and unbooked", async () => {
    const { session_id, hold_token } = await checkout.createCheckout(yacht.id, origin);
    const error = await checkout
      .payLocal({ session_id, ...card, card_number: "4000000000000002", ...traveler })
      .catch((caught: { code: string; status: number; message: string }) => caught);
    expect(error).toMatchObject({
      code: "card_declined",
      status: 402,
      message: "Your card was declined.",
    });
    expect((await checkout.getCheckoutStatus(session_id, hold_token)).status).toBe("open");
    expect(await countRows(connection.db, "bookings")).toBe(0);
  });

  it("reads a session past its expiry as expired and refuses to pay it", async () => {
    const { session_id, hold_token } = await checkout.createCheckout(yacht.id, origin);
    await connection.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.id, session_id));
    expect(await checkout.getCheckoutStatus(session_id, hold_token)).toMatchObject({
      status: "expired",
      payment_status: "unpaid",
    });
    expect(await codeOf(checkout.payLocal({ session_id, ...card, ...traveler }))).toBe(
      "bad_request",
    );
    expect(await countRows(connection.db, "bookings")).toBe(0);
  });

  it("takes one payment when the same form is submitted five times at once", async () => {
    const { session_id } = await checkout.createCheckout(yacht.id, origin);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => checkout.payLocal({ session_id, ...card, ...traveler })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await countRows(connection.db, "bookings")).toBe(1);
    expect(await countRows(connection.db, "mail_outbox")).toBe(2);
  });
});
