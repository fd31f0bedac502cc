/**
 * The queries against both drivers: PGlite always, PostgreSQL when TEST_DATABASE_URL points at a
 * server (npm test starts a throwaway cluster when the PostgreSQL binaries are installed).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { isConnectionFailure, openDatabase, type Connection } from "./client";
import { insertInquiry, listInquiries } from "./queries/inquiries";
import { hitRateLimit } from "./queries/rate-limits";
import { listSubscribers, subscribeAddress } from "./queries/subscribers";
import { ownPostgresDatabase } from "../test-support/databases";

const targets: [string, (dir: string) => Promise<Connection>][] = [
  ["pglite", (dataDir) => openDatabase({ dataDir })],
];
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  // A database of this suite's own, made once and opened again by the migration test.
  const own = ownPostgresDatabase(serverUrl);
  afterAll(async () => (await own).drop());
  targets.push([
    "postgres",
    async (dataDir) => openDatabase({ dataDir, databaseUrl: (await own).url }),
  ]);
} else {
  console.warn(
    "TEST_DATABASE_URL is not set: the PostgreSQL half of the database suite is not run",
  );
}

describe.each(targets)("database queries on %s", (_name, open) => {
  let connection: Connection;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "lc-db-"));
    connection = await open(dir);
    await connection.db.execute(sql`truncate inquiries, newsletter_subscribers, rate_limits`);
  });

  afterAll(async () => {
    await connection.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("applies migrations idempotently", async () => {
    // Closing and opening again runs the migrator a second time over the migrated schema.
    await connection.close();
    connection = await open(dir);
    const tables = await connection.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = ((tables as { rows: unknown[] }).rows as { table_name: string }[]).map(
      (row) => row.table_name,
    );
    expect(names).toEqual(
      expect.arrayContaining(["inquiries", "newsletter_subscribers", "rate_limits"]),
    );
  });

  it("stores an enquiry and reads it back with every field", async () => {
    const receipt = await insertInquiry(connection.db, {
      name: "Robin O'Neil; DROP TABLE inquiries;--",
      email: "robin@example.com",
      phone: "+1 603 555 0100",
      destination: "Tallinn",
      travel_dates: "June 2026",
      travelers_count: 2,
      message: "<script>alert(1)</script> Säännöt 🏳️‍🌈",
    });
    expect(receipt.status).toBe("received");
    const [stored] = await listInquiries(connection.db);
    expect(stored).toMatchObject({
      id: receipt.id,
      name: "Robin O'Neil; DROP TABLE inquiries;--",
      travelers_count: 2,
      message: "<script>alert(1)</script> Säännöt 🏳️‍🌈",
      travel_dates: "June 2026",
    });
  });

  it("stores a subscriber once, however often they subscribe", async () => {
    const site = "https://lavendercompass.example";
    await Promise.all(
      [1, 2, 3].map(() => subscribeAddress(connection.db, "ana@example.com", site)),
    );
    await subscribeAddress(connection.db, "ana@example.com", site);
    const rows = await listSubscribers(connection.db);
    expect(rows.filter((row) => row.email === "ana@example.com")).toMatchObject([
      { status: "pending" },
    ]);
  });

  it("counts concurrent requests exactly in one window and starts again in the next", async () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 30);
    const counts = await Promise.all(
      Array.from({ length: 40 }, () => hitRateLimit(connection.db, "test:1.2.3.4", 60, now)),
    );
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await hitRateLimit(connection.db, "test:1.2.3.4", 60, now + 60_000)).toBe(1);
    expect(await hitRateLimit(connection.db, "test:5.6.7.8", 60, now)).toBe(1);
  });
});

describe("database down", () => {
  it("is reported as a connection failure, which the API answers with 503", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "lc-db-"));
    const error = await openDatabase({
      dataDir: dir,
      databaseUrl: "postgres://nobody@127.0.0.1:1/none",
    }).catch((caught: unknown) => caught);
    expect(isConnectionFailure(error)).toBe(true);
    rmSync(dir, { recursive: true, force: true });
  });
});
