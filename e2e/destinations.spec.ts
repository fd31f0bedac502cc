/** Destinations: the list, the safety modal, profiles, the method and compare. */
import {
  expect,
  test,
  needsSites,
  type APIRequestContext,
  type Locator,
  type Page,
} from "./support/test";
import type { Destination, SafetyData, TravelPackage } from "../lib/contract";
import { indicatorLabels, indicatorWeights, noSurveyNote } from "../lib/content/safety-score";
import { formatLongDate, formatScore } from "../lib/format";
import { servers } from "./support/servers";
import { axe } from "./support/review";

needsSites("remoteDown");

const scoreKeys = [
  "overall_score",
  "legal_protection",
  "social_acceptance",
  "safety_index",
] as const;
const statusWords = { yes: "Yes", partial: "Partial", no: "No" } as const;

async function getDestinations(request: APIRequestContext): Promise<Destination[]> {
  return (await request.get("/api/destinations")).json();
}

async function getSafety(request: APIRequestContext, id: string): Promise<SafetyData> {
  return (await request.get(`/api/safety/destination/${id}`)).json();
}

/** Each score's text and bar width (score / 5) match the safety record. */
async function expectScores(scope: Locator, safety: SafetyData) {
  for (const key of scoreKeys) {
    const row = scope.locator(`[data-score-key="${key}"]`);
    const score = safety[key];
    await expect(row.locator("[data-value]")).toHaveText(
      score === null ? "No data" : formatScore(score),
    );
    if (score === null) {
      await expect(row.locator("[data-bar]")).toHaveCount(0);
    } else {
      const width = await row
        .locator("[data-bar]")
        .evaluate((bar) => (bar as HTMLElement).style.width);
      expect(parseFloat(width)).toBeCloseTo((score / 5) * 100, 1);
    }
  }
}

/** Opens the list once its island is interactive. */
async function openList(page: Page) {
  await page.goto("/destinations");
  await expect(page.locator("[role=dialog][data-ready]")).toBeAttached();
}

const card = (page: Page, slug: string) => page.locator(`[data-destination="${slug}"]`);
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

test("without JavaScript the server HTML holds every destination card in full", async ({
  browser,
  request,
}) => {
  const destinations = await getDestinations(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${servers.embedded.url}/destinations`);
  await expect(page.getByRole("heading", { level: 1, name: "Destinations" })).toBeVisible();
  await expect(page.locator("[data-destination]")).toHaveCount(destinations.length);
  for (const destination of destinations) {
    const item = card(page, destination.slug);
    await expect(item.getByRole("heading", { level: 3, name: destination.name })).toBeVisible();
    await expect(item.getByRole("img")).toHaveAttribute("alt", destination.image_alt);
    await expect(item).toContainText(`${destination.country} · ${destination.region}`);
    await expect(item).toContainText(`Safety score ${formatScore(destination.safety_score)}`);
    await expect(item).toContainText(destination.description);
    for (const highlight of destination.highlights) await expect(item).toContainText(highlight);
    await expect(item).toContainText(`Best time to visit: ${destination.best_time_to_visit}`);
    await expect(
      item.getByRole("link", { name: `Full safety profile of ${destination.name}` }),
    ).toHaveAttribute("href", `/destinations/${destination.slug}`);
    // Without JavaScript the safety rating leads to the destination's own page.
    await expect(
      item.getByRole("link", { name: `View safety rating for ${destination.name}` }),
    ).toHaveAttribute("href", `/destinations/${destination.slug}`);
  }
  await context.close();
});

test("cards are grouped by region and sorted by name, with links to compare and the method", async ({
  page,
}) => {
  await page.goto("/destinations");
  const sections = page.locator("section[id^='region-']");
  expect(await sections.count()).toBeGreaterThan(1);
  for (const section of await sections.all()) {
    const names = await section.getByRole("heading", { level: 3 }).allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  }
  await expect(page.getByRole("link", { name: "Compare destinations" })).toHaveAttribute(
    "href",
    "/destinations/compare",
  );
  await expect(page.getByRole("link", { name: "How we rate safety" })).toHaveAttribute(
    "href",
    "/destinations/safety-method",
  );
});

test("clicking a card opens the safety modal: loading, then the API's scores as bars, then Escape", async ({
  page,
  request,
}) => {
  const safety = await getSafety(request, "tallinn");
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/safety/destination/tallinn", async (route) => {
    await held;
    await route.continue();
  });
  await openList(page);
  await card(page, "tallinn").click();
  const dialog = page.getByRole("dialog", { name: "Tallinn, Estonia" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("status")).toHaveText("Loading safety data...");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  release();
  await expect(dialog.locator("[data-score-key]")).toHaveCount(4);
  await expectScores(dialog, safety);
  await expect(dialog).toContainText(safety.notes);
  await expect(dialog.getByRole("link", { name: /Full safety profile/ })).toHaveAttribute(
    "href",
    "/destinations/tallinn",
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "View safety rating for Tallinn" })).toBeFocused();
});

test("the keyboard opens the modal with Enter, keeps focus inside, and Close returns focus", async ({
  page,
  request,
}) => {
  const safety = await getSafety(request, "barcelona");
  await openList(page);
  const opener = page.getByRole("button", { name: "View safety rating for Barcelona" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Barcelona, Spain" });
  await expect(dialog).toBeVisible();
  await expectScores(dialog, safety);
  const focusInside = () => dialog.evaluate((node) => node.contains(document.activeElement));
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("link", { name: /Full safety profile/ })).toBeFocused();
  expect(await focusInside()).toBe(true);
  await page.keyboard.press("Shift+Tab");
  expect(await focusInside()).toBe(true);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("a click on the backdrop closes the modal and focus returns to the card", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openList(page);
  await card(page, "auckland").getByRole("button").click();
  const dialog = page.getByRole("dialog", { name: "Auckland, New Zealand" });
  await expect(dialog.locator("[data-score-key]")).toHaveCount(4);
  // Auckland has no survey that meets the method: social acceptance reads "No data" over an empty
  // bar, and the modal says why.
  await expect(dialog.locator('[data-score-key="social_acceptance"] [data-value]')).toHaveText(
    "No data",
  );
  await expect(dialog.getByText(noSurveyNote)).toBeVisible();
  await page.mouse.click(4, 4);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "View safety rating for Auckland" })).toBeFocused();
});

test("a failed safety call shows 'Failed to load safety data' in the modal and as a toast", async ({
  page,
}) => {
  await page.route("**/api/safety/destination/**", (route) =>
    route.fulfill({ status: 503, json: { error: { code: "unavailable", message: "down" } } }),
  );
  await openList(page);
  await card(page, "berlin").click();
  const dialog = page.getByRole("dialog", { name: "Berlin, Germany" });
  await expect(dialog.getByRole("alert")).toHaveText("Failed to load safety data");
  await expect(toast(page, "Failed to load safety data")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  // A network failure says the same; reopening tries again and succeeds once the API is back.
  await page.unroute("**/api/safety/destination/**");
  await page.route("**/api/safety/destination/**", (route) => route.abort());
  await card(page, "berlin").click();
  await expect(dialog.getByRole("alert")).toHaveText("Failed to load safety data");
  await dialog.getByRole("button", { name: "Close" }).click();
  await page.unroute("**/api/safety/destination/**");
  await card(page, "berlin").click();
  await expect(dialog.locator("[data-score-key]")).toHaveCount(4);
});

test("a destination's page carries its full safety profile, packages and journal", async ({
  page,
  request,
}) => {
  const safety = await getSafety(request, "tallinn");
  const packages: TravelPackage[] = await (await request.get("/api/packages")).json();
  await page.goto("/destinations/tallinn");
  await expect(page.getByRole("heading", { level: 1, name: "Tallinn" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Destinations");
  await expect(page.getByRole("heading", { name: "Highlights" })).toBeVisible();
  await expect(page.getByText("Best time to visit:").first()).toBeVisible();
  await expectScores(page.locator("main"), safety);

  expect(safety.indicators).toHaveLength(10);
  for (const indicator of safety.indicators) {
    const row = page.locator(`[data-indicator="${indicator.key}"]`);
    await expect(row.getByRole("heading", { name: indicator.label })).toBeVisible();
    await expect(row.locator("[data-status]")).toHaveText(statusWords[indicator.status]);
    if (indicator.since !== null) await expect(row).toContainText(`Since ${indicator.since}`);
    await expect(row).toContainText(indicator.detail);
    await expect(row.getByRole("link", { name: indicator.source.label })).toHaveAttribute(
      "href",
      indicator.source.url,
    );
    await expect(row).toContainText(`read ${formatLongDate(indicator.source.as_of)}`);
  }
  await expect(page.locator("main")).toContainText(safety.survey!.finding);
  // Sources are dated by the day we read them; the survey by the year it was conducted.
  await expect(page.locator("main")).toContainText(`survey of ${safety.survey!.year}`);
  await expect(page.locator("main")).not.toContainText(/\bas of [A-Z]/);
  await expect(page.locator("main")).toContainText(safety.safety_rationale);
  await expect(page.locator("main")).toContainText(safety.notes);
  await expect(page.locator("main")).toContainText(safety.trans_notes);
  await expect(page.getByRole("heading", { name: "Trans and non-binary travelers" })).toBeVisible();
  await expect(page.locator("main")).toContainText(
    `Last reviewed ${formatLongDate(safety.last_reviewed)}`,
  );
  await expect(page.locator("main")).toContainText(`Method version ${safety.method_version}`);
  await expect(page.getByRole("link", { name: "How we rate safety" })).toHaveAttribute(
    "href",
    "/destinations/safety-method",
  );
  for (const source of safety.sources) {
    await expect(page.locator(`main a[href="${source.url}"]`).first()).toBeVisible();
  }

  const reaching = packages.filter((pkg) => pkg.destination_ids.includes("tallinn"));
  expect(reaching.length).toBeGreaterThan(0);
  for (const pkg of reaching) {
    await expect(page.locator(`a[href="/packages#${pkg.id}"]`)).toContainText(pkg.name);
  }
  const articles = page.locator("#journal-heading ~ ul a");
  expect(await articles.count()).toBeGreaterThan(0);
  expect(await articles.count()).toBeLessThanOrEqual(3);
  for (const href of await articles.evaluateAll((links) =>
    links.map((a) => a.getAttribute("href")),
  )) {
    expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
  }

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.flatMap((text) => [JSON.parse(text)].flat().map((item) => item["@type"]));
  expect(types).toEqual(expect.arrayContaining(["TouristDestination", "BreadcrumbList"]));
});

test("a place without a survey says so, and its Open Graph image is a PNG", async ({
  page,
  request,
}) => {
  await page.goto("/destinations/auckland");
  await expect(page.getByText(noSurveyNote)).toBeVisible();
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
  const url = new URL(ogImage!);
  const image = await request.get(`${url.pathname}${url.search}`);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
});

test("an unknown destination answers 404", async ({ page }) => {
  const response = await page.goto("/destinations/atlantis");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
});

test("the method page publishes the weights from the code that applies them", async ({ page }) => {
  await page.goto("/destinations/safety-method");
  await expect(page.getByRole("heading", { level: 1, name: "How we rate safety" })).toBeVisible();
  await expect(page.locator("main")).toContainText("Method version 1.0");
  const table = page.getByRole("table", { name: "Legal indicators and their weights" });
  for (const [key, label] of Object.entries(indicatorLabels)) {
    const row = table.getByRole("row", { name: label, exact: false }).first();
    await expect(row).toContainText(String(indicatorWeights[key as keyof typeof indicatorWeights]));
  }
  await expect(table.getByRole("row", { name: /Total/ })).toContainText("17");
  await expect(page.getByRole("table", { name: "Weights of the overall score" })).toContainText(
    "0.4",
  );
  await expect(page.locator("main")).toContainText("state persecutes LGBTQ+ people");
  await expect(page.locator("main")).toContainText("capped at 1");
  await expect(page.locator("main")).toContainText("concierge@lavendercompass.example");
});

test("without JavaScript the compare form puts two destinations side by side", async ({
  browser,
  request,
}) => {
  const [tallinn, barcelona] = await Promise.all([
    getSafety(request, "tallinn"),
    getSafety(request, "barcelona"),
  ]);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${servers.embedded.url}/destinations/compare`);
  await expect(page.getByText("Choose two or three destinations")).toBeVisible();
  await page.getByLabel("First destination").selectOption("tallinn");
  await page.getByLabel("Second destination").selectOption("barcelona");
  await page.getByRole("button", { name: "Compare" }).click();
  await expect(page).toHaveURL(/\?d=tallinn&d=barcelona&d=$/);
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: /Tallinn/ })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: /Barcelona/ })).toBeVisible();
  const overall = table.getByRole("row", { name: /Overall score/ });
  await expect(overall).toContainText(formatScore(tallinn.overall_score));
  await expect(overall).toContainText(formatScore(barcelona.overall_score));
  for (const indicator of tallinn.indicators) {
    const row = table.getByRole("row", { name: indicator.label });
    await expect(row.locator("[data-status]").first()).toHaveText(statusWords[indicator.status]);
  }
  await expect(table.getByRole("row", { name: /Survey/ })).toContainText(
    `${tallinn.survey!.percent_accepting}% accepting`,
  );
  await expect(
    table
      .getByRole("row", { name: /Packages/ })
      .getByRole("link")
      .first(),
  ).toHaveAttribute("href", /^\/packages#/);
  await expect(page.getByLabel("First destination")).toHaveValue("tallinn");
  await context.close();
});

test("compare keeps three destinations at most and ignores unknown ones", async ({ page }) => {
  await page.goto("/destinations/compare?d=tallinn&d=nowhere&d=auckland&d=berlin&d=lisbon");
  const headers = page.getByRole("table").locator("thead").getByRole("columnheader");
  await expect(headers).toHaveCount(3);
  await expect(headers).toContainText(["Tallinn", "Auckland", "Berlin"]);
  await expect(page.getByRole("table").getByRole("row", { name: /Survey/ })).toContainText(
    "No data",
  );
});

test("when the backend is down, pages rendered on demand say 'Failed to load destinations'", async ({
  page,
}) => {
  await page.goto(`${servers.remoteDown.url}/destinations/compare?d=tallinn&d=barcelona`);
  await expect(
    page.getByRole("alert").filter({ hasText: "Failed to load destinations" }),
  ).toBeVisible();
  await expect(toast(page, "Failed to load destinations")).toBeVisible();

  await page.goto(`${servers.remoteDown.url}/destinations/not-yet-built`);
  await expect(
    page.getByRole("alert").filter({ hasText: "Failed to load destinations" }),
  ).toBeVisible();
});

const routes = [
  "/destinations",
  "/destinations/tallinn",
  "/destinations/auckland",
  "/destinations/safety-method",
  "/destinations/compare",
  "/destinations/compare?d=tallinn&d=barcelona&d=auckland",
];

for (const width of [375, 1440]) {
  for (const route of routes) {
    test(`axe finds no violations on ${route} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route);
      const results = await axe(page).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
      ).toEqual([]);
    });
  }

  test(`axe finds no violations in the open safety modal at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openList(page);
    await card(page, "lisbon").getByRole("button").click();
    await expect(page.getByRole("dialog").locator("[data-score-key]")).toHaveCount(4);
    const results = await axe(page).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    ).toEqual([]);
  });
}
