/**
 * The Stripe provider with the real `stripe` SDK against a local server that answers the few Stripe
 * endpoints the site uses, and the webhook with signatures made by the SDK's own test helper.
 */
import { sql } from "drizzle-orm";
import Stripe from "stripe";
import type { Connection } from "../db/client";
import { createCheckoutService, type CheckoutService } from "./service";
import { createStripeClient } from "./stripe";
import { startStripeStandIn } from "./stripe-stand-in";
import {
  allRows,
  countRows,
  databaseTargets,
  openTestDatabase,
  yacht,
} from "../test-support/databases";

const secret = "whsec_test_lavender";
const origin = "https://lavendercompass.example";
const traveler = { email: "noor@example.com", name: "Noor Haddad" };

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (error: { code?: string }) => error.code,
  );

describe.each(databaseTargets)("Stripe provider and webhook on %s", (_name, databaseUrl) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;
  let standIn: ReturnType<typeof startStripeStandIn>;
  let stripe: Stripe;
  let checkout: CheckoutService;

  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(databaseUrl));
    standIn = startStripeStandIn();
    stripe = createStripeClient({ secretKey: "sk_test_lavender", apiBase: await standIn.listen() });
    checkout = createCheckoutService({
      getDb: async () => connection.db,
      findPackage: (id) => (id === yacht.id ? yacht : undefined),
      today: () => "2026-11-24",
      staffAddress: "staff@lavender.example",
      stripe,
      webhookSecret: secret,
    });
  });
  afterAll(async () => {
    standIn.server.close();
    await cleanup();
  });
  beforeEach(async () => {
    await connection.db.execute(
      sql`truncate checkout_sessions, bookings, mail_outbox, departure_locks`,
    );
    standIn.seen.length = 0;
  });

  /** Marks the stand-in's session paid, as Stripe does once the traveler has paid. */
  function payAtStripe(id: string) {
    Object.assign(standIn.sessions.get(id)!, {
      status: "complete",
      payment_status: "paid",
      customer_details: traveler,
    });
    return standIn.sessions.get(id)!;
  }

  function signedEvent(
    type: string,
    session: Record<string, unknown>,
    options: { secret?: string; timestamp?: number } = {},
  ) {
    const payload = JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: "event",
      type,
      data: { object: session },
    });
    const header = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? secret,
      timestamp: options.timestamp,
    });
    return { payload, header };
  }

  it("creates a Checkout Session priced from the server's package, with an idempotency key", async () => {
    const { url, session_id, hold_token } = await checkout.createCheckout(yacht.id, origin);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${session_id}`);
    const [request] = standIn.seen;
    expect(request).toMatchObject({ method: "POST", path: "/v1/checkout/sessions" });
    const form = request!.form;
    expect(form.get("mode")).toBe("payment");
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe("850000");
    expect(form.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(form.get("line_items[0][price_data][product_data][name]")).toBe(yacht.name);
    expect(form.get("success_url")).toBe(
      `${origin}/booking-success?session_id={CHECKOUT_SESSION_ID}`,
    );
    // Stripe's "back" link is the cancel link, which gives the seats back at once.
    expect(form.get("cancel_url")).toBe(`${origin}/checkout/cancel/${hold_token}`);
    expect(form.get("metadata[package_id]")).toBe(yacht.id);
    const lifetime = Number(form.get("expires_at")) * 1000 - Date.now();
    expect(lifetime).toBeGreaterThan(30 * 60_000);
    expect(lifetime).toBeLessThan(32 * 60_000);
    expect(request!.headers["idempotency-key"]).toMatch(/^checkout-cyclades-private-yacht-/);
    expect(request!.headers.authorization).toBe("Bearer sk_test_lavender");
    expect(await countRows(connection.db, "checkout_sessions")).toBe(1);
  });

  it("charges the chosen carbon offset with the deposit, and the webhook books it apart from the trip", async () => {
    const { session_id } = await checkout.createCheckout(yacht.id, origin, {
      departure_id: "cyclades-private-yacht-2027-06-19",
      travelers: 2,
      carbon_offset: true,
    });
    const form = standIn.seen[0]!.form;
    // 25% of 2 x $8,500, and $45 a traveler for the flights from Boston to Mykonos and back.
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe(String(425_000 + 9_000));
    expect(form.get("line_items[0][price_data][product_data][description]")).toBe(
      "Deposit (25% of $17,000.00 USD) and the carbon offset for the flights ($90.00 USD) for 2 travelers, departing 2027-06-19; balance $12,750.00 USD due 2027-05-20",
    );
    const event = signedEvent("checkout.session.completed", payAtStripe(session_id));
    await checkout.receiveWebhook(event.payload, event.header);
    expect((await allRows(connection.db, "bookings"))[0]).toMatchObject({
      provider: "stripe",
      amount_total: 434_000,
      amount_paid: 434_000,
      trip_total: 1_700_000,
      offset_total: 9_000,
      balance_due: 1_275_000,
    });
  });

  it("reads the status with sessions.retrieve and books a paid session once", async () => {
    const { session_id, hold_token } = await checkout.createCheckout(yacht.id, origin);
    expect(await checkout.getCheckoutStatus(session_id, hold_token)).toEqual({
      payment_status: "unpaid",
      status: "open",
      amount_total: 850000,
      currency: "usd",
      booking_reference: null,
      booking_token: null,
      purpose: "booking",
      booking_status: null,
    });
    expect(await countRows(connection.db, "bookings")).toBe(0);

    payAtStripe(session_id);
    for (let i = 0; i < 3; i++) {
      expect(await checkout.getCheckoutStatus(session_id, hold_token)).toMatchObject({
        payment_status: "paid",
        status: "complete",
      });
    }
    expect(standIn.seen.filter((r) => r.method === "GET")[0]?.path).toBe(
      `/v1/checkout/sessions/${session_id}`,
    );
    const [booking] = await allRows(connection.db, "bookings");
    expect(booking).toMatchObject({
      session_id,
      provider: "stripe",
      amount_total: 850000,
      customer_email: traveler.email,
      customer_name: traveler.name,
    });
    expect(await countRows(connection.db, "bookings")).toBe(1);
    const mails = await allRows(connection.db, "mail_outbox");
    expect(mails).toHaveLength(2);
    expect(mails.some((mail) => String(mail.subject).includes("[TEST]"))).toBe(false);
  });

  it("answers not_found for a session Stripe does not know and bad_gateway when Stripe fails", async () => {
    expect(await codeOf(checkout.getCheckoutStatus("cs_test_nobody_has_this"))).toBe("not_found");
    standIn.failNextRequests(3); // the first try and both of the SDK's retries
    expect(await codeOf(checkout.createCheckout(yacht.id, origin))).toBe("bad_gateway");
    expect(await countRows(connection.db, "checkout_sessions")).toBe(0);
  });

  it("fulfils a completed session from a correctly signed webhook, once", async () => {
    const { session_id } = await checkout.createCheckout(yacht.id, origin);
    const event = signedEvent("checkout.session.completed", payAtStripe(session_id));
    expect(await checkout.receiveWebhook(event.payload, event.header)).toEqual({ received: true });
    expect(await countRows(connection.db, "bookings")).toBe(1);
    const mails = await allRows(connection.db, "mail_outbox");
    expect(mails.map((mail) => mail.to).sort()).toEqual([traveler.email, "staff@lavender.example"]);
    const [mirror] = await allRows(connection.db, "checkout_sessions");
    expect(mirror).toMatchObject({ status: "complete", payment_status: "paid" });
  });

  it("refuses a wrong secret, an altered body, an old timestamp and a missing header", async () => {
    const { session_id } = await checkout.createCheckout(yacht.id, origin);
    const session = payAtStripe(session_id);
    const wrongSecret = signedEvent("checkout.session.completed", session, {
      secret: "whsec_someone_else",
    });
    const good = signedEvent("checkout.session.completed", session);
    const altered = good.payload.replace('"amount_total":850000', '"amount_total":1');
    const stale = signedEvent("checkout.session.completed", session, {
      timestamp: Math.floor(Date.now() / 1000) - 10 * 60,
    });
    const attempts: [string, string | null][] = [
      [wrongSecret.payload, wrongSecret.header],
      [altered, good.header],
      [stale.payload, stale.header],
      [good.payload, null],
    ];
    for (const [payload, header] of attempts) {
      const error = await checkout
        .receiveWebhook(payload, header)
        .catch((caught: { code: string; status: number }) => caught);
      expect(error).toMatchObject({ code: "bad_request", status: 400 });
    }
    expect(await countRows(connection.db, "bookings")).toBe(0);
    expect(await countRows(connection.db, "mail_outbox")).toBe(0);
    expect((await allRows(connection.db, "checkout_sessions"))[0]).toMatchObject({
      status: "open",
    });
  });

  it("books once when the same event arrives 5 times at once", async () => {
    const { session_id } = await checkout.createCheckout(yacht.id, origin);
    const event = signedEvent("checkout.session.completed", payAtStripe(session_id));
    const results = await Promise.all(
      Array.from({ length: 5 }, () => checkout.receiveWebhook(event.payload, event.header)),
    );
    expect(results).toEqual(Array(5).fill({ received: true }));
    expect(await countRows(connection.db, "bookings")).toBe(1);
    expect(await countRows(connection.db, "mail_outbox")).toBe(2);
  });

  it("waits for async payments and marks expired sessions", async () => {
    const { session_id } = await checkout.createCheckout(yacht.id, origin);
    const session = standIn.sessions.get(session_id)!;
    Object.assign(session, { status: "complete", payment_status: "unpaid" });
    const pending = signedEvent("checkout.session.completed", session);
    await checkout.receiveWebhook(pending.payload, pending.header);
    expect(await countRows(connection.db, "bookings")).toBe(0);

    const succeeded = signedEvent(
      "checkout.session.async_payment_succeeded",
      payAtStripe(session_id),
    );
    await checkout.receiveWebhook(succeeded.payload, succeeded.header);
    expect(await countRows(connection.db, "bookings")).toBe(1);

    const other = await checkout.createCheckout(yacht.id, origin);
    const expired = signedEvent("checkout.session.expired", {
      ...standIn.sessions.get(other.session_id)!,
      status: "expired",
    });
    await checkout.receiveWebhook(expired.payload, expired.header);
    const rows = await allRows(connection.db, "checkout_sessions");
    expect(rows.find((row) => row.id === other.session_id)).toMatchObject({ status: "expired" });
    expect(await countRows(connection.db, "bookings")).toBe(1);
  });

  it("charges the deposit, then the balance from the booking link, each as one line", async () => {
    const deposit = await checkout.createCheckout(yacht.id, origin, {
      departure_id: "cyclades-private-yacht-2027-06-19",
      travelers: 2,
    });
    const created = standIn.seen.filter((r) => r.method === "POST");
    const depositForm = created.at(-1)!.form;
    expect(depositForm.get("line_items[0][quantity]")).toBe("1");
    expect(depositForm.get("line_items[0][price_data][unit_amount]")).toBe("425000");
    expect(depositForm.get("line_items[0][price_data][product_data][description]")).toBe(
      "Deposit (25% of $17,000.00 USD) for 2 travelers, departing 2027-06-19; balance $12,750.00 USD due 2027-05-20",
    );
    expect(depositForm.get("metadata[purpose]")).toBe("booking");
    payAtStripe(deposit.session_id);
    const paid = await checkout.getCheckoutStatus(deposit.session_id, deposit.hold_token);
    expect(paid).toMatchObject({ payment_status: "paid", amount_total: 425000 });
    expect((await allRows(connection.db, "bookings"))[0]).toMatchObject({
      session_id: deposit.session_id,
      travelers: 2,
      amount_paid: 425000,
      balance_due: 1275000,
    });

    const balance = await checkout.createCheckout(yacht.id, origin, {
      booking_token: paid.booking_token!,
    });
    const balanceForm = standIn.seen.filter((r) => r.method === "POST").at(-1)!.form;
    expect(balanceForm.get("line_items[0][price_data][unit_amount]")).toBe("1275000");
    expect(balanceForm.get("line_items[0][price_data][product_data][description]")).toBe(
      `Balance of booking ${paid.booking_reference} for 2 travelers, departing 2027-06-19`,
    );
    expect(balanceForm.get("metadata[purpose]")).toBe("balance");
    const event = signedEvent("checkout.session.completed", payAtStripe(balance.session_id));
    await checkout.receiveWebhook(event.payload, event.header);
    await checkout.receiveWebhook(event.payload, event.header);
    expect(await countRows(connection.db, "bookings")).toBe(1);
    expect((await allRows(connection.db, "bookings"))[0]).toMatchObject({
      amount_paid: 1700000,
      balance_due: 0,
      balance_session_id: balance.session_id,
    });
  });

  it("closes an earlier balance checkout when the balance is opened again, so it is paid once", async () => {
    const deposit = await checkout.createCheckout(yacht.id, origin, {
      departure_id: "cyclades-private-yacht-2027-06-19",
      travelers: 1,
    });
    payAtStripe(deposit.session_id);
    const { booking_token } = await checkout.getCheckoutStatus(
      deposit.session_id,
      deposit.hold_token,
    );
    const first = await checkout.createCheckout(yacht.id, origin, {
      booking_token: booking_token!,
    });
    const second = await checkout.createCheckout(yacht.id, origin, {
      booking_token: booking_token!,
    });
    expect(standIn.sessions.get(first.session_id)).toMatchObject({ status: "expired" });
    expect(standIn.sessions.get(second.session_id)).toMatchObject({ status: "open" });
    const rows = await allRows(connection.db, "checkout_sessions");
    expect(rows.find((row) => row.id === first.session_id)).toMatchObject({ status: "expired" });

    // Paid at Stripe before it could be closed: the next attempt is refused, nothing is opened.
    payAtStripe(second.session_id);
    const opened = standIn.sessions.size;
    expect(
      await codeOf(checkout.createCheckout(yacht.id, origin, { booking_token: booking_token! })),
    ).toBe("conflict");
    expect(standIn.sessions.size).toBe(opened);
  });

  /** A booking with its deposit paid at Stripe, and its private link's token. */
  async function depositPaid() {
    const deposit = await checkout.createCheckout(yacht.id, origin, {
      departure_id: "cyclades-private-yacht-2027-06-19",
      travelers: 1,
    });
    payAtStripe(deposit.session_id);
    const { booking_token } = await checkout.getCheckoutStatus(
      deposit.session_id,
      deposit.hold_token,
    );
    return booking_token!;
  }

  const openBalanceSessions = () =>
    [...standIn.sessions.values()].filter(
      (session) => session.status === "open" && session.amount_total === 637500,
    );

  it("leaves one payable balance checkout when two are started at the same moment", async () => {
    const token = await depositPaid();
    const results = await Promise.all(
      [1, 2].map(() =>
        checkout.createCheckout(yacht.id, origin, { booking_token: token }).then(
          (opened) => opened.session_id,
          (error: { code: string }) => error.code,
        ),
      ),
    );
    // Either the second closed the first at Stripe before it was handed out (a conflict), or the
    // first was handed out and then closed by the second: one payable session either way.
    const open = openBalanceSessions();
    expect(open).toHaveLength(1);
    expect(results).toContain(open[0]!.id);
    for (const other of results.filter((result) => result !== open[0]!.id)) {
      if (other !== "conflict") expect(standIn.sessions.get(other)?.status).toBe("expired");
    }
    const rows = await allRows(connection.db, "checkout_sessions");
    expect(rows.filter((row) => row.purpose === "balance" && row.status === "open")).toEqual([
      expect.objectContaining({ id: open[0]!.id }),
    ]);
  });

  it("books a balance paid twice once, and tells staff once to refund the second payment", async () => {
    const token = await depositPaid();
    const first = await checkout.createCheckout(yacht.id, origin, { booking_token: token });
    const second = await checkout.createCheckout(yacht.id, origin, { booking_token: token });
    // The first was paid at Stripe just before the site could close it.
    const paidFirst = payAtStripe(first.session_id);
    const paidSecond = payAtStripe(second.session_id);
    const secondEvent = signedEvent("checkout.session.completed", paidSecond);
    await checkout.receiveWebhook(secondEvent.payload, secondEvent.header);
    const firstEvent = signedEvent("checkout.session.completed", paidFirst);
    for (let i = 0; i < 3; i++) {
      await checkout.receiveWebhook(firstEvent.payload, firstEvent.header);
      await checkout.getCheckoutStatus(first.session_id);
    }
    expect((await allRows(connection.db, "bookings"))[0]).toMatchObject({
      amount_paid: 850000,
      balance_due: 0,
      balance_session_id: second.session_id,
    });
    const notices = (await allRows(connection.db, "mail_outbox")).filter(
      (mail) => mail.kind === "balance_paid_twice",
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ to: "staff@lavender.example", about_email: traveler.email });
    expect(notices[0]!.subject).toMatch(
      /^Balance paid twice: LC-\w{8} .* \(refund \$6,375\.00 USD\)$/,
    );
    expect(notices[0]!.text).toContain(`Paid again by checkout: ${first.session_id}`);
  });

  it("asks Stripe nothing about a session it never created, nor again about a paid one", async () => {
    expect(await codeOf(checkout.getCheckoutStatus("cs_test_nobody_has_this"))).toBe("not_found");
    expect(standIn.seen).toHaveLength(0);

    const { session_id, hold_token } = await checkout.createCheckout(yacht.id, origin);
    payAtStripe(session_id);
    expect(await checkout.getCheckoutStatus(session_id, hold_token)).toMatchObject({
      payment_status: "paid",
    });
    const asked = standIn.seen.length;
    const again = await checkout.getCheckoutStatus(session_id, hold_token);
    expect(again).toMatchObject({
      payment_status: "paid",
      status: "complete",
      amount_total: 850000,
    });
    expect(again.booking_reference).toMatch(/^LC-/);
    expect(standIn.seen).toHaveLength(asked);
  });

  it("holds the seats 15 minutes, then closes the session at Stripe and gives them back", async () => {
    const before = Date.now();
    const held = await checkout.createCheckout(yacht.id, origin, {
      departure_id: "cyclades-private-yacht-2026-12-05",
      travelers: 2,
    });
    const [row] = await allRows(connection.db, "checkout_sessions");
    const holdMs = new Date(row!.hold_until as string).getTime() - before;
    expect(holdMs).toBeGreaterThan(14 * 60_000);
    expect(holdMs).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    // Stripe's session lasts its minimum; until the site closes it, the seats stay held.
    expect(new Date(row!.expires_at as string).getTime() - before).toBeGreaterThan(30 * 60_000);
    expect(await checkout.closeEndedHolds()).toBe(0);
    expect(
      await codeOf(
        checkout.createCheckout(yacht.id, origin, {
          departure_id: "cyclades-private-yacht-2026-12-05",
        }),
      ),
    ).toBe("conflict");

    await connection.db.execute(
      sql`update checkout_sessions set hold_until = now() - interval '1 second'`,
    );
    expect(await checkout.closeEndedHolds()).toBe(1);
    expect(standIn.sessions.get(held.session_id)).toMatchObject({ status: "expired" });
    expect(await checkout.getCheckoutStatus(held.session_id)).toMatchObject({ status: "expired" });
    expect(
      await codeOf(
        checkout.createCheckout(yacht.id, origin, {
          departure_id: "cyclades-private-yacht-2026-12-05",
          travelers: 2,
        }),
      ),
    ).toBe("resolved");
  });

  it("books a session paid at Stripe just as its hold ended, instead of closing it", async () => {
    const held = await checkout.createCheckout(yacht.id, origin);
    payAtStripe(held.session_id);
    await connection.db.execute(
      sql`update checkout_sessions set hold_until = now() - interval '1 second'`,
    );
    expect(await checkout.closeEndedHolds()).toBe(0);
    expect(await countRows(connection.db, "bookings")).toBe(1);
    expect(standIn.sessions.get(held.session_id)).toMatchObject({ status: "complete" });
  });

  it("closes the session at Stripe when the buyer comes back through the cancel link", async () => {
    const held = await checkout.createCheckout(yacht.id, origin, { travelers: 2 });
    expect(await checkout.releaseCheckout(held.hold_token!)).toMatchObject({ released: true });
    expect(standIn.sessions.get(held.session_id)).toMatchObject({ status: "expired" });
    expect((await allRows(connection.db, "checkout_sessions"))[0]).toMatchObject({
      status: "expired",
    });
  });

  it("starts Stripe's form with the buyer's e-mail when the site was given it", async () => {
    await checkout.createCheckout(yacht.id, origin, { email: "Noor@Example.com" });
    expect(standIn.seen[0]!.form.get("customer_email")).toBe("noor@example.com");
  });

  it("has no local test checkout when Stripe is configured", async () => {
    expect(await codeOf(checkout.getLocalCheckout("cs_test_anything_at_all"))).toBe("not_found");
  });
});
