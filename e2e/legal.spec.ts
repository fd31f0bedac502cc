/** The legal hub and its six documents. */
import { expect, test, type Page } from "./support/test";
import { axe } from "./support/review";

const documents = [
  {
    slug: "privacy",
    title: "Privacy Policy",
    back: "/",
    backLabel: "Back to Home",
    updated: "18 Oct 2025",
    sections: 14,
  },
  {
    slug: "terms",
    title: "Terms of Service",
    back: "/legal",
    backLabel: "Back to Legal & Policies",
    updated: "19 Oct 2025",
    sections: 20,
  },
  {
    slug: "client-agreement",
    title: "Client Agreement",
    back: "/legal",
    backLabel: "Back to Legal & Policies",
    updated: "19 Oct 2025",
    sections: 15,
  },
  {
    slug: "traveler-conduct",
    title: "Traveler Code of Conduct",
    back: "/legal",
    backLabel: "Back to Legal & Policies",
    updated: "October 19, 2025",
    sections: 14,
  },
  {
    slug: "staff-conduct",
    title: "Staff Code of Conduct",
    back: "/legal",
    backLabel: "Back to Legal & Policies",
    updated: "October 19, 2025",
    sections: 13,
  },
  {
    slug: "sustainability",
    title: "Sustainable Travel Policy",
    back: "/legal",
    backLabel: "Back to Legal & Policies",
    updated: "October 19, 2025",
    sections: 6,
  },
];

async function expectNoAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
  ).toEqual([]);
}

test("the hub lists the six documents as linked cards and ends with the legal contacts", async ({
  page,
}) => {
  await page.goto("/legal");
  await expect(page).toHaveTitle(/Legal & Policies/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Legal & Policies");
  await expect(page.getByRole("main")).toContainText("transparen");

  const cards = page.getByRole("list", { name: "Our policies" }).getByRole("listitem");
  await expect(cards).toHaveCount(6);
  for (const [index, doc] of documents.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { name: doc.title })).toBeVisible();
    await expect(card.getByRole("link", { name: doc.title })).toHaveAttribute(
      "href",
      `/legal/${doc.slug}`,
    );
    await expect(card.locator("svg").first()).toBeVisible();
  }

  const questions = page.getByRole("region", { name: "Questions About Our Policies?" });
  await expect(
    questions.getByRole("link", { name: /legal@lavendercompass\.example/ }),
  ).toHaveAttribute("href", "mailto:legal@lavendercompass.example");
  await expect(questions.getByRole("link", { name: /\+1 \(603\) 555-0142/ })).toHaveAttribute(
    "href",
    "tel:+16035550142",
  );
});

test("a hub card opens its document", async ({ page }) => {
  await page.goto("/legal");
  await page.getByRole("link", { name: "Traveler Code of Conduct" }).click();
  await expect(page).toHaveURL(/\/legal\/traveler-conduct$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Traveler Code of Conduct");
});

for (const doc of documents) {
  test(`${doc.title}: back link, title, date and ${doc.sections} numbered sections`, async ({
    page,
  }) => {
    await page.goto(`/legal/${doc.slug}`);
    await expect(page).toHaveTitle(new RegExp(doc.title));
    const back = page.getByRole("link", { name: doc.backLabel });
    await expect(back).toHaveAttribute("href", doc.back);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(doc.title);
    await expect(page.getByRole("main")).toContainText(`Last updated: ${doc.updated}`);
    const numbered = page.getByRole("main").getByRole("heading", { level: 2, name: /^\d+\.\s/ });
    await expect(numbered).toHaveCount(doc.sections);
    await expect(numbered.first()).toHaveText(/^1\.\s/);
    await expect(numbered.last()).toHaveText(new RegExp(`^${doc.sections}\\.\\s`));
  });
}

test("the back link returns to where the document belongs", async ({ page }) => {
  await page.goto("/legal/terms");
  await page.getByRole("link", { name: "Back to Legal & Policies" }).click();
  await expect(page).toHaveURL(/\/legal$/);
  await page.goto("/legal/privacy");
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the traveler code closes with a highlighted note carrying contact details", async ({
  page,
}) => {
  await page.goto("/legal/traveler-conduct");
  const note = page.locator('[data-closing-note="highlighted"]');
  await expect(note).toHaveCount(1);
  await expect(note.getByRole("heading", { level: 2 })).toHaveText(
    /^14\.\s+Thank You, and How to Reach Us/,
  );
  await expect(note).toContainText("conduct@lavendercompass.example");
  await expect(note).toContainText("+1 (603) 555-0199");
  for (const section of [
    "1. Philosophy",
    "2. Respect for Local Communities",
    "3. Safety & Legal Compliance",
    "4. Inclusivity & Community Values",
    "5. Responsible Photography",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }
  for (const subsection of [
    "Cultural sensitivity",
    "Local laws",
    "Group travel",
    "Privacy and consent",
  ]) {
    await expect(page.getByRole("heading", { level: 3, name: subsection })).toBeVisible();
  }
});

test("other documents end with an unhighlighted note after their numbered sections", async ({
  page,
}) => {
  await page.goto("/legal/privacy");
  const note = page.locator('[data-closing-note="note"]');
  await expect(note.getByRole("heading", { level: 2 })).toHaveText("A Note on Your Privacy");
  await expect(page.locator('[data-closing-note="highlighted"]')).toHaveCount(0);
});

test("the body is rendered on the server: numbered sections are in the HTML without JavaScript", async ({
  request,
}) => {
  const html = await (await request.get("/legal/sustainability")).text();
  expect(html).toContain("Operational Commitments");
  expect(html).toContain("Deal breakers");
  expect(html).toContain("sustainability@lavendercompass.example");
});

test("the table of contents links to each section on wide screens", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/legal/terms");
  const toc = page.getByRole("navigation", { name: "On this page" });
  await expect(toc.getByRole("link")).toHaveCount(21);
  await toc.getByRole("link", { name: /Governing Law/ }).click();
  await expect(page).toHaveURL(/#19-disputes-and-governing-law$/);
  await expect(
    page.getByRole("heading", { name: "19. Disputes and Governing Law" }),
  ).toBeInViewport();
});

test("an unknown document is a 404", async ({ page }) => {
  const response = await page.goto("/legal/cookies");
  expect(response?.status()).toBe(404);
});

for (const width of [375, 1440]) {
  for (const path of [
    "/legal",
    "/legal/privacy",
    "/legal/terms",
    "/legal/client-agreement",
    "/legal/traveler-conduct",
    "/legal/staff-conduct",
    "/legal/sustainability",
    "/no-such-page",
  ]) {
    test(`axe finds no violations on ${path} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
}
