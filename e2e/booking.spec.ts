/**
 * Book Now to a confirmed booking on the local test checkout, and every state of the site's payment
 * verification: confirmed, declined card, expired session, polling that runs out, failed checks.
 */
import { expect, test, needsSites, type Page } from "./support/test";
import { bookingRecordSchema, outboxRecordSchema, type TravelPackage } from "@/lib/contract";
import { servers, staffToken } from "./support/servers";
import { holdCheckoutCreation } from "./support/checkout-hold";
import { axe } from "./support/review";

needsSites("remote");

const yacht = { id: "cyclades-private-yacht" };
const violations = (results: { violations: { id: string; nodes: { target: unknown }[] }[] }) =>
  results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes.map((n) => `${String(n.target)} ${(n as { failureSummary?: string }).failureSummary}`).join(", ")}`,
  );
const traveler = { email: "rio@example.com", name: "Rio Tanaka" };

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });
const bookNow = (page: Page) => page.getByRole("button", { name: /^(Book Now|Processing\.\.\.)/ });

async function staff<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${servers.embedded.url}/api/staff/${path}`, {
    headers: { Authorization: `Bearer ${staffToken("embedded")}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

async function payWith(page: Page, cardNumber: string) {
  const form = page.getByRole("form", { name: "Card payment" });
  await form.getByLabel("Card number").fill(cardNumber);
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("CVC").fill("123");
  await form.getByLabel("Email").fill(traveler.email);
  await form.getByLabel("Name on card").fill(traveler.name);
  await form.getByRole("button", { name: /^Pay / }).click();
}

/** Creates an unpaid local session through the API, as Book Now does. */
async function openSession(page: Page): Promise<string> {
  const origin = servers.embedded.url;
  const response = await page.request.post(
    `${origin}/api/payments/create-checkout?package_id=${yacht.id}&origin_url=${origin}`,
    { headers: { Origin: origin } },
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { session_id: string }).session_id;
}

/** What the yacht's next departure asks now for two travelers: a 25% deposit when it is far. */
async function yachtDueNow(page: Page): Promise<{ cents: number; text: string }> {
  const packages = (await (await page.request.get("/api/packages")).json()) as TravelPackage[];
  const pkg = packages.find((candidate) => candidate.id === yacht.id)!;
  const startsOn = pkg.departures.find((departure) => departure.seats_left >= 2)!.starts_on;
  const days = (Date.parse(startsOn) - Date.parse(new Date().toISOString().slice(0, 10))) / 864e5;
  const dollars = days > 45 ? Math.round(pkg.price * 2 * 0.25) : pkg.price * 2;
  return {
    cents: dollars * 100,
    text: `$${dollars.toLocaleString("en-US", { minimumFractionDigits: 2 })} USD`,
  };
}

test("Book Now takes a visitor through the test checkout to a confirmed booking", async ({
  page,
}) => {
  await page.goto("/packages");
  const due = await yachtDueNow(page);
  await page
    .locator(`article#${yacht.id}`)
    .getByRole("link", { name: /^Book Now/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/packages/${yacht.id}/book$`));
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const release = await holdCheckoutCreation(page);
  await bookNow(page).click();
  // While the checkout is created, Book Now waits and says so.
  await expect(page.getByRole("button", { name: /^Processing\.\.\./ })).toBeDisabled();
  release();

  await expect(page).toHaveURL(/\/checkout\/cs_test_[\w-]+$/);
  await expect(page.getByRole("note")).toContainText("Test mode: no card is charged.");
  const packages = (await (await page.request.get("/api/packages")).json()) as TravelPackage[];
  const name = packages.find((pkg) => pkg.id === yacht.id)!.name;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.locator("main")).toContainText(due.text);
  const sessionId = page.url().split("/").pop()!;

  await payWith(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(new RegExp(`/booking-success\\?session_id=${sessionId}$`));
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
  await expect(toast(page, "Payment successful!")).toBeVisible();
  const details = page.locator("dl");
  await expect(details).toContainText(sessionId);
  await expect(details).toContainText(due.text);
  const reference = (await details.locator("dd.font-semibold.font-mono").textContent())!;
  await expect(details).toContainText("Confirmed");
  await expect(page.getByRole("heading", { name: "Next steps" })).toBeVisible();
  await expect(page.locator("main")).toContainText("within 24 hours");
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");

  const bookings = bookingRecordSchema.array().parse(await staff(page, "bookings"));
  const booking = bookings.find((row) => row.session_id === sessionId);
  expect(booking).toMatchObject({ ...{ customer_email: traveler.email }, amount_total: due.cents });
  const outbox = outboxRecordSchema.array().parse(await staff(page, "outbox"));
  const mails = outbox.filter((mail) => mail.text.includes(`Booking reference: ${reference}`));
  expect(mails.map((mail) => mail.to).sort()).toEqual(
    [traveler.email, "concierge@lavendercompass.example"].sort(),
  );
});

test("a failed checkout says so and gives the button back", async ({ page }) => {
  await page.route("**/api/payments/create-checkout?**", (route) =>
    route.fulfill({ status: 502, json: { error: { code: "bad_gateway", message: "Down" } } }),
  );
  await page.goto(`/packages/${yacht.id}/book`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await bookNow(page).click();
  await expect(toast(page, "Failed to initiate booking. Please try again.")).toBeVisible();
  for (const button of await bookNow(page).all()) {
    await expect(button).toBeEnabled();
    await expect(button).toContainText("Book Now");
  }
  await expect(page).toHaveURL(new RegExp(`/packages/${yacht.id}/book$`));
});

test("the test checkout declines 4000 0000 0000 0002 and checks the card before sending it", async ({
  page,
}) => {
  const sessionId = await openSession(page);
  await page.goto(`/checkout/${sessionId}`);
  await payWith(page, "4242 4242 4242 4241");
  await expect(page.getByText("Card number is not valid.")).toBeVisible();
  await expect(page.getByLabel("Card number")).toBeFocused();
  await expect(page.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");

  await payWith(page, "4000 0000 0000 0002");
  await expect(page.getByRole("form", { name: "Card payment" }).getByRole("alert")).toHaveText(
    "Your card was declined.",
  );
  await expect(page).toHaveURL(new RegExp(`/checkout/${sessionId}$`));
  const status = await page.request.get(`/api/payments/checkout-status/${sessionId}`);
  expect(await status.json()).toMatchObject({ payment_status: "unpaid", status: "open" });

  // Cancel gives the seats back at once and returns to the booking step with the same trip.
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/packages\/cyclades-private-yacht\/book\?.*cancelled=1/);
  const released = await page.request.get(`/api/payments/checkout-status/${sessionId}`);
  expect(await released.json()).toMatchObject({ payment_status: "unpaid", status: "expired" });
});

test("an unknown checkout session is a 404 page", async ({ page }) => {
  const response = await page.goto("/checkout/cs_test_no_such_session_here");
  expect(response?.status()).toBe(404);
});

test("an expired session has its own heading, text and toast", async ({ page }) => {
  await page.route("**/api/payments/checkout-status/**", (route) =>
    route.fulfill({
      json: { payment_status: "unpaid", status: "expired", amount_total: 850000, currency: "usd" },
    }),
  );
  await page.goto("/booking-success?session_id=cs_test_expired_session");
  await expect(page.getByRole("heading", { name: "Payment Session Expired" })).toBeVisible();
  await expect(page.locator("main")).toContainText(
    "Your payment session has expired. Please try booking again.",
  );
  await expect(toast(page, "Payment session expired.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", "/packages");
  await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute(
    "href",
    "/contact",
  );
});

test("verification checks 5 times, 2 seconds apart, then times out", async ({ page }) => {
  const sessionId = await openSession(page);
  /** The page's own clock at each check. */
  const checks: number[] = [];
  await page.route("**/api/payments/checkout-status/**", async (route) => {
    checks.push(await page.evaluate(() => Date.now()));
    await route.continue();
  });
  // The page's clock stands still unless the test moves it (the pause carries into the page).
  const start = new Date("2026-11-23T12:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  // Not waiting for hydration: the page's scripts start on its (paused) clock, which the loop runs.
  await page.goto(`/booking-success?session_id=${sessionId}`, { waitUntil: "domcontentloaded" });

  const seen = new Set<string>();
  const failed = page.getByRole("heading", { name: "Payment Verification Failed" });
  await expect
    .poll(
      async () => {
        for (const text of await page.locator("[role=status]").allTextContents()) seen.add(text);
        await page.clock.runFor(250);
        return failed.isVisible();
      },
      { timeout: 30_000, intervals: [50] },
    )
    .toBe(true);

  expect([...seen]).toEqual([1, 2, 3, 4, 5].map((n) => `Attempt ${n} of 5`));
  expect(checks).toHaveLength(5);
  for (let i = 1; i < checks.length; i++) {
    const gap = checks[i]! - checks[i - 1]!;
    expect(gap).toBeGreaterThanOrEqual(2_000);
    expect(gap).toBeLessThan(3_000);
  }
  await expect(page.locator("main")).toContainText(
    "We encountered an issue processing your payment. Please try again or contact support.",
  );
  await page.clock.resume(); // the toast animates in on timers
  await expect(
    toast(page, "Payment status check timed out. Please contact support."),
  ).toBeVisible();
});

test("a failed status request shows the failure view", async ({ page }) => {
  await page.route("**/api/payments/checkout-status/**", (route) =>
    route.fulfill({ status: 503, json: { error: { code: "unavailable", message: "Down" } } }),
  );
  await page.goto("/booking-success?session_id=cs_test_failing_session");
  await expect(page.getByRole("heading", { name: "Payment Verification Failed" })).toBeVisible();
  await expect(toast(page, "Failed to verify payment status.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", "/packages");
});

test("a booking made through remote mode is confirmed there too", async ({ page }) => {
  await page.goto(`${servers.remote.url}/packages`);
  await page
    .locator(`article#${yacht.id}`)
    .getByRole("link", { name: /^Book Now/ })
    .click();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await bookNow(page).click();
  await expect(page).toHaveURL(new RegExp(`^${servers.remote.url}/checkout/cs_test_`));
  await payWith(page, "4242424242424242");
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
  expect(page.url().startsWith(`${servers.remote.url}/booking-success?session_id=`)).toBe(true);
});

for (const width of [375, 1440]) {
  test(`axe finds no violations on the checkout and the confirmation at ${width}px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const sessionId = await openSession(page);
    await page.goto(`/checkout/${sessionId}`);
    const onCheckout = await axe(page).analyze();
    expect(violations(onCheckout)).toEqual([]);
    await payWith(page, "4242424242424242");
    await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
    // Contrast is read once the toast has finished fading in.
    await expect(toast(page, "Payment successful!")).toHaveCSS("opacity", "1");
    const onConfirmation = await axe(page).analyze();
    expect(violations(onConfirmation)).toEqual([]);
  });
}
