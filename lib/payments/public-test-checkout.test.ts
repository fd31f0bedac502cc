/**
 * A public site that runs the free test checkout on purpose (ALLOW_TEST_CHECKOUT=1), on both
 * drivers: its test checkouts and test bookings hold no seats, so a test never makes a departure
 * look sold out to real buyers; and every start says loudly what it is doing.
 */
import { sql } from "drizzle-orm";
import type { Connection } from "../db/client";
import { listHeldSeats } from "../db/queries/departures";
import { testCheckoutWarning } from "../startup";
import { getConfig } from "../config";
import { createCheckoutService, type CheckoutService } from "./service";
import { countRows, databaseTargets, openTestDatabase, yacht } from "../test-support/databases";

process.env.SITE_URL = "https://travel.example";
process.env.ALLOW_TEST_CHECKOUT = "1";

const card = { card_number: "4242424242424242", expiry: "12/99", cvc: "123" };
const near = "cyclades-private-yacht-2026-12-05"; // 2 seats

describe.each(databaseTargets)("the test checkout of a public site on %s", (_name, url) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;
  let checkout: CheckoutService;

  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(url));
    checkout = createCheckoutService({
      getDb: async () => connection.db,
      findPackage: (id) => (id === yacht.id ? yacht : undefined),
      staffAddress: "staff@lavender.example",
      today: () => "2026-11-24",
    });
  });
  afterAll(() => cleanup());
  beforeEach(() =>
    connection.db.execute(sql`truncate checkout_sessions, bookings, mail_outbox, departure_locks`),
  );

  it("holds no seats for test checkouts or test bookings", async () => {
    const order = { departure_id: near, travelers: 2 };
    const paid = await checkout.createCheckout(yacht.id, "https://travel.example", order);
    await checkout.payLocal({
      session_id: paid.session_id,
      ...card,
      email: "a@example.com",
      name: "A",
    });
    // The departure's two seats are still there for a real buyer, however many tests run.
    await checkout.createCheckout(yacht.id, "https://travel.example", order);
    await checkout.createCheckout(yacht.id, "https://travel.example", order);
    expect(await countRows(connection.db, "bookings")).toBe(1);
    expect((await listHeldSeats(connection.db)).get(near) ?? 0).toBe(0);
  });
});

describe("the start of a public site on the test checkout", () => {
  it("prints a warning framed to be seen", () => {
    const lines = testCheckoutWarning(getConfig());
    expect(lines[0]).toMatch(/^!{60,}$/);
    expect(lines.join("\n")).toContain(
      "TEST CHECKOUT ON A PUBLIC SITE: https://travel.example takes no real payments.",
    );
    expect(lines.join("\n")).toContain("Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
    expect(testCheckoutWarning({ ...getConfig(), STRIPE_SECRET_KEY: "sk_live_x" })).toEqual([]);
    expect(testCheckoutWarning({ ...getConfig(), SITE_URL: "http://localhost:3000" })).toEqual([]);
  });
});
