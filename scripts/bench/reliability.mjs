#!/usr/bin/env node
// `npm run check:reliability`: the reliability and security rules under load and faults, on the production build.
//   (a) 2,000 unique enquiries at 50 connections: stored rows = 2xx answers, the rest 429 or 503
//   (b) SIGKILL in the middle of that load, restart: no acknowledged enquiry lost
//   (c) remote mode with the upstream stopped, silent or answering garbage
//   (d) the database unavailable
//   (e) with the PostgreSQL binaries: (a) and (b) on PostgreSQL, and two instances on one database
// Flags: --reuse (keep an existing build), --only=a,c (a subset), --no-postgres.
import { startPostgres } from "../postgres.mjs";
import { ensureSiteBuild } from "./lib/builds.mjs";
import { finish, printTable, saveResults } from "./lib/report.mjs";
import { checkDatabaseNeverUp, checkDatabaseStopped } from "./reliability/database-down.mjs";
import { checkLoad, checkSigkill } from "./reliability/enquiries.mjs";
import { checkRemoteFaults } from "./reliability/remote-faults.mjs";
import { checkSharedInstances } from "./reliability/shared-postgres.mjs";

const only = process.argv
  .find((arg) => arg.startsWith("--only="))
  ?.slice(7)
  .split(",");
const wanted = (part) => !only || only.includes(part);

ensureSiteBuild();
const rows = [];

/** Runs one part; a part that throws is a failed row, and the others still run. */
async function part(name, run) {
  const started = Date.now();
  console.log(`[reliability] ${name}...`);
  try {
    rows.push(...(await run()));
  } catch (error) {
    rows.push({ check: name, expected: "to run", got: `threw: ${error.message}`, ok: false });
  }
  console.log(`[reliability] ${name} took ${Math.round((Date.now() - started) / 1000)} s`);
}

if (wanted("a")) await part("(a) PGlite", () => checkLoad("PGlite"));
if (wanted("b")) await part("(b) PGlite", () => checkSigkill("PGlite"));
if (wanted("c")) await part("(c) remote faults", checkRemoteFaults);
if (wanted("d")) await part("(d) database down", checkDatabaseNeverUp);

const postgres = process.argv.includes("--no-postgres") ? undefined : await startPostgres();
if (!postgres) console.log("[reliability] PostgreSQL binaries not found: part (e) skipped");
if (postgres) {
  try {
    const onPostgres = { env: { DATABASE_URL: postgres.url }, databaseUrl: postgres.url };
    if (wanted("e") || wanted("a"))
      await part("(a) PostgreSQL", () => checkLoad("PostgreSQL", onPostgres));
    if (wanted("e") || wanted("b"))
      await part("(b) PostgreSQL", () => checkSigkill("PostgreSQL", onPostgres));
    if (wanted("e")) await part("(e) shared instances", () => checkSharedInstances(postgres));
  } finally {
    postgres.stop();
  }
  if (wanted("d") || wanted("e")) {
    // A cluster of its own, since this check stops it under the running site.
    const doomed = await startPostgres();
    try {
      await part("(d) PostgreSQL stopped", () => checkDatabaseStopped(doomed));
    } finally {
      doomed.stop();
    }
  }
}

printTable("Reliability checks", rows, [
  ["check", "check"],
  ["expected", "expected"],
  ["got", "got"],
  ["ms", "slowest ms"],
  ["ok", "result"],
]);
saveResults("reliability", { rows });
finish(rows.filter((row) => !row.ok).map((row) => `${row.check}: ${row.got}`));
