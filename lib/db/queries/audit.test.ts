/**
 * The audit log on both drivers: newest first, paged back to the very first entry even when many
 * share one timestamp, filtered by action and by staff member, with the filters' choices.
 */
import { sql } from "drizzle-orm";
import { databaseTargets, openTestDatabase } from "../../test-support/databases";
import type { Connection } from "../client";
import {
  countStaffActions,
  listAuditChoices,
  listStaffActions,
  recordStaffAction,
  type AuditFilter,
} from "./audit";

const robin = { id: "staff-robin", name: "Robin" };
const sam = { id: "staff-sam", name: "Sam" };
const STORED = 240;

describe.each(databaseTargets)("the audit log on %s", (_name, databaseUrl) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;

  /** Every page of the filtered log, `limit` at a time. */
  async function readAll(filter: AuditFilter, limit: number) {
    const seen = [];
    for (let before: string | undefined; ;) {
      const page = await listStaffActions(connection.db, { ...filter, before, limit });
      seen.push(...page);
      if (page.length < limit) return seen;
      before = page.at(-1)?.id;
    }
  }

  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(databaseUrl));
    await connection.db.execute(sql`truncate audit_log`);
    await recordStaffAction(
      connection.db,
      { id: "staff-robin", name: "Robin (old name)" },
      {
        action: "staff.sign-in",
        detail: "password",
      },
    );
    // Twelve to a transaction: entries of one transaction share its timestamp.
    for (let i = 1; i < STORED; i += 12) {
      await connection.db.transaction(async (tx) => {
        for (let j = i; j < Math.min(i + 12, STORED); j++) {
          await recordStaffAction(tx, j % 3 === 0 ? sam : robin, {
            action: j % 2 === 0 ? "inquiry.open" : "inquiry.note",
            target: `enquiry-${j}`,
          });
        }
      });
    }
  });

  afterAll(() => cleanup());

  it("pages newest first through every entry down to the first", async () => {
    const all = await readAll({}, 50);
    expect(all).toHaveLength(STORED);
    expect(new Set(all.map((entry) => entry.id)).size).toBe(STORED);
    expect(all.at(-1)).toMatchObject({ action: "staff.sign-in", staffName: "Robin (old name)" });
    const times = all.map((entry) => entry.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await countStaffActions(connection.db)).toBe(STORED);
  });

  it("filters by action and by staff member, together or apart, on every page", async () => {
    const notes = await readAll({ action: "inquiry.note" }, 25);
    expect(notes).toHaveLength(120);
    expect(notes.every((entry) => entry.action === "inquiry.note")).toBe(true);
    const sams = await readAll({ staffId: sam.id }, 25);
    expect(sams).toHaveLength(79);
    expect(sams.every((entry) => entry.staffName === "Sam")).toBe(true);
    const robinsOpens = await readAll({ staffId: robin.id, action: "inquiry.open" }, 10);
    expect(robinsOpens.every((e) => e.staffId === robin.id && e.action === "inquiry.open")).toBe(
      true,
    );
    expect(robinsOpens).toHaveLength(
      await countStaffActions(connection.db, { staffId: robin.id, action: "inquiry.open" }),
    );
    expect(await countStaffActions(connection.db, { action: "visitor.erase" })).toBe(0);
  });

  it("offers every recorded action and everyone who acted, by their latest name", async () => {
    expect(await listAuditChoices(connection.db)).toEqual({
      actions: ["inquiry.note", "inquiry.open", "staff.sign-in"],
      staff: [robin, sam],
    });
  });
});
