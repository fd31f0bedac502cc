/** Remote mode with its upstream stopped or silent: envelopes, within 15 seconds, never a crash. */
import { expect, test, needsSites } from "../support/test";
import { errorEnvelopeSchema } from "@/lib/contract";
import { servers } from "../support/servers";

needsSites("remoteDown", "remoteSlow");

const reads = [
  "/api/destinations",
  "/api/packages",
  "/api/blog/posts?limit=20",
  "/api/blog/categories",
  "/api/safety/destination/tallinn",
];

test("with the upstream stopped every call answers a 502 envelope at once", async ({ request }) => {
  for (const path of reads) {
    const started = Date.now();
    const response = await request.get(servers.remoteDown.url + path);
    expect(response.status(), path).toBe(502);
    expect(errorEnvelopeSchema.parse(await response.json()).error.code).toBe("bad_gateway");
    expect(Date.now() - started).toBeLessThan(15_000);
  }
});

test("with a silent upstream calls answer 504 within 15 seconds", async ({ request }) => {
  test.setTimeout(45_000);
  const started = Date.now();
  const [read, write] = await Promise.all([
    request.get(`${servers.remoteSlow.url}/api/destinations`, { timeout: 20_000 }),
    request.post(`${servers.remoteSlow.url}/api/inquiries`, {
      data: { name: "Ana", email: "a@b.co", message: "Hi" },
      timeout: 20_000,
    }),
  ]);
  expect(Date.now() - started).toBeLessThan(15_000);
  for (const response of [read, write]) {
    expect(response.status()).toBe(504);
    expect(errorEnvelopeSchema.parse(await response.json()).error.code).toBe("gateway_timeout");
  }
});

test("POSTs over the per-client limit get 429 with Retry-After", async ({ request }) => {
  const statuses: number[] = [];
  let retryAfter: string | undefined;
  for (let i = 0; i < 5; i++) {
    const response = await request.post(`${servers.remoteDown.url}/api/newsletter`, {
      data: { email: "a@b.co" },
    });
    statuses.push(response.status());
    retryAfter ??= response.headers()["retry-after"];
  }
  // The limit is 3 a minute on this instance: three reach the (missing) upstream, the rest are refused.
  expect(statuses).toEqual([502, 502, 502, 429, 429]);
  expect(retryAfter).toBe("60");
});

test("the home page still renders with the upstream down", async ({ request }) => {
  const response = await request.get(`${servers.remoteDown.url}/`);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("Lavender Compass");
});
