/**
 * The staff desk: an account made with the command line signs in with its password, finds an
 * enquiry older than the newest 1,000 by search and by paging (the words searched for never in
 * the address, with or without JavaScript, paging and "back" keeping the search), takes it on
 * with a button (opening it, or a link to an export, changes nothing), works it through its
 * statuses with a note, and sees who did what when; a signed-out browser and a forged cookie reach
 * nothing; axe finds no violations on the desk's pages at phone and desktop widths.
 */
import { readFile } from "node:fs/promises";
import { expect, test } from "./support/test";
import { servers } from "./support/servers";
import { createStaffAccount, expectNoWordsIn, searchDesk, signIn, staffCli } from "./support/staff";
import { axe, reviewShot } from "./support/review";

test.describe.configure({ mode: "serial" });

const site = servers.embedded.url;
const run = Date.now().toString(36);
const account = {
  email: `ellis.${run}@lavendercompass.example`,
  password: `Violet-harbour-${run}-2026`,
  name: "Ellis Warden",
};
const SEEDED = 1200;
const firstName = `Noor Firstbrook ${run}`;
const firstWord = `origin${run}`;
const enquirySearch = { field: "Search name, e-mail or message", button: "Show enquiries" };

test.beforeAll(async ({ request }) => {
  createStaffAccount(account);
  // The first of these is the oldest; 1,199 newer ones push it past the newest 1,000.
  const send = (i: number) =>
    request.post("/api/inquiries", {
      data: {
        name: i === 0 ? firstName : `Desk Traveler ${i}`,
        email: `desk${i}.${run}@example.com`,
        message: i === 0 ? `A quiet anniversary, ${firstWord}` : `Desk paging ${run} #${i}`,
        travelers_count: 2,
      },
    });
  expect((await send(0)).status()).toBe(201);
  for (let i = 1; i < SEEDED; i += 40) {
    const batch = Array.from({ length: Math.min(40, SEEDED - i) }, (_, j) => send(i + j));
    for (const response of await Promise.all(batch)) expect(response.status()).toBe(201);
  }
});

test("the command line lists every stored enquiry with --all", () => {
  const all = JSON.parse(staffCli("inquiries", "--json", "--all")) as { message: string }[];
  const ours = all.filter((inquiry) => inquiry.message.includes(run));
  expect(ours).toHaveLength(SEEDED);
  expect(all.at(-1)?.message).not.toContain(`#1199`);
  expect(all.findIndex((inquiry) => inquiry.message.includes(firstWord))).toBeGreaterThanOrEqual(
    1000,
  );
  // Each enquiry queued a notice to staff: more mails than one page of the outbox holds.
  const outbox = JSON.parse(staffCli("outbox", "--json", "--all")) as { id: string }[];
  expect(new Set(outbox.map((mail) => mail.id)).size).toBeGreaterThanOrEqual(SEEDED);
});

test("a signed-out browser and a forged cookie reach nothing", async ({ page, request }) => {
  for (const path of [
    "/staff",
    "/staff/enquiries",
    `/staff/enquiries/${crypto.randomUUID()}`,
    "/staff/safety",
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/staff\/sign-in$/);
  }
  const refused = await request.get("/api/staff/inquiries");
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.code).toBe("unauthorized");

  const forged = "lavender-staff.session_token=Zm9yZ2Vk.c2lnbmF0dXJl";
  const withForged = await request.get("/api/staff/inquiries", { headers: { cookie: forged } });
  expect(withForged.status()).toBe(401);
  await page
    .context()
    .addCookies([
      { name: "lavender-staff.session_token", value: "Zm9yZ2Vk.c2lnbmF0dXJl", url: site },
    ]);
  await page.goto("/staff/enquiries");
  await expect(page).toHaveURL(/\/staff\/sign-in$/);

  // Sign-in's endpoints keep the API's guards.
  const foreign = await request.post("/api/auth/sign-in/email", {
    headers: { origin: "https://evil.example" },
    data: { email: account.email, password: account.password },
  });
  expect(foreign.status()).toBe(403);
  expect((await request.post("/api/auth/sign-up/email", { data: {} })).status()).not.toBe(200);

  // Not for search engines.
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /staff");
});

test("a wrong password is refused and the right one opens the desk", async ({ page }) => {
  await signIn(page, account, `${account.password}x`);
  await expect(
    page.getByRole("alert").filter({ hasText: "do not match a staff account" }),
  ).toBeVisible();
  await signIn(page, account, account.password, { fresh: true });
  await expect(page).toHaveURL(/\/staff\/enquiries$/);
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${account.name}`)).toBeVisible();
  // Visitors' extras stay off the desk, before and after hydration, and come back on the site.
  await expect(page.getByRole("complementary", { name: "AI travel assistants" })).toHaveCount(0);
  await expect(page.getByRole("complementary", { name: "Upcoming event" })).toHaveCount(0);
  await page.getByRole("link", { name: "Lavender Compass" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("complementary", { name: "AI travel assistants" })).toHaveCount(1);
  await page.goBack();
  await expect(page.getByRole("complementary", { name: "AI travel assistants" })).toHaveCount(0);
  // The session opens the staff API too; the bearer token is not needed.
  expect((await page.request.get("/api/staff/inquiries?limit=1")).status()).toBe(200);
  const cookie = (await page.context().cookies()).find((c) => c.name.includes("session_token"));
  // The suite serves a production build: the cookie is Secure (browsers allow it on 127.0.0.1).
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true });
});

test("pages back past the newest 1,000 to the first enquiry", async ({ page }) => {
  await signIn(page, account);
  let pages = 1;
  while (!(await page.getByRole("link", { name: new RegExp(firstName) }).isVisible())) {
    const previous = page.url();
    await page.getByRole("link", { name: "Older enquiries" }).click();
    await page.waitForURL((url) => url.href !== previous);
    pages++;
    expect(pages).toBeLessThan(40);
  }
  // 50 a page: the first enquiry is past the 20th page.
  expect(pages).toBeGreaterThan(20);
});

test("searching keeps the words out of the address, through paging and back", async ({ page }) => {
  await signIn(page, account);
  const words = `Desk paging ${run}`;
  await searchDesk(page, words, enquirySearch);
  await expect(page.getByText("1,199 matching")).toBeVisible();
  await expect(page.getByLabel(enquirySearch.field)).toHaveValue(words);
  const firstPage = page.url();
  await page.getByRole("link", { name: "Older enquiries" }).click();
  await page.waitForURL((url) => url.searchParams.has("before"));
  expectNoWordsIn(page.url(), words);
  await expect(page.getByText("1,199 matching")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the newest" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(firstPage);
  await expect(page.getByText("1,199 matching")).toBeVisible();
  // The export carries the search in its body, and downloads only what matches.
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export these enquiries (CSV)" }).click(),
  ]);
  expect(file.url()).toMatch(/\/api\/staff\/inquiries\/export$/);
  const rows = (await readFile((await file.path())!, "utf8")).trimEnd().split("\r\n");
  expect(rows).toHaveLength(1 + 1199);
  // An address whose sealed search cannot be opened (altered, too old, another member's) shows
  // the whole list and says why.
  await page.goto(firstPage.replace(/search=[^&]+/, "search=altered"));
  await expect(page.getByText("That search has ended")).toBeVisible();
  await expect(page.getByText(/in all, newest first/)).toBeVisible();
});

test("with JavaScript off, search, paging and back work the same", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site });
  const page = await context.newPage();
  await signIn(page, account);
  await expect(page).toHaveURL(/\/staff\/enquiries$/);
  const words = `Desk paging ${run}`;
  await page.getByLabel(enquirySearch.field).fill(words);
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "New" });
  await page.getByRole("button", { name: enquirySearch.button }).click();
  await expect(page.getByText("1,199 matching")).toBeVisible();
  expect(new URL(page.url()).searchParams.get("status")).toBe("new");
  expectNoWordsIn(page.url(), words);
  await page.getByRole("link", { name: "Older enquiries" }).click();
  await expect(page.getByText("1,199 matching")).toBeVisible();
  await page.goBack();
  await expect(page.getByText("1,199 matching")).toBeVisible();
  await expect(page.getByLabel(enquirySearch.field)).toHaveValue(words);
  await context.close();
});

test("finds an enquiry by search, takes it on and works it through its statuses with a note", async ({
  page,
}) => {
  await signIn(page, account);
  await searchDesk(page, firstWord, enquirySearch);
  await expect(page.getByText("1 matching")).toBeVisible();
  await page.getByRole("link", { name: new RegExp(firstName) }).click();
  await expect(page.getByRole("heading", { level: 1, name: firstName })).toBeVisible();
  // Opening it changed nothing, nor does a link from another site to it or to an export.
  const enquiryUrl = page.url();
  const crossSite = { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" };
  expect((await page.request.get(enquiryUrl, { headers: crossSite })).status()).toBe(200);
  const byLink = await page.request.get("/api/staff/inquiries/export", { headers: crossSite });
  expect(byLink.status()).toBe(405);
  await page.reload();
  await expect(page.getByText("No one is handling this enquiry yet.")).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Nothing recorded yet.");

  await page.getByRole("button", { name: "Handle this enquiry" }).click();
  await expect(page.getByRole("status")).toHaveText("You are handling this enquiry.");
  await expect(page.getByText(`Handled by ${account.name}`)).toBeVisible();
  await expect(history).toContainText(`${account.name} took the enquiry on`);
  await expect(page.getByRole("button", { name: "Handle this enquiry" })).toHaveCount(0);

  for (const [status, note] of [
    ["Contacted", "Called Noor; prefers late June"],
    ["Proposal sent", ""],
    ["Booked", "Deposit taken by phone"],
    ["Closed", ""],
  ] as const) {
    await page.getByLabel("Status", { exact: true }).selectOption({ label: status });
    if (note) await page.getByLabel(/Internal note/).fill(note);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved.");
    await expect(history).toContainText(`${account.name} set the status to ${status}`);
    if (note) await expect(history).toContainText(note);
  }
  await expect(history.locator("time").first()).toHaveText(/ ET$/);

  await page.goto("/staff/enquiries");
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Closed" });
  await searchDesk(page, firstWord, enquirySearch);
  await expect(page.getByRole("link", { name: new RegExp(firstName) })).toBeVisible();
});

test("axe finds no violations on the desk at 390 and 1440 pixels", async ({ page, browser }) => {
  await signIn(page, account);
  await searchDesk(page, firstWord, enquirySearch);
  await page.getByRole("link", { name: new RegExp(firstName) }).click();
  await expect(page.getByRole("heading", { level: 1, name: firstName })).toBeVisible();
  const enquiryUrl = page.url();
  const signedOutContext = await browser.newContext();
  const signedOut = await signedOutContext.newPage();
  for (const width of [390, 1440]) {
    const height = width === 390 ? 844 : 900;
    for (const [name, target, path] of [
      ["sign-in", signedOut, "/staff/sign-in"],
      ["list", page, "/staff/enquiries"],
      ["enquiry", page, enquiryUrl],
      ["safety-changes", page, "/staff/safety"],
    ] as const) {
      await target.setViewportSize({ width, height });
      await target.goto(path);
      await reviewShot(target, `staff-${name}-${width}`, { fullPage: true });
      const results = await axe(target).analyze();
      expect(results.violations, `${name} at ${width}px`).toEqual([]);
    }
  }
  await signedOutContext.close();
});
