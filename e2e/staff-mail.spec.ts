/**
 * The bookings and mail desks against a real (local) SMTP server: an enquiry's notice refused by
 * the mail server (451) shows failed with the server's answer; once the server accepts, "Send
 * again" delivers it and the desk shows it sent, from the list, from the mail's own page with
 * JavaScript off, and from the command line; a mail that has not failed is never sent again. A
 * booking paid on the test checkout is listed with what was paid and what is owed, and its page
 * mails a new private link. The CSV exports download with their header and rows; signed out,
 * every new page and route refuses; axe finds nothing on the new pages at 390 and 1280 pixels.
 */
import { execFile } from "node:child_process";
import { once } from "node:events";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { SMTPServer } from "smtp-server";
import { packageListSchema, type TravelPackage } from "@/lib/contract";
import flightsFile from "../content/flights.json";
import { expect, test, type Page } from "./support/test";
import { servers, smtp, staffToken } from "./support/servers";
import { createStaffAccount, searchDesk, signIn } from "./support/staff";
import { axe, reviewShot } from "./support/review";

test.describe.configure({ mode: "serial" });

const site = servers.embedded.url;
const run = Date.now().toString(36);
const account = {
  email: `morgan.${run}@lavendercompass.example`,
  password: `Lilac-lighthouse-${run}-2026`,
  name: "Morgan Vale",
};
const DAY = 86_400_000;
/**
 * Signed in once for the whole file: sign-ins are limited per address (10 in 15 minutes), and
 * the desk's other specs sign in from this machine too.
 */
const sessionFile = path.join("test-results", `staff-mail-session-${run}.json`);
test.use({ storageState: sessionFile });
/** A browser with no session, whatever the file uses. */
const bookingSearch = { field: "Search reference, name or e-mail", button: "Show bookings" };
const signedOut = { baseURL: site, storageState: { cookies: [], origins: [] } };
/** Packages other specs book seats of; this one leaves them alone. */
const bookedElsewhere = new Set([
  "malta-gozo-island-hop",
  "montreal-new-york-autumn",
  "cyclades-private-yacht",
  "amsterdam-pride-canal-week",
]);

const usd = (dollars: number) =>
  `$${dollars.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} USD`;

/** What the SMTP server took: recipients and the raw message. */
const received: { to: string[]; data: string }[] = [];
let refusing = true;
let server: SMTPServer;

/** The booking made on the test checkout, for the later tests. */
let booking:
  | { reference: string; total: number; deposit: number; departureId: string; packageName: string }
  | undefined;

test.beforeAll(async ({ browser }) => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // No DNS: a reverse lookup of 127.0.0.1 can take seconds where no resolver answers.
    disableReverseLookup: true,
    logger: false,
    // While refusing, every recipient gets "451 try again later", as a busy mail server answers.
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      const error = new Error("Mailbox busy, try again later") as Error & { responseCode: number };
      error.responseCode = 451;
      callback(error);
    },
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
        callback();
      });
    },
  });
  server.listen(smtp.port, "127.0.0.1");
  await once(server.server, "listening");
  createStaffAccount(account);
  const context = await browser.newContext(signedOut);
  const page = await context.newPage();
  await signIn(page, account);
  await expect(page).toHaveURL(/\/staff\/enquiries$/);
  await context.storageState({ path: sessionFile });
  await context.close();
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Sends an enquiry; its notice to staff is queued with it and tried at once. */
async function sendEnquiry(page: Page, name: string): Promise<string> {
  const response = await page.request.post(`${site}/api/inquiries`, {
    data: { name, email: `${run}@example.com`, message: `Mail desk check ${run}: ${name}` },
  });
  expect(response.status()).toBe(201);
  return `New enquiry from ${name}`;
}

/**
 * `npm run staff -- <args>`, without blocking this process: the SMTP server the site is sending
 * to runs here, and would not answer while a synchronous call waited for the site.
 */
async function staffCli(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ["scripts/staff.mjs", ...args], {
    env: { ...process.env, SITE_URL: site, STAFF_TOKEN: staffToken("embedded") },
  });
  return stdout;
}

/** The outbox as the command line reads it, newest first. */
const outbox = async () =>
  JSON.parse(await staffCli("outbox", "--json")) as {
    id: string;
    subject: string;
    status: string;
  }[];

/** The mail with this subject, once the sender has tried it and it is `status`. */
async function mailOnceItIs(subject: string, status: string): Promise<string> {
  let id = "";
  await expect
    .poll(async () => {
      const mail = (await outbox()).find((entry) => entry.subject === subject);
      id = mail?.id ?? "";
      return mail?.status;
    })
    .toBe(status);
  return id;
}

/** Whether the SMTP server took a mail with this subject (headers unfolded). */
const receivedSubject = (subject: string) =>
  received.some((mail) => mail.data.replace(/\r\n[ \t]+/g, " ").includes(`Subject: ${subject}`));

test("signed out, every new page leads to sign-in and every new route answers 401", async ({
  browser,
  playwright,
}) => {
  const context = await browser.newContext(signedOut);
  const page = await context.newPage();
  const request = await playwright.request.newContext(signedOut);
  const mailId = crypto.randomUUID();
  for (const path of [
    "/staff/bookings",
    "/staff/bookings/LC-ABCDEFGH",
    "/staff/mail",
    `/staff/mail/${mailId}`,
    "/staff/departures",
    "/staff/departures/cyclades-private-yacht-2027-06-19",
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/staff\/sign-in$/);
  }
  for (const path of [
    "/api/staff/bookings/export",
    "/api/staff/outbox/export",
    "/api/staff/inquiries/export",
    "/api/staff/departures/cyclades-private-yacht-2027-06-19/export",
  ]) {
    const refused = await request.post(path, { data: {} });
    expect(refused.status(), path).toBe(401);
    expect((await refused.json()).error.code).toBe("unauthorized");
    // An export is a POST: a link (a GET) makes none, signed in or not.
    expect((await request.get(path)).status(), path).toBe(405);
  }
  const resend = await request.post(`/api/staff/outbox/${mailId}/resend`);
  expect(resend.status()).toBe(401);
  // A cross-site post is refused before anything else.
  const foreign = await request.post(`/api/staff/outbox/${mailId}/resend`, {
    headers: { origin: "https://evil.example", authorization: `Bearer ${staffToken("embedded")}` },
  });
  expect(foreign.status()).toBe(403);
  await context.close();
  await request.dispose();
});

test("a refused notice shows failed with the server's answer; Send again delivers it", async ({
  page,
}) => {
  refusing = true;
  const subject = await sendEnquiry(page, `Quinn Mailcheck ${run}`);
  await mailOnceItIs(subject, "failed");

  await page.goto("/staff/mail?status=failed");
  await expect(page.getByRole("heading", { level: 1, name: "Mail" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row).toContainText("Failed");
  await expect(row).toContainText("Enquiry notice");
  await expect(row).toContainText("concierge@lavendercompass.example");
  // The mail server's answer, as the sender kept it: its reply code, never the message.
  await expect(row).toContainText("451");
  await expect(row.getByRole("cell").nth(3)).toHaveText("1");
  expect(receivedSubject(subject)).toBe(false);

  refusing = false;
  await row.getByRole("button", { name: `Send again: ${subject}` }).click();
  await expect(page.getByRole("status")).toContainText(
    `Sent again: the mail server accepted “${subject}”.`,
  );
  expect(receivedSubject(subject)).toBe(true);
  expect(received.find((mail) => mail.data.includes(subject))?.to).toEqual([
    "concierge@lavendercompass.example",
  ]);
  // Back on the failed list it came from, where it no longer is.
  await expect(page).toHaveURL(/\/staff\/mail\?status=failed&resent=/);
  await expect(page.getByRole("row").filter({ hasText: subject })).toHaveCount(0);

  await page.getByLabel("Status").selectOption({ label: "Sent" });
  await page.getByRole("button", { name: "Show mail" }).click();
  const sent = page.getByRole("row").filter({ hasText: subject });
  await expect(sent).toContainText("Sent");
  await sent.getByRole("link", { name: subject }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.locator("main")).toContainText(`Mail desk check ${run}`);
  await expect(page.getByRole("button", { name: /Send again/ })).toHaveCount(0);

  // A mail that has not failed is never sent again, whoever asks.
  const id = new URL(page.url()).pathname.split("/").at(-1)!;
  let refusal = "";
  try {
    await staffCli("resend", id);
  } catch (error) {
    refusal = String((error as { stderr?: string }).stderr);
  }
  expect(refusal).toContain("The site answered 409: Only a failed mail can be sent again");
  expect(received.filter((mail) => mail.data.includes(subject))).toHaveLength(1);
});

test("Send again works from the mail's own page with JavaScript off", async ({ browser, page }) => {
  refusing = true;
  const subject = await sendEnquiry(page, `Riley Nojs ${run}`);
  const id = await mailOnceItIs(subject, "failed");
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: sessionFile,
    baseURL: site,
  });
  const plain = await context.newPage();
  await plain.goto(`/staff/mail/${id}`);
  await expect(plain.locator("main")).toContainText("451");
  refusing = false;
  await plain.getByRole("button", { name: `Send again: ${subject}` }).click();
  await expect(plain).toHaveURL(new RegExp(`/staff/mail/${id}\\?resent=`));
  await expect(plain.getByRole("status")).toContainText("Sent again");
  await expect(plain.locator("main")).toContainText("Sent");
  expect(receivedSubject(subject)).toBe(true);
  await context.close();
});

test("npm run staff -- resend sends a failed mail again", async ({ page }) => {
  refusing = true;
  const subject = await sendEnquiry(page, `Sasha Cli ${run}`);
  const id = await mailOnceItIs(subject, "failed");
  // The table shows the id that resend takes.
  expect(await staffCli("outbox")).toContain(id);
  refusing = false;
  expect(await staffCli("resend", id)).toContain(`Mail ${id} was sent again.`);
  expect(receivedSubject(subject)).toBe(true);
  expect((await outbox()).find((mail) => mail.id === id)?.status).toBe("sent");
});

/** A package no other spec books, with a departure far enough out to be paid by a deposit. */
async function depositPackage(page: Page): Promise<[TravelPackage, string]> {
  const packages = packageListSchema.parse(await (await page.request.get("/api/packages")).json());
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  for (const pkg of packages) {
    if (bookedElsewhere.has(pkg.id)) continue;
    // The manifest's test adds a booking with the carbon offset: a package that offers it.
    const flights = flightsFile.packages[pkg.id as keyof typeof flightsFile.packages];
    if (!flights?.legs.length || "offset_included" in flights) continue;
    const departure = pkg.departures.find(
      (d) => (Date.parse(`${d.starts_on}T00:00:00Z`) - today) / DAY > 60 && d.seats_left >= 2,
    );
    if (departure) return [pkg, departure.id];
  }
  throw new Error("No package has a departure more than 60 days away with two seats");
}

test("the bookings desk lists a test-checkout booking with what was paid and what is owed", async ({
  page,
}) => {
  refusing = false;
  const [pkg, departureId] = await depositPackage(page);
  const total = pkg.price_per_person ? pkg.price * 2 : pkg.price;
  const deposit = Math.round(total * 0.25);
  const created = await page.request.post(
    `/api/payments/create-checkout?${new URLSearchParams({
      package_id: pkg.id,
      origin_url: site,
      departure_id: departureId,
      travelers: "2",
    })}`,
    { headers: { origin: site } },
  );
  expect(created.status()).toBe(200);
  await page.goto((await created.json()).url);
  const form = page.getByRole("form", { name: "Card payment" });
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("CVC").fill("123");
  await form.getByLabel("Email").fill(`jordan.${run}@example.com`);
  await form.getByLabel("Name on card").fill(`Jordan Deskbook ${run}`);
  await form.getByRole("button", { name: `Pay ${usd(deposit)}` }).click();
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
  const reference = (await page.locator("main").innerText()).match(/LC-[A-Z0-9]{8}/)![0];
  booking = { reference, total, deposit, departureId, packageName: pkg.name };

  await page.goto("/staff/bookings");
  await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row).toContainText(pkg.name);
  await expect(row).toContainText(`Jordan Deskbook ${run}`);
  await expect(row).toContainText(usd(deposit));
  await expect(row).toContainText(usd(total - deposit));
  // Its balance falls due more than a week from now: confirmed, not yet "Balance due".
  await expect(row).toContainText("Confirmed");
  await expect(row.getByRole("cell").nth(3)).toHaveText("2");

  // Found by its reference as read out on the phone, and by the traveler's e-mail.
  for (const search of [reference.toLowerCase(), `JORDAN.${run}@EXAMPLE.COM`]) {
    await searchDesk(page, search, bookingSearch);
    await expect(page.getByText("1 matching")).toBeVisible();
  }
  await page.getByLabel("Status").selectOption({ label: "Paid in full" });
  await page.getByRole("button", { name: "Show bookings" }).click();
  await expect(page.getByText("No bookings match.")).toBeVisible();
  await page.getByLabel("Status").selectOption({ label: "Confirmed" });
  await page.getByRole("button", { name: "Show bookings" }).click();

  // Two visitors' checkouts, never paid, hold most of a yacht departure: the desk says so.
  const yacht = (await (await page.request.get("/api/packages")).json()).find(
    (candidate: { id: string }) => candidate.id === "cyclades-private-yacht",
  ) as { name: string; departures: { id: string }[] };
  for (const travelers of ["4", "1"]) {
    const held = await fetch(
      `${site}/api/payments/create-checkout?${new URLSearchParams({
        package_id: "cyclades-private-yacht",
        origin_url: site,
        departure_id: yacht.departures.at(-1)!.id,
        travelers,
      })}`,
      { method: "POST" },
    );
    expect(held.status).toBe(200);
  }
  await page.goto("/staff/bookings");
  const heldDepartures = page.getByRole("region", { name: "Departures held without payment" });
  await expect(heldDepartures).toContainText(yacht.name);
  await expect(heldDepartures).toContainText(/of 8 seats held by \d+ checkouts/);
  await page.goto(`/staff/bookings?q=${reference}`);

  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1, name: reference })).toBeVisible();
  const facts = page.getByRole("region", { name: "Booking", exact: true });
  await expect(facts).toContainText(`Trip total${usd(total)}`);
  await expect(facts).toContainText(`Paid${usd(deposit)}`);
  await expect(facts).toContainText(`Balance${usd(total - deposit)}`);
  const mails = page.getByRole("region", { name: "Mails" });
  await expect(mails).toContainText(`Your booking is confirmed: ${pkg.name}`);
  await expect(mails).toContainText("Booking notice");

  await page.getByRole("button", { name: "Send a new booking link" }).click();
  await expect(page.getByRole("status")).toContainText("A new booking link was mailed");
  const renewed = mails.getByRole("listitem").filter({ hasText: "Your new booking link" });
  await expect(renewed).toContainText("Sent");
  expect(receivedSubject(`[TEST] Your new booking link: ${pkg.name}`)).toBe(true);
  expect(received.at(-1)?.to).toEqual([`jordan.${run}@example.com`]);
});

test("a departure's manifest lists its bookings with travelers, offsets, amounts and balances, and downloads for the guide", async ({
  page,
}) => {
  const { reference, total, deposit, departureId, packageName } = booking!;
  // A second traveler books one seat on the same departure with the carbon offset.
  const created = await page.request.post(
    `/api/payments/create-checkout?${new URLSearchParams({
      package_id: departureId.replace(/-\d{4}-\d{2}-\d{2}$/, ""),
      origin_url: site,
      departure_id: departureId,
      travelers: "1",
      carbon_offset: "true",
    })}`,
    { headers: { origin: site } },
  );
  expect(created.status()).toBe(200);
  const { session_id } = await created.json();
  const session = await (
    await page.request.get(`/api/payments/local/session/${session_id}`)
  ).json();
  const offset = /carbon offset for the flights \((\$[\d,]+\.\d{2} USD)\)/.exec(
    session.description,
  )![1]!;
  const paid = await page.request.post("/api/payments/local/pay", {
    headers: { origin: site },
    data: {
      session_id,
      card_number: "4242 4242 4242 4242",
      expiry: "12/34",
      cvc: "123",
      email: `riley.${run}@example.com`,
      name: `Riley Offset ${run}`,
    },
  });
  expect(paid.status()).toBe(200);

  // From the booking's page on the desk, its departure opens the manifest.
  await page.goto(`/staff/bookings/${reference}`);
  const facts = page.getByRole("region", { name: "Booking", exact: true });
  await expect(facts).toContainText("Carbon offsetNot chosen");
  await facts.getByRole("link", { name: /the departure's manifest/ }).click();
  await expect(page).toHaveURL(`/staff/departures/${departureId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(packageName);
  await expect(page.locator("main")).toContainText(
    /\d+ seats: \d+ sold, \d+ held by checkouts not yet paid, \d+ left\./,
  );
  const first = page.getByRole("row").filter({ hasText: reference });
  await expect(first).toContainText(`Jordan Deskbook ${run}`);
  await expect(first.getByRole("cell").nth(2)).toHaveText("2");
  await expect(first).toContainText(usd(total));
  await expect(first).toContainText(usd(deposit));
  await expect(first).toContainText(usd(total - deposit));
  const second = page.getByRole("row").filter({ hasText: `Riley Offset ${run}` });
  await expect(second).toContainText(offset);
  // Its status as the bookings desk reads it: a balance is owed, not yet in its reminder week or in it.
  await expect(second).toContainText(/Confirmed|Balance due/);

  const [file, lines] = await download(page, /Export the manifest/);
  expect(file).toMatch(new RegExp(`^manifest-${departureId}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  expect(lines[0]).toBe(
    "departure,package,reference,traveler,email,travelers,trip_total,carbon_offset,paid,balance,currency,balance_due_on,balance_status,status,paid_with_credit,refunded,credit_issued,supplier_costs,processing_fee,test_mode,booked_at",
  );
  expect(lines.find((line) => line.includes(`,${reference},`))).toContain(
    `,2,${total.toFixed(2)},0.00,${deposit.toFixed(2)},${(total - deposit).toFixed(2)},USD,`,
  );
  expect(lines.some((line) => line.includes(`Riley Offset ${run}`))).toBe(true);

  // The departures list shows its seats, at least the three sold here, and opens the manifest.
  await page.goto("/staff/departures");
  const link = page.locator(`a[href="/staff/departures/${departureId}"]`);
  const row = page.getByRole("row").filter({ has: link });
  await expect(row).toContainText(packageName);
  expect(Number(await row.getByRole("cell").nth(3).innerText())).toBeGreaterThanOrEqual(3);
  await link.click();
  await expect(page).toHaveURL(`/staff/departures/${departureId}`);
});

/** Presses an export button and reads the downloaded CSV's lines. */
async function download(page: Page, name: RegExp): Promise<[string, string[]]> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name }).click(),
  ]);
  const text = await readFile((await file.path())!, "utf8");
  return [file.suggestedFilename(), text.trimEnd().split("\r\n")];
}

test("each list downloads as CSV with its header and the rows its filter shows", async ({
  page,
}) => {
  await page.goto("/staff/enquiries");
  await searchDesk(page, `Mail desk check ${run}`, {
    field: "Search name, e-mail or message",
    button: "Show enquiries",
  });
  const [enquiriesFile, enquiries] = await download(page, /Export these enquiries/);
  expect(enquiriesFile).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(enquiries[0]).toBe(
    "id,received_at,status,name,email,phone,destination,travel_dates,travelers,message,handled_by",
  );
  expect(enquiries).toHaveLength(4);
  expect(enquiries.slice(1).every((line) => line.includes(`Mail desk check ${run}`))).toBe(true);

  const { reference, total, deposit } = booking!;
  await page.goto("/staff/bookings");
  await searchDesk(page, reference, bookingSearch);
  const [bookingsFile, bookings] = await download(page, /Export these bookings/);
  expect(bookingsFile).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(bookings[0]).toMatch(/^reference,package,departure,travelers,traveler,email,trip_total,/);
  expect(bookings).toHaveLength(2);
  expect(bookings[1]).toContain(`${reference},`);
  expect(bookings[1]).toContain(
    `,${total.toFixed(2)},0.00,${deposit.toFixed(2)},${(total - deposit).toFixed(2)},USD,`,
  );

  await page.goto("/staff/mail?status=sent");
  const [mailFile, mail] = await download(page, /Export this mail list/);
  expect(mailFile).toMatch(/^mail-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(mail[0]).toBe("id,created_at,kind,status,to,subject,attempts,last_error,sent_at");
  expect(mail.length).toBeGreaterThan(4);
  expect(mail.slice(1).every((line) => line.split(",")[3] === "sent")).toBe(true);
  expect(mail.join("\n")).toContain(`New enquiry from Quinn Mailcheck ${run}`);
  // Never a message body.
  expect(mail.join("\n")).not.toContain(`Mail desk check ${run}`);
});

test("axe finds no violations on the new desk pages at 390 and 1280 pixels", async ({ page }) => {
  // Sixteen desk pages, each analysed by axe: 30-45 s on a quiet two-core machine, over a minute
  // beside the rest of the suite.
  test.setTimeout(150_000);
  await page.goto("/staff/mail");
  await page
    .getByRole("link", { name: `New enquiry from Quinn Mailcheck ${run}` })
    .first()
    .click();
  await page.waitForURL(/\/staff\/mail\/[\w-]{36}$/);
  await expect(
    page.getByRole("heading", { level: 1, name: `New enquiry from Quinn Mailcheck ${run}` }),
  ).toBeVisible();
  const mailPage = new URL(page.url()).pathname;
  // A failed mail's page too, with its "Send again".
  refusing = true;
  const subject = await sendEnquiry(page, `Avery Axe ${run}`);
  const failedPage = `/staff/mail/${await mailOnceItIs(subject, "failed")}`;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const [name, path] of [
      ["bookings", "/staff/bookings"],
      ["booking", `/staff/bookings/${booking!.reference}`],
      ["departures", "/staff/departures"],
      ["manifest", `/staff/departures/${booking!.departureId}`],
      ["mail", "/staff/mail"],
      ["mail-message", mailPage],
      ["mail-failed", failedPage],
      ["mail-failed-list", "/staff/mail?status=failed"],
    ] as const) {
      await page.goto(path);
      await reviewShot(page, `staff-${name}-${width}`, { fullPage: true });
      const results = await axe(page).analyze();
      expect(results.violations, `${name} at ${width}px`).toEqual([]);
    }
  }
  refusing = false;
});
