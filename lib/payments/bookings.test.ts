/**
 * Booking checkouts on the local provider: departures and travelers, deposit or full payment,
 * the balance from the private link, refusals that change nothing, and the last seat sold once.
 */
import { sql } from "drizzle-orm";
import type { TravelPackage } from "../contract";
import type { Connection } from "../db/client";
import { findBookingByToken } from "../db/queries/bookings";
import { createCheckoutService, type CheckoutService } from "./service";
import {
  allRows,
  countRows,
  databaseTargets,
  openTestDatabase,
  yacht,
} from "../test-support/databases";

const origin = "http://localhost:3000";
const card = { card_number: "4242424242424242", expiry: "12/99", cvc: "123" };
const traveler = { email: "ana@example.com", name: "Ana Souza" };
const far = "cyclades-private-yacht-2027-06-19"; // 207 days out: deposit
const near = "cyclades-private-yacht-2026-12-05"; // 11 days out, 2 seats: in full

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (error: { code?: string; status?: number }) => `${error.code} ${error.status}`,
  );

describe.each(databaseTargets)("booking checkouts on %s", (_name, databaseUrl) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;
  let checkout: CheckoutService;
  const packages: Record<string, TravelPackage> = { [yacht.id]: yacht };

  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(databaseUrl));
    checkout = createCheckoutService({
      getDb: async () => connection.db,
      findPackage: (id) => packages[id],
      staffAddress: "staff@lavender.example",
      today: () => "2026-11-24",
    });
  });
  afterAll(() => cleanup());
  beforeEach(() =>
    connection.db.execute(sql`truncate checkout_sessions, bookings, mail_outbox, departure_locks`),
  );

  /** Pays by the test card and reads the status as the buyer's browser, with its hold token. */
  async function pay(sessionId: string, holdToken?: string) {
    await checkout.payLocal({ session_id: sessionId, ...card, ...traveler });
    return checkout.getCheckoutStatus(sessionId, holdToken);
  }

  it("takes a 25% deposit for two travelers more than 45 days out, then the balance once", async () => {
    const { session_id, hold_token } = await checkout.createCheckout(yacht.id, origin, {
      departure_id: far,
      travelers: 2,
    });
    // 8,500 x 2 = 17,000; 25% = 4,250.
    expect(await checkout.getLocalCheckout(session_id)).toMatchObject({
      amount_total: 425_000,
      description:
        "Deposit (25% of $17,000.00 USD) for 2 travelers, departing 2027-06-19; balance $12,750.00 USD due 2027-05-20",
    });
    const status = await pay(session_id, hold_token);
    expect(status).toMatchObject({ payment_status: "paid", amount_total: 425_000 });
    expect(status.booking_reference).toMatch(/^LC-[2-9A-HJKMNP-Z]{8}$/);
    expect(status.booking_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [booking] = await allRows(connection.db, "bookings");
    expect(booking).toMatchObject({
      departure_id: far,
      starts_on: "2027-06-19",
      travelers: 2,
      trip_total: 1_700_000,
      amount_paid: 425_000,
      balance_due: 1_275_000,
      balance_due_on: "2027-05-20",
    });
    const mail = (await allRows(connection.db, "mail_outbox")).find(
      (row) => row.to === traveler.email,
    );
    expect(mail?.text).toContain(`Booking reference: ${status.booking_reference}`);
    expect(mail?.text).toContain("Balance: $12,750.00 USD, due 2027-05-20");
    // It carries the route's "before you go" summary; staff's notice does not.
    expect(mail?.text).toContain("BEFORE YOU GO: THE LAW AND LOCAL HELP ON YOUR ROUTE");
    expect(mail?.text).toContain("GREECE\n- Same-sex relations are legal in Greece");
    // A line whose name holds its number says it once.
    expect(mail?.text).toContain("- LGBTQ+ help: 11528 – By Your Side (Δίπλα σου), ");
    expect(mail?.text).not.toContain("(Δίπλα σου), 11528");
    const notice = (await allRows(connection.db, "mail_outbox")).find(
      (row) => row.to !== traveler.email,
    );
    expect(notice?.text).not.toContain("BEFORE YOU GO");
    // The mail and the confirmation page each carry a link of their own to the same booking.
    const mailed = /\/bookings\/([\w-]{43})\b/.exec(String(mail?.text))?.[1] ?? "";
    expect(mail?.text).toContain(`${origin}/bookings/${mailed}`);
    for (const token of [mailed, status.booking_token!]) {
      expect((await findBookingByToken(connection.db, token))?.reference).toBe(
        status.booking_reference,
      );
    }

    const balance = await checkout.createCheckout(yacht.id, origin, {
      booking_token: status.booking_token!,
    });
    expect(await checkout.getLocalCheckout(balance.session_id)).toMatchObject({
      amount_total: 1_275_000,
      description: `Balance of booking ${status.booking_reference} for 2 travelers, departing 2027-06-19`,
    });
    const paid = await pay(balance.session_id);
    expect(paid.booking_reference).toBe(status.booking_reference);
    expect((await allRows(connection.db, "bookings"))[0]).toMatchObject({
      amount_paid: 1_700_000,
      balance_due: 0,
    });
    // The balance checkout holds no seats of its own.
    expect(await countRows(connection.db, "bookings")).toBe(1);
    expect(
      await codeOf(
        checkout.createCheckout(yacht.id, origin, { booking_token: status.booking_token! }),
      ),
    ).toBe("conflict 409");
  });

  it("closes an earlier balance checkout when the balance is opened again", async () => {
    const { session_id, hold_token } = await checkout.createCheckout(yacht.id, origin, {
      departure_id: far,
      travelers: 1,
    });
    const { booking_token } = await pay(session_id, hold_token);
    const first = await checkout.createCheckout(yacht.id, origin, {
      booking_token: booking_token!,
    });
    const second = await checkout.createCheckout(yacht.id, origin, {
      booking_token: booking_token!,
    });
    expect(
      await codeOf(checkout.payLocal({ session_id: first.session_id, ...card, ...traveler })),
    ).toBe("bad_request 400");
    expect(await pay(second.session_id)).toMatchObject({ payment_status: "paid" });
    expect(
      await codeOf(checkout.createCheckout(yacht.id, origin, { booking_token: booking_token! })),
    ).toBe("conflict 409");
    const [booking] = await allRows(connection.db, "bookings");
    expect(booking).toMatchObject({ balance_due: 0, balance_session_id: second.session_id });
  });

  it("gives the private link with the payment's status for an hour, the reference always", async () => {
    const { session_id, hold_token } = await checkout.createCheckout(yacht.id, origin, {
      departure_id: far,
    });
    expect((await pay(session_id, hold_token)).booking_token).toMatch(/^[\w-]{43}$/);
    await connection.db.execute(
      sql`update bookings set created_at = now() - interval '61 minutes' where session_id = ${session_id}`,
    );
    const later = await checkout.getCheckoutStatus(session_id, hold_token);
    expect(later).toMatchObject({ payment_status: "paid", booking_token: null });
    expect(later.booking_reference).toMatch(/^LC-/);
  });

  it("charges a departure 45 days out or nearer in full", async () => {
    const { session_id, hold_token } = await checkout.createCheckout(yacht.id, origin, {
      departure_id: near,
      travelers: 2,
    });
    expect((await checkout.getLocalCheckout(session_id)).amount_total).toBe(1_700_000);
    await pay(session_id, hold_token);
    expect((await allRows(connection.db, "bookings"))[0]).toMatchObject({
      balance_due: 0,
      balance_due_on: null,
    });
  });

  it("refuses bad orders with a clear envelope and writes nothing", async () => {
    const refusals = [
      [{ departure_id: "cyclades-private-yacht-2031-01-01" }, "not_found 404"],
      [{ departure_id: far, travelers: 9 }, "bad_request 400"],
      [{ booking_token: "x".repeat(43) }, "not_found 404"],
    ] as const;
    for (const [order, code] of refusals) {
      expect(await codeOf(checkout.createCheckout(yacht.id, origin, order))).toBe(code);
    }
    const past: TravelPackage = {
      ...yacht,
      id: "past-trip",
      departures: [{ id: "past-trip-2026-11-01", starts_on: "2026-11-01", seats_left: 4 }],
    };
    packages[past.id] = past;
    expect(
      await codeOf(
        checkout.createCheckout(past.id, origin, { departure_id: "past-trip-2026-11-01" }),
      ),
    ).toBe("bad_request 400");
    expect(await codeOf(checkout.createCheckout(past.id, origin))).toBe("conflict 409");
    expect(await countRows(connection.db, "checkout_sessions")).toBe(0);
  });

  it("holds seats while a checkout is open and refuses a sold-out departure", async () => {
    await checkout.createCheckout(yacht.id, origin, { departure_id: near, travelers: 2 });
    expect(await codeOf(checkout.createCheckout(yacht.id, origin, { departure_id: near }))).toBe(
      "conflict 409",
    );
    // With only package_id, the next open departure is taken instead.
    const next = await checkout.createCheckout(yacht.id, origin);
    expect(
      (await allRows(connection.db, "checkout_sessions")).find((r) => r.id === next.session_id),
    ).toMatchObject({ departure_id: far, travelers: 1 });
  });

  it("sells the last seat to exactly one of 20 simultaneous buyers", async () => {
    await checkout.createCheckout(yacht.id, origin, { departure_id: near, travelers: 1 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        codeOf(checkout.createCheckout(yacht.id, origin, { departure_id: near, travelers: 1 })),
      ),
    );
    expect(results.filter((result) => result === "resolved")).toHaveLength(1);
    expect(results.filter((result) => result === "conflict 409")).toHaveLength(19);
    const rows = await allRows(connection.db, "checkout_sessions");
    expect(rows.filter((row) => row.departure_id === near)).toHaveLength(2);
  });
});
