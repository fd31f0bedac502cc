/** The About page: story, four values, the recommendation system, a way to /contact. */
import { expect, test } from "./support/test";
import { readdirSync } from "node:fs";
import { axe } from "./support/review";

const countFiles = (dir: string, ext: string) =>
  readdirSync(dir).filter((file) => file.endsWith(ext)).length;

test("the About page tells the story, the values and how recommendations work", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(page).toHaveTitle(/About Us/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Lavender Compass");
  await expect(page.getByRole("heading", { level: 2, name: "Our story" })).toBeVisible();

  const values = page.getByRole("region", { name: "What we value" });
  for (const value of [
    "Safety first",
    "Authentic experiences",
    "Inclusive luxury",
    "AI-powered innovation",
  ]) {
    await expect(values.getByRole("heading", { level: 3, name: value })).toBeVisible();
  }

  const system = page.getByRole("region", { name: "How our recommendations work" });
  for (const provider of ["OpenAI", "Anthropic", "Google"])
    await expect(system).toContainText(provider);

  const talk = page.getByRole("region", { name: "Talk to us" });
  await talk.getByRole("link", { name: "Plan your journey with us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("the figures on the About page are counted from the content", async ({ page }) => {
  await page.goto("/about");
  const figures = page.getByRole("region", { name: "Lavender Compass in numbers" });
  const expected = [
    [countFiles("content/destinations", ".json"), "Safety-rated destinations"],
    [countFiles("content/packages", ".json"), "Curated packages"],
    [countFiles("content/journal", ".md"), "Journal stories"],
  ] as const;
  for (const [count, label] of expected) {
    await expect(
      figures.getByRole("definition").filter({ hasText: new RegExp(`^${count}$`) }),
    ).toHaveCount(1);
    await expect(figures.getByRole("term").filter({ hasText: label })).toHaveCount(1);
  }
});

for (const width of [375, 1440]) {
  test(`axe finds no violations on /about at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/about");
    const results = await axe(page).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    ).toEqual([]);
  });
}
