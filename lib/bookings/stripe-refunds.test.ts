/**
 * Refunds through Stripe (the real SDK against a local stand-in of its API), on PGlite and
 * PostgreSQL: a deposit and a balance refunded as two payments, each under its own idempotency
 * key; a refund Stripe refuses changes nothing and staff read why; a refund whose answer was lost
 * is asked again under the same key and made once.
 */
import Stripe from "stripe";
import type { Connection } from "../db/client";
import { findBookingByToken } from "../db/queries/bookings";
import { countHeldSeats } from "../db/queries/departures";
import { createStripeClient } from "../payments/stripe";
import { startStripeStandIn, type StripeStandIn } from "../payments/stripe-stand-in";
import { allRows, countRows, databaseTargets, openTestDatabase } from "../test-support/databases";
import {
  daysBeforeMarch,
  lifecycleOn,
  MARCH,
  staff,
  truncateLifecycle,
  type Lifecycle,
} from "../test-support/bookings";

describe.each(databaseTargets)("refunds through Stripe on %s", (_name, databaseUrl) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;
  let standIn: StripeStandIn;
  let stripe: Stripe;
  let life: Lifecycle;

  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(databaseUrl));
    standIn = startStripeStandIn();
    stripe = createStripeClient({ secretKey: "sk_test_lavender", apiBase: await standIn.listen() });
  });
  afterAll(async () => {
    standIn.server.close();
    await cleanup();
  });
  beforeEach(async () => {
    await truncateLifecycle(connection);
    standIn.reset();
    life = lifecycleOn(connection, { client: stripe, pay: (id) => standIn.pay(id) });
  });

  const refundRequests = () =>
    standIn.seen.filter((request) => request.method === "POST" && request.path === "/v1/refunds");

  it("refunds a deposit and a balance as two payments, each under its own key", async () => {
    const { token, reference, sessionId } = await life.book();
    life.clock.today = "2026-12-20";
    const balance = await life.payBalance(token);
    const outcome = await life.desk.cancelByAgency(
      reference,
      { reason: "supplier_withdrew" },
      staff,
    );
    expect(outcome).toEqual({ status: "settled", refund: 800_000, credit: 50_000 });
    expect(standIn.refunds.map((refund) => [refund.payment_intent, refund.amount]).sort()).toEqual(
      [
        [`pi_${sessionId}`, 200_000],
        [`pi_${balance}`, 600_000],
      ].sort(),
    );
    const keys = refundRequests().map((request) => request.headers["idempotency-key"]);
    expect(new Set(keys).size).toBe(2);
    const refunds = await allRows(connection.db, "booking_refunds");
    expect(refunds.map((refund) => refund.provider_refund_id).sort()).toEqual([
      "re_test_1",
      "re_test_2",
    ]);
    expect((await findBookingByToken(connection.db, token))?.status).toBe("cancelled_refunded");
  });

  it("changes nothing when Stripe refuses the refund, and keeps Stripe's reason for staff", async () => {
    const { token, reference } = await life.book();
    life.clock.now = daysBeforeMarch(70);
    await life.request(token);
    const mails = await countRows(connection.db, "mail_outbox");
    standIn.refuseRefunds("This charge has been disputed and cannot be refunded");

    const outcome = await life.desk.approve(reference, { supplierCosts: 0 }, staff);
    expect(outcome).toMatchObject({ status: "refused", partly: false });
    expect((await findBookingByToken(connection.db, token))?.status).toBe("cancellation_requested");
    const [cancellation] = await allRows(connection.db, "booking_cancellations");
    expect(cancellation).toMatchObject({ state: "requested", tier: "full_less_fee" });
    expect(String(cancellation!.last_error)).toContain("has been disputed");
    expect(await countHeldSeats(connection.db, MARCH)).toBe(2);
    expect(await countRows(connection.db, "travel_credits")).toBe(0);
    expect(await countRows(connection.db, "audit_log")).toBe(0);
    expect(await countRows(connection.db, "mail_outbox")).toBe(mails);
    const [session] = await allRows(connection.db, "checkout_sessions");
    expect(session).toMatchObject({ amount_refunded: 0, seats_returned_at: null });

    // Once Stripe takes it, the same request is approved; the refused one is never replayed.
    standIn.refuseRefunds(null);
    const second = await life.desk.approve(reference, { supplierCosts: 0 }, staff);
    expect(second).toEqual({ status: "settled", refund: 175_000, credit: 0 });
    expect(standIn.refunds).toHaveLength(1);
    const keys = refundRequests().map((request) => request.headers["idempotency-key"]);
    expect(new Set(keys).size).toBe(2);
  });

  it("asks again under the same key when Stripe's answer was lost, and refunds once", async () => {
    const { token, reference } = await life.book();
    life.clock.now = daysBeforeMarch(70);
    await life.request(token);
    // The SDK's own retries (two) lose their answers too.
    standIn.loseRefundAnswers(3);
    const outcome = await life.desk.approve(reference, { supplierCosts: 0 }, staff);
    expect(outcome).toMatchObject({ status: "refused", partly: false });
    const [waiting] = await allRows(connection.db, "booking_cancellations");
    expect(waiting).toMatchObject({ state: "refunding" });
    expect((await findBookingByToken(connection.db, token))?.status).toBe("cancellation_requested");
    expect(await countHeldSeats(connection.db, MARCH)).toBe(2);

    const retried = await life.desk.retry(reference, staff);
    expect(retried).toEqual({ status: "settled", refund: 175_000, credit: 0 });
    expect(standIn.refunds).toHaveLength(1);
    const keys = new Set(refundRequests().map((request) => request.headers["idempotency-key"]));
    expect(keys.size).toBe(1);
    expect(await countRows(connection.db, "audit_log")).toBe(1);
  });

  it("takes no balance while the agency's cancellation waits for Stripe's answer", async () => {
    const { token, reference } = await life.book();
    standIn.loseRefundAnswers(3);
    const outcome = await life.desk.cancelByAgency(reference, { reason: "agency_decision" }, staff);
    expect(outcome).toMatchObject({ status: "refused" });
    expect((await findBookingByToken(connection.db, token))?.status).toBe("confirmed");
    life.clock.today = "2026-12-20";
    await expect(life.payBalance(token)).rejects.toMatchObject({ code: "conflict" });
    expect(await life.desk.retry(reference, staff)).toEqual({
      status: "settled",
      refund: 200_000,
      credit: 50_000,
    });
  });
});
