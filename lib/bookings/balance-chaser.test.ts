/**
 * The balance chaser on fixed dates: a reminder with the booking link a week before the due date,
 * a notice on the day, staff told the day after, each mail once (also with two chasers at once),
 * nothing for a paid balance; and the staff list shows overdue balances first.
 */
import { sql } from "drizzle-orm";
import type { Connection } from "../db/client";
import {
  findBookingByToken,
  insertBookingOnce,
  listBookings,
  recordBalanceMails,
  recordBalancePayment,
} from "../db/queries/bookings";
import { allRows, databaseTargets, openTestDatabase } from "../test-support/databases";
import { chaseBalances } from "./balance-chaser";

const origin = "https://lavendercompass.example";
const staffAddress = "staff@lavender.example";
const chase = (connection: Connection, today: string) =>
  chaseBalances(connection.db, { today, origin, staffAddress });

let serial = 0;
function booking(overrides: { balanceDueOn: string | null; balanceDue: number }) {
  serial += 1;
  return {
    provider: "stripe" as const,
    sessionId: `cs_chase_${serial}`,
    packageId: "malta-gozo-island-hop",
    packageName: "Malta & Gozo Island Hop",
    amountTotal: 185_000,
    currency: "usd",
    customerEmail: `traveler${serial}@example.com`,
    customerName: "Noor Haddad",
    reference: `LC-CHASE${String(serial).padStart(3, "0")}`,
    departureId: "malta-gozo-island-hop-2027-03-01",
    startsOn: "2027-03-01",
    travelers: 2,
    tripTotal: 740_000,
    ...overrides,
  };
}

type QueuedMail = { to: string; subject: string; text: string };
const mails = async (connection: Connection) =>
  (await allRows(connection.db, "mail_outbox")) as QueuedMail[];
/** The booking link's token in a mail. */
const tokenIn = (text: string) => /\/bookings\/([\w-]{43})\b/.exec(text)?.[1] ?? "";

async function mailAt(connection: Connection, index: number): Promise<QueuedMail> {
  const mail = (await mails(connection))[index];
  if (!mail) throw new Error(`No mail #${index} in the outbox`);
  return mail;
}

describe.each(databaseTargets)("balance chaser on %s", (_name, databaseUrl) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(databaseUrl));
  });
  afterAll(() => cleanup());
  beforeEach(() => connection.db.execute(sql`truncate bookings, booking_links, mail_outbox`));

  it("reminds a week before, again on the day, and flags the balance for staff the day after", async () => {
    const row = await insertBookingOnce(
      connection.db,
      booking({ balanceDueOn: "2027-01-30", balanceDue: 555_000 }),
    );
    expect(await chase(connection, "2027-01-22")).toEqual({ reminded: 0, due: 0, overdue: 0 });

    expect(await chase(connection, "2027-01-23")).toEqual({ reminded: 1, due: 0, overdue: 0 });
    const reminder = await mailAt(connection, 0);
    expect(reminder.to).toBe(row?.customerEmail);
    expect(reminder.subject).toBe("Your balance is due on 2027-01-30: Malta & Gozo Island Hop");
    expect(reminder.text).toContain("Balance: $5,550.00 USD, due 2027-01-30");
    expect(reminder.text).toContain("Paid so far: $1,850.00 USD");
    expect(reminder.text).toContain(`${origin}/bookings/${tokenIn(reminder.text)}`);
    expect((await findBookingByToken(connection.db, tokenIn(reminder.text)))?.id).toBe(row?.id);
    // Later the same week: nothing new.
    expect(await chase(connection, "2027-01-27")).toEqual({ reminded: 0, due: 0, overdue: 0 });

    expect(await chase(connection, "2027-01-30")).toEqual({ reminded: 0, due: 1, overdue: 0 });
    expect((await mailAt(connection, 1)).text).toContain("falls due today, 2027-01-30");

    expect(await chase(connection, "2027-01-31")).toEqual({ reminded: 0, due: 0, overdue: 1 });
    const notice = await mailAt(connection, 2);
    expect(notice.to).toBe(staffAddress);
    expect(notice.subject).toContain("Balance overdue: LC-CHASE");
    expect(notice.text).toContain("has not been cancelled");
    expect(notice.text).not.toContain("/bookings/");

    expect(await chase(connection, "2027-02-15")).toEqual({ reminded: 0, due: 0, overdue: 0 });
    expect(await mails(connection)).toHaveLength(3);
    const [staffView] = await listBookings(connection.db, "2027-02-15");
    expect(staffView).toMatchObject({ balance_status: "overdue", status: "balance_due" });
  });

  it("sends only the latest notice for stages the site missed", async () => {
    await insertBookingOnce(
      connection.db,
      booking({ balanceDueOn: "2027-01-30", balanceDue: 1000 }),
    );
    expect(await chase(connection, "2027-02-03")).toEqual({ reminded: 0, due: 1, overdue: 1 });
    const sent = await mails(connection);
    expect(sent.map((mail) => mail.to).sort()).toEqual(
      [staffAddress, sent.find((mail) => mail.to !== staffAddress)?.to].sort(),
    );
    expect(sent.find((mail) => mail.to !== staffAddress)?.text).toContain(
      "fell due on 2027-01-30 and we have not received it yet",
    );
  });

  it("leaves paid balances and bookings paid in full alone", async () => {
    const owing = await insertBookingOnce(
      connection.db,
      booking({ balanceDueOn: "2027-01-30", balanceDue: 555_000 }),
    );
    await recordBalancePayment(connection.db, owing!.id, "cs_balance_paid", 555_000);
    await insertBookingOnce(connection.db, booking({ balanceDueOn: null, balanceDue: 0 }));
    expect(await chase(connection, "2027-01-30")).toEqual({ reminded: 0, due: 0, overdue: 0 });
    expect(await chase(connection, "2027-03-30")).toEqual({ reminded: 0, due: 0, overdue: 0 });
    expect(await mails(connection)).toHaveLength(0);
  });

  it("sends nothing for a balance paid after the list was read, and a working link otherwise", async () => {
    const row = await insertBookingOnce(
      connection.db,
      booking({ balanceDueOn: "2027-01-30", balanceDue: 1000 }),
    );
    expect(await chase(connection, "2027-01-24")).toEqual({ reminded: 1, due: 0, overdue: 0 });
    const token = tokenIn((await mailAt(connection, 0)).text);
    expect((await findBookingByToken(connection.db, token))?.id).toBe(row!.id);
    // The database keeps the link's hash, never the token the mail carries.
    expect(JSON.stringify(await allRows(connection.db, "booking_links"))).not.toContain(token);
    expect(JSON.stringify(await allRows(connection.db, "bookings"))).not.toContain(token);
    expect(await recordBalanceMails(connection.db, row!.id, "7_days", "7_days,due")).toBeDefined();
    await recordBalancePayment(connection.db, row!.id, "cs_paid_late", 1000);
    expect(await recordBalanceMails(connection.db, row!.id, "7_days,due", "x")).toBeUndefined();
  });

  it("sends each mail once when two instances chase at the same moment", async () => {
    for (let i = 0; i < 5; i += 1)
      await insertBookingOnce(
        connection.db,
        booking({ balanceDueOn: "2027-01-30", balanceDue: 1000 }),
      );
    const results = await Promise.all([
      chase(connection, "2027-01-24"),
      chase(connection, "2027-01-24"),
      chase(connection, "2027-01-24"),
    ]);
    expect(results.reduce((sum, result) => sum + result.reminded, 0)).toBe(5);
    expect(await mails(connection)).toHaveLength(5);
  });

  it("lists overdue balances first for staff, then the newest bookings", async () => {
    const paidInFull = await insertBookingOnce(
      connection.db,
      booking({ balanceDueOn: null, balanceDue: 0 }),
    );
    const overdue = await insertBookingOnce(
      connection.db,
      booking({ balanceDueOn: "2027-01-10", balanceDue: 1000 }),
    );
    const due = await insertBookingOnce(
      connection.db,
      booking({ balanceDueOn: "2027-03-10", balanceDue: 2000 }),
    );
    await connection.db.execute(
      sql`update bookings set created_at = created_at - interval '1 day' where id = ${overdue!.id}`,
    );
    const list = await listBookings(connection.db, "2027-02-01");
    expect(list.map((entry) => [entry.reference, entry.balance_status])).toEqual([
      [overdue!.reference, "overdue"],
      [due!.reference, "due"],
      [paidInFull!.reference, "paid_in_full"],
    ]);
    expect(list[0]).toMatchObject({
      starts_on: "2027-03-01",
      travelers: 2,
      trip_total: 740_000,
      amount_paid: 185_000,
      balance_due: 1000,
      balance_due_on: "2027-01-10",
    });
    expect(list[2]).toMatchObject({ balance_due: 0, balance_due_on: null });
  });
});
