/**
 * Cancelled bookings and departures as the desk lists them, on PGlite and PostgreSQL: each booking
 * with its real status (never "paid in full" once cancelled) and what its cancellation refunded,
 * credited and kept in supplier costs or the processing fee, on the bookings list, its CSV and a departure's manifest,
 * whose totals of what is held and owed leave settled cancellations out and count them apart; a
 * departure the agency cancelled is listed as cancelled, with its date and reason, none for sale.
 */
import type { Connection } from "../db/client";
import { listDeskBookings } from "../db/queries/booking-desk";
import { getDepartureManifest, listDepartureSeats } from "../db/queries/departure-manifest";
import { databaseTargets, openTestDatabase } from "../test-support/databases";
import { toCsv } from "../staff/csv";
import { bookingColumns, manifestColumns } from "../staff/desk/bookings";
import {
  APRIL,
  daysBeforeMarch,
  lifecycleOn,
  MARCH,
  staff,
  trip,
  truncateLifecycle,
  type Lifecycle,
} from "../test-support/bookings";

const TODAY = "2027-01-10";

describe.each(databaseTargets)("cancellations on the desk's lists on %s", (_name, databaseUrl) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;
  let life: Lifecycle;
  const refs: Record<string, string> = {};

  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(databaseUrl));
    await truncateLifecycle(connection);
    life = lifecycleOn(connection);
    // March: a deposit owed (2 travelers), one paid in full (1), one the traveler cancelled 50
    // days out with $200 of supplier costs kept (3). April: one the agency cancelled.
    refs.deposit = (await life.book()).reference;
    const paid = await life.book({ travelers: 1 });
    refs.paid = paid.reference;
    life.clock.today = "2026-12-20";
    await life.payBalance(paid.token);
    const asked = await life.book({ travelers: 3 });
    refs.asked = asked.reference;
    life.clock.now = daysBeforeMarch(50);
    await life.request(asked.token);
    await life.desk.approve(
      asked.reference,
      { supplierCosts: 20_000, reason: "The lodge keeps its deposit" },
      staff,
    );
    // April: one the traveler cancelled more than 60 days out, the processing fee kept.
    const early = await life.book({ departure: APRIL, travelers: 1 });
    refs.early = early.reference;
    life.clock.now = daysBeforeMarch(75);
    await life.request(early.token);
    await life.desk.approve(early.reference, { supplierCosts: 0 }, staff);
    refs.april = (await life.book({ departure: APRIL })).reference;
    await life.desk.cancelByAgency(
      refs.april,
      { reason: "supplier_withdrew", note: "We will call you." },
      staff,
    );
  });
  afterAll(() => cleanup());

  it("lists each booking's real status and what its cancellation returned", async () => {
    const { rows: bookings } = await listDeskBookings(connection.db, {}, undefined, {
      today: TODAY,
    });
    const byRef = new Map(bookings.map((row) => [row.reference, row]));
    expect(byRef.get(refs.asked!)).toMatchObject({
      status: "cancelled_refunded",
      balance_status: "cancelled",
      balance_due: 0,
      amount_paid: 300_000,
      refunded: 130_000,
      credit_issued: 0,
      supplier_costs: 20_000,
      processing_fee: 0,
    });
    expect(byRef.get(refs.early!)).toMatchObject({
      status: "cancelled_refunded",
      amount_paid: 100_000,
      refunded: 75_000,
      processing_fee: 25_000,
    });
    expect(byRef.get(refs.april!)).toMatchObject({
      status: "cancelled_refunded",
      balance_status: "cancelled",
      refunded: 200_000,
      credit_issued: 50_000,
      supplier_costs: 0,
    });
    expect(byRef.get(refs.paid!)).toMatchObject({
      status: "paid_in_full",
      balance_status: "paid_in_full",
      refunded: 0,
      credit_issued: 0,
    });
    expect(byRef.get(refs.deposit!)).toMatchObject({ balance_status: "due", refunded: 0 });

    // The CSV: a cancelled booking's balance is "cancelled", with its refund, credit and costs.
    const lines = toCsv(bookingColumns, bookings).split("\r\n");
    const header = lines[0]!.split(",");
    const cell = (reference: string, column: string) =>
      lines.find((line) => line.startsWith(reference))!.split(",")[header.indexOf(column)];
    expect(cell(refs.asked!, "balance_status")).toBe("cancelled");
    expect(cell(refs.asked!, "status")).toBe("cancelled_refunded");
    expect(cell(refs.asked!, "refunded")).toBe("1300.00");
    expect(cell(refs.asked!, "supplier_costs")).toBe("200.00");
    expect(cell(refs.april!, "credit_issued")).toBe("500.00");
    expect(cell(refs.april!, "processing_fee")).toBe("0.00");
    expect(cell(refs.early!, "refunded")).toBe("750.00");
    expect(cell(refs.early!, "processing_fee")).toBe("250.00");
    expect(cell(refs.paid!, "balance_status")).toBe("paid_in_full");
  });

  it("filters by balance: paid in full leaves cancelled bookings out; cancelled finds them", async () => {
    const refsOf = async (balance: "paid_in_full" | "cancelled" | "due") =>
      (await listDeskBookings(connection.db, { balance }, undefined, { today: TODAY })).rows
        .map((row) => row.reference)
        .sort();
    expect(await refsOf("paid_in_full")).toEqual([refs.paid]);
    expect(await refsOf("cancelled")).toEqual([refs.asked, refs.april, refs.early].sort());
    expect(await refsOf("due")).toEqual([refs.deposit]);
  });

  it("totals a manifest's standing bookings, and its settled cancellations apart", async () => {
    const manifest = (await getDepartureManifest(connection.db, [trip], MARCH, {
      today: TODAY,
    }))!;
    expect(manifest.bookings.map((row) => [row.reference, row.status])).toEqual([
      [refs.deposit, "confirmed"],
      [refs.paid, "paid_in_full"],
      [refs.asked, "cancelled_refunded"],
    ]);
    expect(manifest.totals).toEqual({
      bookings: 2,
      travelers: 3,
      tripTotal: 800_000 + 400_000,
      offsetTotal: 0,
      paid: 200_000 + 400_000,
      balanceDue: 600_000,
    });
    expect(manifest.cancelledTotals).toEqual({
      bookings: 1,
      travelers: 3,
      paid: 300_000,
      refunded: 130_000,
      creditIssued: 0,
      supplierCosts: 20_000,
      processingFees: 0,
    });
    const csv = toCsv(manifestColumns(manifest), manifest.bookings).split("\r\n");
    expect(csv[0]).toContain(
      ",balance_status,status,paid_with_credit,refunded,credit_issued,supplier_costs,processing_fee,",
    );
    expect(csv.find((line) => line.includes(refs.asked!))).toContain(
      ",cancelled,cancelled_refunded,0.00,1300.00,0.00,200.00,0.00,",
    );
  });

  it("lists a departure the agency cancelled as cancelled, with when and why, none for sale", async () => {
    const before = await listDepartureSeats(connection.db, [trip], { today: TODAY });
    expect(before.upcoming.map(({ id, left, cancelled }) => [id, left, cancelled])).toEqual([
      [MARCH, 12 - 3, null],
      [APRIL, 12, null],
    ]);
    life.clock.now = new Date("2027-01-10T15:00:00Z");
    await life.desk.cancelDeparture(MARCH, { reason: "unsafe_conditions", note: "Sorry." }, staff);

    const { upcoming } = await listDepartureSeats(connection.db, [trip], { today: TODAY });
    const march = upcoming.find((row) => row.id === MARCH)!;
    expect(march).toMatchObject({
      sold: 0,
      left: 0,
      cancelled: { reason: "unsafe_conditions", note: "Sorry.", byName: staff.name },
    });
    expect(Date.parse(march.cancelled!.at)).not.toBeNaN();
    expect(upcoming.find((row) => row.id === APRIL)).toMatchObject({ left: 12, cancelled: null });

    const manifest = (await getDepartureManifest(connection.db, [trip], MARCH, {
      today: TODAY,
    }))!;
    expect(manifest.departure.cancelled?.reason).toBe("unsafe_conditions");
    expect(manifest.bookings.map((row) => [row.status, row.balance_status])).toEqual([
      ["cancelled_refunded", "cancelled"],
      ["cancelled_refunded", "cancelled"],
      ["cancelled_refunded", "cancelled"],
    ]);
    expect(manifest.totals).toMatchObject({ bookings: 0, travelers: 0, paid: 0, balanceDue: 0 });
    expect(manifest.cancelledTotals).toMatchObject({
      bookings: 3,
      travelers: 6,
      refunded: 200_000 + 400_000 + 130_000,
      creditIssued: 50_000 * 2,
    });
  });
});
