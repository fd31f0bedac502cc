/** Phones: no page is wider than a 375 px screen, so nothing needs sideways scrolling. */
import { expect, test } from "./support/test";

const routes = [
  "/",
  "/destinations",
  "/destinations/tallinn",
  "/destinations/compare?d=tallinn&d=barcelona&d=mykonos",
  "/destinations/safety-method",
  "/packages",
  "/about",
  "/contact",
  "/blog",
  "/blog/ethical-wildlife-experiences",
  "/legal",
  "/legal/privacy",
  "/legal/terms",
  "/legal/client-agreement",
  "/legal/traveler-conduct",
  "/legal/staff-conduct",
  "/legal/sustainability",
  "/no-such-page",
];

test("no page scrolls sideways at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const wide: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 375) wide.push(`${route}: ${width}px`);
  }
  expect(wide).toEqual([]);
});
