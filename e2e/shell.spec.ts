/** The shared shell on every page: navigation, mobile menu, event banner, footer, toasts. */
import { readFileSync } from "node:fs";
import { expect, test } from "./support/test";
import { formatDateRange } from "../lib/format";
import { axe } from "./support/review";

/** The banner's events as content lists them, soonest first. */
const events = (
  JSON.parse(readFileSync("content/events.json", "utf8")) as {
    name: string;
    location: string;
    starts: string;
    ends: string;
    url: string;
  }[]
).toSorted((a, b) => a.starts.localeCompare(b.starts));
const dayBefore = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000);
const dayAfter = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000);

test("the navigation reaches every main page", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const label of ["Home", "Destinations", "Packages", "Journal", "About", "Contact"]) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: "Journal", exact: true })).toHaveAttribute(
    "href",
    "/blog",
  );
  await expect(nav.getByRole("link", { name: /Lavender Compass, home/ })).toHaveAttribute(
    "href",
    "/",
  );
});

test("links fetch their page when a visitor points at them, not when they come into view", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("_rsc=")) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  // Idle long enough for viewport prefetching to have fetched the links in view (it starts at once).
  await page.waitForTimeout(1000);
  expect(fetched).toEqual([]);
  const packages = page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Packages", exact: true });
  await packages.hover();
  await expect.poll(() => fetched).toContain("/packages");
  await packages.click();
  await expect(page).toHaveURL(/\/packages$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("on a phone the menu opens, closes, and closes when a link is chosen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeVisible();
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).focus();
  await page.keyboard.press("Enter");
  await menu.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(menu).toBeHidden();
});

test("the event banner shows the next event and its close hides it for the session", async ({
  page,
}) => {
  const next = events[0]!;
  await page.clock.setFixedTime(dayBefore(next.starts));
  await page.goto("/");
  const banner = page.getByRole("complementary", { name: "Upcoming event" });
  await expect(banner).toContainText(next.name);
  await expect(banner).toContainText(next.location);
  await expect(banner).toContainText(formatDateRange(next.starts, next.ends));
  await expect(banner.getByRole("link", { name: "Schedule a Meeting" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(banner.getByRole("link", { name: /Learn More/ })).toHaveAttribute(
    "target",
    "_blank",
  );
  await expect(banner.getByRole("link", { name: /Learn More/ })).toHaveAttribute("href", next.url);
  await banner.getByRole("button", { name: "Dismiss event announcement" }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole("complementary", { name: "Upcoming event" })).toBeHidden();
});

test("the event banner leaves no space once every event has ended", async ({ page }) => {
  await page.clock.setFixedTime(
    dayAfter(
      events
        .map((event) => event.ends)
        .toSorted()
        .at(-1)!,
    ),
  );
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Upcoming event" })).toHaveCount(0);
});

test("the footer carries contact details, legal links and a working newsletter box", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("concierge@lavendercompass.example");
  await expect(footer).toContainText("+1 (603) 555-0142");
  await expect(footer).toContainText("Exeter, New Hampshire");
  await expect(footer).toContainText("© 2025 Lavender Compass");
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/legal/privacy",
  );
  for (const name of ["Legal Hub", "Terms of Service", "Client Agreement", "Codes of Conduct"]) {
    await expect(footer.getByRole("link", { name })).toHaveAttribute("href", "/legal");
  }
  await footer.getByLabel("Email address").fill(`reader-${Date.now()}@example.com`);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(
    page.getByText("Thank you! Please check your inbox and confirm your subscription."),
  ).toBeVisible();
  await expect(footer.getByLabel("Email address")).toHaveValue("");
});

test("a failed subscription says so, in a toast whose code loads with the first toast", async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
  });
  // A string only the toast library's code holds.
  const marker = "data-sonner-toaster";
  await page.route("**/api/newsletter", (route) =>
    route.fulfill({ status: 503, json: { error: { code: "unavailable", message: "down" } } }),
  );
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const firstLoad = await Promise.all(scripts);
  expect(firstLoad.length).toBeGreaterThan(0);
  expect(firstLoad.filter((script) => script.includes(marker))).toHaveLength(0);

  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email address").fill("reader@example.com");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(
    page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Failed to subscribe. Please try again." }),
  ).toBeVisible();
  const afterToast = await Promise.all(scripts);
  expect(afterToast.filter((script) => script.includes(marker)).length).toBeGreaterThan(0);
});

test("unknown paths answer 404 with a way home", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});

for (const width of [375, 1440]) {
  test(`axe finds no violations on the home page at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const results = await axe(page).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    ).toEqual([]);
  });
}
