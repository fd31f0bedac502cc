/** Shared fixtures for the database tests: a package, a throwaway PGlite (or PostgreSQL) database, row counts. */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { TravelPackage } from "../contract";
import { openDatabase, type Connection, type Database } from "../db/client";

export const yacht: TravelPackage = {
  id: "cyclades-private-yacht",
  name: "Cyclades Private Yacht",
  category: "Ultra Luxury",
  description:
    "Seven nights aboard a crewed yacht between Mykonos and the quieter Cyclades islands.",
  image_url: "/images/packages/yacht.svg",
  image_alt: "A yacht at anchor off a white island town",
  destination_ids: ["mykonos"],
  inclusions: ["Crewed yacht"],
  duration_days: 7,
  price: 8500,
  price_per_person: true,
  departures: [
    { id: "cyclades-private-yacht-2026-12-05", starts_on: "2026-12-05", seats_left: 2 },
    { id: "cyclades-private-yacht-2027-06-19", starts_on: "2027-06-19", seats_left: 8 },
  ],
  group_size: "Up to 8 guests",
  itinerary: [],
};

export async function openTestDatabase(databaseUrl?: string): Promise<{
  connection: Connection;
  cleanup: () => Promise<void>;
}> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lc-pay-"));
  const connection = await openDatabase({ dataDir: dir, databaseUrl });
  return {
    connection,
    cleanup: async () => {
      await connection.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** PGlite always; PostgreSQL too when npm test started a server (TEST_DATABASE_URL). */
export const databaseTargets: [string, string | undefined][] = [
  ["pglite", undefined],
  ...(process.env.TEST_DATABASE_URL
    ? [["postgres", process.env.TEST_DATABASE_URL] as [string, string]]
    : []),
];

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const countRows = async (db: Database, table: string) =>
  Number((await rows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n);

export const allRows = (db: Database, table: string) =>
  rows<Record<string, unknown>>(db, sql.raw(`select * from ${table}`));
