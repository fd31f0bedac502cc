/**
 * The bookings desk's status filter on both drivers: for every status (and "overdue"), the filter
 * in SQL lists exactly the bookings whose status, read from the row, is that one; the list puts
 * cancellation requests with overdue balances first; the CSV carries the status.
 */
import { sql } from "drizzle-orm";
import { BOOKING_STATUSES } from "@/lib/contract";
import { databaseTargets, openTestDatabase } from "../../test-support/databases";
import type { Connection } from "../client";
import { bookings } from "../schema";
import { listDeskBookings } from "./booking-desk";

const TODAY = "2027-01-20";

/** One booking per case: its stored status, departure and balance. */
const cases: [string, Partial<typeof bookings.$inferInsert>][] = [
  ["far balance", { startsOn: "2027-04-01", balanceDue: 100, balanceDueOn: "2027-03-02" }],
  [
    "balance in the reminder week",
    { startsOn: "2027-02-26", balanceDue: 100, balanceDueOn: "2027-01-27" },
  ],
  ["balance due today", { startsOn: "2027-02-19", balanceDue: 100, balanceDueOn: "2027-01-20" }],
  ["overdue balance", { startsOn: "2027-02-10", balanceDue: 100, balanceDueOn: "2027-01-11" }],
  ["paid in full", { startsOn: "2027-02-10", balanceDue: 0, balanceDueOn: null }],
  ["departs today", { startsOn: "2027-01-20", balanceDue: 0, balanceDueOn: null }],
  ["departed", { startsOn: "2027-01-19", balanceDue: 0, balanceDueOn: null }],
  [
    "requested",
    {
      status: "cancellation_requested",
      startsOn: "2027-03-01",
      balanceDue: 100,
      balanceDueOn: "2027-01-30",
    },
  ],
  ["refunded", { status: "cancelled_refunded", startsOn: "2027-03-01" }],
  ["credited", { status: "cancelled_credited", startsOn: "2027-03-01" }],
  ["nothing back", { status: "cancelled", startsOn: "2027-03-01" }],
  ["undated", { startsOn: null, balanceDue: 0, balanceDueOn: null }],
];

const expected: Record<string, string> = {
  "far balance": "confirmed",
  "balance in the reminder week": "balance_due",
  "balance due today": "balance_due",
  "overdue balance": "balance_due",
  "paid in full": "paid_in_full",
  "departs today": "paid_in_full",
  departed: "travelled",
  requested: "cancellation_requested",
  refunded: "cancelled_refunded",
  credited: "cancelled_credited",
  "nothing back": "cancelled",
  undated: "paid_in_full",
};

describe.each(databaseTargets)("the desk's status filter on %s", (_name, databaseUrl) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(databaseUrl));
    await connection.db.execute(sql`truncate bookings`);
    await connection.db.insert(bookings).values(
      cases.map(([name, fields], i) => ({
        id: crypto.randomUUID(),
        sessionId: `cs_status_${i}`,
        packageId: "cyclades-private-yacht",
        packageName: "Cyclades Private Yacht",
        amountTotal: 100,
        currency: "usd",
        customerEmail: `status${i}@example.com`,
        customerName: name,
        reference: `LC-STATUS${"23456789AB"[i % 10]}${"CDEFGHJKMN"[Math.floor(i / 10)]}`.slice(
          0,
          11,
        ),
        createdAt: new Date(Date.UTC(2026, 5, 1, 0, i)),
        ...fields,
      })),
    );
  });
  afterAll(() => cleanup());

  it("reads every booking's status as the row says", async () => {
    const { rows: all } = await listDeskBookings(connection.db, {}, undefined, {
      today: TODAY,
    });
    expect(Object.fromEntries(all.map((row) => [row.customer_name, row.status]))).toEqual(expected);
    // What needs staff first: the overdue balance and the request.
    expect(
      all
        .slice(0, 2)
        .map((row) => row.customer_name)
        .sort(),
    ).toEqual(["overdue balance", "requested"]);
  });

  it.each([...BOOKING_STATUSES])("lists exactly the bookings that are %s", async (status) => {
    const page = await listDeskBookings(connection.db, { status }, undefined, { today: TODAY });
    const names = Object.entries(expected)
      .filter(([, value]) => value === status)
      .map(([name]) => name)
      .sort();
    expect(page.rows.map((row) => row.customer_name).sort()).toEqual(names);
    expect(page.total).toBe(names.length);
  });

  it("lists overdue balances under 'overdue'", async () => {
    const page = await listDeskBookings(connection.db, { status: "overdue" }, undefined, {
      today: TODAY,
    });
    expect(page.rows.map((row) => row.customer_name).sort()).toEqual(["overdue balance"]);
  });
});
