/**
 * Book Now's choices as a traveler meets them on the local test checkout: a two-traveler departure
 * more than 45 days out paid by a 25% deposit, the balance paid later from the private booking
 * page, a near departure paid in full, a sold-out departure that cannot be bought, and a failure
 * that gives the controls back. Departures are read from the API, so the dates move with the clock.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test, type Page } from "./support/test";
import {
  errorEnvelopeSchema,
  outboxRecordSchema,
  packageListSchema,
  type TravelPackage,
} from "@/lib/contract";
import { servers, staffToken } from "./support/servers";
import { holdCheckoutCreation } from "./support/checkout-hold";
import { catchMail } from "./support/mail-catcher";
import { axe, reviewShot } from "./support/review";

const site = servers.embedded.url;
const DAY = 86_400_000;
const card = "4242 4242 4242 4242";

const usd = (dollars: number) =>
  `$${dollars.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} USD`;
const whole = (dollars: number) => `$${dollars.toLocaleString("en-US")}`;
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
const daysFromToday = (iso: string) =>
  Math.round(
    (Date.parse(`${iso}T00:00:00Z`) - Date.parse(new Date().toISOString().slice(0, 10))) / DAY,
  );
const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

async function packages(page: Page): Promise<TravelPackage[]> {
  return packageListSchema.parse(await (await page.request.get(`${site}/api/packages`)).json());
}

async function packageNamed(page: Page, id: string): Promise<TravelPackage> {
  const found = (await packages(page)).find((pkg) => pkg.id === id);
  if (!found) throw new Error(`No package ${id}`);
  return found;
}

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });
const bookNow = (page: Page) => page.getByRole("button", { name: /^(Book Now|Processing\.\.\.)/ });
const summary = (page: Page) => page.locator("dl").filter({ hasText: "Trip total" });

/** Pays on the test checkout; the confirmation names a new booking, or a balance ("Balance Paid!"). */
async function payOnTestCheckout(page: Page, amount: string, heading = "Booking Confirmed!") {
  await expect(page).toHaveURL(/\/checkout\/cs_test_[\w-]+$/);
  await expect(page.locator("main")).toContainText(`Total due today: ${amount}`);
  const form = page.getByRole("form", { name: "Card payment" });
  await form.getByLabel("Card number").fill(card);
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("CVC").fill("123");
  await form.getByLabel("Email").fill("sam.okafor@example.com");
  await form.getByLabel("Name on card").fill("Sam Okafor");
  await form.getByRole("button", { name: `Pay ${amount}` }).click();
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
}

/** Runs the staff command line against the site under test. */
async function staffCommand(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ["scripts/staff.mjs", ...args], {
    env: { ...process.env, SITE_URL: site, STAFF_TOKEN: staffToken("embedded") },
  });
  return stdout;
}

/** The staff command line's bookings table, one line a booking. */
const staffBookingsTable = async () => (await staffCommand("bookings")).split("\n");

/** From /booking-success to the private booking page it links to. */
async function openBookingPage(page: Page) {
  await expect(page.locator("dl")).toContainText(/Booking reference\s*LC-/);
  await page.getByRole("link", { name: /view your booking/ }).click();
  await expect(page).toHaveURL(/\/bookings\/[\w-]{40,}$/);
}

/**
 * The booking page's safety brief for the Malta trip, as a traveler reads it on a desktop screen,
 * a phone and on paper, with axe on the page; and its summary in the confirmation mail.
 */
async function readBeforeYouGo(page: Page) {
  const brief = page.getByRole("region", { name: "Before you go" });
  const malta = brief.getByRole("article", { name: "Malta" });
  await expect(malta.getByText("Same-sex relations", { exact: true })).toBeVisible();
  await expect(malta).toContainText("Same-sex relations are legal in Malta (since 1973).");
  // A claim checked against a page gives the day it was read; one still compiled says so.
  await expect(malta).toContainText(/Sources?: .+ \(read November 2\d, 2026\)/);
  await expect(malta).toContainText(
    /Sources?: .+ \(compiled November 2\d, 2026; not yet re-checked\)/,
  );
  await expect(brief).toContainText(
    /\d+ of the \d+ facts on the law here were compared with a source/,
  );
  await expect(malta.getByRole("heading", { name: "Our notes on Valletta" })).toBeVisible();
  await expect(malta.getByRole("link", { name: "112", exact: true })).toHaveAttribute(
    "href",
    "tel:112",
  );
  // Malta's LGBTQ+ service is named; its number is not yet verified.
  await expect(malta).toContainText("MGRM's Rainbow Support Service");
  await expect(malta).toContainText(
    "We have not verified a telephone number for this organisation yet: in an emergency, call",
  );
  await expect(
    brief.getByRole("region", { name: "If things change before you travel" }),
  ).toContainText("plus a $500 credit toward a future trip");
  expect((await axe(page).analyze()).violations).toEqual([]);
  await reviewShot(page, "before-you-go-desktop", { fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(malta).toBeVisible();
  // Nothing runs off the side of a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect((await axe(page).analyze()).violations).toEqual([]);
  await reviewShot(page, "before-you-go-phone", { fullPage: true });
  await brief.getByRole("heading", { name: "Before you go" }).scrollIntoViewIfNeeded();
  await reviewShot(page, "before-you-go-phone-brief");

  // On paper: the brief without the site's header, banner, footer or chat button, black on white.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ media: "print" });
  await expect(malta).toBeVisible();
  for (const chrome of [
    page.getByRole("banner"),
    page.getByRole("contentinfo"),
    page.getByRole("complementary", { name: "AI travel assistants" }),
  ])
    await expect(chrome).toBeHidden();
  const colours = await page.evaluate(() => ({
    text: getComputedStyle(document.querySelector("#before-you-go p")!).color,
    page: getComputedStyle(document.documentElement).backgroundColor,
  }));
  expect(colours).toEqual({ text: "rgb(0, 0, 0)", page: "rgb(255, 255, 255)" });
  // Every link prints with its full address: a source's, and the site's own pages'.
  const printed = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>("#before-you-go a:not([href^='tel:'])")].map(
      (link) => [link.href, getComputedStyle(link, "::after").content],
    ),
  );
  expect(printed.length).toBeGreaterThan(3);
  for (const [href, content] of printed) expect(content).toBe(`" (${href})"`);
  await reviewShot(page, "before-you-go-print", { fullPage: true });
  await page.emulateMedia({ media: null });

  // The confirmation mail carries the brief's summary and sends the traveler to the page.
  const reference = (await page.locator("main").innerText()).match(/LC-[A-Z0-9]{8}/)![0];
  const outbox = outboxRecordSchema.array().parse(
    await (
      await page.request.get(`${site}/api/staff/outbox`, {
        headers: { Authorization: `Bearer ${staffToken("embedded")}` },
      })
    ).json(),
  );
  const confirmation = outbox.find(
    (mail) => mail.subject.includes("Your booking is confirmed") && mail.text.includes(reference),
  );
  expect(confirmation?.text).toContain("BEFORE YOU GO: THE LAW AND LOCAL HELP ON YOUR ROUTE");
  expect(confirmation?.text).toContain(
    "MALTA\n- Same-sex relations are legal in Malta (since 1973).",
  );
  expect(confirmation?.text).toContain(
    "- Emergency: 112, police, fire (Civil Protection) and ambulance",
  );
  expect(confirmation?.text).toContain('under "Before you go"');
  // The brief in the mail: our notes with their review date, sources, and what we do if things change.
  expect(confirmation?.text).toMatch(
    /- Our notes on Valletta \(our safety record, reviewed [A-Z][a-z]+ \d+, 2026; its sources: http:\/\/[^)]+\/destinations\/valletta\): /,
  );
  expect(confirmation?.text).toMatch(
    /- Emergency: 112, .+ \(Malta Police Force.*; read [A-Z][a-z]+ \d+, \d{4}\)\./,
  );
  expect(confirmation?.text).toContain("IF THINGS CHANGE BEFORE YOU TRAVEL");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the booking step states the trip day by day before the choice", async ({ page }) => {
    const pkg = await packageNamed(page, "provincetown-carnival-week");
    expect(pkg.itinerary.length).toBeGreaterThan(1);
    await page.goto(`/packages/${pkg.id}/book`);
    const days = page.getByTestId("day-by-day");
    const opener = days.getByText("The trip day by day");
    await expect(days.locator("li")).toHaveCount(pkg.itinerary.length);
    await expect(days.locator("li").first()).toBeHidden();
    await opener.focus();
    await page.keyboard.press("Enter");
    for (const [index, day] of pkg.itinerary.entries()) {
      const item = days.locator("li").nth(index);
      await expect(item).toBeVisible();
      await expect(item).toContainText(`${day.day} ${day.title}`);
      await expect(item).toContainText(day.description);
    }
    // The parade's date, which the trip's fourth day states, is on the page a buyer reads.
    await expect(days).toContainText("August 19, 2027");
  });
});

test("the day-by-day itinerary opens from the keyboard and axe finds nothing in it", async ({
  page,
}) => {
  await page.goto("/packages/provincetown-carnival-week/book");
  const days = page.getByTestId("day-by-day");
  await days.getByText("The trip day by day").focus();
  await page.keyboard.press("Space");
  await expect(days.locator("li").first()).toBeVisible();
  expect((await axe(page).include('[data-testid="day-by-day"]').analyze()).violations).toEqual([]);
});

test("two travelers more than 45 days out pay a 25% deposit and the carbon offset, then the balance from the booking page", async ({
  page,
}) => {
  const malta = await packageNamed(page, "malta-gozo-island-hop");
  const departure = malta.departures.find(
    (candidate) => daysFromToday(candidate.starts_on) > 45 && candidate.seats_left >= 2,
  );
  if (!departure) throw new Error("The content has no Malta departure more than 45 days away");
  const total = malta.price * 2;
  const deposit = Math.round(total * 0.25);
  const balanceDue = shift(departure.starts_on, -30);

  await page.goto("/packages");
  await page
    .locator("article#malta-gozo-island-hop")
    .getByRole("link", { name: /^Book Now/ })
    .click();
  await expect(page).toHaveURL(/\/packages\/malta-gozo-island-hop\/book$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Book ${malta.name}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  await page.locator(`input[name=departure_id][value="${departure.id}"]`).check();
  await page.getByLabel("Travelers").selectOption("2");
  const shown = summary(page);
  await expect(shown).toContainText(`Price per person${whole(malta.price)}`);
  await expect(shown).toContainText("Travelers2");
  await expect(shown).toContainText(`Trip total${whole(total)}`);
  await expect(shown).toContainText(`Paid now (25% deposit)${whole(deposit)}`);
  await expect(shown).toContainText(`Balance${whole(total - deposit)} due ${longDate(balanceDue)}`);

  // The offset for the flights, priced per traveler, is paid whole with the deposit.
  const offsetBox = page.getByRole("checkbox", {
    name: /^Offset the carbon of this trip's flights/,
  });
  const offsetLabel = await page.locator("label").filter({ has: offsetBox }).innerText();
  const perTraveler = Number(/\$(\d+) per traveler/.exec(offsetLabel)?.[1]);
  expect(perTraveler).toBeGreaterThanOrEqual(20);
  const offset = perTraveler * 2;
  await offsetBox.check();
  await expect(shown).toContainText(`Carbon offset${whole(offset)}`);
  await expect(shown).toContainText(
    `Paid now (25% deposit and the offset)${whole(deposit + offset)}`,
  );
  await expect(shown).toContainText(`Balance${whole(total - deposit)} due ${longDate(balanceDue)}`);

  // While the checkout is created the control waits and says so.
  const release = await holdCheckoutCreation(page);
  await bookNow(page).click();
  await expect(page.getByRole("button", { name: /^Processing\.\.\./ })).toBeDisabled();
  release();

  await expect(page.locator("main")).toContainText(
    `and the carbon offset for the flights (${usd(offset)})`,
  );
  await payOnTestCheckout(page, usd(deposit + offset));
  await expect(page.locator("dl")).toContainText(usd(deposit + offset));
  await openBookingPage(page);
  const booking = page.locator("main dl");
  await expect(booking).toContainText(`Departure${longDate(departure.starts_on)}`);
  await expect(booking).toContainText("Travelers2");
  await expect(booking).toContainText(`Trip total${usd(total)}`);
  await expect(booking).toContainText(
    `Carbon offset for the flights${usd(offset)}, paid with your first payment`,
  );
  await expect(booking).toContainText(`Paid${usd(deposit + offset)}`);
  await expect(booking).toContainText(
    `Balance due${usd(total - deposit)} by ${longDate(balanceDue)}`,
  );
  await expect(page.locator("main")).toContainText("If you cancel");
  const bookingPage = page.url();
  await readBeforeYouGo(page);

  // Staff see the booking with what is paid, the balance and its date.
  const reference = (await page.locator("main").innerText()).match(/LC-[A-Z0-9]{8}/)?.[0];
  expect(reference).toBeDefined();
  const row = (await staffBookingsTable()).find((line) => line.startsWith(reference!));
  expect(row).toContain(departure.starts_on);
  expect(row).toContain(usd(deposit + offset));
  expect(row).toContain(`${usd(total - deposit)}  ${balanceDue}`);

  // The link's token goes in a header, never in the address proxies and logs keep.
  const balanceRequest = page.waitForRequest("**/api/payments/create-checkout?**");
  await page.getByRole("button", { name: `Pay the balance of ${usd(total - deposit)}` }).click();
  const sent = await balanceRequest;
  expect(sent.url()).not.toContain("booking_token");
  expect(sent.headers()["x-booking-token"]).toBe(bookingPage.split("/").pop());
  await payOnTestCheckout(page, usd(total - deposit), "Balance Paid!");
  await page.goto(bookingPage);
  await expect(booking).toContainText(`Paid${usd(total + offset)}`);
  await expect(booking).toContainText("Balance dueNothing: paid in full");
  await expect(page.getByRole("button", { name: /Pay the balance/ })).toHaveCount(0);

  // A balance already paid cannot be paid again.
  const token = bookingPage.split("/").pop()!;
  const again = await page.request.post(
    `${site}/api/payments/create-checkout?${new URLSearchParams({ package_id: malta.id, origin_url: site })}`,
    { headers: { Origin: site, "X-Booking-Token": token } },
  );
  expect(again.status()).toBe(409);
  errorEnvelopeSchema.parse(await again.json());
});

test("a departure 45 days away or nearer is paid in full", async ({ page }) => {
  const near = (await packages(page))
    .flatMap((pkg) =>
      pkg.departures
        .filter((d) => daysFromToday(d.starts_on) <= 45 && d.seats_left >= 1)
        .map((departure) => ({ pkg, departure })),
    )
    .find(({ pkg }) => pkg.id !== "malta-gozo-island-hop");
  if (!near) throw new Error("The content has no departure within the next 45 days");
  const { pkg, departure } = near;

  await page.goto(`/packages/${pkg.id}/book?departure_id=${departure.id}&travelers=1`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("radio", { checked: true })).toHaveValue(departure.id);
  await page.getByLabel("Travelers").selectOption("1");
  const total = pkg.price; // one traveler
  await expect(summary(page)).toContainText(`Paid now (in full)${whole(total)}`);
  await expect(summary(page)).toContainText("BalanceNone: paid in full");
  await bookNow(page).click();
  await payOnTestCheckout(page, usd(total));
  await openBookingPage(page);
  await expect(page.locator("main dl")).toContainText("Balance dueNothing: paid in full");

  // The link reached the wrong person: staff replace it; the old link opens nothing, the new one
  // is mailed to the traveler and opens the booking. Staff see the mail without the token.
  const oldLink = page.url();
  const reference = (await page.locator("main").innerText()).match(/LC-[A-Z0-9]{8}/)![0];
  const mailServer = await catchMail();
  let newLink: string | undefined;
  try {
    const renewed = await staffCommand("renew-link", reference);
    expect(renewed).toContain(`The link of ${reference} was replaced`);
    await expect
      .poll(() => {
        const mail = mailServer.received.find((sent) => sent.text.includes(reference));
        return mail?.text.match(/https?:\/\/\S+\/bookings\/[\w-]{40,}/)?.[0];
      })
      .toMatch(new RegExp(`^${site}/bookings/`));
    newLink = mailServer.received
      .find((sent) => sent.text.includes(reference))
      ?.text.match(/https?:\/\/\S+\/bookings\/[\w-]{40,}/)?.[0];
  } finally {
    await mailServer.stop();
  }
  const gone = await page.goto(oldLink);
  expect(gone?.status()).toBe(404);
  expect(newLink).not.toBe(oldLink);
  const outbox = outboxRecordSchema.array().parse(
    await (
      await page.request.get(`${site}/api/staff/outbox`, {
        headers: { Authorization: `Bearer ${staffToken("embedded")}` },
      })
    ).json(),
  );
  const mail = outbox.find((entry) => entry.subject.includes("Your new booking link"));
  expect(mail?.text).toContain(`${site}/bookings/[private link removed]`);
  expect(mail?.text).not.toContain(newLink!.split("/").pop());
  await page.goto(newLink!);
  await expect(page.locator("main")).toContainText(reference);
});

test("a sold-out departure is shown as such and cannot be bought", async ({ page }) => {
  const montreal = await packageNamed(page, "montreal-new-york-autumn");
  const departure = montreal.departures.find((d) => d.seats_left === 2)!;
  const order = (travelers: number) =>
    page.request.post(
      `${site}/api/payments/create-checkout?${new URLSearchParams({
        package_id: montreal.id,
        origin_url: site,
        departure_id: departure.id,
        travelers: String(travelers),
      })}`,
      { headers: { Origin: site } },
    );
  // A couple's checkout in progress holds both seats.
  expect((await order(2)).status()).toBe(200);
  // The list may be kept by a shared cache for one second.
  await expect
    .poll(async () => {
      const after = await packageNamed(page, montreal.id);
      return after.departures.find((d) => d.id === departure.id)?.seats_left;
    })
    .toBe(0);

  // Another visitor (without the couple's hold cookie, which would release their checkout).
  await page.context().clearCookies();
  const refused = await order(1);
  expect(refused.status()).toBe(409);
  expect(errorEnvelopeSchema.parse(await refused.json()).error.message).toMatch(/sold out/);

  await page.goto(`/packages/${montreal.id}/book?departure_id=${departure.id}`);
  const soldOut = page.getByRole("radio", { name: /Sold out/ });
  await expect(soldOut).toHaveValue(departure.id);
  await expect(soldOut).toBeDisabled();
  await expect(page.getByRole("radio", { checked: true })).not.toHaveValue(departure.id);
});

test("the cancel link gives the seats back, and a new checkout releases the one before it", async ({
  page,
}) => {
  const taipei = await packageNamed(page, "taipei-bangkok-night-markets");
  const departure = taipei.departures.at(-1)!;
  const seatsShown = (left: number) =>
    page
      .getByRole("radio", { name: new RegExp(`${left} seats left`) })
      .and(page.locator(`[value="${departure.id}"]`));
  const choose = `/packages/${taipei.id}/book?departure_id=${departure.id}&travelers=2`;
  await page.goto(choose);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(seatsShown(departure.seats_left)).toBeChecked();
  await bookNow(page).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_[\w-]+$/);

  // Back through the test checkout's Cancel: the seats are free again at once.
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(new RegExp(`/packages/${taipei.id}/book\\?`));
  await expect(page.getByRole("status")).toHaveText(
    "Your checkout was cancelled and its seats are free again. Your choices are still below.",
  );
  await expect(seatsShown(departure.seats_left)).toBeChecked();
  await expect(page.getByLabel("Travelers")).toHaveValue("2");

  // Two checkouts one after the other, as a traveler who went back and booked again: only the
  // second holds seats.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await bookNow(page).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_[\w-]+$/);
  const first = page.url().split("/").pop()!;
  await page.goto(choose);
  await expect(seatsShown(departure.seats_left - 2)).toBeChecked();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await bookNow(page).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_[\w-]+$/);
  const status = await page.request.get(`${site}/api/payments/checkout-status/${first}`);
  expect(await status.json()).toMatchObject({ status: "expired", payment_status: "unpaid" });
  await page.goto(choose);
  await expect(seatsShown(departure.seats_left - 2)).toBeChecked();
});

test("a group larger than online bookings take is offered an enquiry with its trip", async ({
  page,
}) => {
  const rail = await packageNamed(page, "iberian-rail-journey");
  const departure = rail.departures.at(-1)!;
  await page.goto(`/packages/${rail.id}/book?departure_id=${departure.id}&travelers=12`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const options = await page.getByLabel("Travelers").locator("option").allTextContents();
  expect(options.at(-1)).toBe(String(departure.max_travelers));
  await page.getByRole("link", { name: "Send us an enquiry" }).click();
  await expect(page).toHaveURL(
    `/contact?package=${rail.id}&departure=${departure.id}&travelers=12`,
  );
  const form = page.getByRole("form", { name: "Send us an enquiry" });
  await expect(form.getByLabel("Message")).toHaveValue(
    `I'd like to book the ${rail.name} package, departing ${longDate(departure.starts_on)}, for 12 travelers.`,
  );
  await expect(form.getByLabel("Number of travelers")).toHaveValue("12");
});

test("a failed checkout says so, gives the control back and returns the focus to it", async ({
  page,
}) => {
  await page.route("**/api/payments/create-checkout?**", (route) =>
    route.fulfill({ status: 502, json: { error: { code: "bad_gateway", message: "Down" } } }),
  );
  await page.goto("/packages/cyclades-private-yacht/book");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await bookNow(page).click();
  await expect(toast(page, "Failed to initiate booking. Please try again.")).toBeVisible();
  await expect(bookNow(page)).toBeEnabled();
  await expect(bookNow(page)).toHaveText(/^Book Now/);
  await expect(bookNow(page)).toBeFocused();
  await expect(page).toHaveURL(/\/packages\/cyclades-private-yacht\/book$/);
});

for (const width of [375, 1440]) {
  test(`axe finds no violations on the booking step at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/packages/iberian-rail-journey/book");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const results = await axe(page).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
}
