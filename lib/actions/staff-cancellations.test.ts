/**
 * The desk's cancellation forms as their server actions take them, on PGlite and PostgreSQL: the
 * manifest's "Cancel this departure" for a departure with no booking or one (refunded in full with
 * the credit, taken off sale), refused for one already cancelled or gone by; a supplier cost that
 * is not a plain amount refused with its message; and posts that find nothing to change (an agency
 * cancel of a settled booking, an approval with no request) sent back to the page saying so.
 */
import type { Connection } from "../db/client";
import { addDays, isoDay } from "../bookings/money";
import {
  APRIL,
  lifecycleOn,
  MARCH,
  outcomeOf,
  trip,
  truncateLifecycle,
  type Lifecycle,
} from "../test-support/bookings";
import { allRows, databaseTargets, openTestDatabase } from "../test-support/databases";

jest.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error("NEXT_REDIRECT"), { to });
  },
}));
const revalidatePath = jest.fn();
jest.mock("next/cache", () => ({
  revalidatePath: (...args: unknown[]) => revalidatePath(...args),
}));
jest.mock("../auth/current", () => ({ requireStaffMember: async () => staffMember }));
jest.mock("./same-site", () => ({ sameSiteHeaders: async () => new Headers() }));
jest.mock("../mail/delivery", () => ({ kickMailDelivery: async () => undefined }));
jest.mock("../api/handler", () => ({
  ...jest.requireActual("../api/handler"),
  enforceRateLimit: async () => undefined,
}));
jest.mock("../bookings/cancellation-service", () => ({ getCancellationDesk: () => current.desk }));
// The catalog's departures, as the manifest's form reads them: the test trip's.
jest.mock("../db/queries/departure-manifest", () => {
  const actual = jest.requireActual("../db/queries/departure-manifest");
  return {
    ...actual,
    findDeparture: (_packages: unknown, id: string) => actual.findDeparture([catalogTrip], id),
  };
});
jest.mock("../db/client", () => ({
  ...jest.requireActual("../db/client"),
  getDb: async () => current.db,
}));

const staffMember = { id: "staff-ellis", name: "Ellis Warden", email: "e@example.com" };
const current = {} as { desk: Lifecycle["desk"]; db: Connection["db"] };
const GONE = "lagoon-2026-01-05";
/** The trip as the catalog sells it: March and April still ahead, one departure gone by. */
const catalogTrip = {
  ...trip,
  departures: [
    { id: MARCH, starts_on: addDays(isoDay(), 60), seats_left: 12 },
    { id: APRIL, starts_on: addDays(isoDay(), 90), seats_left: 12 },
    { id: GONE, starts_on: addDays(isoDay(), -3), seats_left: 12 },
  ],
};

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

/** The action's answer: its state, or where it redirected. */
const answer = (promise: Promise<unknown>) =>
  promise.then(
    (state) => state,
    (error: { to?: string }) => {
      if (!error.to) throw error;
      return { redirect: error.to };
    },
  );

describe.each(databaseTargets)("the desk's cancellation forms on %s", (_name, databaseUrl) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;
  let life: Lifecycle;
  let actions: typeof import("./staff-cancellations");

  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(databaseUrl));
    actions = await import("./staff-cancellations");
  });
  afterAll(() => cleanup());
  beforeEach(async () => {
    await truncateLifecycle(connection);
    life = lifecycleOn(connection);
    current.desk = life.desk;
    current.db = connection.db;
    revalidatePath.mockClear();
  });

  const cancelDeparture = (fields: Record<string, string>) =>
    answer(actions.cancelWholeDeparture({}, formOf(fields)));

  it("cancels a departure with no booking from its manifest: off sale, audited", async () => {
    expect(
      await cancelDeparture({ departure_id: APRIL, reason: "too_few_travelers", confirm: "yes" }),
    ).toEqual({
      redirect: `/staff/departures/${APRIL}?departure=cancelled&settled=0&refused=0`,
    });
    expect(await allRows(connection.db, "cancelled_departures")).toEqual([
      expect.objectContaining({ departure_id: APRIL, reason: "too_few_travelers", note: null }),
    ]);
    expect(
      await outcomeOf(
        life.checkout.createCheckout(trip.id, "http://localhost:3000", {
          departure_id: APRIL,
          travelers: 1,
        }),
      ),
    ).toBe("conflict 409");
    expect((await allRows(connection.db, "audit_log")).map((row) => row.action)).toEqual([
      "departure.cancel",
    ]);
    // Every page that lists departures renders afresh without it.
    expect(revalidatePath).toHaveBeenCalledWith("/", "layout");
    revalidatePath.mockClear();

    // Posted again (another tab), it changes nothing and says so.
    expect(
      await cancelDeparture({ departure_id: APRIL, reason: "agency_decision", confirm: "yes" }),
    ).toEqual({ redirect: `/staff/departures/${APRIL}?unchanged=cancelled` });
    expect(await allRows(connection.db, "audit_log")).toHaveLength(1);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it("cancels a departure with one booking: refunded in full plus the credit, reason and note mailed", async () => {
    const { reference } = await life.book();
    expect(
      await cancelDeparture({
        departure_id: MARCH,
        reason: "unsafe_conditions",
        note: "We will call you this week.",
        confirm: "yes",
      }),
    ).toEqual({
      redirect: `/staff/departures/${MARCH}?departure=cancelled&settled=1&refused=0`,
    });
    const [booking] = await allRows(connection.db, "bookings");
    expect(booking).toMatchObject({ reference, status: "cancelled_refunded" });
    expect(await allRows(connection.db, "booking_cancellations")).toEqual([
      expect.objectContaining({
        kind: "agency",
        reason: "unsafe_conditions",
        note: "We will call you this week.",
        refund_amount: 200_000,
        credit_amount: 50_000,
      }),
    ]);
    const mail = (await allRows(connection.db, "mail_outbox")).find(
      (row) => row.kind === "cancellation",
    );
    expect(mail?.text).toContain("it can no longer be run safely for you");
    expect(mail?.text).toContain("We will call you this week.");
  });

  it("refuses a form without its reason or confirmation, and a departure gone by", async () => {
    expect(await cancelDeparture({ departure_id: MARCH, reason: "unsafe_conditions" })).toEqual({
      error: "Not cancelled: tick the box to confirm the cancellation.",
    });
    expect(await cancelDeparture({ departure_id: MARCH, confirm: "yes" })).toEqual({
      error: "Not cancelled: choose why the trip is cancelled.",
    });
    expect(
      await cancelDeparture({ departure_id: GONE, reason: "unsafe_conditions", confirm: "yes" }),
    ).toEqual({ redirect: `/staff/departures/${GONE}?unchanged=departed` });
    expect(
      await cancelDeparture({
        departure_id: "nowhere-2027-01-01",
        reason: "unsafe_conditions",
        confirm: "yes",
      }),
    ).toEqual({ redirect: "/staff/departures" });
    expect(await allRows(connection.db, "cancelled_departures")).toEqual([]);
  });

  it("refuses a supplier cost that is not a plain amount, changing nothing", async () => {
    const { token, reference } = await life.book({ travelers: 3 });
    life.clock.now = new Date("2027-01-10T12:00:00Z"); // 50 days out: half of $3,000 back
    await life.request(token);
    for (const typed of ["1,0,0", "12.345", "1e3"]) {
      expect(
        await answer(
          actions.approveCancellation(
            {},
            formOf({ reference, supplier_costs: typed, supplier_costs_reason: "Lodge" }),
          ),
        ),
      ).toEqual({
        error:
          "Supplier costs must be a plain amount in dollars, such as 350 or 1,250.50: digits, commas only between thousands, at most two decimals.",
      });
    }
    expect(await allRows(connection.db, "booking_refunds")).toEqual([]);
    expect(
      await answer(
        actions.approveCancellation(
          {},
          formOf({ reference, supplier_costs: "1,250.50", supplier_costs_reason: "Lodge" }),
        ),
      ),
    ).toEqual({ redirect: `/staff/bookings/${reference}?cancellation=settled` });
    expect(await allRows(connection.db, "booking_cancellations")).toEqual([
      expect.objectContaining({ supplier_costs: 125_050, refund_amount: 150_000 - 125_050 }),
    ]);
  });

  it("says so when a post finds nothing to change", async () => {
    const { reference } = await life.book();
    // No request waits: nothing to approve.
    expect(
      await answer(actions.approveCancellation({}, formOf({ reference, supplier_costs: "" }))),
    ).toEqual({ redirect: `/staff/bookings/${reference}?unchanged=no-request` });
    const agency = () =>
      answer(
        actions.cancelForAgency(
          {},
          formOf({ reference, reason: "agency_decision", scope: "booking", confirm: "yes" }),
        ),
      );
    expect(await agency()).toEqual({
      redirect: `/staff/bookings/${reference}?cancellation=settled`,
    });
    // Settled already: a second agency cancel, or an approval, changes nothing and says so.
    expect(await agency()).toEqual({
      redirect: `/staff/bookings/${reference}?unchanged=cancelled`,
    });
    expect(
      await answer(actions.approveCancellation({}, formOf({ reference, supplier_costs: "" }))),
    ).toEqual({ redirect: `/staff/bookings/${reference}?unchanged=cancelled` });
    expect(await allRows(connection.db, "travel_credits")).toHaveLength(1);
  });
});
