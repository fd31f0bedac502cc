/**
 * The "before you go" mail 21 days before departure: once per booking, with the brief and a link
 * of its own; caught up after days the site was down, until the day of departure; none for a
 * booking made within the 21 days (its confirmation carried the brief), a cancelled one, an erased
 * traveler or a trip already begun; and once when two instances run at the same moment.
 */
import { sql } from "drizzle-orm";
import type { Connection } from "../db/client";
import { findBookingByToken, insertBookingOnce } from "../db/queries/bookings";
import { allRows, databaseTargets, openTestDatabase } from "../test-support/databases";
import { beforeYouGoText } from "./brief-text";
import { sendDepartureBriefs } from "./departure-briefs";

const origin = "https://lavendercompass.example";

const send = (connection: Connection, today: string) =>
  sendDepartureBriefs(connection.db, {
    today,
    origin,
    emergencyPhone: "+1 (603) 555-0199",
    briefOf: (packageId) =>
      beforeYouGoText(packageId, "your booking page (the link above)", origin),
  });

let serial = 0;
async function book(
  connection: Connection,
  startsOn: string,
  bookedOn: string,
  extra: { status?: string; erased?: boolean } = {},
) {
  serial += 1;
  const row = (await insertBookingOnce(connection.db, {
    provider: "local",
    sessionId: `cs_brief_${serial}`,
    packageId: "taipei-bangkok-night-markets",
    packageName: "Taipei and Bangkok Night Markets",
    amountTotal: 100_000,
    currency: "usd",
    customerEmail: `brief${serial}@example.com`,
    customerName: `Traveler ${serial}`,
    reference: `LC-BRIEF${String(serial).padStart(3, "0")}`,
    startsOn,
    travelers: 2,
  }))!;
  await connection.db.execute(
    sql`update bookings set created_at = ${`${bookedOn}T12:00:00Z`}::timestamptz where id = ${row.id}`,
  );
  if (extra.status)
    await connection.db.execute(
      sql`update bookings set status = ${extra.status} where id = ${row.id}`,
    );
  if (extra.erased)
    await connection.db.execute(sql`update bookings set erased_at = now() where id = ${row.id}`);
  return row;
}

type QueuedMail = { id: string; to: string; subject: string; text: string; kind: string };
const mails = async (connection: Connection) =>
  (await allRows(connection.db, "mail_outbox")) as QueuedMail[];

describe.each(databaseTargets)("the before-you-go mail on %s", (_name, databaseUrl) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(databaseUrl));
  });
  afterAll(() => cleanup());
  beforeEach(() =>
    connection.db.execute(
      sql`truncate bookings, booking_links, mail_outbox, departure_brief_mails`,
    ),
  );

  it("goes out 21 days before departure, once, with the brief and a working link", async () => {
    const row = await book(connection, "2027-01-12", "2026-09-01");
    expect(await send(connection, "2026-12-21")).toBe(0);
    expect(await send(connection, "2026-12-22")).toBe(1);
    const [mail] = await mails(connection);
    expect(mail).toMatchObject({ to: row.customerEmail, kind: "departure_brief" });
    expect(mail!.subject).toBe(
      "[TEST] Before you go: Taipei and Bangkok Night Markets, departing January 12, 2027",
    );
    expect(mail!.text).toContain("is three weeks away");
    expect(mail!.text).toContain("BEFORE YOU GO: THE LAW AND LOCAL HELP ON YOUR ROUTE");
    expect(mail!.text).toContain("TAIWAN\n- Same-sex relations are legal in Taiwan");
    expect(mail!.text).toContain("THAILAND\n- Same-sex relations are legal in Thailand");
    expect(mail!.text).toContain("- Emergency: 1155, tourist police");
    const token = /\/bookings\/([\w-]{43})\b/.exec(mail!.text)![1]!;
    expect((await findBookingByToken(connection.db, token))?.id).toBe(row.id);
    // The mail is recorded on the booking.
    const [claimed] = await allRows(connection.db, "departure_brief_mails");
    expect(claimed).toMatchObject({ booking_id: row.id, mail_id: mail!.id });

    expect(await send(connection, "2026-12-22")).toBe(0);
    expect(await send(connection, "2027-01-05")).toBe(0);
    expect(await mails(connection)).toHaveLength(1);
  });

  it("catches up after days the site was down, until the day of departure", async () => {
    await book(connection, "2027-01-12", "2026-09-01");
    await book(connection, "2027-01-09", "2026-09-01");
    // Down from December 18 to January 10: one departed meanwhile, one leaves in two days.
    expect(await send(connection, "2027-01-10")).toBe(1);
    const [mail] = await mails(connection);
    expect(mail!.subject).toContain("departing January 12, 2027");
    expect(mail!.text).toContain("is 2 days away");
  });

  it("sends nothing for a booking made within the 21 days, cancelled, or erased", async () => {
    await book(connection, "2027-01-12", "2026-12-22"); // on the day the brief was due
    await book(connection, "2027-01-12", "2026-09-01", { status: "cancelled" });
    await book(connection, "2027-01-12", "2026-09-01", { erased: true });
    expect(await send(connection, "2026-12-30")).toBe(0);
    expect(await mails(connection)).toHaveLength(0);
  });

  it("sends each mail once when two instances run at the same moment", async () => {
    for (let i = 0; i < 4; i += 1) await book(connection, "2027-01-12", "2026-09-01");
    const counts = await Promise.all([
      send(connection, "2026-12-25"),
      send(connection, "2026-12-25"),
    ]);
    expect(counts[0]! + counts[1]!).toBe(4);
    const sent = await mails(connection);
    expect(sent).toHaveLength(4);
    expect(new Set(sent.map((mail) => mail.to)).size).toBe(4);
  });
});
