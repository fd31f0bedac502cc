/**
 * The traveler's cancellation through its life, on PGlite and PostgreSQL: the request recorded
 * with the moment it arrived and the schedule's tier fixed from that moment's UTC date (61, 60,
 * 30 and 29 days, the day of departure), refusals that write nothing, and the approval that
 * refunds through the local checkout's own record, issues the credit, returns the seats, stops
 * the balance chaser and mails the traveler and staff, in one transaction with one audit entry.
 */
import { sql } from "drizzle-orm";
import type { Connection } from "../db/client";
import { revokeBookingLinks } from "../db/queries/booking-links";
import { findBookingByToken, listBalancesToChase } from "../db/queries/bookings";
import { countHeldSeats } from "../db/queries/departures";
import { markMailSent } from "../db/queries/mail-outbox";
import { allRows, countRows, databaseTargets, openTestDatabase } from "../test-support/databases";
import {
  daysBeforeMarch,
  lifecycleOn,
  MARCH,
  outcomeOf,
  staff,
  traveler,
  truncateLifecycle,
  type Lifecycle,
} from "../test-support/bookings";

/** Two travelers' $2,000 deposit, in cents. */
const DEPOSIT = 200_000;
const FEE = 25_000;

describe.each(databaseTargets)("a traveler's cancellation on %s", (_name, databaseUrl) => {
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

  const cancellations = () => allRows(connection.db, "booking_cancellations");
  const mailsOf = async (kind: string) =>
    (await allRows(connection.db, "mail_outbox")).filter((mail) => mail.kind === kind);

  it.each([
    [61, "full_less_fee", DEPOSIT - FEE, 0],
    [60, "half", DEPOSIT / 2, 0],
    [30, "half", DEPOSIT / 2, 0],
    [29, "credit", 0, DEPOSIT],
    [0, "credit", 0, DEPOSIT],
  ])(
    "a notice arriving %i days before departure falls under %s",
    async (days, tier, refund, credit) => {
      const { token } = await life.book();
      life.clock.now = daysBeforeMarch(days);
      const receipt = await life.request(token);
      expect(receipt).toMatchObject({
        status: "cancellation_requested",
        tier,
        days_before_travel: days,
      });
      const [row] = await cancellations();
      expect(row).toMatchObject({
        kind: "traveler",
        tier,
        days_before_travel: days,
        refund_amount: refund,
        credit_amount: credit,
        state: "requested",
      });
      expect(new Date(String(row!.requested_at)).toISOString()).toBe(
        daysBeforeMarch(days).toISOString(),
      );
    },
  );

  it("counts days in UTC: a second before midnight is 61 days, the next second 60", async () => {
    const early = await life.book();
    const late = await life.book();
    life.clock.now = daysBeforeMarch(61, "23:59:59");
    expect((await life.request(early.token)).tier).toBe("full_less_fee");
    life.clock.now = daysBeforeMarch(60, "00:00:00");
    expect((await life.request(late.token)).tier).toBe("half");
  });

  it("refuses a request whose terms changed since the page showed them, writing nothing", async () => {
    const { token } = await life.book();
    life.clock.now = daysBeforeMarch(60, "00:00:01");
    expect(await outcomeOf(life.request(token, "full_less_fee"))).toBe("conflict 409");
    expect(await countRows(connection.db, "booking_cancellations")).toBe(0);
    expect((await findBookingByToken(connection.db, token))?.status).toBe("confirmed");
  });

  it("refuses a second request, a trip that has begun, an expired and an erased link", async () => {
    const { token } = await life.book();
    life.clock.now = daysBeforeMarch(90);
    await life.request(token);
    const mails = await countRows(connection.db, "mail_outbox");
    expect(await outcomeOf(life.request(token))).toBe("conflict 409");
    expect(await countRows(connection.db, "mail_outbox")).toBe(mails);

    const begun = await life.book();
    life.clock.now = daysBeforeMarch(-1, "08:00:00");
    expect(await outcomeOf(life.request(begun.token))).toBe("conflict 409");
    // 90 days after the trip's last day the link no longer opens, nor cancels, the booking.
    life.clock.now = daysBeforeMarch(-(5 + 90), "08:00:00");
    expect(await outcomeOf(life.request(begun.token))).toBe("gone 410");

    const erased = await life.book();
    const row = await findBookingByToken(connection.db, erased.token);
    await revokeBookingLinks(connection.db, [row!.id]);
    life.clock.now = daysBeforeMarch(90);
    expect(await outcomeOf(life.request(erased.token))).toBe("not_found 404");
    expect(await countRows(connection.db, "booking_cancellations")).toBe(1);
  });

  it("approves with the tier of the notice's arrival, refunds, returns the seats, stops the chaser and mails", async () => {
    const { token, reference, sessionId } = await life.book();
    expect(await countHeldSeats(connection.db, MARCH)).toBe(2);
    expect(await life.checkout.getCheckoutStatus(sessionId)).toMatchObject({
      purpose: "booking",
      booking_status: "confirmed",
    });
    life.clock.now = daysBeforeMarch(61);
    await life.request(token);
    // The confirmation page, opened again, reads the booking as it stands.
    expect(await life.checkout.getCheckoutStatus(sessionId)).toMatchObject({
      booking_status: "cancellation_requested",
    });
    // A request alone already stops the balance reminders.
    expect(await listBalancesToChase(connection.db, "2027-12-31")).toHaveLength(0);
    expect(await mailsOf("cancellation_request")).toHaveLength(1);
    expect((await mailsOf("cancellation_request_notice"))[0]?.to).toBe("staff@lavender.example");

    // Staff approve three weeks later: the notice's day, not the approval's, decides.
    life.clock.now = daysBeforeMarch(40);
    const outcome = await life.desk.approve(reference, { supplierCosts: 0 }, staff);
    expect(outcome).toEqual({ status: "settled", refund: DEPOSIT - FEE, credit: 0 });

    const booking = await findBookingByToken(connection.db, token);
    expect(booking).toMatchObject({ status: "cancelled_refunded", balanceDue: 0 });
    expect(await life.checkout.getCheckoutStatus(sessionId)).toMatchObject({
      payment_status: "paid",
      booking_status: "cancelled_refunded",
    });
    const [session] = (await allRows(connection.db, "checkout_sessions")).filter(
      (row) => row.id === sessionId,
    );
    expect(session).toMatchObject({ amount_refunded: DEPOSIT - FEE });
    expect(session!.seats_returned_at).not.toBeNull();
    expect(await countHeldSeats(connection.db, MARCH)).toBe(0);
    const [refund] = await allRows(connection.db, "booking_refunds");
    expect(refund).toMatchObject({ status: "succeeded", amount: DEPOSIT - FEE, provider: "local" });
    expect(await countRows(connection.db, "travel_credits")).toBe(0);

    const [mail] = await mailsOf("cancellation");
    expect(mail?.to).toBe(traveler.email);
    expect(mail?.text).toContain("Refunded to your card: $1,750.00 USD");
    expect(mail?.text).toContain("less the $250 processing fee");
    expect(await mailsOf("cancellation_notice")).toHaveLength(1);
    const audit = await allRows(connection.db, "audit_log");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "booking.cancel",
      target: reference,
      staff_id: staff.id,
    });
    expect(String(audit[0]!.detail)).toContain("refund $1,750.00");

    // Approved once: a second approval finds nothing waiting.
    expect(await outcomeOf(life.desk.approve(reference, { supplierCosts: 0 }, staff))).toBe(
      "conflict 409",
    );
  });

  it("closes a balance checkout left open when the request arrives, so nothing is paid after the notice", async () => {
    const { token, reference } = await life.book();
    life.clock.today = "2026-12-20";
    const { session_id } = await life.checkout.createCheckout(
      "lagoon-test-trip",
      "http://localhost:3000",
      { booking_token: token },
    );
    life.clock.now = daysBeforeMarch(45);
    await life.request(token);
    const checkoutRow = async () =>
      (await allRows(connection.db, "checkout_sessions")).find((row) => row.id === session_id);
    // Closed with the request, not at approval: the tab left open can no longer pay.
    expect(await checkoutRow()).toMatchObject({ status: "expired", payment_status: "unpaid" });
    expect(
      await outcomeOf(
        life.checkout.payLocal({
          session_id,
          card_number: "4242424242424242",
          expiry: "12/99",
          cvc: "123",
          ...traveler,
        }),
      ),
    ).not.toBe("resolved");
    // The request stops new balance checkouts at once.
    expect(await outcomeOf(life.payBalance(token))).toBe("conflict 409");
    // Settled on the deposit alone: half of it back, as the request's mail said.
    await life.desk.approve(reference, { supplierCosts: 0 }, staff);
    expect(await findBookingByToken(connection.db, token)).toMatchObject({
      amountPaid: DEPOSIT,
      status: "cancelled_refunded",
    });
    expect(await cancellations()).toMatchObject([{ refund_amount: DEPOSIT / 2 }]);
  });

  it("counts no balance paid after the request, and tells staff once to refund it in full", async () => {
    const { token } = await life.book();
    life.clock.today = "2026-12-20";
    const { session_id } = await life.checkout.createCheckout(
      "lagoon-test-trip",
      "http://localhost:3000",
      { booking_token: token },
    );
    // A payment that slipped past the close (paid at the provider in the same instant).
    await connection.db.execute(sql`update bookings set status = 'cancellation_requested'`);
    await life.checkout.payLocal({
      session_id,
      card_number: "4242424242424242",
      expiry: "12/99",
      cvc: "123",
      ...traveler,
    });
    expect(await findBookingByToken(connection.db, token)).toMatchObject({
      amountPaid: DEPOSIT,
      balanceSessionId: null,
    });
    const notices = await mailsOf("balance_paid_twice");
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain("$6,000.00");
  });

  it("takes supplier costs with their reason, within what the tier returns", async () => {
    const { token, reference } = await life.book();
    life.clock.now = daysBeforeMarch(45);
    await life.request(token);
    const refused = (costs: number, reason?: string) =>
      outcomeOf(life.desk.approve(reference, { supplierCosts: costs, reason }, staff));
    expect(await refused(DEPOSIT / 2 + 1, "Hotel deposit")).toBe("bad_request 400");
    expect(await refused(30_000)).toBe("bad_request 400");
    // In words the desk shows as they are.
    const messageOf = (costs: number, reason?: string) =>
      life.desk.approve(reference, { supplierCosts: costs, reason }, staff).catch((e) => e.message);
    expect(await messageOf(DEPOSIT / 2 + 1, "Hotel deposit")).toBe(
      `Supplier costs cannot be more than the cancellation would return (at most $${(DEPOSIT / 2 / 100).toLocaleString("en-US")}.00)`,
    );
    expect(await messageOf(30_000)).toBe(
      "Say what the supplier costs are for: the traveler reads this reason",
    );
    expect(await countRows(connection.db, "booking_refunds")).toBe(0);
    expect((await cancellations())[0]).toMatchObject({ state: "requested" });

    const outcome = await life.desk.approve(
      reference,
      { supplierCosts: 30_000, reason: "The Lagoon Lodge keeps its deposit" },
      staff,
    );
    expect(outcome).toMatchObject({ status: "settled", refund: DEPOSIT / 2 - 30_000 });
    const [mail] = await mailsOf("cancellation");
    expect(mail?.text).toContain(
      "Supplier costs we cannot recover: $300.00 USD (The Lagoon Lodge keeps its deposit)",
    );
  });

  it("refuses supplier costs more than 60 days out: only the processing fee applies", async () => {
    const { token, reference } = await life.book();
    life.clock.now = daysBeforeMarch(75);
    await life.request(token);
    expect(
      await outcomeOf(life.desk.approve(reference, { supplierCosts: 100, reason: "x" }, staff)),
    ).toBe("bad_request 400");
    await expect(
      life.desk.approve(reference, { supplierCosts: 100, reason: "x" }, staff),
    ).rejects.toThrow(
      /^No supplier costs are deducted when the notice arrived more than 60 days before travel$/,
    );
  });

  it("under 30 days issues a credit for the deposit and balance, less costs, its code only in the traveler's mail", async () => {
    const { token, reference } = await life.book();
    life.clock.today = "2026-12-15";
    await life.payBalance(token);
    life.clock.now = daysBeforeMarch(29);
    await life.request(token);
    const outcome = await life.desk.approve(
      reference,
      { supplierCosts: 50_000, reason: "Non-refundable ferry tickets" },
      staff,
    );
    expect(outcome).toEqual({ status: "settled", refund: 0, credit: 800_000 - 50_000 });
    expect((await findBookingByToken(connection.db, token))?.status).toBe("cancelled_credited");
    const [credit] = await allRows(connection.db, "travel_credits");
    expect(credit).toMatchObject({ amount: 750_000, expires_on: "2028-01-31" });
    const [mail] = await mailsOf("cancellation");
    const code = /Your credit code: (LCC(?:-[2-9A-HJ-NP-Z]{4}){4})/.exec(String(mail?.text))?.[1];
    expect(code?.slice(-4)).toBe(credit!.code_hint);
    // The database keeps the code's hash only, and the staff notice its last four characters.
    expect(JSON.stringify(await allRows(connection.db, "travel_credits"))).not.toContain(
      code!.replace(/-/g, "").slice(3),
    );
    const [notice] = await mailsOf("cancellation_notice");
    expect(notice?.text).not.toContain(code);
    expect(notice?.text).toContain(`Credit code ending ${credit!.code_hint}`);
    // Once the mail server has the traveler's mail, the stored copy keeps no code either.
    await markMailSent(connection.db, String(mail!.id));
    const [sent] = await mailsOf("cancellation");
    expect(sent?.text).not.toContain(code);
    expect(sent?.text).toContain(`LCC-****-****-****-${credit!.code_hint}`);
  });
});
