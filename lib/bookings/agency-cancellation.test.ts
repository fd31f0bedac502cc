/**
 * The agency cancels a whole departure, on PGlite and PostgreSQL: one action, every booking on it
 * (one with the traveler's own request waiting) refunded in full with the $500 credit and the
 * reason mailed, the seats back, the departure sold no more, each booking audited and the
 * departure too; bookings of other departures untouched.
 */
import type { Connection } from "../db/client";
import { findBookingByToken } from "../db/queries/bookings";
import { countHeldSeats } from "../db/queries/departures";
import { allRows, databaseTargets, openTestDatabase } from "../test-support/databases";
import {
  APRIL,
  daysBeforeMarch,
  lifecycleOn,
  MARCH,
  outcomeOf,
  staff,
  truncateLifecycle,
  type Lifecycle,
} from "../test-support/bookings";

describe.each(databaseTargets)("the agency's cancellation on %s", (_name, databaseUrl) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;
  let life: Lifecycle;

  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(databaseUrl));
  });
  afterAll(() => cleanup());
  beforeEach(async () => {
    await truncateLifecycle(connection);
    life = lifecycleOn(connection);
  });

  it("cancels every booking of a departure at once: refunded in full plus $500 each", async () => {
    const deposit = await life.book();
    const paidInFull = await life.book({ travelers: 1 });
    life.clock.today = "2026-12-20";
    await life.payBalance(paidInFull.token);
    const asked = await life.book({ travelers: 3 });
    life.clock.now = daysBeforeMarch(50);
    await life.request(asked.token);
    const other = await life.book({ departure: APRIL });
    expect(await countHeldSeats(connection.db, MARCH)).toBe(6);

    const result = await life.desk.cancelDeparture(
      MARCH,
      { reason: "unsafe_conditions", note: "We will call each of you this week." },
      staff,
    );
    expect(result.refused).toEqual([]);
    expect(result.settled.sort()).toEqual(
      [deposit.reference, paidInFull.reference, asked.reference].sort(),
    );

    // Each gets back all it paid by card, and the $500 credit.
    for (const [booking, paid] of [
      [deposit, 200_000],
      [paidInFull, 400_000],
      [asked, 300_000],
    ] as const) {
      const row = await findBookingByToken(connection.db, booking.token);
      expect(row).toMatchObject({ status: "cancelled_refunded", balanceDue: 0 });
      const [cancellation] = (await allRows(connection.db, "booking_cancellations")).filter(
        (candidate) => candidate.booking_id === row!.id,
      );
      expect(cancellation).toMatchObject({
        kind: "agency",
        tier: "agency",
        reason: "unsafe_conditions",
        state: "settled",
        refund_amount: paid,
        credit_amount: 50_000,
      });
      const refunded = (await allRows(connection.db, "booking_refunds"))
        .filter((refund) => refund.booking_id === row!.id && refund.status === "succeeded")
        .reduce((sum, refund) => sum + Number(refund.amount), 0);
      expect(refunded).toBe(paid);
    }
    // The traveler's own request kept the moment it arrived.
    const askedRow = await findBookingByToken(connection.db, asked.token);
    const [askedCancellation] = (await allRows(connection.db, "booking_cancellations")).filter(
      (candidate) => candidate.booking_id === askedRow!.id,
    );
    expect(new Date(String(askedCancellation!.requested_at)).toISOString()).toBe(
      daysBeforeMarch(50).toISOString(),
    );
    const credits = await allRows(connection.db, "travel_credits");
    expect(credits.map((row) => row.amount)).toEqual([50_000, 50_000, 50_000]);

    // Seats back, the departure sold no more, the other departure untouched.
    expect(await countHeldSeats(connection.db, MARCH)).toBe(0);
    expect(
      await outcomeOf(
        life.checkout.createCheckout("lagoon-test-trip", "http://localhost:3000", {
          departure_id: MARCH,
          travelers: 1,
        }),
      ),
    ).toBe("conflict 409");
    expect((await findBookingByToken(connection.db, other.token))?.status).toBe("confirmed");

    // Each traveler reads why; the reason the safety alerts point to is among them.
    const mails = (await allRows(connection.db, "mail_outbox")).filter(
      (mail) => mail.kind === "cancellation",
    );
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(mail.subject).toContain("We have cancelled your trip: Lagoon Test Trip");
      expect(mail.text).toContain("it can no longer be run safely for you");
      expect(mail.text).toContain("We will call each of you this week.");
      expect(mail.text).toMatch(/Your credit code: LCC(-[2-9A-HJ-NP-Z]{4}){4}/);
    }
    const audit = await allRows(connection.db, "audit_log");
    expect(audit.map((row) => row.action).sort()).toEqual([
      "booking.cancel-by-agency",
      "booking.cancel-by-agency",
      "booking.cancel-by-agency",
      "departure.cancel",
    ]);
  });

  it("cancels one booking; a booking already cancelled is refused and unchanged", async () => {
    const { token, reference } = await life.book();
    const outcome = await life.desk.cancelByAgency(
      reference,
      { reason: "supplier_withdrew" },
      staff,
    );
    expect(outcome).toEqual({ status: "settled", refund: 200_000, credit: 50_000 });
    expect(
      await outcomeOf(life.desk.cancelByAgency(reference, { reason: "agency_decision" }, staff)),
    ).toBe("conflict 409");
    expect(await outcomeOf(life.request(token))).toBe("conflict 409");
    expect(await allRows(connection.db, "travel_credits")).toHaveLength(1);
  });
});
