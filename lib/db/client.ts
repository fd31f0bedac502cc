/**
 * The database: PostgreSQL over node-postgres when DATABASE_URL is set, otherwise an embedded PGlite
 * database in DATA_DIR that belongs to this server process alone. Migrations run on first use, except
 * on Cloudflare Workers, which has no migration files to read (`npm run db:migrate` runs them there).
 */
import "server-only";
import path from "node:path";
import { existsSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { getConfig } from "@/lib/config";
import { onCloudflareWorkers } from "../runtime";
import { requestConnection } from "./request-connection";
import * as schema from "./schema";
import { claimPgliteDirectory } from "./pglite-lock";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = "pglite" | "postgres";

export interface Connection {
  db: Database;
  kind: DatabaseKind;
  close: () => Promise<void>;
}

const migrationsFolder = path.join(process.cwd(), "lib/db/migrations");

/** One connection per process, kept on globalThis so every bundle of the app shares it. */
const holder = globalThis as typeof globalThis & { __lavenderDb?: Promise<Connection> };

async function connectPostgres(url: string): Promise<Connection> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const onWorkers = onCloudflareWorkers();
  const pool = new Pool({
    connectionString: url,
    // On Workers the pool lives for one request (./request-connection.ts).
    max: onWorkers ? 2 : 10,
    connectionTimeoutMillis: 5_000,
    statement_timeout: 10_000,
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on("error", () => undefined);
  const db = drizzle(pool, { schema });
  if (!onWorkers) await migrate(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
}

/**
 * Tests and their servers start from a migrated copy (scripts/pglite-template.mjs) instead of
 * running initdb on every new directory; a directory that already holds a database opens as it is.
 */
async function templateFor(directory: string | undefined) {
  const template = process.env.PGLITE_TEMPLATE;
  if (!template || (directory && existsSync(path.join(directory, "PG_VERSION")))) return undefined;
  // Read once per process: a suite opens many databases from the same 5 MB file.
  templateBytes ??= readFile(template).then((bytes) => new Blob([bytes]));
  return { loadDataDir: await templateBytes };
}
let templateBytes: Promise<Blob> | undefined;

/** The data directory that keeps PGlite in memory: a test's throwaway database, gone when closed. */
export const IN_MEMORY = "memory://";

async function connectPglite(dataDir: string): Promise<Connection> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let client;
  if (dataDir === IN_MEMORY) {
    client = await PGlite.create(await templateFor(undefined));
  } else {
    const directory = path.resolve(dataDir, "pglite");
    await mkdir(directory, { recursive: true });
    claimPgliteDirectory(directory);
    client = await PGlite.create(directory, await templateFor(directory));
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}

/** Opens and migrates a database: PostgreSQL when a URL is given, else PGlite in dataDir. */
export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Connection> {
  return options.databaseUrl
    ? connectPostgres(options.databaseUrl)
    : connectPglite(options.dataDir);
}

function connect(): Promise<Connection> {
  const config = getConfig();
  return openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
}

export async function getConnection(): Promise<Connection> {
  if (onCloudflareWorkers()) {
    return requestConnection(connect).catch((error: unknown) => {
      throw new DatabaseUnavailableError(error);
    });
  }
  if (!holder.__lavenderDb) {
    holder.__lavenderDb = connect().catch((error: unknown) => {
      // Forget the failed attempt so the next request tries again once the database is back.
      holder.__lavenderDb = undefined;
      throw new DatabaseUnavailableError(error);
    });
  }
  return holder.__lavenderDb;
}

export async function getDb(): Promise<Database> {
  return (await getConnection()).db;
}

/** Raised when the database cannot be reached; the API answers 503. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The database is unavailable", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

/** Connection-level failures (refused, reset, timed out, shut down) that mean "down", not "bad query". */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      typeof code === "string" &&
      /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|57P0[1-3]|08\w{3})$/.test(code)
    ) {
      return true;
    }
    if (
      typeof message === "string" &&
      /Connection terminated|timeout exceeded when trying to connect|PGlite is closed/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
