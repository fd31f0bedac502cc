// (d) The database is unavailable (DATABASE_URL pointing at a stopped PostgreSQL): API calls that
// need it answer the 503 envelope; pages and content reads, which need no database, answer 200.
import { freePort, startSite } from "../lib/servers.mjs";
import { builtPostSlug, envelopeCode, json, timed } from "./probe.mjs";

const limitMs = 15_000;
const staffToken = "reliability-staff-token-0123456789";
const sessionId = "cs_test_reliability01";

function databaseCalls(site, packageId) {
  const staff = { headers: { authorization: `Bearer ${staffToken}` } };
  const origin = encodeURIComponent(site.url);
  return [
    [
      "POST /api/inquiries",
      "/api/inquiries",
      json({ name: "Ana", email: "a@example.com", message: "Hi" }),
    ],
    ["POST /api/newsletter", "/api/newsletter", json({ email: "a@example.com" })],
    [
      "POST /api/payments/create-checkout",
      `/api/payments/create-checkout?package_id=${packageId}&origin_url=${origin}`,
      { method: "POST" },
    ],
    ["GET /api/payments/checkout-status/{id}", `/api/payments/checkout-status/${sessionId}`],
    ["GET /api/payments/local/session/{id}", `/api/payments/local/session/${sessionId}`],
    ["GET /api/staff/inquiries", "/api/staff/inquiries", staff],
    ["GET /api/staff/subscribers", "/api/staff/subscribers", staff],
    ["GET /api/staff/bookings", "/api/staff/bookings", staff],
  ];
}

function noDatabasePaths(slug) {
  return [
    "/",
    "/destinations",
    "/destinations/tallinn",
    "/packages",
    "/blog",
    `/blog/${slug}`,
    "/about",
    "/contact",
    "/legal",
    "/legal/privacy",
    "/api/destinations",
    "/api/packages",
    "/api/blog/posts?limit=20",
    "/api/blog/categories",
    "/api/safety/destination/tallinn",
  ];
}

/** Runs the checks against a site whose database is down; label says how it went down. */
async function checkSite(site, label) {
  const slug = builtPostSlug();
  const [firstPackage] = await fetch(`${site.url}/api/packages`).then((r) => r.json());
  const unavailable = await Promise.all(
    databaseCalls(site, firstPackage.id).map(async ([name, path, init]) => {
      const answer = await timed(site.url + path, init);
      const code = envelopeCode(answer.text);
      const ok = answer.status === 503 && code === "unavailable" && answer.ms < limitMs;
      return { name, ok, ms: answer.ms, got: `${answer.status} ${code ?? "no envelope"}` };
    }),
  );
  const health = await timed(`${site.url}/api/health`);
  const served = await Promise.all(
    noDatabasePaths(slug).map(async (path) => ({ path, ...(await timed(site.url + path)) })),
  );
  const failed = (rows) => rows.filter((r) => !r.ok);
  const notServed = served.filter((r) => r.status !== 200 || r.ms >= limitMs);
  const describe = (rows) => rows.map((r) => `${r.name} ${r.got} ${r.ms} ms`).join("; ");
  return [
    {
      check: `(d) ${label}: ${unavailable.length} database-backed calls`,
      expected: `503 unavailable envelope, < ${limitMs / 1000} s`,
      got: failed(unavailable).length ? describe(failed(unavailable)) : "all",
      ok: failed(unavailable).length === 0,
      ms: Math.max(...unavailable.map((r) => r.ms)),
    },
    {
      check: `(d) ${label}: /api/health`,
      expected: '503, database "down"',
      got: `${health.status} ${health.text.slice(0, 80)}`,
      ok: health.status === 503 && /"database":"down"/.test(health.text),
      ms: health.ms,
    },
    {
      check: `(d) ${label}: ${served.length} pages and content reads`,
      expected: "200",
      got: notServed.length
        ? notServed.map((r) => `${r.path} ${r.status} ${r.ms} ms`).join("; ")
        : "all",
      ok: notServed.length === 0,
      ms: Math.max(...served.map((r) => r.ms)),
    },
  ];
}

/** Down from the start: nothing listens where DATABASE_URL points, as with a stopped server. */
export async function checkDatabaseNeverUp() {
  const url = `postgres://postgres@127.0.0.1:${await freePort()}/lavender`;
  const site = await startSite("db-down", { env: { DATABASE_URL: url, STAFF_TOKEN: staffToken } });
  try {
    return await checkSite(site, "database stopped before start");
  } finally {
    await site.stop();
  }
}

/** Up at start, then stopped under the running site: pooled connections die, new ones are refused. */
export async function checkDatabaseStopped(postgres) {
  const site = await startSite("db-stopped", {
    env: { DATABASE_URL: postgres.url, STAFF_TOKEN: staffToken },
  });
  try {
    const before = await timed(`${site.url}/api/health`);
    if (before.status !== 200) throw new Error(`the site was not healthy before: ${before.status}`);
    postgres.stop();
    return await checkSite(site, "database stopped while running");
  } finally {
    await site.stop();
  }
}
