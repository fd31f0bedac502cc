/**
 * The desk's enquiries on both drivers, with 1,200 stored: every page reaches the first enquiry,
 * search and status filters find it, and each change is recorded with who and when.
 */
import { sql } from "drizzle-orm";
import { databaseTargets, openTestDatabase } from "../../test-support/databases";
import type { Connection } from "../client";
import { inquiries } from "../schema";
import { listStaffActions } from "./audit";
import { listInquiries } from "./inquiries";
import {
  getDeskInquiry,
  listDeskInquiries,
  takeDeskInquiry,
  workDeskInquiry,
} from "./inquiry-desk";

const STORED = 1200;
const robin = { id: "staff-robin", name: "Robin" };
const sam = { id: "staff-sam", name: "Sam" };

describe.each(databaseTargets)("the enquiries desk on %s", (_name, databaseUrl) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;
  let firstId: string;
  let otherId: string;

  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(databaseUrl));
    await connection.db.execute(sql`truncate inquiries, inquiry_events, audit_log`);
    const start = Date.UTC(2025, 0, 1);
    // Enquiries stored together share one timestamp (one transaction), here in groups of ten.
    const rows = Array.from({ length: STORED }, (_, i) => ({
      id: crypto.randomUUID(),
      name: i === 0 ? "Alex Firstcomer" : `Traveler ${i}`,
      email: i === 0 ? "alex.first@example.com" : `traveler${i}@example.com`,
      message: i === 0 ? "A honeymoon in Provincetown, 100% private" : `Trip number ${i}`,
      travelersCount: 2,
      // The first stands alone, a minute before the rest.
      createdAt: new Date(start + (i === 0 ? -60_000 : Math.floor(i / 10) * 60_000)),
    }));
    firstId = rows[0]!.id;
    otherId = rows[5]!.id;
    for (let i = 0; i < rows.length; i += 400) {
      await connection.db.insert(inquiries).values(rows.slice(i, i + 400));
    }
  });

  afterAll(() => cleanup());

  it("pages the staff API list through every enquiry, newest first, ending with the first", async () => {
    const seen: string[] = [];
    for (let before: string | undefined; ;) {
      const page = await listInquiries(connection.db, { before, limit: 500 });
      seen.push(...page.map((inquiry) => inquiry.id));
      if (page.length < 500) break;
      before = page.at(-1)?.id;
    }
    expect(seen).toHaveLength(STORED);
    expect(new Set(seen).size).toBe(STORED);
    expect(seen.at(-1)).toBe(firstId);
  });

  it("pages the desk back to the first enquiry ever stored", async () => {
    let page = await listDeskInquiries(connection.db, {});
    expect(page.total).toBe(STORED);
    let pages = 1;
    while (page.nextBefore) {
      page = await listDeskInquiries(connection.db, {}, page.nextBefore);
      pages++;
    }
    expect(pages).toBe(STORED / 50);
    expect(page.rows.at(-1)?.id).toBe(firstId);
  });

  it.each([["provincetown"], ["ALEX.FIRST@"], ["firstcomer"], ["100%"]])(
    "finds the first enquiry by %s",
    async (search) => {
      const page = await listDeskInquiries(connection.db, { search });
      expect(page.rows.map((inquiry) => inquiry.id)).toEqual([firstId]);
    },
  );

  it("treats % and _ typed in the search as themselves", async () => {
    expect((await listDeskInquiries(connection.db, { search: "_" })).total).toBe(0);
  });

  it("records who took an enquiry on once per change of hands", async () => {
    expect(await takeDeskInquiry(connection.db, firstId, robin)).toBe(true);
    expect(await takeDeskInquiry(connection.db, firstId, robin)).toBe(true);
    expect(await takeDeskInquiry(connection.db, firstId, sam)).toBe(true);
    expect(await takeDeskInquiry(connection.db, crypto.randomUUID(), sam)).toBe(false);
    const inquiry = await getDeskInquiry(connection.db, firstId);
    expect(inquiry).toMatchObject({ handledBy: sam.id, handledByName: "Sam" });
    expect(inquiry?.events.map((event) => [event.kind, event.staffName])).toEqual([
      ["taken", "Robin"],
      ["taken", "Sam"],
    ]);
    const taken = (await listStaffActions(connection.db, { action: "inquiry.take" })).map(
      (entry) => [entry.staffName, entry.target],
    );
    expect(taken).toEqual([
      ["Sam", firstId],
      ["Robin", firstId],
    ]);
  });

  it("works an enquiry through a status with a note, and filters by status", async () => {
    expect(
      await workDeskInquiry(connection.db, firstId, robin, {
        status: "contacted",
        note: "Called; prefers June",
      }),
    ).toBe(true);
    // The same status again records only the note.
    await workDeskInquiry(connection.db, firstId, sam, { status: "contacted", note: " " });
    const inquiry = await getDeskInquiry(connection.db, firstId);
    expect(inquiry?.status).toBe("contacted");
    const work = inquiry?.events.filter((event) => event.kind !== "taken");
    expect(
      work?.map(({ kind, status, note, staffName }) => [kind, status, note, staffName]),
    ).toEqual([
      ["status", "contacted", null, "Robin"],
      ["note", null, "Called; prefers June", "Robin"],
    ]);
    expect(work?.[0]?.createdAt).toBeInstanceOf(Date);
    // The audit log says who changed what, never the note's text.
    const audit = (await listStaffActions(connection.db)).filter(
      (entry) => entry.target === firstId && entry.action !== "inquiry.take",
    );
    expect(audit.map(({ action, detail, staffName }) => [action, detail, staffName])).toEqual(
      expect.arrayContaining([
        ["inquiry.status", "new -> contacted", "Robin"],
        ["inquiry.note", null, "Robin"],
      ]),
    );
    expect(JSON.stringify(audit)).not.toContain("prefers June");
    const contacted = await listDeskInquiries(connection.db, { status: "contacted" });
    expect(contacted.rows.map((found) => found.id)).toEqual([firstId]);
    expect((await listDeskInquiries(connection.db, { status: "new" })).total).toBe(STORED - 1);
  });

  it("adds a note once when its form is posted twice at once (a double click)", async () => {
    const key = crypto.randomUUID();
    const work = { status: "closed" as const, note: "Booked elsewhere" };
    const posts = await Promise.all([
      workDeskInquiry(connection.db, otherId, robin, work, key),
      workDeskInquiry(connection.db, otherId, robin, work, key),
    ]);
    expect(posts).toEqual([true, true]);
    // Posted again later, the same form still does nothing; a new form (a new key) does.
    await workDeskInquiry(connection.db, otherId, robin, work, key);
    await workDeskInquiry(
      connection.db,
      otherId,
      robin,
      { note: "Asked again" },
      crypto.randomUUID(),
    );
    const events = (await getDeskInquiry(connection.db, otherId))?.events ?? [];
    expect(events.map(({ kind, note }) => [kind, note])).toEqual([
      ["status", null],
      ["note", "Booked elsewhere"],
      ["note", "Asked again"],
    ]);
    const notes = (await listStaffActions(connection.db)).filter(
      (entry) => entry.target === otherId && entry.action === "inquiry.note",
    );
    expect(notes).toHaveLength(2);
  });

  it("knows no unknown enquiry", async () => {
    const unknown = crypto.randomUUID();
    expect(await getDeskInquiry(connection.db, unknown)).toBeNull();
    expect(await workDeskInquiry(connection.db, unknown, robin, { status: "closed" })).toBe(false);
  });
});
