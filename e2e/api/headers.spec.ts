/**
 * Security headers on every kind of response, and no Content-Security-Policy
 * violation on any route: one walk over the sitemap and the pages it does not list, in Chromium,
 * listening for `securitypolicyviolation` events and CSP console errors.
 */
import {
  expect,
  test,
  needsSites,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from "../support/test";
import { readdirSync } from "node:fs";
import path from "node:path";
import { servers } from "../support/servers";

needsSites("remote", "remoteDown");

const site = servers.embedded.url;

function directivesOf(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  const csp = headers["content-security-policy"];
  expect(csp, `${label}: Content-Security-Policy`).toBeDefined();
  const directives = directivesOf(csp!);
  expect(csp, `${label}: no 'unsafe-eval'`).not.toContain("'unsafe-eval'");
  expect(directives.get("script-src") ?? directives.get("default-src"), label).toBeDefined();
  expect(directives.get("frame-ancestors"), `${label}: frame-ancestors`).toEqual(["'none'"]);
  expect(directives.get("object-src"), `${label}: object-src`).toEqual(["'none'"]);
  const maxAge = /max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "")?.[1];
  expect(Number(maxAge), `${label}: HSTS of at least a year`).toBeGreaterThanOrEqual(31_536_000);
  expect(headers["x-content-type-options"], `${label}: nosniff`).toBe("nosniff");
  expect([
    "no-referrer",
    "same-origin",
    "strict-origin",
    "strict-origin-when-cross-origin",
  ]).toContain(headers["referrer-policy"]);
  for (const feature of ["camera=()", "microphone=()", "geolocation=()"]) {
    expect(headers["permissions-policy"], `${label}: Permissions-Policy`).toContain(feature);
  }
  expect(headers["x-powered-by"], `${label}: X-Powered-By`).toBeUndefined();
}

test("every kind of response carries the security headers", async ({ request }) => {
  const home = await request.get(`${site}/`);
  const html = await home.text();
  const script = /\/_next\/static\/[^"']+\.js/.exec(html)?.[0];
  const stylesheet = /\/_next\/static\/[^"']+\.css/.exec(html)?.[0];
  const image = readdirSync(path.resolve("public/images")).find((name) =>
    /\.(svg|png|jpe?g|webp)$/.test(name),
  );
  expect(
    script && stylesheet && image,
    "a script, a stylesheet and an image to fetch",
  ).toBeTruthy();

  const foreign = { headers: { origin: "https://evil.example" }, data: {} };
  const kinds: [string, () => Promise<APIResponse>, number][] = [
    ["a page", async () => home, 200],
    ["the 404 page", () => request.get(`${site}/no-such-page`), 404],
    ["an API answer", () => request.get(`${site}/api/destinations`), 200],
    ["an API error envelope", () => request.get(`${site}/api/blog/post/no-such-post`), 404],
    ["a route's cross-site 403", () => request.post(`${site}/api/inquiries`, foreign), 403],
    ["the proxy's 403 (a page's form)", () => request.post(`${site}/contact`, foreign), 403],
    ["an upstream failure", () => request.get(`${servers.remoteDown.url}/api/packages`), 502],
    ["a page in remote mode", () => request.get(`${servers.remote.url}/contact`), 200],
    ["a script under /_next/static", () => request.get(site + script), 200],
    ["a stylesheet under /_next/static", () => request.get(site + stylesheet), 200],
    ["an image under /images", () => request.get(`${site}/images/${image}`), 200],
    ["robots.txt", () => request.get(`${site}/robots.txt`), 200],
    ["a redirect", () => request.get(`${site}/booking-success`, { maxRedirects: 0 }), 307],
  ];
  for (const [label, fetchIt, status] of kinds) {
    const response = await fetchIt();
    expect(response.status(), label).toBe(status);
    expectSecurityHeaders(response, label);
  }
});

test("what the site's cache serves again keeps every header; live answers are never kept", async ({
  request,
}) => {
  // Prerendered pages and embedded content reads are shareable; a repeat comes from the cache
  // in front of Next.js, which says how old its copy is. (A page older than its revalidation time
  // is first served stale while Next.js renders it again, and a stale answer is not kept.)
  for (const path of ["/destinations", "/api/destinations"]) {
    let again: APIResponse | undefined;
    await expect
      .poll(async () => {
        again = await request.get(site + path);
        return again.headers()["age"];
      }, `${path} served from the cache`)
      .toMatch(/^\d+$/);
    if (!again) throw new Error("no answer");
    expect(again.status(), path).toBe(200);
    expect(again.headers()["cache-control"], path).toContain("s-maxage=");
    expectSecurityHeaders(again, `${path} from the cache`);
  }
  // Through a remote backend an API read says what the upstream says now: nothing is kept.
  for (const url of [`${servers.remote.url}/api/destinations`, `${site}/api/health`]) {
    await request.get(url);
    const again = await request.get(url);
    expect(again.headers()["cache-control"], url).toBe("no-store");
    expect(again.headers()["age"], url).toBeUndefined();
  }
});

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Opens a page and returns every CSP violation it reported, in events or in the console. */
async function violationsOn(page: Page, url: string, act?: (page: Page) => Promise<void>) {
  const consoleErrors: string[] = [];
  const listen = (message: { type(): string; text(): string }) => {
    if (message.type() === "error" && /Content.Security.Policy|Refused to/i.test(message.text())) {
      consoleErrors.push(message.text());
    }
  };
  page.on("console", listen);
  await page.goto(url, { waitUntil: "load" });
  await page.mouse.wheel(0, 50_000);
  await page.waitForLoadState("networkidle");
  await act?.(page);
  const events = await page.evaluate(() => window.cspViolations);
  page.off("console", listen);
  return [...events, ...consoleErrors].map((violation) => `${new URL(url).pathname}: ${violation}`);
}

/** Every page of the sitemap, with the journal posts and destinations sampled to two of each. */
async function routesToWalk(request: APIRequestContext) {
  const sitemap = await (await request.get(`${site}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const [destinations, posts] = await Promise.all(
    ["/api/destinations", "/api/blog/posts?limit=100"].map(async (api) =>
      ((await (await request.get(site + api)).json()) as { slug?: string; id?: string }[]).map(
        (item) => item.slug ?? item.id,
      ),
    ),
  );
  const sampled = (prefix: string, slugs: (string | undefined)[]) =>
    paths.filter((p) => p.startsWith(prefix) && slugs.includes(p.slice(prefix.length)));
  const skipped = new Set([
    ...sampled("/destinations/", destinations!).slice(2),
    ...sampled("/blog/", posts!).slice(2),
  ]);
  return [...new Set(paths)].filter((p) => !skipped.has(p));
}

test("no page reports a Content-Security-Policy violation", async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const routes = await routesToWalk(request);
  expect(routes.length).toBeGreaterThan(10);
  const [travelPackage] = (await (await request.get(`${site}/api/packages`)).json()) as {
    id: string;
  }[];
  const checkout = await request.post(
    `${site}/api/payments/create-checkout?package_id=${travelPackage!.id}&origin_url=${encodeURIComponent(site)}`,
  );
  const { session_id: sessionId } = (await checkout.json()) as { session_id: string };

  const violations: string[] = [];
  for (const route of [...routes, "/no-such-page", `/checkout/${sessionId}`]) {
    violations.push(...(await violationsOn(page, site + route)));
  }
  // Pages that do more after loading: payment polling, and the chat window imported on first click.
  violations.push(
    ...(await violationsOn(page, `${site}/booking-success?session_id=${sessionId}`, async (p) => {
      await expect(p.getByText(/Attempt 2 of 5/)).toBeVisible({ timeout: 10_000 });
    })),
  );
  violations.push(
    ...(await violationsOn(page, `${site}/`, async (p) => {
      const launcher = p.getByRole("button", { name: /AI travel assistants/i });
      if ((await launcher.count()) === 0) return;
      await launcher.click();
      await expect(p.getByRole("dialog")).toBeVisible();
      await p.waitForLoadState("networkidle");
    })),
  );
  expect(violations).toEqual([]);
});
