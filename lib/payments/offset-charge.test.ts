/**
 * The carbon offset at checkout on the local provider: priced by the server from the package's
 * flights, charged whole with the first payment (deposit or full), kept on the booking apart from
 * the trip's total, named in the mails, and refused where the package does not offer it.
 */
import { sql } from "drizzle-orm";
import type { TravelPackage } from "../contract";
import type { Connection } from "../db/client";
import { getFlightOffset } from "../content/flights";
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
const near = "cyclades-private-yacht-2026-12-05"; // 11 days out: in full
/** A package whose price includes the offset, on the yacht's dates. */
const jet: TravelPackage = { ...yacht, id: "private-jet-pride-circuit", name: "Private Jet" };
/** A package with no flights. */
const ferry: TravelPackage = { ...yacht, id: "provincetown-carnival-week", name: "Ptown" };

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (error: { code?: string; status?: number; message?: string }) =>
      `${error.code} ${error.status}: ${error.message}`,
  );

const perTraveler = (() => {
  const offer = getFlightOffset(yacht.id);
  if (offer.kind !== "offered") throw new Error("the yacht's flights are offered an offset");
  return offer.per_traveler;
})();

describe.each(databaseTargets)("the carbon offset at checkout on %s", (_name, databaseUrl) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;
  let checkout: CheckoutService;
  const packages: Record<string, TravelPackage> = {
    [yacht.id]: yacht,
    [jet.id]: jet,
    [ferry.id]: ferry,
  };

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

  it("is $45 a traveler for the yacht's flights from Boston to Mykonos and back", () => {
    expect(perTraveler).toBe(45);
  });

  it("is charged whole with the deposit, kept apart from the trip, and left out of the balance", async () => {
    const { session_id, hold_token } = await checkout.createCheckout(yacht.id, origin, {
      departure_id: far,
      travelers: 2,
      carbon_offset: true,
    });
    const offset = perTraveler * 2 * 100;
    expect(await checkout.getLocalCheckout(session_id)).toMatchObject({
      amount_total: 425_000 + offset,
      description: `Deposit (25% of $17,000.00 USD) and the carbon offset for the flights ($90.00 USD) for 2 travelers, departing 2027-06-19; balance $12,750.00 USD due 2027-05-20`,
    });
    const status = await pay(session_id, hold_token);
    expect(status).toMatchObject({ payment_status: "paid", amount_total: 425_000 + offset });
    expect((await allRows(connection.db, "bookings"))[0]).toMatchObject({
      trip_total: 1_700_000,
      offset_total: offset,
      amount_paid: 425_000 + offset,
      balance_due: 1_275_000,
    });
    const mails = await allRows(connection.db, "mail_outbox");
    for (const to of [traveler.email, "staff@lavender.example"]) {
      expect(mails.find((mail) => mail.to === to)?.text).toContain(
        "Carbon offset for your flights: $90.00 USD, paid with this first payment",
      );
    }

    const balance = await checkout.createCheckout(yacht.id, origin, {
      booking_token: status.booking_token!,
      carbon_offset: true,
    });
    expect((await checkout.getLocalCheckout(balance.session_id)).amount_total).toBe(1_275_000);
    await pay(balance.session_id);
    expect((await allRows(connection.db, "bookings"))[0]).toMatchObject({
      amount_paid: 1_700_000 + offset,
      offset_total: offset,
      balance_due: 0,
    });
  });

  it("is charged with the full payment of a near departure", async () => {
    const { session_id, hold_token } = await checkout.createCheckout(yacht.id, origin, {
      departure_id: near,
      travelers: 1,
      carbon_offset: true,
    });
    expect(await checkout.getLocalCheckout(session_id)).toMatchObject({
      amount_total: 850_000 + 4_500,
      description:
        "Paid in full and the carbon offset for the flights ($45.00 USD) for 1 traveler, departing 2026-12-05",
    });
    await pay(session_id, hold_token);
    expect((await allRows(connection.db, "bookings"))[0]).toMatchObject({
      amount_paid: 854_500,
      trip_total: 850_000,
      offset_total: 4_500,
      balance_due: 0,
    });
  });

  it("is not charged when not chosen", async () => {
    for (const carbon_offset of [false, undefined]) {
      const { session_id } = await checkout.createCheckout(yacht.id, origin, {
        departure_id: far,
        travelers: 1,
        carbon_offset,
      });
      expect((await checkout.getLocalCheckout(session_id)).amount_total).toBe(212_500);
    }
    const { session_id, hold_token } = await checkout.createCheckout(yacht.id, origin, {
      departure_id: far,
      travelers: 1,
    });
    await pay(session_id, hold_token);
    const mail = (await allRows(connection.db, "mail_outbox")).find(
      (row) => row.to === traveler.email,
    );
    expect(mail?.text).not.toContain("Carbon offset");
    expect((await allRows(connection.db, "bookings"))[0]).toMatchObject({ offset_total: 0 });
  });

  it("is refused, writing nothing, where the price includes it or nothing flies", async () => {
    expect(
      await codeOf(
        checkout.createCheckout(jet.id, origin, { departure_id: far, carbon_offset: true }),
      ),
    ).toBe(
      "bad_request 400: carbon_offset: Private Jet includes the offset for its flights in its price",
    );
    expect(
      await codeOf(
        checkout.createCheckout(ferry.id, origin, { departure_id: far, carbon_offset: true }),
      ),
    ).toBe("bad_request 400: carbon_offset: Ptown has no flights to offset");
    expect(await countRows(connection.db, "checkout_sessions")).toBe(0);
    // Not chosen, the same packages book as before, at their price alone.
    const { session_id } = await checkout.createCheckout(jet.id, origin, { departure_id: far });
    expect((await checkout.getLocalCheckout(session_id)).amount_total).toBe(212_500);
  });
});
