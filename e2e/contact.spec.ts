/** The contact page: consultation card, enquiry form and contact details. */
import { expect, test, type Page } from "./support/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { servers, staffToken } from "./support/servers";
import { axe } from "./support/review";

const success = "Thank you! We'll get back to you within 24 hours.";
const failure = "Failed to submit inquiry. Please try again.";

function form(page: Page) {
  return page.getByRole("form", { name: "Send us an enquiry" });
}

async function fillRequired(
  page: Page,
  { name, email, message }: { name: string; email: string; message: string },
) {
  await form(page).getByLabel("Name").fill(name);
  await form(page).getByLabel("Email").fill(email);
  await form(page).getByLabel("Message").fill(message);
}

async function expectDefaults(page: Page) {
  for (const label of ["Name", "Email", "Phone", "Destination", "Travel dates", "Message"]) {
    await expect(form(page).getByLabel(label)).toHaveValue("");
  }
  await expect(form(page).getByLabel("Number of travelers")).toHaveValue("1");
}

test("the form has visible labels, browser-level rules and its defaults", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const label of [
    "Name",
    "Email",
    "Phone",
    "Destination",
    "Travel dates",
    "Number of travelers",
    "Message",
  ]) {
    await expect(form(page).locator("label", { hasText: label })).toBeVisible();
  }
  await expectDefaults(page);
  await expect(form(page).getByLabel("Name")).toHaveAttribute("required", "");
  await expect(form(page).getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(form(page).getByLabel("Email")).toHaveAttribute("required", "");
  await expect(form(page).getByLabel("Message")).toHaveAttribute("required", "");
  await expect(form(page).getByLabel("Phone")).not.toHaveAttribute("required", "");
  const travelers = form(page).getByLabel("Number of travelers");
  await expect(travelers).toHaveAttribute("type", "number");
  await expect(travelers).toHaveAttribute("min", "1");
  await expect(form(page).getByLabel("Travel dates")).toHaveAttribute("placeholder", "June 2025");
  await expect(form(page).getByRole("button", { name: "Send Enquiry" })).toBeEnabled();
});

test("the page promises a reply within 24 hours and shows the contact details", async ({
  page,
}) => {
  await page.goto("/contact");
  const details = page.getByRole("region", { name: "Reach us directly" });
  await expect(
    details.getByRole("link", { name: "concierge@lavendercompass.example" }),
  ).toHaveAttribute("href", "mailto:concierge@lavendercompass.example");
  await expect(details.getByRole("link", { name: "+1 (603) 555-0142" })).toHaveAttribute(
    "href",
    "tel:+16035550142",
  );
  await expect(details).toContainText("Exeter, New Hampshire");
  await expect(details).toContainText("within 24 hours");
  const consultation = page.getByRole("region", { name: "Talk it through with a travel designer" });
  await expect(consultation).toContainText("Free");
  await expect(consultation).toContainText("30-60 minutes");
  await expect(consultation).toContainText("Virtual or phone");
});

test("missing required fields block submission and nothing is sent", async ({ page }) => {
  let posted = 0;
  await page.route("**/api/inquiries", (route) => {
    posted += 1;
    return route.continue();
  });
  await page.goto("/contact");
  const send = form(page).getByRole("button", { name: "Send Enquiry" });
  await send.click();
  expect(
    await form(page)
      .getByLabel("Name")
      .evaluate((el: HTMLInputElement) => el.validity.valueMissing),
  ).toBe(true);

  await fillRequired(page, { name: "Alex", email: "not-an-email", message: "Hello" });
  await send.click();
  expect(
    await form(page)
      .getByLabel("Email")
      .evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
  ).toBe(true);

  await form(page).getByLabel("Email").fill("alex@example.com");
  await form(page).getByLabel("Number of travelers").fill("0");
  await send.click();
  expect(
    await form(page)
      .getByLabel("Number of travelers")
      .evaluate((el: HTMLInputElement) => el.validity.rangeUnderflow),
  ).toBe(true);

  await form(page).getByLabel("Number of travelers").fill("2");
  await form(page).getByLabel("Message").fill("");
  await send.click();
  await expect(form(page).getByLabel("Message")).toBeFocused();
  expect(posted).toBe(0);
});

test("while sending the button reads Sending... and is disabled; success thanks and resets", async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let body: Record<string, unknown> | undefined;
  await page.route("**/api/inquiries", async (route) => {
    body = route.request().postDataJSON();
    await held;
    await route.continue();
  });
  await page.goto("/contact");
  await fillRequired(page, {
    name: "Sam Rivera",
    email: "sam@example.com",
    message: "Honeymoon ideas, please.",
  });
  await form(page).getByLabel("Phone").fill("+1 603 555 0100");
  await form(page).getByLabel("Destination").fill("Lisbon");
  await form(page).getByLabel("Travel dates").fill("June 2026");
  await form(page).getByLabel("Number of travelers").fill("2");
  await form(page).getByRole("button", { name: "Send Enquiry" }).click();

  const sending = form(page).getByRole("button", { name: "Sending..." });
  await expect(sending).toBeDisabled();
  // The button changes as the post starts; the route sees it a moment later.
  await expect
    .poll(() => body)
    .toMatchObject({
      name: "Sam Rivera",
      email: "sam@example.com",
      travelers_count: 2,
      travel_dates: "June 2026",
    });
  release();

  await expect(page.getByText(success)).toBeVisible();
  await expect(form(page).getByRole("button", { name: "Send Enquiry" })).toBeEnabled();
  await expectDefaults(page);
});

test("a failed enquiry says so and keeps what was typed", async ({ page }) => {
  await page.route("**/api/inquiries", (route) =>
    route.fulfill({ status: 500, json: { error: { code: "internal", message: "down" } } }),
  );
  await page.goto("/contact");
  await fillRequired(page, { name: "Jo", email: "jo@example.com", message: "Antarctica in style" });
  await form(page).getByLabel("Number of travelers").fill("3");
  await form(page).getByRole("button", { name: "Send Enquiry" }).click();
  await expect(page.getByText(failure)).toBeVisible();
  await expect(form(page).getByLabel("Name")).toHaveValue("Jo");
  await expect(form(page).getByLabel("Email")).toHaveValue("jo@example.com");
  await expect(form(page).getByLabel("Message")).toHaveValue("Antarctica in style");
  await expect(form(page).getByLabel("Number of travelers")).toHaveValue("3");
  await expect(form(page).getByRole("button", { name: "Send Enquiry" })).toBeEnabled();
});

test("a sent enquiry is really stored", async ({ page, request }) => {
  const marker = `stored-${Date.now()}`;
  await page.goto("/contact");
  await fillRequired(page, {
    name: "Robin Stored",
    email: "robin@example.com",
    message: `Please call me. ${marker}`,
  });
  await form(page).getByLabel("Travel dates").fill("June 2025");
  await form(page).getByLabel("Number of travelers").fill("4");
  await form(page).getByRole("button", { name: "Send Enquiry" }).click();
  await expect(page.getByText(success)).toBeVisible();

  const response = await request.get(`${servers.embedded.url}/api/staff/inquiries`, {
    headers: { Authorization: `Bearer ${staffToken("embedded")}` },
  });
  expect(response.ok()).toBe(true);
  const stored = (
    (await response.json()) as {
      message: string;
      travelers_count: number;
      travel_dates: string | null;
    }[]
  ).find((inquiry) => inquiry.message.includes(marker));
  expect(stored).toMatchObject({ travelers_count: 4, travel_dates: "June 2025" });
});

test("the consultation card's request fills the message and moves focus to the form", async ({
  page,
}) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Request a consultation" }).click();
  await expect(form(page).getByLabel("Message")).toHaveValue(
    /free consultation \(30-60 minutes, virtual or phone\)/,
  );
  await expect(form(page).getByLabel("Name")).toBeFocused();
  // Asking twice does not repeat the request.
  await page.getByRole("button", { name: "Request a consultation" }).click();
  const message = await form(page).getByLabel("Message").inputValue();
  expect(message.match(/free consultation/g)).toHaveLength(1);
});

test("?package=<id> prefills the message with the package's name", async ({ page }) => {
  const { name } = JSON.parse(
    readFileSync(path.resolve("content/packages/cyclades-private-yacht.json"), "utf8"),
  ) as {
    name: string;
  };
  await page.goto("/contact?package=cyclades-private-yacht");
  await expect(form(page).getByLabel("Message")).toHaveValue(
    `I'd like to book the ${name} package.`,
  );
  await page.goto("/contact?package=no-such-package");
  await expect(form(page).getByLabel("Name")).toBeVisible();
  await expect(form(page).getByLabel("Message")).toHaveValue("");
});

test("the form can be completed and sent with the keyboard alone", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Request a consultation" }).focus();
  await page.keyboard.press("Enter");
  await expect(form(page).getByLabel("Name")).toBeFocused();
  await page.keyboard.type("Kai Keyboard");
  await page.keyboard.press("Tab");
  await expect(form(page).getByLabel("Email")).toBeFocused();
  await page.keyboard.type("kai@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.type("+44 20 7946 0000");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Reykjavik");
  await page.keyboard.press("Tab");
  await page.keyboard.type("June 2025");
  await page.keyboard.press("Tab");
  await expect(form(page).getByLabel("Number of travelers")).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(form(page).getByLabel("Number of travelers")).toHaveValue("2");
  await page.keyboard.press("Tab");
  await expect(form(page).getByLabel("Message")).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.type("Northern lights, please.");
  await page.keyboard.press("Tab");
  await expect(form(page).getByRole("button", { name: "Send Enquiry" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(success)).toBeVisible();
  await expectDefaults(page);
});

for (const width of [375, 1440]) {
  test(`axe finds no violations on /contact at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/contact");
    const results = await axe(page).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    ).toEqual([]);
  });
}

test.describe("before the page's scripts run", () => {
  test.use({ javaScriptEnabled: false });

  test("a submitted enquiry or subscription never puts what was typed in the address bar", async ({
    page,
  }) => {
    await page.goto("/contact");
    await fillRequired(page, {
      name: "Early Visitor",
      email: "early.visitor@example.com",
      message: "Sent before the page was ready",
    });
    await form(page).getByRole("button", { name: /send/i }).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe("/contact/sent");
    expect(new URL(page.url()).search).toBe("");

    await page.goto("/contact");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Email address").fill("early.reader@example.com");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForLoadState();
    // The answer's address names only the page to go back to, never the address typed.
    expect(new URL(page.url()).pathname).toBe("/newsletter/subscribed");
    expect(decodeURIComponent(page.url())).not.toMatch(/early\.reader|email=/);
  });
});
