/**
 * The owner's audit log and privacy requests, on a fresh site this spec starts itself (its first
 * account must be the owner): two accounts created at once make one owner; a visitor enquires,
 * books on the test checkout and subscribes; the owner finds, downloads and erases their data, after
 * which no desk, staff list or mail holds the address while the booking's amounts remain; another
 * staff member reaches neither page; the audit log shows, filters, pages and exports the actions;
 * erasing works without JavaScript; axe finds nothing on either page at 390 and 1280 pixels. The
 * owner disables, enables, signs out and sets the password of the other member on the staff
 * accounts page (never their own account: not from the command line either), and a member changes
 * their own password on their account page, without JavaScript too.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { visitorExportSchema } from "@/lib/contract/privacy";
import { startOwnSite, type OwnSite } from "./support/own-site";
import { dataRoot, servers } from "./support/servers";
import type { Cookie } from "@playwright/test";
import { searchDesk } from "./support/staff";
import { expect, test, type Page } from "./support/test";
import { axe, reviewShot } from "./support/review";

test.describe.configure({ mode: "serial" });

const { port, url: site } = servers.staffPrivacy;
const dataDir = path.join(dataRoot, "staffPrivacy");
test.use({ baseURL: site });

const run = Date.now().toString(36);
const password = `Lantern-quay-${run}-2026`;
const accounts = [
  { email: `avery.${run}@lavendercompass.example`, name: "Avery Stone" },
  { email: `blake.${run}@lavendercompass.example`, name: "Blake Ferris" },
];
const visitor = { name: "Rowan Vale", email: `rowan.vale.${run}@example.com` };
const otherVisitor = { name: "Ines Calder", email: `ines.${run}@example.com` };
const quietVisitor = { name: "Jo Marsh", email: `jo.marsh.${run}@example.com` };
const yacht = "cyclades-private-yacht";

let ownSite: OwnSite | undefined;
let owner = accounts[0]!;
let staffMember = accounts[1]!;
let booking: { reference: string; amount_paid: number; trip_total: number; token: string };

const token = () => readFileSync(path.join(dataDir, "staff-token"), "utf8").trim();

function staffCli(...args: string[]): Promise<string> {
  return promisify(execFile)(process.execPath, ["scripts/staff.mjs", ...args], {
    env: { ...process.env, SITE_URL: site, STAFF_TOKEN: token() },
    encoding: "utf8",
  }).then(({ stdout }) => stdout);
}

async function staffList<T>(list: string): Promise<T[]> {
  return JSON.parse(await staffCli(list, "--json", "--all")) as T[];
}

/** Each account's session cookie from its last sign-in on the form. */
const sessions = new Map<string, Cookie[]>();

/**
 * Signs in, on the form the first time; later, with the session that sign-in opened while it
 * still opens the desk (sign-ins are limited to 10 per address in 15 minutes, and every browser
 * here is one address), unless `fresh` asks for the form.
 */
async function signIn(
  page: Page,
  account: { email: string; password?: string },
  { fresh = false } = {},
) {
  const kept = account.password || fresh ? undefined : sessions.get(account.email);
  if (kept) {
    await page.context().addCookies(kept);
    await page.goto("/staff/enquiries");
    if (new URL(page.url()).pathname === "/staff/enquiries") return;
  }
  await page.goto("/staff/sign-in");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password ?? password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/staff\/enquiries$/);
  const cookies = await page.context().cookies();
  sessions.set(
    account.email,
    cookies.filter((cookie) => cookie.name.includes("session_token")),
  );
}

async function findVisitor(page: Page, email: string) {
  await page.getByLabel("Visitor’s e-mail address").fill(email);
  await page.getByRole("button", { name: "Find their data" }).click();
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  ownSite = await startOwnSite({ port, url: site, dataDir });
});

test.afterAll(() => ownSite?.stop());

test("two accounts created at once on the empty site make exactly one owner", async () => {
  const made = await Promise.all(
    accounts.map((account) =>
      staffCli(
        "add-user",
        "--email",
        account.email,
        "--password",
        password,
        "--name",
        account.name,
      ),
    ),
  );
  const owners = made.filter((line) => line.includes("(owner)"));
  expect(owners).toHaveLength(1);
  expect(made.filter((line) => line.includes("(staff)"))).toHaveLength(1);
  // Whichever was stored first is the owner; the spec goes on with that one.
  owner = accounts.find((account) => owners[0]!.includes(account.email))!;
  staffMember = accounts.find((account) => account !== owner)!;
});

test("a visitor enquires, books on the test checkout and subscribes", async ({ page }) => {
  await page.goto("/contact");
  const enquiry = page.getByRole("form", { name: "Send us an enquiry" });
  await enquiry.getByLabel("Name").fill(visitor.name);
  // Typed in capitals here, in lower case at the checkout: one visitor all the same.
  await enquiry.getByLabel("Email").fill(visitor.email.toUpperCase());
  await enquiry.getByLabel("Message").fill(`A slow week on the water, ${run}`);
  await enquiry.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Thank you!" })).toBeVisible();

  await page.goto(`/packages/${yacht}/book`);
  await page
    .getByRole("button", { name: /^Book Now/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_[\w-]+$/);
  const card = page.getByRole("form", { name: "Card payment" });
  await card.getByLabel("Card number").fill("4242 4242 4242 4242");
  await card.getByLabel("Expiry (MM/YY)").fill("12/34");
  await card.getByLabel("CVC").fill("123");
  await card.getByLabel("Email").fill(visitor.email);
  await card.getByLabel("Name on card").fill(visitor.name);
  await card.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
  // The confirmation page links to the booking; staff never see the link's token.
  const bookingLink = await page
    .getByRole("link", { name: /view your booking/ })
    .getAttribute("href");

  const subscribed = await page.request.post("/api/newsletter", { data: { email: visitor.email } });
  expect(subscribed.status()).toBe(201);
  for (const other of [otherVisitor, quietVisitor]) {
    const sent = await page.request.post("/api/inquiries", {
      data: { ...other, message: `Another traveler, ${run}`, travelers_count: 1 },
    });
    expect(sent.status()).toBe(201);
  }

  const bookings = await staffList<{
    reference: string;
    customer_email: string;
    amount_paid: number;
    trip_total: number;
  }>("bookings");
  const ours = bookings.find((row) => row.customer_email === visitor.email)!;
  const outbox = await staffList<{ to: string; text: string; kind: string }>("outbox");
  const confirmation = outbox.find(
    (mail) => mail.to === visitor.email && mail.kind === "booking_confirmation",
  )!;
  expect(confirmation.text).toContain("/bookings/[private link removed]");
  booking = { ...ours, token: /^\/bookings\/([\w-]{43})$/.exec(bookingLink ?? "")![1]! };
  expect((await page.request.get(`/bookings/${booking.token}`)).status()).toBe(200);
});

test("the owner finds the visitor, downloads their data and erases it", async ({ page }) => {
  await signIn(page, owner);
  await page.goto("/staff/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy requests" })).toBeVisible();
  await findVisitor(page, `  ${visitor.email.replace("rowan", "ROWAN")}`);
  const found = page.getByRole("region", { name: "What we store about them" });
  for (const [section, count] of [
    ["Enquiries", 1],
    ["Bookings", 1],
    ["Newsletter", 1],
  ] as const) {
    await expect(found.getByRole("heading", { name: `${section} (${count})` })).toBeVisible();
  }
  await expect(found).toContainText(booking.reference);
  await expect(found).not.toContainText(otherVisitor.name);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download their data (JSON)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^visitor-[0-9a-f]{12}-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = visitorExportSchema.parse(
    JSON.parse(readFileSync((await download.path())!, "utf8")),
  );
  expect(exported.email).toBe(visitor.email);
  expect(exported.enquiries.map((e) => e.message)).toEqual([`A slow week on the water, ${run}`]);
  expect(exported.bookings.map((b) => b.reference)).toEqual([booking.reference]);
  expect(exported.checkouts.length).toBeGreaterThanOrEqual(1);
  expect(exported.subscription?.email).toBe(visitor.email);
  expect(exported.mails.map((mail) => mail.kind)).toEqual(
    expect.arrayContaining(["inquiry_notice", "booking_confirmation", "booking_notice"]),
  );
  expect(JSON.stringify(exported)).not.toContain(booking.token);

  // A different address typed to confirm erases nothing.
  await page.getByLabel("To confirm, type the address again").fill(otherVisitor.email);
  await page.getByRole("button", { name: "Erase this visitor’s data" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "The address typed to confirm is not the same" }),
  ).toHaveText("The address typed to confirm is not the same. Nothing was erased.");
  await expect(found.getByRole("heading", { name: "Enquiries (1)" })).toBeVisible();

  await page.getByLabel("To confirm, type the address again").fill(visitor.email.toUpperCase());
  await page.getByRole("button", { name: "Erase this visitor’s data" }).click();
  const erased = page.getByRole("status");
  await expect(erased).toContainText("Erased.");
  await expect(erased).toContainText("Deleted 1 enquiry (with 0 desk history entries)");
  await expect(erased).toContainText("1 booking and");

  await findVisitor(page, visitor.email);
  await expect(page.getByText(`Nothing is stored under ${visitor.email}.`)).toBeVisible();
});

test("afterwards no desk, list or mail holds the address, and the amounts remain", async ({
  page,
}) => {
  await signIn(page, owner);
  for (const search of [visitor.email, visitor.name]) {
    await searchDesk(page, search, {
      field: "Search name, e-mail or message",
      button: "Show enquiries",
    });
    await expect(page.getByText("No enquiries match.")).toBeVisible();
  }
  const lists = await Promise.all(
    ["inquiries", "bookings", "subscribers", "outbox"].map((list) => staffList<object>(list)),
  );
  const everything = JSON.stringify(lists).toLowerCase();
  expect(everything).not.toContain(visitor.email);
  expect(everything).not.toContain(visitor.name.toLowerCase());
  expect(everything).toContain(otherVisitor.email);

  const bookings = lists[1] as { reference: string; customer_name: string; amount_paid: number }[];
  expect(bookings.find((row) => row.reference === booking.reference)).toMatchObject({
    customer_name: "Erased",
    customer_email: "Erased",
    amount_paid: booking.amount_paid,
    trip_total: booking.trip_total,
  });
  // The private link opens nothing now.
  expect((await page.request.get(`/bookings/${booking.token}`)).status()).toBe(404);
  expect((await page.request.get(`/api/bookings/${booking.token}`)).status()).toBe(404);
});

test("another staff member reaches neither the audit log nor privacy requests", async ({
  page,
}) => {
  await signIn(page, staffMember);
  const desk = page.getByRole("navigation", { name: "Staff desk" });
  await expect(desk.getByRole("link", { name: "Enquiries" })).toBeVisible();
  await expect(desk.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  for (const path of ["/staff/audit", "/staff/privacy"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Only the owner" })).toBeVisible();
    await expect(page.locator("main")).not.toContainText(otherVisitor.email);
  }
  const audit = await page.request.get("/api/staff/audit");
  expect(audit.status()).toBe(403);
  expect((await audit.json()).error.code).toBe("forbidden");
  expect((await page.request.post("/api/staff/audit/export", { data: {} })).status()).toBe(403);
  const exported = await page.request.post("/api/staff/privacy/export", {
    form: { email: otherVisitor.email },
  });
  expect(exported.status()).toBe(403);
});

test("erasing works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site });
  const page = await context.newPage();
  await page.goto("/staff/sign-in");
  await page.getByLabel("E-mail").fill(owner.email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.goto("/staff/privacy");
  await findVisitor(page, quietVisitor.email);
  await expect(page.getByRole("heading", { name: "Enquiries (1)" })).toBeVisible();
  await page.getByLabel("To confirm, type the address again").fill(quietVisitor.email);
  await page.getByRole("button", { name: "Erase this visitor’s data" }).click();
  await expect(page.getByRole("status")).toContainText("Deleted 1 enquiry");
  const left = JSON.stringify(await staffList<object>("inquiries"));
  expect(left).not.toContain(quietVisitor.email);
  expect(left).toContain(otherVisitor.email);
  await context.close();
});

test("the audit log shows the actions, filters them, pages to the first and exports them", async ({
  page,
}) => {
  await signIn(page, owner);
  await page.goto("/staff/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const log = page.getByRole("list", { name: "Audit entries" });
  for (const action of [
    "Signed in",
    "Exported a visitor’s data",
    "Erased a visitor’s data",
    "Looked up a visitor’s data",
    "Added a staff account",
  ]) {
    await expect(log.getByText(action, { exact: true }).first()).toBeVisible();
  }
  await expect(page.locator("main")).not.toContainText("@example.com");

  await page.getByLabel("Action").selectOption({ label: "Erased a visitor’s data" });
  await page.getByRole("button", { name: "Show entries" }).click();
  await expect(page.getByText("2 matching")).toBeVisible();
  const erasures = log.getByRole("listitem");
  await expect(erasures).toHaveCount(2);
  await expect(erasures.first()).toContainText(owner.name);
  await expect(erasures.last()).toContainText("1 enquiry, 0 history entries, 1 subscription");

  await page.getByLabel("Action").selectOption({ label: "All actions" });
  await page.getByLabel("Staff member").selectOption({ label: staffMember.name });
  await page.getByRole("button", { name: "Show entries" }).click();
  const theirs = log.getByRole("listitem");
  await expect(theirs.first()).toContainText(staffMember.name);
  for (const text of await theirs.allTextContents()) expect(text).toContain(staffMember.name);

  // Enough entries for a second page: exports from the command line, each one logged. Then back
  // to everything, and page by page to the first entry ever: an account being added.
  for (let i = 0; i < 60; i++) {
    const answer = await page.request.post("/api/staff/privacy/export", {
      headers: { authorization: `Bearer ${token()}` },
      data: { email: otherVisitor.email },
    });
    expect(answer.status()).toBe(200);
  }
  await page.goto("/staff/audit");
  await expect(log.getByRole("listitem").first()).toContainText("Staff token");
  let pages = 1;
  while (await page.getByRole("link", { name: "Older entries" }).isVisible()) {
    const previous = page.url();
    await page.getByRole("link", { name: "Older entries" }).click();
    await page.waitForURL((url) => url.href !== previous);
    pages++;
    expect(pages).toBeLessThan(10);
  }
  expect(pages).toBeGreaterThan(1);
  await expect(log.getByRole("listitem").last()).toContainText("Added a staff account");

  await page.goto("/staff/audit");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const csv = readFileSync((await (await downloading).path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe("time,staff,staff_id,action,record,detail");
  expect(csv).toContain(",visitor.erase,");
  expect(csv).not.toContain("@example.com");
  await page.reload();
  await expect(log.getByRole("listitem").first()).toContainText("Exported the audit log");
});

test("axe finds no violations on both pages at 390 and 1280 pixels", async ({ page }) => {
  await signIn(page, owner);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto("/staff/audit");
    await reviewShot(page, `staff-audit-${width}`, { fullPage: true });
    expect((await axe(page).analyze()).violations, `audit at ${width}px`).toEqual([]);

    await page.goto("/staff/privacy");
    await findVisitor(page, otherVisitor.email);
    await expect(page.getByRole("heading", { name: "Enquiries (1)" })).toBeVisible();
    await page.getByLabel("To confirm, type the address again").fill("someone@example.com");
    await page.getByRole("button", { name: "Erase this visitor’s data" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Nothing was erased" })).toBeVisible();
    await reviewShot(page, `staff-privacy-${width}`, { fullPage: true });
    expect((await axe(page).analyze()).violations, `privacy at ${width}px`).toEqual([]);
  }
});

test("the owner disables, enables, signs out and sets the password of a member, never their own", async ({
  page,
  browser,
}) => {
  const memberContext = await browser.newContext({ baseURL: site });
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, staffMember);
  // Another member reaches none of it.
  await memberPage.goto("/staff/team");
  await expect(memberPage.getByRole("heading", { level: 1, name: "Only the owner" })).toBeVisible();

  await signIn(page, owner);
  await page
    .getByRole("navigation", { name: "Staff desk" })
    .getByRole("link", { name: "Staff accounts" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Staff accounts" })).toBeVisible();
  const cards = page.getByRole("list", { name: "Staff accounts" }).getByRole("listitem");
  const ownCard = cards.filter({ hasText: owner.email });
  const card = cards.filter({ hasText: staffMember.email });
  await expect(ownCard).toContainText("(you)");
  await expect(ownCard).toContainText("The owner’s account cannot be disabled");
  await expect(ownCard.getByRole("button")).toHaveCount(0);
  await expect(card).toContainText("Active");

  // Disabled: the member's open session ends at once and their password opens nothing.
  await card.getByRole("button", { name: `Disable ${staffMember.name}` }).click();
  await expect(page.getByRole("status")).toContainText(
    `${staffMember.name} is disabled: their password and passkeys sign in nowhere`,
  );
  await expect(card).toContainText("Disabled since");
  await memberPage.goto("/staff/enquiries");
  await expect(memberPage).toHaveURL(/\/staff\/sign-in$/);
  await memberPage.getByLabel("E-mail").fill(staffMember.email);
  await memberPage.getByLabel("Password").fill(password);
  await memberPage.getByRole("button", { name: "Sign in" }).click();
  await expect(memberPage.getByRole("alert").filter({ hasText: "do not match" })).toBeVisible();

  // The owner cannot disable themself, from the command line either: the desk keeps its owner.
  const refused = await staffCli("disable-user", "--email", owner.email).catch(
    (error: { stderr?: string }) => error.stderr ?? "",
  );
  expect(refused).toContain(
    "409: The owner's account cannot be disabled: the desk would be left without an owner",
  );

  await card.getByRole("button", { name: `Enable ${staffMember.name}` }).click();
  await expect(page.getByRole("status")).toHaveText(
    `${staffMember.name} is enabled and can sign in again.`,
  );
  await signIn(memberPage, staffMember);

  await page.reload();
  await card.getByRole("button", { name: `End sessions ${staffMember.name}` }).click();
  await expect(page.getByRole("status")).toContainText(
    `${staffMember.name} is signed out everywhere:`,
  );
  await memberPage.goto("/staff/enquiries");
  await expect(memberPage).toHaveURL(/\/staff\/sign-in$/);

  // A new password for them: too short is refused, with the keyboard on the message.
  const newPassword = card.getByLabel(`New password for ${staffMember.name}`);
  await newPassword.fill("too-short");
  // The browser's own check would stop a short one; this is what the server says past it.
  await newPassword.evaluate((input) => input.removeAttribute("minlength"));
  await card.getByRole("button", { name: `Set password for ${staffMember.name}` }).click();
  const tooShort = card.getByRole("alert");
  await expect(tooShort).toHaveText("The new password must be at least 12 characters.");
  await expect(tooShort).toBeFocused();
  const given = `Harbour-given-${run}`;
  await newPassword.fill(given);
  await card.getByRole("button", { name: `Set password for ${staffMember.name}` }).click();
  await expect(page.getByRole("status")).toContainText(`${staffMember.name} has a new password.`);
  await signIn(memberPage, { ...staffMember, password: given });
  const mails = await staffList<{ to: string; subject: string }>("outbox");
  expect(mails).toContainEqual(
    expect.objectContaining({
      to: staffMember.email,
      subject: "Your staff desk password was changed",
    }),
  );
  await memberContext.close();

  // The command line's account commands, back to the spec's shared password.
  expect(
    await staffCli("set-password", "--email", staffMember.email, "--password", password),
  ).toContain(`${staffMember.email} has a new password (1 session ended)`);
  expect(await staffCli("end-sessions", "--email", staffMember.email)).toContain(
    "is signed out everywhere (0 sessions ended)",
  );
  expect(await staffCli("help")).toContain("the owner's account cannot be disabled");

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto("/staff/team");
    await reviewShot(page, `staff-team-${width}`, { fullPage: true });
    expect((await axe(page).analyze()).violations, `team at ${width}px`).toEqual([]);
  }
});

test("a member changes their own password with the current one, even without JavaScript", async ({
  browser,
}) => {
  const elsewhere = await browser.newContext({ baseURL: site });
  const elsewherePage = await elsewhere.newPage();
  await signIn(elsewherePage, staffMember);
  const context = await browser.newContext({ baseURL: site, javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, staffMember, { fresh: true });
  await page.goto("/staff/account");
  const changed = `Quayside-own-${run}-2026`;
  await page.getByLabel("Current password").fill("not-the-password");
  await page.getByLabel("New password").fill(changed);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Your current password is not right");
  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password").fill(changed);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Your password is changed. Your other sessions were ended.",
  );
  // This session stays; the one in the other browser has ended.
  await page.goto("/staff/enquiries");
  await expect(page).toHaveURL(/\/staff\/enquiries$/);
  await elsewherePage.goto("/staff/enquiries");
  await expect(elsewherePage).toHaveURL(/\/staff\/sign-in$/);
  // The account page with its script, in the session that stayed: axe at both widths.
  await elsewhere.addCookies(await context.cookies());
  await context.close();
  for (const width of [390, 1280]) {
    await elsewherePage.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await elsewherePage.goto("/staff/account");
    await expect(
      elsewherePage.getByRole("heading", { level: 1, name: "Your account" }),
    ).toBeVisible();
    const results = await axe(elsewherePage).analyze();
    expect(results.violations, `account at ${width}px`).toEqual([]);
  }
  await staffCli("set-password", "--email", staffMember.email, "--password", password);
  await elsewhere.close();
});
