/**
 * The desk's departures and manifests on both databases: seats sold (paid), held (open checkouts)
 * and left as the booking step counts them, a departure's bookings with their amounts, offsets and
 * open balances, and the export recorded in the audit log with the read.
 */
import { sql } from "drizzle-orm";
import type { Connection } from "../client";
import { createCheckoutService, type CheckoutService } from "@/lib/payments/service";
import { allRows, databaseTargets, openTestDatabase, yacht } from "@/lib/test-support/databases";
import {
  exportDepartureManifest,
  getDepartureManifest,
  listDepartureSeats,
} from "./departure-manifest";

const origin = "http://localhost:3000";
const card = { card_number: "4242424242424242", expiry: "12/99", cvc: "123" };
const far = "cyclades-private-yacht-2027-06-19"; // 8 seats, deposit
const near = "cyclades-private-yacht-2026-12-05"; // 2 seats
const today = "2026-11-24";
const robin = { id: "staff-robin", name: "Robin" };

describe.each(databaseTargets)("departure manifests on %s", (_name, databaseUrl) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;
  let checkout: CheckoutService;

  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(databaseUrl));
    checkout = createCheckoutService({
      getDb: async () => connection.db,
      findPackage: (id) => (id === yacht.id ? yacht : undefined),
      staffAddress: "staff@lavender.example",
      today: () => today,
    });
    await connection.db.execute(
      sql`truncate checkout_sessions, bookings, mail_outbox, departure_locks, audit_log`,
    );
    // Ana books two with the offset and Bo one without; Cy is paying for one now; Di's
    // checkout ran out unpaid.
    const book = async (name: string, travelers: number, carbon_offset?: boolean) => {
      const { session_id } = await checkout.createCheckout(yacht.id, origin, {
        departure_id: far,
        travelers,
        carbon_offset,
      });
      await checkout.payLocal({
        session_id,
        ...card,
        email: `${name.toLowerCase()}@example.com`,
        name,
      });
    };
    await book("Ana", 2, true);
    await book("Bo", 1);
    await checkout.createCheckout(yacht.id, origin, { departure_id: far, travelers: 1 });
    const lapsed = await checkout.createCheckout(yacht.id, origin, {
      departure_id: far,
      travelers: 1,
    });
    await connection.db.execute(
      sql`update checkout_sessions set expires_at = now() - interval '1 minute' where id = ${lapsed.session_id}`,
    );
  });
  afterAll(() => cleanup());

  it("lists every departure with its seats sold, held and left, soonest first", async () => {
    const { upcoming, departed } = await listDepartureSeats(connection.db, [yacht], { today });
    expect(departed).toEqual([]);
    expect(
      upcoming.map(({ id, seats, sold, held, left }) => ({ id, seats, sold, held, left })),
    ).toEqual([
      { id: near, seats: 2, sold: 0, held: 0, left: 2 },
      { id: far, seats: 8, sold: 3, held: 1, left: 4 },
    ]);
    const later = await listDepartureSeats(connection.db, [yacht], { today: "2026-12-06" });
    expect(later.upcoming.map((row) => row.id)).toEqual([far]);
    expect(later.departed.map((row) => row.id)).toEqual([near]);
  });

  it("gives a departure's bookings in the order sold, with amounts, offsets, balances and totals", async () => {
    const manifest = (await getDepartureManifest(connection.db, [yacht], far, { today }))!;
    expect(manifest.departure).toMatchObject({
      packageName: yacht.name,
      sold: 3,
      held: 1,
      left: 4,
    });
    expect(
      manifest.bookings.map((row) => [
        row.customer_name,
        row.travelers,
        row.trip_total,
        row.offset_total,
        row.amount_paid,
        row.balance_due,
        row.balance_due_on,
      ]),
    ).toEqual([
      ["Ana", 2, 1_700_000, 9_000, 425_000 + 9_000, 1_275_000, "2027-05-20"],
      ["Bo", 1, 850_000, 0, 212_500, 637_500, "2027-05-20"],
    ]);
    expect(manifest.totals).toEqual({
      bookings: 2,
      travelers: 3,
      tripTotal: 2_550_000,
      offsetTotal: 9_000,
      paid: 646_500,
      balanceDue: 1_912_500,
    });
    expect(manifest.cancelledTotals).toEqual({
      bookings: 0,
      travelers: 0,
      paid: 0,
      refunded: 0,
      creditIssued: 0,
      supplierCosts: 0,
      processingFees: 0,
    });
    const empty = (await getDepartureManifest(connection.db, [yacht], near, { today }))!;
    expect(empty.bookings).toEqual([]);
    expect(
      await getDepartureManifest(connection.db, [yacht], "nowhere-2027-01-01"),
    ).toBeUndefined();
  });

  it("records an export in the audit log with its departure and counts, never a traveler", async () => {
    const manifest = await exportDepartureManifest(connection.db, [yacht], far, robin, { today });
    expect(manifest?.bookings).toHaveLength(2);
    const entries = await allRows(connection.db, "audit_log");
    expect(entries).toEqual([
      expect.objectContaining({
        action: "departure.export",
        target: far,
        detail: "2 bookings, 3 travelers",
        staff_name: "Robin",
      }),
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/Ana|ana@example/);
    expect(
      await exportDepartureManifest(connection.db, [yacht], "nowhere-2027-01-01", robin),
    ).toBeUndefined();
    expect(await allRows(connection.db, "audit_log")).toHaveLength(1);
  });
});
