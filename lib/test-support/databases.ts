/** Shared fixtures for the database tests: a package, a throwaway PGlite (or PostgreSQL) database, row counts. */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import type { TravelPackage } from "../contract";
import { IN_MEMORY, openDatabase, type Connection, type Database } from "../db/client";

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

/** Runs statements on the PostgreSQL server `url` names, on one connection of their own. */
async function onServer<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server `serverUrl` names. */
function databaseOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The migrated template's name for these migration files: a new migration makes a new one. */
function templateName(): string {
  const folder = path.resolve("lib/db/migrations");
  const hash = createHash("sha256");
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith(".sql"))
    .sort())
    hash.update(file).update(readFileSync(path.join(folder, file)));
  return `lc_template_${hash.digest("hex").slice(0, 12)}`;
}

let made = 0;

/**
 * A PostgreSQL database of the caller's own on the server `serverUrl` names, copied from one
 * migrated template (CREATE DATABASE … TEMPLATE): suites running side by side never see or
 * truncate each other's rows, and none runs the migrations from an empty database. The first
 * suite to ask makes the template, under an advisory lock the others wait on.
 */
export async function ownPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = templateName();
  await onServer(serverUrl, async (client) => {
    await client.query("select pg_advisory_lock(hashtext('lavender test template'))");
    try {
      const found = await client.query("select 1 from pg_database where datname = $1", [template]);
      if (found.rowCount) return;
      // Migrated under another name and renamed, so a run that stops halfway leaves no template.
      const partial = `${template}_${process.pid}`;
      await client.query(`drop database if exists ${partial}`);
      await client.query(`create database ${partial}`);
      const migrated = await openDatabase({
        dataDir: os.tmpdir(),
        databaseUrl: databaseOn(serverUrl, partial),
      });
      await migrated.close();
      await client.query(`alter database ${partial} rename to ${template}`);
    } finally {
      await client.query("select pg_advisory_unlock(hashtext('lavender test template'))");
    }
  });
  const name = `lc_test_${process.pid}_${++made}`;
  await onServer(serverUrl, (client) =>
    client.query(`create database ${name} template ${template}`),
  );
  return {
    url: databaseOn(serverUrl, name),
    drop: () =>
      onServer(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ).then(() => undefined),
  };
}

/**
 * A throwaway database: PGlite in a temporary directory, or, given a PostgreSQL server's URL, a
 * database of this caller's own on it (ownPostgresDatabase).
 */
export async function openTestDatabase(serverUrl?: string): Promise<{
  connection: Connection;
  cleanup: () => Promise<void>;
}> {
  const own = serverUrl ? await ownPostgresDatabase(serverUrl) : undefined;
  const connection = await openDatabase({ dataDir: IN_MEMORY, databaseUrl: own?.url });
  return {
    connection,
    cleanup: async () => {
      await connection.close();
      await own?.drop();
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
