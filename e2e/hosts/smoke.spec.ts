/**
 * The smoke suite every host runs: our own server (npm start), the standalone build (as
 * `npm run start:standalone` and the container serve it), `next start`, and the workerd build
 * (`npm run test:edge`). Each project of playwright.config.ts (or playwright.edge.config.ts) names
 * its host; the tests are the same everywhere.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "../support/test";
import { test, type HostUnderTest } from "../support/host";
import { chatWidget } from "../support/chat-widget";

const journalPost = readdirSync(path.resolve("content/journal"))
  .find((file) => file.endsWith(".md"))!
  .replace(/\.md$/, "");

const routes = [
  "/",
  "/destinations",
  "/destinations/compare",
  "/destinations/safety-method",
  "/destinations/amsterdam",
  "/packages",
  "/about",
  "/blog",
  `/blog/${journalPost}`,
  "/contact",
  "/legal",
  "/legal/privacy",
];

async function staffRecords<T>(request: APIRequestContext, host: HostUnderTest, path: string) {
  const response = await request.get(`${host.staffUrl}/api/staff/${path}`, {
    headers: { Authorization: `Bearer ${host.staffToken()}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

const securityHeaderNames = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "permissions-policy",
];

test("every route renders with its security headers", async ({ page }) => {
  for (const route of routes) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    await expect(page, route).toHaveTitle(/\w/);
    await expect(page.getByRole("heading", { level: 1 }), route).toBeVisible();
    const headers = response!.headers();
    for (const name of securityHeaderNames) expect(headers[name], `${route} ${name}`).toBeTruthy();
  }
  const missing = await page.goto("/destinations/nowhere-at-all");
  expect(missing?.status()).toBe(404);
});

test("pages are compressed and cached as on every host, API answers are not cached", async ({
  request,
  host,
}) => {
  const page = await request.get("/packages", { headers: { "Accept-Encoding": "gzip, br" } });
  expect(page.status()).toBe(200);
  if (host.compresses) expect(page.headers()["content-encoding"]).toMatch(/^(br|gzip)$/);
  expect(page.headers()["cache-control"]).toContain("s-maxage=");
  const asset = (await page.text()).match(/\/_next\/static\/[^"']+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const script = await request.get(asset!);
  expect(script.status()).toBe(200);
  expect(script.headers()["cache-control"]).toContain("immutable");
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(health.headers()["cache-control"]).toBe("no-store");
  expect(health.headers()["x-content-type-options"]).toBe("nosniff");
});

test("an enquiry from the contact page is stored", async ({ page, host }) => {
  const message = `Smoke test: a honeymoon in Lisbon (${Date.now()})`;
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send us an enquiry" });
  await form.getByLabel("Name").fill("Ana Souza");
  await form.getByLabel("Email").fill("ana@example.com");
  await form.getByLabel("Message").fill(message);
  await form.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(page.getByText("Thank you! We'll get back to you within 24 hours.")).toBeVisible();
  const stored = await staffRecords<{ message: string }[]>(page.request, host, "inquiries");
  expect(stored.map((row) => row.message)).toContain(message);
});

test("Book Now reaches the test checkout and the booking is confirmed", async ({ page }) => {
  await page.goto("/packages");
  await page
    .locator("article")
    .first()
    .getByRole("link", { name: /^Book Now/ })
    .click();
  await expect(page).toHaveURL(/\/packages\/[\w-]+\/book$/);
  // Before or after the page's scripts run, Book Now reaches the same checkout.
  await page.getByRole("button", { name: /^Book Now/ }).click();
  // A new checkout session is created and its page rendered on demand: allow a busy machine time.
  await expect(page).toHaveURL(/\/checkout\/cs_test_[\w-]+$/, { timeout: 20_000 });
  await expect(page.getByRole("note")).toContainText("Test mode: no card is charged.");
  await pay(page);
  await expect(page).toHaveURL(/\/booking-success\?session_id=cs_test_/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
});

async function pay(page: Page) {
  const form = page.getByRole("form", { name: "Card payment" });
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("CVC").fill("123");
  await form.getByLabel("Email").fill("rio@example.com");
  await form.getByLabel("Name on card").fill("Rio Tanaka");
  await form.getByRole("button", { name: /^Pay / }).click();
}

test("the chat answers", async ({ page }) => {
  await page.goto("/");
  const chat = chatWidget(page);
  await chat.open();
  await chat.input.fill("What is Lisbon like in June?");
  await chat.send.click();
  await expect(chat.messages).toHaveCount(2);
  await expect(chat.messages.last()).not.toBeEmpty();
});

test("a forged client address is still rate-limited", async ({ request }) => {
  // Each POST claims another address in every header a client could use; the site's limit is 5.
  // The limit counts in fixed minutes of the clock: seven posts that straddle a minute's end would
  // be counted in two windows, so they start early in one.
  const second = new Date().getSeconds();
  if (second > 50) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
  const statuses: number[] = [];
  for (let i = 1; i <= 7; i++) {
    const forged = `203.0.113.${i}`;
    const response = await request.post("/api/newsletter", {
      data: { email: `forged-${i}-${Date.now()}@example.com` },
      headers: {
        "X-Forwarded-For": forged,
        "X-Client-Address": forged,
        "X-Real-IP": forged,
        "CF-Connecting-IP": forged,
        "Fly-Client-IP": forged,
        "True-Client-IP": forged,
      },
    });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, 5).every((status) => status >= 200 && status < 300)).toBe(true);
  expect(statuses.slice(5)).toEqual([429, 429]);
});

test("cross-site and oversized POSTs are refused", async ({ request, host }) => {
  const foreign = await request.post("/api/inquiries", {
    headers: { Origin: "https://attacker.example" },
    data: { name: "A", email: "a@example.com", message: "Hi" },
  });
  expect(foreign.status()).toBe(403);
  const large = await request.post("/api/inquiries", {
    headers: { Origin: host.url, "Content-Type": "application/json" },
    data: JSON.stringify({ name: "A", email: "a@example.com", message: "x".repeat(70_000) }),
  });
  expect(large.status()).toBe(413);
});
