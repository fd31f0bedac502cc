/**
 * A booking through its life, as the traveler and the desk see it: a deposit booking cancelled
 * from its booking page (with JavaScript, and with it off), approved on the desk, refunded through
 * the test checkout's own record, its seats back on sale and the mails sent; a departure's booking
 * cancelled by the agency for a reason the traveler reads, with the $500 credit, whose code pays
 * part of a new booking; the credit listed with its use; axe on the new pages.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { packageListSchema, type TravelPackage } from "@/lib/contract";
import { catchMail, type MailCatcher } from "./support/mail-catcher";
import { servers, staffToken } from "./support/servers";
import { createStaffAccount, signIn } from "./support/staff";
import { expect, test, type Page } from "./support/test";
import { axe, reviewShot } from "./support/review";

test.describe.configure({ mode: "serial" });

const site = servers.embedded.url;
const run = Date.now().toString(36);
const account = {
  email: `sasha.${run}@lavendercompass.example`,
  password: `Heather-harbour-${run}-2026`,
  name: "Sasha Lind",
};
/** Signed in once for the whole file: sign-ins are limited per address. */
const sessionFile = path.join("test-results", `staff-lifecycle-session-${run}.json`);
/** Packages no other spec books: twelve and two seats a departure, several departures each. */
const NORDIC = "nordic-design-baltic-old-towns";
const CALIFORNIA = "california-coast-to-desert";

const usd = (minor: number) =>
  `$${(minor / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} USD`;

let mail: MailCatcher;
/** The agency's $500 credit, as its mail gives it to the traveler. */
let creditCode = "";

test.beforeAll(async ({ browser }) => {
  mail = await catchMail();
  createStaffAccount(account);
  const context = await browser.newContext({ baseURL: site });
  const page = await context.newPage();
  await signIn(page, account);
  await expect(page).toHaveURL(/\/staff\/enquiries$/);
  await context.storageState({ path: sessionFile });
  await context.close();
});

test.afterAll(() => mail.stop());

let reads = 0;
/**
 * The package as the list says now. The site may keep the list for a second (s-maxage=1), keyed by
 * its whole address, so each read asks with a query of its own: a count read right after a booking
 * or a refund is the one after it, not the one kept from just before.
 */
async function packageOf(page: Page, id: string): Promise<TravelPackage> {
  const response = await page.request.get(`/api/packages?read=${++reads}`);
  const packages = packageListSchema.parse(await response.json());
  return packages.find((pkg) => pkg.id === id)!;
}

/** Two travelers on the package's first departure, more than 60 days out: a 25% deposit. */
async function bookDeposit(page: Page, id: string, name: string) {
  const pkg = await packageOf(page, id);
  const departure = pkg.departures[0]!;
  const deposit = Math.round(pkg.price * 2 * 0.25) * 100;
  const created = await page.request.post(
    `/api/payments/create-checkout?${new URLSearchParams({
      package_id: pkg.id,
      origin_url: site,
      departure_id: departure.id,
      travelers: "2",
    })}`,
    { headers: { origin: site } },
  );
  expect(created.status()).toBe(200);
  await page.goto((await created.json()).url);
  await payOnTestCheckout(page, usd(deposit), name);
  await page.getByRole("link", { name: /view your booking/ }).click();
  await expect(page).toHaveURL(/\/bookings\/[\w-]{40,}$/);
  const reference = (await page.locator("main").innerText()).match(/LC-[A-Z0-9]{8}/)![0];
  return { pkg, departure, deposit, reference, link: page.url(), email: emailOf(name) };
}

const emailOf = (name: string) => `${name.split(" ")[0]!.toLowerCase()}.${run}@example.com`;

async function payOnTestCheckout(page: Page, amount: string, name: string) {
  const form = page.getByRole("form", { name: "Card payment" });
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("CVC").fill("123");
  await form.getByLabel("Email").fill(emailOf(name));
  await form.getByLabel("Name on card").fill(`${name} ${run}`);
  await form.getByRole("button", { name: `Pay ${amount}` }).click();
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
}

/** `npm run staff -- <args>`, without blocking this process (its SMTP server must answer). */
async function staffCommand(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ["scripts/staff.mjs", ...args], {
    env: { ...process.env, SITE_URL: site, STAFF_TOKEN: staffToken("embedded") },
  });
  return stdout;
}

async function seatsLeft(page: Page, id: string, departureId: string): Promise<number> {
  return (await packageOf(page, id)).departures.find((d) => d.id === departureId)!.seats_left;
}

/** The mail the traveler (or staff) received with this subject, once the site has sent it. */
async function received(subject: string): Promise<string> {
  let text = "";
  await expect
    .poll(() => {
      // Long subjects are folded over two header lines.
      const unfolded = mail.received.map((one) => one.text.replace(/\r?\n[ \t]+/g, " "));
      // Bookings on the test checkout say so in every subject.
      text = unfolded.find((one) => one.includes(`Subject: [TEST] ${subject}`)) ?? "";
      return text.length > 0;
    })
    .toBe(true);
  return text;
}

test("with JavaScript, the traveler asks to cancel a deposit booking and the desk refunds it", async ({
  browser,
  page,
}) => {
  const booking = await bookDeposit(page, NORDIC, "Avery Frost");
  const seatsBooked = await seatsLeft(page, NORDIC, booking.departure.id);
  const refund = booking.deposit - 25_000;

  await expect(page.getByRole("heading", { name: /Status: Confirmed/ })).toBeVisible();
  const cancel = page.getByRole("form", { name: "If you cancel" });
  await expect(page.locator("main")).toContainText("A fixed-price package carries no planning fee");
  await expect(page.locator("main")).toContainText(`${usd(refund)} back to your card`);
  await cancel.getByRole("checkbox").check();
  await cancel.getByRole("button", { name: "Send my cancellation request" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Your cancellation request was sent. We have e-mailed you a copy.",
  );
  await expect(page.getByRole("heading", { name: /Status: Cancellation requested/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send my cancellation request" })).toHaveCount(0);
  await reviewShot(page, "lifecycle-requested", { fullPage: true });
  expect(await received(`We received your cancellation request: ${booking.pkg.name}`)).toContain(
    "more than 60 days before travel",
  );
  await received(`Cancellation requested: ${booking.reference}`);

  const desk = await browser.newContext({ baseURL: site, storageState: sessionFile });
  const staff = await desk.newPage();
  await staff.goto("/staff/bookings");
  // A request waiting for staff comes first.
  await expect(staff.getByRole("row").nth(1)).toContainText(booking.reference);
  await expect(staff.getByRole("row").nth(1)).toContainText("Cancellation requested");
  await staff.goto(`/staff/bookings/${booking.reference}`);
  const panel = staff.getByRole("region", { name: "Cancellation" });
  await expect(panel).toContainText("more than 60 days before travel");
  await panel.getByRole("button", { name: "Approve and refund" }).click();
  await expect(staff.getByRole("status")).toContainText("Cancelled: the refund and any credit");
  await expect(staff.getByRole("heading", { level: 1 }).locator("..")).toContainText(
    "Cancelled (refunded)",
  );
  await expect(panel).toContainText(`Refund${usd(refund)}`);
  await expect(panel.getByRole("list", { name: "Refunds" })).toContainText(
    `${usd(refund)}: succeeded (local_refund_`,
  );
  await desk.close();

  // The seats are back on sale; the traveler has the mail and the page says what came back.
  expect(await seatsLeft(page, NORDIC, booking.departure.id)).toBe(seatsBooked + 2);
  expect(await received(`Your booking is cancelled: ${booking.pkg.name}`)).toContain(
    `Refunded to your card: ${usd(refund)}`,
  );
  await received(`Cancellation approved: ${booking.reference}`);
  await page.goto(booking.link);
  await expect(page.getByRole("heading", { name: /Status: Cancelled \(refunded\)/ })).toBeVisible();
  await expect(page.locator("main")).toContainText(`Refunded to your card${usd(refund)}`);
});

test("with JavaScript off, the request is sent; the agency cancels instead, with its reason and $500", async ({
  browser,
}) => {
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: site });
  const page = await plain.newPage();
  const booking = await bookDeposit(page, NORDIC, "Jordan Reyes");
  const cancel = page.getByRole("form", { name: "If you cancel" });
  await expect(page.locator("main")).toContainText(
    `${usd(booking.deposit - 25_000)} back to your card`,
  );
  await cancel.getByRole("checkbox").check();
  await cancel.getByRole("button", { name: "Send my cancellation request" }).click();
  await expect(page).toHaveURL(/\?cancellation=requested$/);
  await expect(page.getByRole("status")).toContainText("Your cancellation request was sent");
  // A second request (the form resent) is refused.
  expect(
    (
      await page.request.post("/api/bookings/cancellation", {
        headers: { origin: site },
        data: { booking_token: booking.link.split("/").pop()!.split("?")[0], confirm: true },
      })
    ).status(),
  ).toBe(409);

  const desk = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: site,
    storageState: sessionFile,
  });
  const staff = await desk.newPage();
  await staff.goto(`/staff/bookings/${booking.reference}`);
  // Folded away while a traveler's request waits to be approved.
  await staff.locator("summary", { hasText: "Cancel on the agency's behalf" }).click();
  const agency = staff.getByRole("form", { name: "Cancel on the agency's behalf" });
  await agency.getByLabel("Why (the travelers read this)").selectOption({
    label: "Conditions no longer safe",
  });
  await agency.getByLabel("A note for the travelers (optional)").fill("We will call you today.");
  await agency.getByRole("checkbox").check();
  await agency.getByRole("button", { name: "Cancel and refund in full" }).click();
  await expect(staff.getByRole("status")).toContainText("Cancelled");
  await expect(staff.getByRole("region", { name: "Cancellation" })).toContainText(
    `Credit${usd(50_000)}, code ending`,
  );
  await desk.close();

  const settled = await received(`We have cancelled your trip: ${booking.pkg.name}`);
  expect(settled).toContain("it can no longer be run safely for you");
  expect(settled).toContain(`Refunded to your card: ${usd(booking.deposit)}`);
  creditCode = /Your credit code: (LCC(?:-[2-9A-HJ-NP-Z]{4}){4})/.exec(settled)![1]!;
  await page.goto(booking.link.split("?")[0]!);
  await expect(page.locator("main")).toContainText("Cancelled byLavender Compass");
  await expect(page.locator("main")).toContainText(
    `Travel credit${usd(50_000)}, code ending ${creditCode.slice(-4)}`,
  );
  await plain.close();
});

test("the credit's code pays part of a new booking; the desk lists the credit with its use", async ({
  page,
  browser,
}) => {
  expect(creditCode).not.toBe("");
  const pkg = await packageOf(page, CALIFORNIA);
  const deposit = Math.round(pkg.price * 2 * 0.25) * 100;
  await page.goto(`/packages/${CALIFORNIA}/book?departure_id=${pkg.departures[0]!.id}&travelers=2`);
  await page.getByLabel(/Travel credit code/).fill(creditCode.toLowerCase());
  await page.getByRole("button", { name: /^Book Now/ }).click();
  await expect(page.locator("main")).toContainText("less $500.00 USD travel credit");
  await payOnTestCheckout(page, usd(deposit - 50_000), "Jordan Reyes");
  await page.getByRole("link", { name: /view your booking/ }).click();
  await expect(page.locator("main dl")).toContainText(
    `Paid${usd(deposit)}, of which ${usd(50_000)} in credit`,
  );
  const reference = (await page.locator("main").innerText()).match(/LC-[A-Z0-9]{8}/)![0];

  // Used up: the same code pays nothing more, and says so.
  const again = await page.request.post(
    `/api/payments/create-checkout?${new URLSearchParams({ package_id: CALIFORNIA, origin_url: site })}`,
    { headers: { origin: site, "x-credit-code": creditCode } },
  );
  expect(again.status()).toBe(409);
  expect((await again.json()).error.message).toBe("This travel credit has been used in full");

  const desk = await browser.newContext({ baseURL: site, storageState: sessionFile });
  const staff = await desk.newPage();
  await staff.goto("/staff/credits");
  const credit = staff
    .getByRole("listitem")
    .filter({ hasText: `Code ending ${creditCode.slice(-4)}` });
  await expect(credit).toContainText("Used");
  await expect(credit).toContainText(`${usd(50_000)} on ${reference}`);
  await expect(staff.locator("main")).not.toContainText(creditCode);
  // Found by its code's last four, and exported as searched: never with its code.
  await staff.getByLabel("Search booking reference or code's last four").fill(creditCode.slice(-4));
  await staff.getByRole("button", { name: "Show credits" }).click();
  await expect(staff.locator("main")).toContainText("1 matching, newest first");
  await expect(credit).toContainText(`${usd(50_000)} on ${reference}`);
  const download = staff.waitForEvent("download");
  await staff.getByRole("button", { name: "Export these credits (CSV)" }).click();
  const csv = readFileSync(await (await download).path(), "utf8");
  expect(csv).toMatch(
    new RegExp(
      `^code_ending,.*\r?\n${creditCode.slice(-4)},LC-[A-Z0-9]{8},used,500\.00,500\.00,0\.00,0\.00,USD,`,
    ),
  );
  expect(csv).toContain(reference);
  expect(csv).not.toContain(creditCode.slice(4, 9));
  // The command line lists it the same way, never with its code.
  const listed = await staffCommand("credits");
  expect(listed).toMatch(
    new RegExp(`${creditCode.slice(-4)}\\s+LC-[A-Z0-9]{8}\\s+\\$0\\.00 USD of \\$500\\.00 USD`),
  );
  expect(listed).toContain(reference);
  expect(listed).not.toContain(creditCode.slice(4, 9));

  // Axe on the new pages: the desk's credits and a booking's cancellation panel, the traveler's form.
  const pages: [Page, string][] = [
    [staff, "/staff/credits"],
    [staff, `/staff/bookings/${reference}`],
    [page, page.url()],
  ];
  for (const [target, address] of pages) {
    for (const width of [390, 1280]) {
      await target.setViewportSize({ width, height: 900 });
      await target.goto(address);
      const name = address.includes("/staff/") ? address.split("/")[2] : "booking-page";
      await reviewShot(target, `lifecycle-${name}-${width}`, { fullPage: true });
      const results = await axe(target).analyze();
      expect(results.violations, `${address} at ${width}px`).toEqual([]);
    }
  }
  await desk.close();
});

test("with JavaScript off, the desk cancels a departure nobody has booked from its manifest, and it leaves the booking step", async ({
  browser,
}) => {
  const desk = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: site,
    storageState: sessionFile,
  });
  const staff = await desk.newPage();
  const pkg = await packageOf(staff, CALIFORNIA);
  // The last departure: no other test books it.
  const departure = pkg.departures.at(-1)!;
  await staff.goto(`/staff/departures/${departure.id}`);
  const form = staff.getByRole("form", { name: "Cancel this departure" });
  await form.getByLabel("Why (the travelers read this)").selectOption({
    label: "Too few travelers to run it",
  });
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Cancel this departure" }).click();
  await expect(staff.locator("main")).toContainText("Too few travelers to run it");
  await expect(staff.getByRole("form", { name: "Cancel this departure" })).toHaveCount(0);
  await reviewShot(staff, "staff-departure-cancelled", { fullPage: true });

  // Off sale: the booking step no longer offers it, and a checkout for it is refused.
  const step = await (await staff.request.get(`/packages/${CALIFORNIA}/book`)).text();
  expect(step).toContain(pkg.departures[0]!.id);
  expect(step).not.toContain(departure.id);
  const refused = await staff.request.post(
    `/api/payments/create-checkout?${new URLSearchParams({ package_id: CALIFORNIA, departure_id: departure.id, origin_url: site })}`,
    { headers: { origin: site } },
  );
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  await desk.close();
});
