// (c) Remote mode with a failing upstream (stopped, silent, answering garbage): every page still
// renders, with its prerendered content or its failure message, and every API call answers its error
// envelope, all within 15 seconds.
import { freePort, startSite } from "../lib/servers.mjs";
import { faultModes, faultUpstream } from "./fault-upstream.mjs";
import { builtPostSlug, envelopeCode, json, timed } from "./probe.mjs";

const limitMs = 15_000;
const staffToken = "reliability-staff-token-0123456789";
const sessionId = "cs_test_reliability01";

/** Each page and the texts of which one must appear: its content, or its failure message. */
function pages(slug) {
  return [
    ["/", ["Featured Destinations", "Failed to load destinations"]],
    ["/destinations", ["Tallinn", "Failed to load destinations"]],
    ["/destinations/tallinn", ["Tallinn", "Failed to load destinations"]],
    ["/packages", ["Book Now", "Failed to load packages"]],
    ["/blog", ["Featured Stories", "Failed to load blog posts"]],
    [`/blog/${slug}`, ["More Stories", "Failed to load blog post"]],
    ["/about", ["How our recommendations work"]],
    ["/contact", ["Send us an enquiry"]],
    ["/legal", ["Legal &amp; Policies"]],
    ["/legal/privacy", ["Privacy Policy"]],
    [`/booking-success?session_id=${sessionId}`, ["Verifying your payment"]],
    [`/checkout/${sessionId}`, ["Failed to load this checkout"]],
  ];
}

function apiCalls(slug, origin) {
  const staff = { headers: { authorization: `Bearer ${staffToken}` } };
  return [
    ["GET /api/destinations", "/api/destinations"],
    ["GET /api/packages", "/api/packages"],
    ["GET /api/blog/posts", "/api/blog/posts?limit=20"],
    ["GET /api/blog/categories", "/api/blog/categories"],
    ["GET /api/blog/search", "/api/blog/search?q=pride"],
    ["GET /api/blog/post/{slug}", `/api/blog/post/${slug}`],
    ["GET /api/safety/destination/{id}", "/api/safety/destination/tallinn"],
    ["GET /api/payments/checkout-status/{id}", `/api/payments/checkout-status/${sessionId}`],
    ["GET /api/payments/local/session/{id}", `/api/payments/local/session/${sessionId}`],
    ["GET /api/staff/inquiries", "/api/staff/inquiries", staff],
    ["GET /api/health", "/api/health"],
    [
      "POST /api/inquiries",
      "/api/inquiries",
      json({ name: "Ana", email: "ana@example.com", message: "Remote fault check" }),
    ],
    ["POST /api/newsletter", "/api/newsletter", json({ email: "ana@example.com" })],
    [
      "POST /api/payments/create-checkout",
      `/api/payments/create-checkout?package_id=any-package&origin_url=${encodeURIComponent(origin)}`,
      { method: "POST" },
    ],
    [
      "POST /api/payments/local/pay",
      "/api/payments/local/pay",
      json({
        session_id: sessionId,
        card_number: "4242 4242 4242 4242",
        expiry: "12/99",
        cvc: "123",
        email: "ana@example.com",
        name: "Ana",
      }),
    ],
  ];
}

/** The answer each failure must become: refused or garbage is a bad gateway, silence a timeout. */
const expectedByMode = {
  stopped: [502, "bad_gateway"],
  silent: [504, "gateway_timeout"],
  "not-http": [502, "bad_gateway"],
  html: [502, "bad_gateway"],
  "wrong-json": [502, "bad_gateway"],
};

export async function checkRemoteFaults() {
  const upstream = faultUpstream(await freePort());
  const front = await startSite("remote-front", {
    env: { BACKEND_URL: upstream.url, STAFF_TOKEN: staffToken },
  });
  const slug = builtPostSlug();
  const rows = [];
  try {
    for (const mode of faultModes) {
      await upstream.switchTo(mode);
      const [status, code] = expectedByMode[mode];
      const pageResults = await Promise.all(
        pages(slug).map(async ([path, markers]) => {
          const answer = await timed(front.url + path);
          const shown = markers.find((marker) => answer.text.includes(marker));
          const ok =
            answer.status === 200 &&
            answer.ms < limitMs &&
            shown !== undefined &&
            !answer.text.includes("Something went wrong");
          const got = `${answer.status} "${shown ?? "no expected text"}" ${answer.ms} ms`;
          return { path, ok, ms: answer.ms, got };
        }),
      );
      const failedPages = pageResults.filter((r) => !r.ok);
      rows.push({
        check: `(c) upstream ${mode}: ${pageResults.length} pages render`,
        expected: `200 with content or SPEC message, < ${limitMs / 1000} s`,
        got: failedPages.length ? failedPages.map((r) => `${r.path} ${r.got}`).join("; ") : "all",
        ok: failedPages.length === 0,
        ms: Math.max(...pageResults.map((r) => r.ms)),
      });
      const apiResults = await Promise.all(
        apiCalls(slug, front.url).map(async ([name, path, init]) => {
          const answer = await timed(front.url + path, init);
          const got = envelopeCode(answer.text);
          const ok = answer.status === status && got === code && answer.ms < limitMs;
          return { name, ok, ms: answer.ms, got: `${answer.status} ${got ?? "no envelope"}` };
        }),
      );
      const failedApis = apiResults.filter((r) => !r.ok);
      rows.push({
        check: `(c) upstream ${mode}: ${apiResults.length} API calls`,
        expected: `${status} ${code} envelope, < ${limitMs / 1000} s`,
        got: failedApis.length
          ? failedApis.map((r) => `${r.name} ${r.got} ${r.ms} ms`).join("; ")
          : "all",
        ok: failedApis.length === 0,
        ms: Math.max(...apiResults.map((r) => r.ms)),
      });
    }
  } finally {
    await front.stop();
    await upstream.close();
  }
  return rows;
}
