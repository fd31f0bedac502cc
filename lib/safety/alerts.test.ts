/**
 * The safety watch as a deploy meets it: the first start records today's content and mails no one;
 * a record changed in the content (here Thailand's criminal law, in a copy of content/) mails each
 * traveler whose trip through it has not ended exactly once, and staff once, across restarts and
 * with two instances starting at the same moment; a change that is not material mails no one.
 */
import { sql } from "drizzle-orm";
import { openDatabase, type Connection } from "../db/client";
import { findBookingByToken, insertBookingOnce } from "../db/queries/bookings";
import { listDeskSafetyChanges } from "../db/queries/safety-alerts";
import { allRows, countRows, databaseTargets, openTestDatabase } from "../test-support/databases";
import { watchSafetyRecords } from "./alerts";
import {
  copyContent,
  criminaliseInCopy,
  type BaselineEntry,
  type ContentCopy,
} from "./test-content";

const today = "2026-12-20";
const origin = "https://lavendercompass.example";
const staffAddress = "staff@lavender.example";

type Content = ReturnType<ContentCopy["load"]>;

const watch = (connection: Connection, content: Content, now = new Date()) =>
  watchSafetyRecords(connection.db, {
    records: content.records,
    changelog: content.changelog,
    packageDays: new Map(content.catalog.packages.map((pkg) => [pkg.id, pkg.duration_days])),
    today,
    origin,
    staffAddress,
    emergencyPhone: "+1 (603) 555-0199",
    now,
  });

let serial = 0;
async function book(
  connection: Connection,
  packageId: string,
  startsOn: string,
  extra: { status?: string; erased?: boolean; email?: string } = {},
) {
  serial += 1;
  const row = await insertBookingOnce(connection.db, {
    provider: "stripe",
    sessionId: `cs_watch_${serial}`,
    packageId,
    packageName: packageId,
    amountTotal: 100_000,
    currency: "usd",
    customerEmail: extra.email ?? `traveler${serial}@example.com`,
    customerName: `Traveler ${serial}`,
    reference: `LC-WATCH${String(serial).padStart(3, "0")}`,
    startsOn,
    travelers: 1,
  });
  if (extra.status)
    await connection.db.execute(
      sql`update bookings set status = ${extra.status} where id = ${row!.id}`,
    );
  if (extra.erased)
    await connection.db.execute(
      sql`update bookings set erased_at = now(), customer_email = 'erased', customer_name = 'Erased' where id = ${row!.id}`,
    );
  return row!;
}

type QueuedMail = { to: string; subject: string; text: string; kind: string };
const mails = async (connection: Connection) =>
  (await allRows(connection.db, "mail_outbox")) as QueuedMail[];

let original: ContentCopy;
let changed: ContentCopy;
let before: Content;
let after: Content;

beforeAll(() => {
  original = copyContent();
  before = original.load();
  changed = copyContent();
  criminaliseInCopy(changed, "TH", "up to 10 years");
  // Not material: a note reworded and a new source for a claim whose status stays.
  changed.edit<{
    countries: { code: string; criminalised: { note?: string; sources: unknown[] } }[];
  }>("world/baseline.json", (file) => {
    const nl = file.countries.find((country) => country.code === "NL")!;
    nl.criminalised.note = "Never criminalised since the French penal code of 1811 took effect.";
    nl.criminalised.sources.push({
      label: "Example Review: Dutch law, a history",
      url: "https://review.example/dutch-law",
      read: "2026-11-25",
    });
  });
  after = changed.load();
});
afterAll(() => {
  original.remove();
  changed.remove();
});

/** Dates the first page a country's criminal law cites in the copy as read today. */
function readTodayInCopy(copy: ContentCopy, code: string) {
  copy.edit<{ countries: { code: string; criminalised: { sources: { read: string }[] } }[] }>(
    "world/baseline.json",
    (file) => {
      const entry = file.countries.find((country) => country.code === code)!;
      entry.criminalised.sources[0]!.read = new Date().toISOString().slice(0, 10);
    },
  );
}

describe.each(databaseTargets)("alerts on safety changes on %s", (_name, databaseUrl) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(databaseUrl));
  });
  afterAll(() => cleanup());
  beforeEach(() =>
    connection.db.execute(
      sql`truncate bookings, booking_links, mail_outbox, safety_record_versions, safety_changes, safety_change_bookings`,
    ),
  );

  /** The travelers of the Taipei and Bangkok trip, and others who must not hear of Thailand. */
  async function travelers() {
    return {
      ahead: await book(connection, "taipei-bangkok-night-markets", "2027-01-12"),
      underWay: await book(connection, "taipei-bangkok-night-markets", "2026-12-15"),
      ended: await book(connection, "taipei-bangkok-night-markets", "2026-11-01"),
      cancelled: await book(connection, "taipei-bangkok-night-markets", "2027-02-09", {
        status: "cancelled",
      }),
      // Asked to cancel, not settled: they may still travel, so they still hear of the law.
      cancelling: await book(connection, "taipei-bangkok-night-markets", "2027-02-23", {
        status: "cancellation_requested",
      }),
      elsewhere: await book(connection, "iceland-northern-lights", "2027-01-14"),
    };
  }

  it("records every record as already alerted on the first start, and mails no one", async () => {
    await travelers();
    // The first start already runs on changed content: today's corrections are not news.
    expect(await watch(connection, after)).toEqual({
      baseline: true,
      changes: 0,
      travelersMailed: 0,
      sourcesMailed: 0,
    });
    expect(await countRows(connection.db, "safety_record_versions")).toBe(after.records.length);
    expect(await mails(connection)).toHaveLength(0);
    // Started again on the same content: still nothing.
    expect(await watch(connection, after)).toMatchObject({ changes: 0, travelersMailed: 0 });
    expect(await mails(connection)).toHaveLength(0);
  });

  it("mails exactly the travelers whose trip through the changed country has not ended, once each, across restarts", async () => {
    const booked = await travelers();
    await watch(connection, before);

    expect(await watch(connection, after)).toEqual({
      baseline: false,
      changes: 1,
      travelersMailed: 3,
      sourcesMailed: 0,
    });
    const sent = await mails(connection);
    const alerts = sent.filter((mail) => mail.kind === "safety_alert");
    expect(alerts.map((mail) => mail.to).sort()).toEqual(
      [
        booked.ahead.customerEmail,
        booked.underWay.customerEmail,
        booked.cancelling.customerEmail,
      ].sort(),
    );
    const alert = alerts.find((mail) => mail.to === booked.ahead.customerEmail)!;
    expect(alert.subject).toBe("A change on your route: Thailand");
    expect(alert.text).toContain("- Same-sex relations: was legal; now a crime.");
    expect(alert.text).toContain("- Maximum penalty: was none; now prison, up to 10 years.");
    expect(alert.text).toContain("Why: A new penal code criminalises same-sex relations.");
    // The rule itself, in the record's words, not only its kind.
    expect(alert.text).toContain(
      "  Now: up to 10 years. A new penal code of November 2026 punishes them.",
    );
    // The crime and its penalty are one claim: what it says now is said once.
    expect(alert.text.split("  Now: up to 10 years.")).toHaveLength(2);
    // So are its reason and source, the same for both.
    expect(alert.text.split("  Why: A new penal code")).toHaveLength(2);
    expect(alert.text.split("  Source: Example Gazette")).toHaveLength(2);
    expect(alert.text).toContain(
      "Source: Example Gazette: parliament passes a new penal code (published November 20, 2026; read November 25, 2026) https://gazette.example/2026/11/new-penal-code",
    );
    expect(alert.text).toContain("plus a $500 credit toward a future trip");
    expect(alert.text).toContain(
      `plus a $500 credit toward a future trip. (Terms of Service, section 9: ${origin}/legal/terms#9-changes-and-cancellations-by-us)`,
    );
    expect(alert.text).toContain("before any cancellation charge applies");
    // Its link opens the traveler's own booking.
    const token = /\/bookings\/([\w-]{43})\b/.exec(alert.text)![1]!;
    expect((await findBookingByToken(connection.db, token))?.id).toBe(booked.ahead.id);
    // Nothing about the Netherlands: a reworded note and a new source are not material.
    expect(alert.text).not.toContain("Netherlands");

    const notices = sent.filter((mail) => mail.kind === "safety_change_notice");
    expect(notices.map((mail) => mail.to)).toEqual([staffAddress]);
    expect(notices[0]!.text).toContain(booked.ahead.reference!);
    expect(notices[0]!.text).toContain(booked.underWay.reference!);
    expect(notices[0]!.text).not.toContain(booked.ended.reference!);
    expect(notices[0]!.text).not.toContain(booked.cancelled.reference!);
    expect(notices[0]!.text).not.toContain(booked.ahead.customerEmail);
    expect(notices[0]!.text).toContain(`${origin}/staff/safety`);

    // Restarted twice on the same deploy: nothing more.
    expect(await watch(connection, after)).toMatchObject({ changes: 0, travelersMailed: 0 });
    expect(await watch(connection, after)).toMatchObject({ changes: 0, travelersMailed: 0 });
    expect(await mails(connection)).toHaveLength(4);

    // The desk lists the change with the bookings it touched and their mails.
    const desk = await listDeskSafetyChanges(connection.db);
    expect(desk.total).toBe(1);
    expect(desk.changes[0]).toMatchObject({ recordKey: "country:TH", recordName: "Thailand" });
    expect(desk.changes[0]!.bookings.map((b) => [b.reference, b.mailStatus])).toEqual([
      [booked.underWay.reference, "queued"],
      [booked.ahead.reference, "queued"],
      [booked.cancelling.reference, "queued"],
    ]);
  });

  it("lists a place that now criminalises before a change elsewhere on the route, in the mail and on the desk", async () => {
    const booked = await travelers();
    await watch(connection, before);
    // Taiwan (before Thailand in the content) loses marriage the same day Thailand criminalises.
    const both = copyContent();
    try {
      criminaliseInCopy(both, "TH", "up to 10 years");
      both.edit<{ countries: { code: string; marriage: { status: string } }[] }>(
        "world/baseline.json",
        (file) => {
          file.countries.find((country) => country.code === "TW")!.marriage.status = "civil_union";
        },
      );
      expect(await watch(connection, both.load())).toMatchObject({
        changes: 2,
        travelersMailed: 3,
      });
    } finally {
      both.remove();
    }
    const sent = await mails(connection);
    const alert = sent.find((mail) => mail.to === booked.ahead.customerEmail)!;
    expect(alert.subject).toBe("A change on your route: Thailand; Taiwan");
    const crime = alert.text.indexOf("- Same-sex relations: was legal; now a crime.");
    const marriage = alert.text.indexOf("- Couples and marriage: was same-sex couples can marry");
    expect(crime).toBeGreaterThan(0);
    expect(marriage).toBeGreaterThan(crime);
    const notice = sent.find((mail) => mail.kind === "safety_change_notice")!;
    expect(notice.subject).toMatch(/^Safety records changed: Thailand; Taiwan /);
    expect(notice.text.indexOf("\nTHAILAND\n")).toBeGreaterThan(0);
    expect(notice.text.indexOf("\nTAIWAN\n")).toBeGreaterThan(notice.text.indexOf("\nTHAILAND\n"));
    // The desk keeps the mail's order, a page at a time too.
    const desk = await listDeskSafetyChanges(connection.db);
    expect(desk.changes.map((change) => change.recordName)).toEqual(["Thailand", "Taiwan"]);
    const next = await listDeskSafetyChanges(connection.db, desk.changes[0]!.id);
    expect(next.changes.map((change) => change.recordName)).toEqual(["Taiwan"]);
  });

  it("tells travelers of a change for the better as good news, without the options a worse one needs", async () => {
    const booked = await travelers();
    // Travelers were last told that Thailand criminalises; the new deploy says it no longer does.
    await watch(connection, after);
    expect(await watch(connection, before)).toMatchObject({ changes: 1, travelersMailed: 3 });
    const alert = (await mails(connection)).find((mail) => mail.to === booked.ahead.customerEmail)!;
    expect(alert.subject).toBe("Good news on your route: Thailand");
    expect(alert.text).toContain("- Same-sex relations: was a crime; now legal (an improvement).");
    expect(alert.text).toContain("there is nothing you need to do");
    expect(alert.text).not.toContain("WHAT YOU CAN DO");
    expect(alert.text).not.toContain("plus a $500 credit");
  });

  it("writes once to a traveler with two bookings through the changed country, naming both", async () => {
    const first = await book(connection, "taipei-bangkok-night-markets", "2027-01-12", {
      email: "sam@example.com",
    });
    const second = await book(connection, "taipei-bangkok-night-markets", "2027-03-02", {
      email: "Sam@Example.com",
    });
    await watch(connection, before);
    expect(await watch(connection, after)).toMatchObject({ changes: 1, travelersMailed: 1 });
    const alerts = (await mails(connection)).filter((mail) => mail.kind === "safety_alert");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain(`Booking reference: ${first.reference}`);
    expect(alerts[0]!.text).toContain(`Booking reference: ${second.reference}`);
    // Each booking keeps its own page and the desk records the one mail against both.
    expect(alerts[0]!.text.match(/\/bookings\/[\w-]{43}\b/g)).toHaveLength(2);
    const [change] = (await listDeskSafetyChanges(connection.db)).changes;
    expect(change!.bookings.map((b) => b.mailStatus)).toEqual(["queued", "queued"]);
  });

  it("mails the source an alert lacked once a correction records it, once, and the desk says so", async () => {
    const booked = await travelers();
    await watch(connection, before);
    // Taiwan's marriage claim changes with no changelog entry: the alert says its source is owed.
    const unrecorded = copyContent();
    const recorded = copyContent();
    try {
      for (const copy of [unrecorded, recorded])
        copy.edit<{ countries: { code: string; marriage: { status: string } }[] }>(
          "world/baseline.json",
          (file) => {
            file.countries.find((country) => country.code === "TW")!.marriage.status =
              "civil_union";
          },
        );
      expect(await watch(connection, unrecorded.load())).toMatchObject({
        changes: 1,
        sourcesMailed: 0,
      });
      const alert = (await mails(connection)).find(
        (mail) => mail.to === booked.ahead.customerEmail,
      )!;
      expect(alert.text).toContain(
        "Source: not yet recorded with this change; we will write to you",
      );
      const [owed] = (await listDeskSafetyChanges(connection.db)).changes;
      expect(owed!.changes[0]).toMatchObject({ unrecorded: true, sources: [] });
      // Restarted with the source still missing: nothing to send.
      expect(await watch(connection, unrecorded.load())).toMatchObject({ sourcesMailed: 0 });

      // The next deploy records the correction: the travelers it touched get its source, once.
      const today = new Date().toISOString().slice(0, 10);
      const citation = {
        label: "Example Review: Taiwan's marriage law",
        url: "https://review.example/taiwan-marriage",
        read: today,
        says: "The law now recognises civil unions only.",
      };
      recorded.edit<{ reviewed_on: string; countries: BaselineEntry[] }>(
        "world/baseline.json",
        (file) => {
          file.reviewed_on = today;
          file.countries.find((country) => country.code === "TW")!.reviewed_on = today;
        },
      );
      recorded.edit<unknown[]>("world/changelog.json", (entries) => {
        entries.push({
          date: today,
          code: "TW",
          group: "marriage",
          kind: "correction",
          from: "status marriage",
          to: "status civil_union",
          why: "The marriage law was replaced by civil unions.",
          sources: [citation],
        });
      });
      await connection.db.execute(sql`truncate mail_outbox`);
      expect(await watch(connection, recorded.load())).toMatchObject({
        changes: 0,
        sourcesMailed: 3,
      });
      const sent = await mails(connection);
      expect(sent.every((mail) => mail.kind === "safety_alert_sources")).toBe(true);
      expect(sent.map((mail) => mail.to).sort()).toEqual(
        [
          booked.ahead.customerEmail,
          booked.underWay.customerEmail,
          booked.cancelling.customerEmail,
        ].sort(),
      );
      const follow = sent.find((mail) => mail.to === booked.ahead.customerEmail)!;
      expect(follow.subject).toBe("The source of a change on your route: Taiwan");
      expect(follow.text).toContain("said we had not yet recorded its source. Here it is.");
      expect(follow.text).toContain(
        "- Couples and marriage: was same-sex couples can marry; now a civil union or partnership, not marriage.",
      );
      expect(follow.text).toContain("Why: The marriage law was replaced by civil unions.");
      expect(follow.text).toContain("Source: Example Review: Taiwan's marriage law (read ");
      expect(follow.text).toMatch(/\/bookings\/[\w-]{43}\b/);
      // Restarted: sent once.
      expect(await watch(connection, recorded.load())).toMatchObject({ sourcesMailed: 0 });
      expect(await mails(connection)).toHaveLength(3);
      const [paid] = (await listDeskSafetyChanges(connection.db)).changes;
      expect(paid!.sourcesSentAt).toBeInstanceOf(Date);
      expect(paid!.changes[0]).toMatchObject({
        sourcedLater: true,
        sources: [expect.objectContaining({ url: citation.url })],
      });
      expect(paid!.changes[0]).not.toHaveProperty("unrecorded");
    } finally {
      unrecorded.remove();
      recorded.remove();
    }
  });

  it("does not lend a later change the reason or the source of an earlier one", async () => {
    const booked = await travelers();
    await watch(connection, before);
    await watch(connection, after);
    // The same day, a deploy lengthens the penalty with no changelog entry of its own (the copy
    // holds the same number of entries as the last deploy's).
    const longer = copyContent();
    try {
      criminaliseInCopy(longer, "TH", "up to 14 years");
      await connection.db.execute(sql`truncate mail_outbox`);
      expect(await watch(connection, longer.load())).toMatchObject({ changes: 1 });
      const sent = await mails(connection);
      const alert = sent.find((mail) => mail.to === booked.ahead.customerEmail)!;
      expect(alert.text).toContain(
        "- Maximum penalty: was prison, up to 10 years; now prison, up to 14 years.",
      );
      expect(alert.text).toContain("Source: not yet recorded with this change");
      expect(alert.text).not.toContain("Why: A new penal code");
      expect(alert.text).not.toContain("Example Gazette");
      const notice = sent.find((mail) => mail.kind === "safety_change_notice")!;
      expect(notice.text).toContain("NO SOURCE RECORDED");
    } finally {
      longer.remove();
    }
  });

  // Dates are days: a page read on the day travelers were last alerted may say what the record
  // said then, so only one read after that day is cited.
  it.each([
    ["today", 0, false],
    ["two days ago", 2, true],
  ])(
    "cites a page read today, without a changelog entry, when travelers were last alerted %s: %s",
    async (_when, daysAgo, cited) => {
      const booked = await travelers();
      await watch(connection, before);
      await watch(connection, after);
      await connection.db.execute(
        sql`update safety_record_versions set recorded_at = now() - make_interval(days => ${daysAgo})`,
      );
      const longer = copyContent();
      try {
        criminaliseInCopy(longer, "TH", "up to 14 years");
        readTodayInCopy(longer, "TH");
        await connection.db.execute(sql`truncate mail_outbox`);
        expect(await watch(connection, longer.load())).toMatchObject({ changes: 1 });
        const alert = (await mails(connection)).find(
          (mail) => mail.to === booked.ahead.customerEmail,
        )!;
        // Never the reason of the earlier correction.
        expect(alert.text).not.toContain("Why: A new penal code");
        if (cited) {
          expect(alert.text).toMatch(
            /- Maximum penalty: was prison, up to 10 years; now prison, up to 14 years\.[\s\S]*Source: Example Gazette: parliament passes a new penal code \(published November 20, 2026; read [A-Z][a-z]+ \d+, 20\d\d\) https:\/\/gazette\.example/,
          );
          expect(alert.text).not.toContain("not yet recorded");
        } else {
          expect(alert.text).toContain("Source: not yet recorded with this change");
          expect(alert.text).not.toContain("Example Gazette");
        }
      } finally {
        longer.remove();
      }
    },
  );

  it("sends once when two instances start on the new content at the same moment", async () => {
    await travelers();
    await watch(connection, before);
    // A second instance: its own connection to the same PostgreSQL database; PGlite belongs to
    // one process, so there the two runs share its connection.
    const second = databaseUrl
      ? await openDatabase({ databaseUrl, dataDir: "unused" })
      : connection;
    try {
      const results = await Promise.all([watch(connection, after), watch(second, after)]);
      expect(results.map((result) => result.travelersMailed).sort()).toEqual([0, 3]);
      const sent = await mails(connection);
      expect(sent.filter((mail) => mail.kind === "safety_alert")).toHaveLength(3);
      expect(sent.filter((mail) => mail.kind === "safety_change_notice")).toHaveLength(1);
      expect(await countRows(connection.db, "safety_changes")).toBe(1);
    } finally {
      if (second !== connection) await second.close();
    }
  });

  it("records a touched booking whose traveler was erased without mailing anyone", async () => {
    const erased = await book(connection, "taipei-bangkok-night-markets", "2027-01-12", {
      erased: true,
    });
    await watch(connection, before);
    expect(await watch(connection, after)).toMatchObject({ changes: 1, travelersMailed: 0 });
    expect((await mails(connection)).map((mail) => mail.kind)).toEqual(["safety_change_notice"]);
    const [change] = (await listDeskSafetyChanges(connection.db)).changes;
    expect(change!.bookings).toEqual([
      expect.objectContaining({ reference: erased.reference, erased: true, mailStatus: null }),
    ]);
  });
});
