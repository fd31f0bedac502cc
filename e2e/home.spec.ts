/** The home page and the packages page, rendered on the server. */
import { expect, test } from "./support/test";
import { readFileSync } from "node:fs";
import { destinationListSchema, packageListSchema } from "@/lib/contract";
import { axe } from "./support/review";

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, "utf8")) as T;

test("the home page's sections, links and figures come from the site's data", async ({
  page,
  request,
}) => {
  const destinations = destinationListSchema.parse(
    await (await request.get("/api/destinations")).json(),
  );
  const packages = packageListSchema.parse(await (await request.get("/api/packages")).json());
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Explore Destinations" })).toHaveAttribute(
    "href",
    "/destinations",
  );
  await expect(page.getByRole("link", { name: "View Packages" })).toHaveAttribute(
    "href",
    "/packages",
  );

  const stats = page.getByRole("region", { name: "Lavender Compass in numbers" });
  await expect(stats).toContainText(`Destinations rated for safety${destinations.length}`);
  await expect(stats).toContainText(`Travel packages${packages.length}`);

  const tallinn = destinations.find((d) => d.name === "Tallinn")!;
  const spotlight = page.getByRole("region", { name: "Tallinn, Estonia" });
  await expect(spotlight).toContainText(`${tallinn.safety_score}/5`);
  await expect(spotlight).toContainText("June to August");

  const featured = page.getByRole("region", { name: "Featured Destinations" });
  await expect(featured.getByRole("heading", { level: 3 })).toHaveText([
    "Tallinn",
    "Barcelona",
    "Mykonos",
  ]);
  for (const name of ["Tallinn", "Barcelona", "Mykonos"]) {
    const destination = destinations.find((d) => d.name === name)!;
    const card = featured.getByRole("listitem").filter({ hasText: name });
    const shown =
      destination.description.length > 150
        ? `${destination.description.slice(0, 150)}...`
        : destination.description;
    await expect(card).toContainText(shown);
    await expect(
      card.getByRole("link", { name: new RegExp(`Learn More about ${name}`) }),
    ).toHaveAttribute("href", "/destinations");
  }
  await expect(featured.getByRole("link", { name: "View All Destinations" })).toHaveAttribute(
    "href",
    "/destinations",
  );

  await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact");
  await expect(spotlight.getByRole("link")).toHaveAttribute("href", "/destinations");
  const whyUs = ["Safety First", "AI-Powered Recommendations", "Curated Luxury"];
  for (const tile of whyUs) await expect(page.getByRole("heading", { name: tile })).toBeVisible();

  const elite = page.getByRole("region", { name: /Once-in-a-lifetime/ });
  await expect(elite.getByRole("link")).toHaveCount(6);
  for (const card of readJson<
    { title: string; price_label: string; capacity_label?: string; duration_label?: string }[]
  >("content/experiences.json")) {
    const item = elite.getByRole("listitem").filter({ hasText: card.title });
    await expect(item).toContainText(card.price_label);
    await expect(item).toContainText((card.capacity_label ?? card.duration_label)!);
  }
  for (const href of await elite
    .getByRole("link")
    .evaluateAll((links) => links.map((l) => l.getAttribute("href")))) {
    expect(href).toMatch(/^\/packages#/);
  }
  await expect(page.getByRole("link", { name: "Browse All Packages" })).toHaveAttribute(
    "href",
    "/packages",
  );
  await expect(page.getByRole("link", { name: "Book Consultation" })).toHaveAttribute(
    "href",
    "/contact",
  );
  const partners = page.getByRole("region", { name: "In good company" });
  await expect(partners.getByRole("heading", { level: 3 })).toHaveCount(3);
  for (const partner of readJson<{ name: string; fullName: string; description: string }[]>(
    "content/partners.json",
  )) {
    await expect(partners).toContainText(partner.fullName);
    await expect(partners).toContainText(partner.description);
  }
});

test("the home page's HTML is complete without JavaScript, with TravelAgency data", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("Featured Destinations");
  expect(html).toContain("Barcelona");
  expect(html).toContain('"@type":"TravelAgency"');
  expect(html).toMatch(/<meta property="og:title"/);
  // SITE_URL is read when the static pages are built.
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^/"]+"\/>/);
});

test("packages show every package field and a Product offer each", async ({ page, request }) => {
  const packages = packageListSchema.parse(await (await request.get("/api/packages")).json());
  await page.goto("/packages");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(packages.length);
  const jet = packages.find((p) => p.price >= 100_000)!;
  const card = page.locator(`article#${jet.id}`);
  await expect(card).toContainText(jet.category);
  await expect(card).toContainText(" → ");
  await expect(card).toContainText(`${jet.duration_days} days`);
  await expect(card).toContainText(`$${jet.price.toLocaleString("en-US")}`);
  await expect(card).toContainText("Lowest safety");
  for (const inclusion of jet.inclusions) await expect(card).toContainText(inclusion);
  await expect(card.getByRole("link", { name: /^Book Now/ })).toHaveAttribute(
    "href",
    `/packages/${jet.id}/book`,
  );
  await expect(page.getByRole("heading", { name: "Need a Custom Package?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  const html = await (await request.get("/packages")).text();
  expect(html.match(/"@type":"Offer"/g)).toHaveLength(packages.length);
});

test("the booking page without a session id sends the visitor to the packages", async ({
  page,
}) => {
  await page.goto("/booking-success");
  await expect(page).toHaveURL(/\/packages$/);
});

test("sitemap and robots list the site's pages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of [
    "/destinations",
    "/packages",
    "/blog",
    "/legal",
    "/destinations/tallinn",
    "/legal/privacy",
  ]) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml/);
  expect(robots).toContain("Disallow: /api/");
});

for (const path of ["/packages"]) {
  for (const width of [375, 1440]) {
    test(`axe finds nothing on ${path} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const results = await axe(page).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
      ).toEqual([]);
    });
  }
}

test("every page carries a sharing card, its site name and structured data", async ({
  request,
}) => {
  for (const path of [
    "/",
    "/destinations",
    "/destinations/safety-method",
    "/destinations/compare",
    "/packages",
    "/about",
    "/contact",
    "/blog",
    "/legal",
    "/legal/privacy",
  ]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<meta property="og:image" content="[^"]*opengraph-image[^"]*"/);
    expect(html, path).toMatch(/<meta property="og:site_name" content="Lavender Compass"/);
    expect(html, path).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    expect(html, path).toContain('<script type="application/ld+json">');
  }
});
