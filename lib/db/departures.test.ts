/** Seats held per departure: paid and open booking checkouts count; expired ones and balances do not. */
import { sql } from "drizzle-orm";
import { databaseTargets, openTestDatabase } from "../test-support/databases";
import type { Connection } from "./client";
import { countHeldSeats, listHeldSeats } from "./queries/departures";
import { checkoutSessions } from "./schema";

const now = new Date("2026-11-24T12:00:00Z");
const later = new Date("2026-11-24T12:30:00Z");
const earlier = new Date("2026-11-24T11:00:00Z");

describe.each(databaseTargets)("held seats on %s", (_name, databaseUrl) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(databaseUrl));
  });
  afterAll(() => cleanup());
  beforeEach(() => connection.db.execute(sql`truncate checkout_sessions, departure_locks`));

  let n = 0;
  const session = (fields: Partial<typeof checkoutSessions.$inferInsert>) => ({
    id: `cs_test_held_${++n}`,
    provider: "local",
    packageId: "cyclades-private-yacht",
    packageName: "Cyclades Private Yacht",
    amountTotal: 100,
    currency: "usd",
    successUrl: "http://localhost/booking-success",
    cancelUrl: "http://localhost/packages",
    expiresAt: later,
    departureId: "yacht-2027-06-19",
    ...fields,
  });

  it("counts the travelers of paid and open checkouts only", async () => {
    await connection.db
      .insert(checkoutSessions)
      .values([
        session({ travelers: 2, status: "complete", paymentStatus: "paid" }),
        session({ travelers: 3 }),
        session({ travelers: 4, expiresAt: earlier }),
        session({ travelers: 5, status: "expired" }),
        session({ travelers: 6, purpose: "balance", status: "complete", paymentStatus: "paid" }),
        session({ travelers: 1, departureId: "other-2027-01-01" }),
      ]);
    expect(await countHeldSeats(connection.db, "yacht-2027-06-19", now)).toBe(5);
    expect(await listHeldSeats(connection.db, now)).toEqual(
      new Map([
        ["yacht-2027-06-19", 5],
        ["other-2027-01-01", 1],
      ]),
    );
  });
});
