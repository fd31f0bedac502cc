/**
 * The newsletter from both sides: a visitor subscribes in the footer (with and without
 * JavaScript), opens the mailed link and confirms with its button (fetching the link alone confirms
 * nothing); staff send an issue from the subscribers desk, once however often the form is posted,
 * and each mail carries its subscriber's unsubscribe link and the List-Unsubscribe headers; the
 * link's Unsubscribe button and a mail provider's one-click POST each unsubscribe; the desk shows
 * statuses, pages back to the first subscriber, unsubscribes an address and downloads the CSV; axe
 * finds nothing on the new pages at phone and desktop widths.
 */
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { rawRequest } from "./support/raw-http";
import { servers, staffToken } from "./support/servers";
import {
  createStaffAccount,
  expectNoWordsIn,
  searchDesk,
  signIn as signInAs,
  staffCli,
} from "./support/staff";
import { axe, reviewShot } from "./support/review";

test.describe.configure({ mode: "serial" });

const site = servers.embedded.url;
const run = Date.now().toString(36);
const account = {
  email: `nova.${run}@lavendercompass.example`,
  password: `Lilac-lighthouse-${run}-2026`,
  name: "Nova Sender",
};
const address = (who: string) => `news-${who}.${run}@example.com`;
const thanks = "Thank you! Please check your inbox and confirm your subscription.";
const subject = `Autumn journeys ${run}`;
const subscriberSearch = { field: "Search e-mail", button: "Show subscribers" };

interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: string;
  headers: Record<string, string> | null;
}

interface Subscriber {
  email: string;
  status: "pending" | "confirmed" | "unsubscribed";
}

/** Every mail in the outbox (other suites may have queued many), newest first. */
const outbox = () => JSON.parse(staffCli("outbox", "--json", "--all")) as OutboxMail[];

const subscribers = () => JSON.parse(staffCli("subscribers", "--json", "--all")) as Subscriber[];

const statusOf = (email: string) => subscribers().find((row) => row.email === email)?.status;

/** The link of the newest mail of `kind` to `to` that leads to `page`. */
function mailedLink(to: string, kind: string, page: string): string {
  const mail = outbox().find((candidate) => candidate.to === to && candidate.kind === kind);
  expect(mail, `a ${kind} mail to ${to}`).toBeDefined();
  const link = new RegExp(`https?://\\S+/newsletter/${page}\\?token=[A-Za-z0-9_-]+`).exec(
    mail!.text,
  )?.[0];
  expect(link, `a ${page} link in the mail`).toBeDefined();
  return link!;
}

async function signIn(page: Page) {
  await signInAs(page, account);
  await expect(page).toHaveURL(/\/staff\/enquiries$/);
}

/** Subscribes and confirms through the API, as the pages' buttons do. */
async function subscribeAndConfirm(request: APIRequestContext, email: string) {
  expect((await request.post(`${site}/api/newsletter`, { data: { email } })).status()).toBe(201);
  const token = new URL(mailedLink(email, "newsletter_confirm", "confirm")).searchParams.get(
    "token",
  );
  const confirmed = await request.post(`${site}/api/newsletter/confirm`, { data: { token } });
  expect(await confirmed.json()).toEqual({ status: "confirmed" });
}

test.beforeAll(() => createStaffAccount(account));

test("subscribing in the footer mails a link whose page confirms only with its button", async ({
  page,
  request,
}) => {
  const email = address("ana");
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email address").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText(thanks)).toBeVisible();
  expect(statusOf(email)).toBe("pending");

  const link = mailedLink(email, "newsletter_confirm", "confirm");
  expect(link.startsWith(`${site}/newsletter/confirm?token=`)).toBe(true);
  // A link scanner fetching the address confirms nothing.
  const scanned = await request.get(link);
  expect(scanned.status()).toBe(200);
  expect(await scanned.text()).toContain("noindex");
  expect(statusOf(email)).toBe("pending");

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  expect(statusOf(email)).toBe("confirmed");

  // The token was spent: the link now says so, with a way back.
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link cannot be used");
  await expect(page.getByRole("alert").filter({ hasText: "not valid" })).toContainText(
    "not valid or was already used",
  );
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL(`${site}/`);

  // Subscribing a confirmed address again answers as for anyone, and mails nothing.
  const mailsBefore = outbox().filter((mail) => mail.to === email).length;
  const again = await request.post(`${site}/api/newsletter`, { data: { email } });
  expect(await again.json()).toEqual({ status: "confirmation_sent" });
  expect(outbox().filter((mail) => mail.to === email)).toHaveLength(mailsBefore);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer box subscribes and the link's page confirms", async ({ page }) => {
    const email = address("bo");
    await page.goto("/packages");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Email address").fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(thanks);
    expect(new URL(page.url()).pathname).toBe("/newsletter/subscribed");
    expect(decodeURIComponent(page.url())).not.toContain(email);

    await page.goto(mailedLink(email, "newsletter_confirm", "confirm"));
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed");
    expect(statusOf(email)).toBe("confirmed");
  });

  test("staff send an issue once, however often the same form is posted", async ({ page }) => {
    await signIn(page);
    await page.goto("/staff/subscribers");
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Text").fill(`Dear traveler,\nLisbon in October (${run}).`);
    // Keep the form's post as the browser sent it, to post it a second time.
    let posted: { headers: Record<string, string>; body: Buffer } | undefined;
    await page.route("**/staff/subscribers", async (route) => {
      const request = route.request();
      if (request.method() === "POST") {
        posted = { headers: await request.allHeaders(), body: request.postDataBuffer()! };
      }
      await route.continue();
    });
    await page.getByRole("button", { name: /^Send to \d+ confirmed subscribers?$/ }).click();
    const done = page.getByRole("status");
    await expect(done).toHaveText(/^The newsletter is queued for \d+ confirmed subscribers?\.$/);
    expect(posted).toBeDefined();
    const issue = () => outbox().filter((mail) => mail.subject === subject);
    const sent = issue();
    expect(sent).toHaveLength(Number(/\d+/.exec((await done.textContent()) ?? "")?.[0]));
    expect(sent.map((mail) => mail.to)).toEqual(
      expect.arrayContaining([address("ana"), address("bo")]),
    );

    // The same form again (a double click, a resent form): nothing more is queued.
    const { "content-type": type, origin, cookie } = posted!.headers;
    const second = await page.request.fetch(`${site}/staff/subscribers`, {
      method: "POST",
      headers: { "content-type": type!, origin: origin ?? site, ...(cookie && { cookie }) },
      data: posted!.body,
      maxRedirects: 0,
    });
    expect(second.status()).toBe(303);
    expect(second.headers().location).toContain("sent=again");
    expect(issue()).toHaveLength(sent.length);
    await page.goto("/staff/subscribers?sent=again");
    await expect(page.getByRole("status")).toHaveText(
      "This newsletter was already sent; it was not sent again.",
    );
  });
});

test("every issue carries its subscriber's unsubscribe link and both headers", () => {
  const issue = outbox().filter((mail) => mail.subject === subject);
  for (const mail of issue) {
    expect(mail.kind).toBe("newsletter");
    expect(mail.text).toContain(`Lisbon in October (${run}).`);
    const link = mailedLink(mail.to, "newsletter", "unsubscribe");
    const token = new URL(link).searchParams.get("token");
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${site}/api/newsletter/unsubscribe?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  }
  // Each subscriber has a link of their own.
  const links = issue.map((mail) => mailedLink(mail.to, "newsletter", "unsubscribe"));
  expect(new Set(links).size).toBe(issue.length);
});

test("the issue's link and its Unsubscribe button unsubscribe; pressing it again is fine", async ({
  page,
}) => {
  const email = address("ana");
  const link = mailedLink(email, "newsletter", "unsubscribe");
  await page.goto(link);
  expect(statusOf(email)).toBe("confirmed");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Unsubscribe from the newsletter",
  );
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
  expect(statusOf(email)).toBe("unsubscribed");

  await page.goto(link);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");

  await page.goto("/newsletter/unsubscribe?token=" + "z".repeat(43));
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "not valid" })).toContainText(
    "This unsubscribe link is not valid",
  );
  await expect(page.getByRole("link", { name: "Contact us" })).toBeVisible();
});

test("a mail provider's one-click POST unsubscribes, with no Origin or its own", async ({
  request,
}) => {
  const email = address("bo");
  const mail = outbox().find(
    (candidate) => candidate.to === email && candidate.subject === subject,
  );
  const header = mail!.headers!["List-Unsubscribe"]!;
  const url = new URL(/^<(.+)>$/.exec(header)![1]!);
  expect(statusOf(email)).toBe("confirmed");

  // Opened in a browser, the address leads to the page with the button.
  const opened = await request.get(url.href, { maxRedirects: 0 });
  expect(opened.status()).toBe(303);
  expect(opened.headers().location).toBe(`/newsletter/unsubscribe${url.search}`);
  expect(statusOf(email)).toBe("confirmed");

  // As a provider's server sends it: a form body, no Origin, no cookies.
  const oneClick = (headers: Record<string, string> = {}) =>
    rawRequest(site, {
      method: "POST",
      path: `${url.pathname}${url.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: "List-Unsubscribe=One-Click",
    });
  const answer = await oneClick();
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.text)).toEqual({ status: "unsubscribed" });
  expect(statusOf(email)).toBe("unsubscribed");
  const again = await oneClick({ origin: "https://mail-provider.example" });
  expect(again.status).toBe(200);

  // A confirmation link's token is not an unsubscribe token.
  const other = address("cy");
  await subscribeAndConfirm(request, other);
  const confirmToken = new URL(mailedLink(other, "newsletter_confirm", "confirm")).searchParams;
  const wrong = await rawRequest(site, {
    method: "POST",
    path: `/api/newsletter/unsubscribe?${confirmToken}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(wrong.status).toBe(404);
  expect(statusOf(other)).toBe("confirmed");
});

test("the desk shows statuses, pages to the first subscriber, unsubscribes and exports", async ({
  page,
  request,
}) => {
  // More than one page of this run's subscribers: 55 more, pending.
  for (let i = 0; i < 55; i += 11) {
    const batch = Array.from({ length: 11 }, (_, j) =>
      request.post(`${site}/api/newsletter`, {
        data: { email: address(`reader${String(i + j).padStart(2, "0")}`) },
      }),
    );
    for (const response of await Promise.all(batch)) expect(response.status()).toBe(201);
  }
  await subscribeAndConfirm(request, address("di"));

  await signIn(page);
  await page.goto("/staff/subscribers");
  // With the page's script running too: a blank subject is refused and sends nothing.
  const compose = page.getByRole("form", { name: "Send a newsletter" });
  const winterSubject = `Winter escapes ${run}`;
  await compose.getByLabel("Subject").fill("   ");
  await compose.getByLabel("Text").fill("Northern lights in Tromsø.");
  await compose.getByRole("button", { name: /^Send to/ }).click();
  await expect(compose.getByRole("alert")).toHaveText("Write a subject");
  await expect(compose.getByLabel("Text")).toHaveValue("Northern lights in Tromsø.");
  await compose.getByLabel("Subject").fill(winterSubject);
  await compose.getByRole("button", { name: /^Send to/ }).click();
  await expect(page.getByRole("status")).toHaveText(/^The newsletter is queued for \d+ confirmed/);
  const winter = outbox().filter((mail) => mail.subject === winterSubject);
  expect(winter.map((mail) => mail.to)).toEqual(
    expect.arrayContaining([address("cy"), address("di")]),
  );
  expect(winter.map((mail) => mail.to)).not.toContain(address("ana"));

  await searchDesk(page, `.${run}@`, subscriberSearch);
  await expect(page.getByText("59 matching, newest first")).toBeVisible();
  const list = page.getByRole("list", { name: "Subscribers" });
  const row = (email: string) => list.getByRole("listitem").filter({ hasText: email });
  await expect(row(address("di"))).toContainText("Confirmed");
  await expect(row(address("reader54"))).toContainText("Awaiting confirmation");
  // 50 a page: the first of this run's subscribers is on the second.
  await expect(row(address("ana"))).toHaveCount(0);
  await page.getByRole("link", { name: "Older subscribers" }).click();
  await page.waitForURL((url) => url.searchParams.has("before"));
  // The page's cursor is an address too: sealed like the search.
  expectNoWordsIn(page.url(), `${address("reader00")} .${run}@`);
  await expect(row(address("cy"))).toContainText("Confirmed");
  await expect(row(address("ana"))).toContainText("Unsubscribed");
  await expect(list.getByRole("listitem").last()).toContainText(address("ana"));
  await expect(row(address("bo"))).toContainText("Unsubscribed");
  await expect(row(address("ana")).getByRole("button")).toHaveCount(0);

  await page.getByLabel("Status").selectOption({ label: "Confirmed" });
  await searchDesk(page, `.${run}@`, subscriberSearch);
  await expect(page.getByText("2 matching, newest first")).toBeVisible();
  await row(address("di"))
    .getByRole("button", { name: `Unsubscribe ${address("di")}` })
    .click();
  await expect(page.getByRole("status")).toHaveText(
    "Unsubscribed: that address gets no further newsletter.",
  );
  await expect(page.getByText("1 matching, newest first")).toBeVisible();
  expect(statusOf(address("di"))).toBe("unsubscribed");

  // Unsubscribing kept the search, sealed, in the address it came back to.
  expectNoWordsIn(page.url(), address("di"));
  await page.getByLabel("Status").selectOption({ label: "All statuses" });
  await searchDesk(page, `.${run}@`, subscriberSearch);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download these as CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8")
    .trimEnd()
    .split("\r\n");
  expect(csv[0]).toBe("email,status,subscribed_at,confirmed_at,unsubscribed_at,reference");
  expect(csv).toHaveLength(1 + 59);
  const statuses = Object.fromEntries(csv.slice(1).map((line) => line.split(",").slice(0, 2)));
  expect(statuses).toMatchObject({
    [address("ana")]: "unsubscribed",
    [address("bo")]: "unsubscribed",
    [address("cy")]: "confirmed",
    [address("di")]: "unsubscribed",
    [address("reader00")]: "pending",
  });

  // The command line's token exports too, filtered by status; the table shows each status.
  const pending = await request.post(`${site}/api/staff/subscribers/export`, {
    headers: { Authorization: `Bearer ${staffToken("embedded")}` },
    data: { status: "pending", q: `.${run}@` },
  });
  expect(pending.headers()["content-type"]).toMatch(/^text\/csv/);
  expect((await pending.text()).trimEnd().split("\r\n")).toHaveLength(1 + 55);
  const table = staffCli("subscribers", "--all");
  expect(table.split("\n")[0]).toMatch(/^created_at\s+status\s+email/);
  expect(table).toMatch(new RegExp(`unsubscribed\\s+${address("ana").replace(/\./g, "\\.")}`));
});

test("a signed-out browser gets the sign-in page and the export a 401", async ({
  page,
  request,
}) => {
  await page.goto("/staff/subscribers");
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  const refused = await request.post(`${site}/api/staff/subscribers/export`, { data: {} });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.code).toBe("unauthorized");
});

test("axe finds no violations on the newsletter pages and the desk at 390 and 1280", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const unsubscribe = mailedLink(address("ana"), "newsletter", "unsubscribe");
  for (const width of [390, 1280]) {
    const height = width === 390 ? 844 : 900;
    const pages: [string, Page, string, string?][] = [
      ["confirm", visitor, `/newsletter/confirm?token=${"q".repeat(43)}`],
      [
        "confirm-unknown",
        visitor,
        `/newsletter/confirm?token=${"q".repeat(43)}`,
        "Confirm subscription",
      ],
      ["confirm-malformed", visitor, "/newsletter/confirm?token=nope"],
      ["unsubscribe", visitor, unsubscribe],
      ["unsubscribe-done", visitor, unsubscribe, "Unsubscribe"],
      ["subscribers", page, `/staff/subscribers?sent=3`],
    ];
    for (const [name, target, path, press] of pages) {
      await target.setViewportSize({ width, height });
      await target.goto(path);
      if (press) {
        await target.getByRole("button", { name: press }).click();
        await expect(target.getByRole("heading", { level: 1 })).not.toHaveText(
          /Confirm your|from the/,
        );
      }
      await reviewShot(target, `newsletter-${name}-${width}`);
      const results = await axe(target).analyze();
      expect(results.violations, `${name} at ${width}px`).toEqual([]);
    }
  }
  // The compose form and a row's action, up close.
  await page.goto("/staff/subscribers");
  await reviewShot(
    page.getByRole("form", { name: "Send a newsletter" }),
    "newsletter-compose-1280",
  );
  await visitorContext.close();
});
