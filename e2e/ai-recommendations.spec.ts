/** The contact page's AI recommendations box. */
import { expect, test, type Page } from "./support/test";
import { hold } from "./support/chat-widget";
import { axe } from "./support/review";

const emptyMessage = "Please describe your travel preferences";
const success = "AI recommendations generated!";
const failure = "Failed to generate recommendations. Please try again.";

function aiBox(page: Page) {
  const box = page.getByRole("region", { name: "AI travel recommendations" });
  return {
    box,
    preferences: box.getByLabel("Your travel preferences"),
    generate: box.getByRole("button", { name: "Get Recommendations" }),
    generating: box.getByRole("button", { name: "Generating..." }),
  };
}

const answer = {
  recommendations: [
    { model: "Safety first", response: "Reykjavik: top safety score.\nCopenhagen: strong laws." },
    { model: "Experiences", response: "Mykonos for beaches and nightlife." },
    {
      model: "Value",
      response: 'Lisbon <img src="/x.png"> <a href="https://elsewhere.example">go</a>',
    },
  ],
  bias_mitigation: "All three lenses named Reykjavik; they differed on price.",
};

test("while in flight the button reads Generating...; then each model's answer is shown", async ({
  page,
}) => {
  const { held, release } = hold();
  const bodies: unknown[] = [];
  await page.route("**/api/ai/recommendations", async (route) => {
    bodies.push(route.request().postDataJSON());
    await held;
    await route.fulfill({ json: answer });
  });
  await page.goto("/contact");
  const ai = aiBox(page);
  await ai.preferences.fill("Safe, sunny, a little nightlife");
  await ai.generate.click();
  await expect(ai.generating).toBeDisabled();
  // The button changes as the post starts; the route sees it a moment later.
  await expect
    .poll(() => bodies)
    .toEqual([
      {
        preferences: "Safe, sunny, a little nightlife",
        budget_range: "luxury",
        travel_style: "luxury",
        safety_priority: 5,
      },
    ]);
  release();

  await expect(page.getByText(success)).toBeVisible();
  await expect(ai.generate).toBeEnabled();
  for (const { model, response } of answer.recommendations) {
    const card = ai.box.getByRole("article", { name: model });
    await expect(card.getByRole("heading", { name: model })).toBeVisible();
    expect(await card.locator("p").innerText()).toBe(response);
  }
  await expect(ai.box).toContainText(answer.bias_mitigation);
  // Model output is text: the markup it contained is shown, not rendered.
  await expect(ai.box.locator("img, a")).toHaveCount(0);
});

test("empty or blank preferences ask for a description and send nothing", async ({ page }) => {
  let sent = 0;
  await page.route("**/api/ai/recommendations", (route) => {
    sent += 1;
    return route.fulfill({ json: answer });
  });
  await page.goto("/contact");
  const ai = aiBox(page);
  await ai.generate.click();
  await expect(page.getByText(emptyMessage)).toBeVisible();
  await ai.preferences.fill("   \n ");
  await ai.generate.click();
  await expect(page.getByText(emptyMessage).first()).toBeVisible();
  await expect(ai.generate).toBeEnabled();
  // A real request afterwards is the first one the page makes.
  await ai.preferences.fill("Quiet luxury");
  await ai.generate.click();
  await expect(page.getByText(success)).toBeVisible();
  expect(sent).toBe(1);
});

test("a failed request says so and keeps the preferences", async ({ page }) => {
  await page.route("**/api/ai/recommendations", (route) =>
    route.fulfill({ status: 503, json: { error: { code: "unavailable", message: "down" } } }),
  );
  await page.goto("/contact");
  const ai = aiBox(page);
  await ai.preferences.fill("Somewhere with mountains");
  await ai.generate.click();
  await expect(page.getByText(failure)).toBeVisible();
  await expect(ai.generate).toBeEnabled();
  await expect(ai.preferences).toHaveValue("Somewhere with mountains");
  await expect(ai.box.getByRole("article")).toHaveCount(0);
});

test("the site's own engine answers with at least three models and says how it checked them", async ({
  page,
}) => {
  await page.goto("/contact");
  const ai = aiBox(page);
  await ai.preferences.fill("Beaches, nightlife and a very high safety score");
  await ai.preferences.press("Tab");
  await expect(ai.generate).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(success)).toBeVisible();
  const cards = ai.box.getByRole("article");
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  for (const card of await cards.all()) {
    await expect(card.getByRole("heading")).not.toHaveText("");
    expect((await card.locator("p").innerText()).length).toBeGreaterThan(40);
  }
  await expect(ai.box.getByText("How we checked these answers")).toBeVisible();
});

for (const width of [375, 1440]) {
  test(`axe finds no violations in the AI box with answers at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.route("**/api/ai/recommendations", (route) => route.fulfill({ json: answer }));
    await page.goto("/contact");
    const ai = aiBox(page);
    await ai.preferences.fill("Anything");
    await ai.generate.click();
    await expect(ai.box.getByRole("article")).toHaveCount(3);
    const results = await axe(page).include("main").analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    ).toEqual([]);
  });
}
