#!/usr/bin/env node
// `npm run preview:edge`: builds the site for Cloudflare Workers (@opennextjs/cloudflare) and serves
// it on workerd with `wrangler dev --local`: no account, no network. The worker runs in remote mode
// against a Node.js instance of the site, which stores enquiries, bookings and rate-limit counters,
// or straight on PostgreSQL (docs/deploying.md "Edge: Cloudflare Workers").
//   BACKEND_URL=http://127.0.0.1:4000 PORT=8787 npm run preview:edge
//   DATABASE_URL=postgres://... STAFF_TOKEN=... PORT=8787 npm run preview:edge
// --build-only builds and stops (npm run test:edge); --reuse serves the last edge build (.open-next)
// without building again; --next-built makes the worker from the `next build` already in .next
// (npm test has just made it).
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync } from "node:fs";
import path from "node:path";
import { startEdgeFront } from "./edge-front.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const openNext = path.join(root, ".open-next");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const port = process.env.PORT ?? "8787";
// Remote mode (BACKEND_URL), or the site's own backend straight on PostgreSQL (DATABASE_URL, migrated
// beforehand with `npm run db:migrate`, and a STAFF_TOKEN): the worker has no file for PGlite.
const modeVars = Object.entries({
  BACKEND_URL: process.env.BACKEND_URL,
  DATABASE_URL: process.env.BACKEND_URL ? undefined : process.env.DATABASE_URL,
  STAFF_TOKEN: process.env.STAFF_TOKEN,
  RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX,
}).filter(([, value]) => value);
const modeSet = modeVars.some(([name]) => name === "BACKEND_URL" || name === "DATABASE_URL");
if (!modeSet && !process.argv.includes("--build-only")) {
  console.error("[preview:edge] set BACKEND_URL (a Node.js instance of the site) or DATABASE_URL");
  process.exit(1);
}
// Nothing is sent to Cloudflare or fetched from it: no metrics, no Request.cf lookup (workerd gets a
// placeholder), no banner (and so no update check against the npm registry), no telemetry.
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  NEXT_TELEMETRY_DISABLED: "1",
};

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (
  !process.argv.includes("--reuse") ||
  !existsSync(path.join(openNext, "content-snapshot.json"))
) {
  // The same `next build` as every Node.js host, then the worker made from it.
  if (!process.argv.includes("--next-built")) run(bin("next"), ["build"]);
  run(process.execPath, [path.join(root, "server", "edge", "edge-traces.mjs")]);
  run(bin("opennextjs-cloudflare"), ["build", "--skipNextBuild"]);
  // The prerendered pages, where the worker's page cache reads them (server/edge/edge-page-cache.ts).
  cpSync(path.join(openNext, "cache"), path.join(openNext, "assets", "cdn-cgi", "_next_cache"), {
    recursive: true,
  });
  run(process.execPath, [path.join(root, "server", "edge", "edge-headers.mjs")]);
  run(process.execPath, [path.join(root, "server", "edge", "edge-content.mjs")]);
}
if (process.argv.includes("--build-only")) process.exit(0);

const siteUrl = process.env.SITE_URL ?? `http://127.0.0.1:${port}`;
// Visitors reach PORT, where a front writes CF-Connecting-IP as Cloudflare would (edge-front.mjs);
// wrangler listens beside it, with its inspector on PORT + 6.
const workerPort = String(Number(port) + 7);
// Wrangler's launcher refuses Node.js before 22.12; its CLI runs on the Node.js 20.19+ the site
// needs (require of ES modules), so it is started directly on this Node.js.
const wranglerCli = path.join(root, "node_modules", "wrangler", "wrangler-dist", "cli.js");
const wrangler = spawn(
  process.execPath,
  [
    "--no-warnings",
    wranglerCli,
    "dev",
    "--local",
    "--ip",
    "127.0.0.1",
    "--port",
    workerPort,
    "--inspector-port",
    String(Number(port) + 6),
    "--show-interactive-dev-session=false",
    ...modeVars.flatMap(([name, value]) => ["--var", `${name}:${value}`]),
    "--var",
    `SITE_URL:${siteUrl}`,
  ],
  { cwd: root, stdio: "inherit", env },
);
const front = startEdgeFront({ port, workerPort });
front.on("listening", () => console.log(`[preview:edge] the site: http://127.0.0.1:${port}`));
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => wrangler.kill(signal));
wrangler.on("exit", (code) => process.exit(code ?? 0));
