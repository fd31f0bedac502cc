/**
 * The enquiries export on both drivers: what the desk's search and status filter show, newest
 * first, with who handles each; the export is recorded without what was searched for. And the
 * CSV columns of every export: the outbox's never holds a message.
 */
import { sql } from "drizzle-orm";
import { databaseTargets, openTestDatabase } from "../../test-support/databases";
import { bookingsDesk, enquiriesDesk, mailDesk } from "../../staff/desk";
import { exportDeskList } from "../../staff/desk/export";
import { toCsv } from "../../staff/csv";
import type { Connection } from "../client";
import { inquiries } from "../schema";
import { listStaffActions } from "./audit";
import { workDeskInquiry } from "./inquiry-desk";

const robin = { id: "staff-robin", name: "Robin" };
const exportDeskInquiries = (...[db, filter, actor]: [Connection["db"], object, typeof robin]) =>
  exportDeskList(db, enquiriesDesk, filter, actor);

describe.each(databaseTargets)("the enquiries export on %s", (_name, databaseUrl) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;
  const ids: string[] = [];

  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(databaseUrl));
    await connection.db.execute(sql`truncate inquiries, inquiry_events, audit_log`);
    const rows = Array.from({ length: 30 }, (_, i) => ({
      id: crypto.randomUUID(),
      name: i % 2 ? `Lisbon lover ${i}` : `Traveler ${i}`,
      email: `traveler${i}@example.com`,
      message: i === 4 ? '=HYPERLINK("https://evil.example")' : `Trip ${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    }));
    ids.push(...rows.map((row) => row.id));
    await connection.db.insert(inquiries).values(rows);
    await workDeskInquiry(connection.db, ids[3]!, robin, { status: "contacted" });
  });

  afterAll(() => cleanup());

  it("exports every enquiry matching the search and status, newest first", async () => {
    const all = await exportDeskInquiries(connection.db, {}, robin);
    expect(all.map((row) => row.id)).toEqual([...ids].reverse());
    const lovers = await exportDeskInquiries(connection.db, { search: "lisbon" }, robin);
    expect(lovers).toHaveLength(15);
    const contacted = await exportDeskInquiries(
      connection.db,
      { search: "lisbon", status: "contacted" },
      robin,
    );
    expect(contacted.map((row) => row.id)).toEqual([ids[3]]);
    const entries = await listStaffActions(connection.db, { limit: 3 });
    expect(entries.map((entry) => [entry.action, entry.detail])).toEqual([
      ["inquiries.export", "1 row, contacted, searched"],
      ["inquiries.export", "15 rows, searched"],
      ["inquiries.export", "30 rows"],
    ]);
    expect(JSON.stringify(entries)).not.toContain("lisbon");
  });

  it("writes CSV a spreadsheet opens safely", async () => {
    const csv = toCsv(
      enquiriesDesk.export.columns,
      await exportDeskInquiries(connection.db, {}, robin),
    );
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      "id,received_at,status,name,email,phone,destination,travel_dates,travelers,message,handled_by",
    );
    expect(lines).toHaveLength(32);
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"")"`);
  });
});

describe("export columns", () => {
  it("name the bookings' and the outbox's columns; the outbox has no message", () => {
    expect(toCsv(bookingsDesk.export.columns, [])).toBe(
      "reference,package,departure,travelers,traveler,email,trip_total,carbon_offset,paid,balance,currency,balance_due_on,balance_status,status,paid_with_credit,refunded,credit_issued,supplier_costs,processing_fee,test_mode,booked_at,package_id,session_id\r\n",
    );
    expect(toCsv(mailDesk.export.columns, [])).toBe(
      "id,created_at,kind,status,to,subject,attempts,last_error,sent_at\r\n",
    );
  });
});
