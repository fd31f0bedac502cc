/**
 * Travel credits on PGlite and PostgreSQL: a credit pays part of a booking, then all of another's
 * deposit, then part of its balance, and is then used up; it never becomes money when that booking
 * is cancelled; two checkouts spending it at once get it once; expired, unknown and malformed
 * codes are refused; and codes cannot be found by trying them.
 */
import { sql } from "drizzle-orm";
import type { Connection } from "../db/client";
import { findBookingByToken } from "../db/queries/bookings";
import { allDeskCredits, listCredits, listDeskCredits } from "../db/queries/credits";
import { creditCodeSchema } from "../contract";
import { allRows, databaseTargets, openTestDatabase } from "../test-support/databases";
import {
  APRIL,
  daysBeforeMarch,
  lifecycleOn,
  outcomeOf,
  staff,
  truncateLifecycle,
  type Lifecycle,
} from "../test-support/bookings";

describe("a credit code as typed", () => {
  it("forgives case, spaces and dashes, and refuses anything else before a lookup", () => {
    expect(creditCodeSchema.parse(" lcc-7k3m 9q2p-xw4h-r8tn ")).toBe("7K3M9Q2PXW4HR8TN");
    expect(creditCodeSchema.parse("7K3M9Q2PXW4HR8TN")).toBe("7K3M9Q2PXW4HR8TN");
    for (const bad of [
      "LCC-7K3M-9Q2P-XW4H",
      "LCC-0OIL-9Q2P-XW4H-R8TN",
      "x' OR '1'='1",
      "A".repeat(41),
    ]) {
      expect(creditCodeSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe.each(databaseTargets)("travel credits on %s", (_name, databaseUrl) => {
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

  /** A credit from the agency's cancellation of a $2,000 deposit: $500, as its mail gives it. */
  async function agencyCredit(): Promise<string> {
    const { reference } = await life.book({ departure: APRIL });
    await life.desk.cancelByAgency(reference, { reason: "too_few_travelers" }, staff);
    const mail = (await allRows(connection.db, "mail_outbox")).find(
      (row) => row.kind === "cancellation",
    );
    return /Your credit code: (LCC(?:-[2-9A-HJ-NP-Z]{4}){4})/.exec(String(mail?.text))![1]!;
  }

  /** A credit for the deposit and balance of a booking cancelled 20 days out: $8,000. */
  async function bigCredit(): Promise<string> {
    const { token, reference } = await life.book({ departure: APRIL });
    life.clock.today = "2027-01-10";
    await life.payBalance(token);
    life.clock.now = new Date("2027-03-12T10:00:00Z");
    await life.request(token);
    await life.desk.approve(reference, { supplierCosts: 0 }, staff);
    life.clock.today = "2026-11-01";
    const mail = (await allRows(connection.db, "mail_outbox")).find(
      (row) => row.kind === "cancellation",
    );
    return /Your credit code: (LCC(?:-[2-9A-HJ-NP-Z]{4}){4})/.exec(String(mail?.text))![1]!;
  }

  const code = (typed: string) => creditCodeSchema.parse(typed);
  /** Two travelers on the March departure, the credit code given. */
  const orderWith = (creditCode: string) =>
    life.checkout.createCheckout(
      "lagoon-test-trip",
      "http://localhost:3000",
      { departure_id: "lagoon-2027-03-01", travelers: 2, credit_code: creditCode },
      { address: "203.0.113.7" },
    );

  it("pays part of a deposit; the rest is charged at the checkout", async () => {
    const credit = await agencyCredit();
    const { session_id } = await life.checkout.createCheckout(
      "lagoon-test-trip",
      "http://localhost:3000",
      { departure_id: "lagoon-2027-03-01", travelers: 2, credit_code: code(credit) },
      { address: "203.0.113.7" },
    );
    expect(await life.checkout.getLocalCheckout(session_id)).toMatchObject({
      amount_total: 150_000,
      description: expect.stringContaining("less $500.00 USD travel credit"),
    });
  });

  it("pays a whole deposit only once the confirmation page names who travels, for anyone", async () => {
    const credit = code(await bigCredit());
    const mailsBefore = (await allRows(connection.db, "mail_outbox")).length;
    const order = () => orderWith(credit);
    const { session_id, url, hold_token } = await order();
    // No payment page: the site's own page asks who travels. Nothing is booked before that.
    expect(url).toBe(`http://localhost:3000/checkout/credit/${session_id}`);
    expect(hold_token).toBeTruthy();
    const bookingsOf = async () =>
      (await allRows(connection.db, "bookings")).filter((row) => row.session_id === session_id);
    expect(await bookingsOf()).toHaveLength(0);
    expect(await life.checkout.getCreditCheckout(session_id)).toMatchObject({
      package_name: "Lagoon Test Trip",
      credit_applied: 200_000,
      status: "open",
      description: expect.stringContaining("2 travelers"),
    });
    // The code's first owner may give the trip to a friend: the booking is the friend's.
    const friend = { name: "Sam Rivera", email: "sam.rivera@example.com" };
    expect(await life.checkout.confirmCreditCheckout({ session_id, ...friend })).toEqual({
      status: "paid",
      redirect_url: `http://localhost:3000/booking-success?session_id=${session_id}`,
    });
    const [booking] = await bookingsOf();
    expect(booking).toMatchObject({
      customer_email: friend.email,
      customer_name: friend.name,
      amount_total: 0,
      credit_applied: 200_000,
    });
    const mails = (await allRows(connection.db, "mail_outbox")).slice(mailsBefore);
    const confirmation = mails.find((mail) => mail.kind === "booking_confirmation");
    expect(confirmation?.to).toBe(friend.email);
    expect(confirmation?.text).toContain(
      "is confirmed, paid with your travel credit of $2,000.00 USD: no card was charged.",
    );
    expect(confirmation?.text).not.toContain("received your payment");
    expect(mails.find((mail) => mail.kind === "booking_notice")?.text).toContain(
      "paid wholly with a travel credit (no card)",
    );
    // Confirmed once: another tab's confirmation books nothing more.
    expect(await outcomeOf(life.checkout.confirmCreditCheckout({ session_id, ...friend }))).toBe(
      "conflict 409",
    );
    expect(await bookingsOf()).toHaveLength(1);
    expect(await life.checkout.getCheckoutStatus(session_id, hold_token)).toMatchObject({
      payment_status: "paid",
      booking_status: "confirmed",
      booking_token: expect.any(String),
    });
  });

  it("gives the credit and seats back when the confirmation comes after the hold ended", async () => {
    const credit = code(await bigCredit());
    const order = () => orderWith(credit);
    const { session_id } = await order();
    // The hold ends (as time passing would end it).
    await connection.db.execute(
      sql`update checkout_sessions set hold_until = now() - interval '1 minute', expires_at = now() - interval '1 minute' where id = ${session_id}`,
    );
    expect(await life.checkout.getCreditCheckout(session_id)).toMatchObject({ status: "expired" });
    expect(
      await outcomeOf(
        life.checkout.confirmCreditCheckout({
          session_id,
          name: "Noor Haddad",
          email: "noor@example.com",
        }),
      ),
    ).toBe("gone 410");
    expect(
      (await allRows(connection.db, "bookings")).filter((row) => row.session_id === session_id),
    ).toHaveLength(0);
    // The credit is whole again: a new checkout takes it.
    expect(await outcomeOf(order())).toBe("resolved");
  });

  it("says an unknown or card-paid checkout is no credit confirmation", async () => {
    expect(await outcomeOf(life.checkout.getCreditCheckout("cs_test_nothing_here"))).toBe(
      "not_found 404",
    );
    const { session_id } = await life.checkout.createCheckout(
      "lagoon-test-trip",
      "http://localhost:3000",
      { departure_id: "lagoon-2027-03-01", travelers: 2 },
      { address: "203.0.113.7" },
    );
    expect(
      await outcomeOf(
        life.checkout.confirmCreditCheckout({ session_id, name: "A B", email: "a@example.com" }),
      ),
    ).toBe("not_found 404");
    expect(await allRows(connection.db, "bookings")).toHaveLength(0);
  });

  it("pays a deposit in full, then part of the balance, then is used up", async () => {
    const credit = code(await bigCredit());
    const { token } = await life.book({ creditCode: credit });
    expect(await findBookingByToken(connection.db, token)).toMatchObject({
      amountTotal: 0,
      amountPaid: 200_000,
      creditApplied: 200_000,
      balanceDue: 600_000,
    });
    // A second booking's deposit takes $2,000 more; the $4,000 left pays most of its $6,000
    // balance, and the card the last $2,000.
    const rest = await life.book({ creditCode: credit });
    life.clock.today = "2026-12-20";
    const balance = await life.payBalance(rest.token, credit);
    expect(await life.checkout.getLocalCheckout(balance)).toMatchObject({ amount_total: 200_000 });
    // Its confirmation page says the balance is paid, not that a new booking was made.
    expect(await life.checkout.getCheckoutStatus(balance)).toMatchObject({
      purpose: "balance",
      booking_status: "paid_in_full",
    });
    const paid = await findBookingByToken(connection.db, rest.token);
    expect(paid).toMatchObject({ amountPaid: 800_000, creditApplied: 600_000, balanceDue: 0 });
    // The receipt says how the balance was paid: the card's part and the credit's.
    const receipt = (await allRows(connection.db, "mail_outbox"))
      .filter((row) => row.kind === "balance_receipt")
      .at(-1);
    expect(receipt?.text).toContain("Balance paid by card: $2,000.00 USD");
    expect(receipt?.text).toContain("Balance paid with your travel credit: $4,000.00 USD");
    // The first booking's balance: what is left on the credit ($0) cannot pay it.
    expect(await outcomeOf(life.payBalance(token, credit))).toBe("conflict 409");
    const [listed] = await listCredits(connection.db, "2026-12-20");
    expect(listed).toMatchObject({ amount: 800_000, used: 800_000, remaining: 0, status: "used" });
    expect(listed!.uses.map((use) => use.amount).sort()).toEqual([200_000, 200_000, 400_000]);
  });

  it("is never paid out: a booking paid with credit is cancelled back to credit, the card part refunded", async () => {
    const credit = code(await agencyCredit());
    const { token, reference } = await life.book({ creditCode: credit });
    // $1,500 by card, $500 by credit; cancelled 75 days out: $2,000 less the $250 fee comes back.
    life.clock.now = daysBeforeMarch(75);
    await life.request(token);
    const outcome = await life.desk.approve(reference, { supplierCosts: 0 }, staff);
    expect(outcome).toEqual({ status: "settled", refund: 150_000, credit: 25_000 });
  });

  it("is taken once by two checkouts at the same moment: one wins", async () => {
    const credit = code(await agencyCredit());
    const attempt = () =>
      life.checkout.createCheckout(
        "lagoon-test-trip",
        "http://localhost:3000",
        { departure_id: "lagoon-2027-03-01", travelers: 2, credit_code: credit },
        { address: "203.0.113.7" },
      );
    const results = await Promise.allSettled([attempt(), attempt(), attempt()]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toMatchObject({ code: "conflict" });
    }
    const holding = (await allRows(connection.db, "checkout_sessions")).filter(
      (row) => Number(row.credit_applied) > 0,
    );
    expect(holding.map((row) => row.credit_applied)).toEqual([50_000]);
    // The desk says the credit is held by that checkout, not used: unpaid, it comes back.
    const [listed] = await listCredits(connection.db, "2026-11-01");
    expect(listed).toMatchObject({ used: 0, held: 50_000, remaining: 0, status: "held" });
  });

  it("refuses an unknown code, an expired credit, and too many tries from one address", async () => {
    // Issued on 2025-10-01, so it expired on 2026-10-01, a month before this booking.
    life.clock.now = new Date("2025-10-01T12:00:00Z");
    const credit = code(await agencyCredit());
    const order = (creditCode: string) =>
      life.checkout.createCheckout(
        "lagoon-test-trip",
        "http://localhost:3000",
        { departure_id: "lagoon-2027-03-01", travelers: 2, credit_code: creditCode },
        { address: "198.51.100.9" },
      );
    expect(await outcomeOf(order("7K3M9Q2PXW4HR8TN"))).toBe("not_found 404");
    expect(await outcomeOf(order(credit))).toBe("gone 410");

    const limited = lifecycleOn(connection, undefined, { creditCodeTriesPerHour: 3 });
    const tryCode = (creditCode: string) =>
      limited.checkout.createCheckout(
        "lagoon-test-trip",
        "http://localhost:3000",
        { departure_id: "lagoon-2027-03-01", travelers: 2, credit_code: creditCode },
        { address: "192.0.2.44" },
      );
    for (const guess of ["2222222222222222", "3333333333333333", "4444444444444444"]) {
      expect(await outcomeOf(tryCode(guess))).toBe("not_found 404");
    }
    // The fourth try is refused before any lookup, the right code too.
    expect(await outcomeOf(tryCode(credit))).toBe("rate_limited 429");
  });

  it("counts only wrong codes against the hour's tries: a credit that was found costs none", async () => {
    const credit = code(await agencyCredit());
    const limited = lifecycleOn(connection, undefined, { creditCodeTriesPerHour: 2 });
    const tryCode = (creditCode: string, departure = "lagoon-2027-03-01") =>
      limited.checkout.createCheckout(
        "lagoon-test-trip",
        "http://localhost:3000",
        { departure_id: departure, travelers: 2, credit_code: creditCode },
        { address: "192.0.2.45" },
      );
    // Used, then found held by that open checkout, then an order refused before the code is read.
    expect(await outcomeOf(tryCode(credit))).toBe("resolved");
    expect(await outcomeOf(tryCode(credit))).toBe("conflict 409");
    expect(await outcomeOf(tryCode(credit, "lagoon-2029-01-01"))).toBe("not_found 404");
    // Still two wrong codes left this hour, then refused.
    for (const guess of ["5555555555555555", "6666666666666666"]) {
      expect(await outcomeOf(tryCode(guess))).toBe("not_found 404");
    }
    expect(await outcomeOf(tryCode("7777777777777777"))).toBe("rate_limited 429");
    expect(await outcomeOf(tryCode(credit))).toBe("rate_limited 429");
  });

  it("is found on the desk by its booking's reference or its code's last four, a page at a time", async () => {
    for (let n = 0; n < 3; n++) await agencyCredit();
    const today = "2026-11-01";
    const all = await listDeskCredits(connection.db, {}, undefined, { limit: 2, today });
    expect(all.total).toBe(3);
    expect(all.rows).toHaveLength(2);
    const rest = await listDeskCredits(connection.db, {}, all.nextBefore!, { limit: 2, today });
    expect(rest).toMatchObject({ total: 3, nextBefore: null });
    const paged = [...all.rows, ...rest.rows];
    expect(new Set(paged.map((credit) => credit.id)).size).toBe(3);
    expect((await allDeskCredits(connection.db, {}, today)).map((credit) => credit.id)).toEqual(
      paged.map((credit) => credit.id),
    );

    const [first] = paged;
    const byReference = await listDeskCredits(connection.db, {
      search: first!.booking_reference!.toLowerCase(),
    });
    expect(byReference.total).toBe(1);
    expect(byReference.rows.map((credit) => credit.id)).toEqual([first!.id]);
    const hint = paged[1]!.code_hint;
    const byHint = await listDeskCredits(connection.db, { search: hint });
    expect(byHint.rows.map((credit) => credit.code_hint)).toContain(hint);
    expect(byHint.rows.every((credit) => credit.code_hint === hint)).toBe(true);
    // What staff type is matched as text: a wildcard finds nothing.
    expect((await listDeskCredits(connection.db, { search: "%" })).total).toBe(0);
  });
});
