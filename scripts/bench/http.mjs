#!/usr/bin/env node
// `npm run bench:http`: autocannon on the production build, over loopback.
//   static pages: requests per second as a ratio to a bare Next.js page, measured side by side;
//   content API reads and enquiry writes: p50 and p99 latency at 50 connections; the writes on the
//   embedded PGlite and, where PostgreSQL is installed, on a PostgreSQL 15 cluster with fsync on.
// Flags: --reuse (keep existing builds), --seconds=N (per measurement, default 10).
import { ensureBareBuild, ensureSiteBuild, startBare } from "./lib/builds.mjs";
import { browserHeaders, cannon } from "./lib/load.mjs";
import { finish, printTable, ratio, saveResults } from "./lib/report.mjs";
import { startSite } from "./lib/servers.mjs";
import { startPostgres } from "../postgres.mjs";

const seconds = Number(process.argv.find((arg) => arg.startsWith("--seconds="))?.slice(10) ?? 10);
const budgets = { pageRatio: 0.85, readP99: 50, writeP99: 150, postgresWriteP99: 100 };

ensureSiteBuild();
ensureBareBuild();
// A limit no bench reaches: the writes measure the database, not the rate limiter.
const site = await startSite("http", { env: { RATE_LIMIT_MAX: "100000000" } });
const bare = await startBare();
const failures = [];
try {
  const [post] = await fetch(`${site.url}/api/blog/posts?limit=1`).then((r) => r.json());
  const pages = ["/", "/destinations", "/blog", `/blog/${post.slug}`];

  // Each page as browsers ask for it (br, gzip or deflate: the site answers brotli, the bare page
  // gzip; this is the budget) and without compression (for reference: what compressing costs).
  // The bare page is measured before and after the site's pages and their mean is the reference,
  // so drift on a shared machine weighs on both sides alike.
  const pageRows = [];
  for (const [encoding, headers] of [
    ["br/gzip", browserHeaders],
    ["none", { accept: "text/html" }],
  ]) {
    const page = (url) => cannon({ url, connections: 10, seconds, headers });
    const bareBefore = await page(`${bare.url}/`);
    const measured = [];
    for (const path of pages) measured.push({ path, ...(await page(site.url + path)) });
    const bareAfter = await page(`${bare.url}/`);
    const bareRps = Math.round((bareBefore.rps + bareAfter.rps) / 2);
    pageRows.push({
      path: "(bare Next.js page)",
      encoding,
      rps: bareRps,
      ratio: 1,
      ok: "reference",
    });
    for (const row of measured) {
      const share = ratio(row.rps, bareRps);
      const healthy = row.non2xx === 0 && row.errors === 0;
      const ok = encoding === "br/gzip" ? share >= budgets.pageRatio && healthy : "reference";
      if (ok === false)
        failures.push(`${row.path}: ${share} of the bare page's requests per second`);
      pageRows.push({ ...row, encoding, ratio: share, ok });
    }
  }
  printTable(
    `Static pages, 10 connections (budget: ratio to the bare page >= ${budgets.pageRatio}, compressed as browsers ask)`,
    pageRows,
    [
      ["path", "page"],
      ["encoding", "compression"],
      ["rps", "req/s"],
      ["ratio", "ratio to bare"],
      ["p99", "p99 ms"],
      ["non2xx", "non-2xx"],
      ["ok", "budget"],
    ],
  );

  const reads = ["/api/destinations", "/api/packages", "/api/blog/posts?limit=20"];
  const apiRows = [];
  for (const path of reads) {
    const row = await cannon({ url: site.url + path, connections: 50, seconds });
    const ok = row.p99 < budgets.readP99 && row.non2xx === 0 && row.errors === 0;
    if (!ok) failures.push(`GET ${path}: p99 ${row.p99} ms (budget < ${budgets.readP99} ms)`);
    apiRows.push({ what: `GET ${path}`, ...row, budget: `< ${budgets.readP99}`, ok });
  }

  const writeTo = async (url, what, budget) => {
    const write = await cannon({
      url: `${url}/api/inquiries`,
      connections: 50,
      seconds,
      method: "POST",
      headers: { "content-type": "application/json" },
      // autocannon replaces [<id>] with a fresh id per request: every enquiry is unique.
      idReplacement: true,
      body: JSON.stringify({
        name: "Bench [<id>]",
        email: "bench@example.com",
        message: "A unique enquiry from the HTTP bench: [<id>]",
      }),
    });
    const ok = write.p99 < budget && write.non2xx === 0 && write.errors === 0;
    if (!ok) {
      failures.push(
        `${what}: p99 ${write.p99} ms, ${write.non2xx} non-2xx (budget < ${budget} ms, all 2xx)`,
      );
    }
    apiRows.push({ what, ...write, budget: `< ${budget}`, ok });
  };
  await writeTo(site.url, "POST /api/inquiries (PGlite)", budgets.writeP99);
  const postgres = await startPostgres({ durable: true });
  if (postgres) {
    const onPostgres = await startSite("http-postgres", {
      env: { RATE_LIMIT_MAX: "100000000", DATABASE_URL: postgres.url },
    });
    try {
      await writeTo(
        onPostgres.url,
        "POST /api/inquiries (PostgreSQL 15)",
        budgets.postgresWriteP99,
      );
    } finally {
      await onPostgres.stop();
      postgres.stop();
    }
  } else {
    console.log("[http] PostgreSQL is not installed here: enquiry writes measured on PGlite only");
  }
  printTable("API at 50 connections", apiRows, [
    ["what", "call"],
    ["rps", "req/s"],
    ["p50", "p50 ms"],
    ["p99", "p99 ms"],
    ["budget", "p99 budget"],
    ["non2xx", "non-2xx"],
    ["ok", "budget"],
  ]);
  saveResults("http", { seconds, pages: pageRows, api: apiRows });
} finally {
  await Promise.all([site.stop(), bare.stop()]);
}
finish(failures);
