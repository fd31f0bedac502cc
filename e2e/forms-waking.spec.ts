/**
 * Forms keep what the browser or the visitor put in them while the page wakes. Pages paint before
 * their scripts have arrived and run, so for a second or more, longer on a phone, a form is
 * on screen before React has hydrated it: just when autofill fills it and quick visitors type. Each
 * form here is opened many times, on a phone and a desktop screen, and filled with no artificial
 * delay the moment its fields exist (as autofill does), and again key by key from the first paint;
 * it is sent as soon as it is filled, and every run must end with its effect stored (read back
 * through the staff API) or shown. Runs go several at once, each in a browser of its own, and the
 * phone runs get their scripts late as a slow connection would, so pages wake at different speeds
 * and the submit lands before, during and after hydration (each form has runs sent before it).
 *
 * The site is one of this spec's own, told to trust X-Forwarded-For (one proxy), so each browser
 * has an address of its own, as visitors do, and no run spends another's limits.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { devices, type Browser, type Locator, type Page } from "@playwright/test";
import { bookingTotal, isoDay, paymentPlan } from "@/lib/bookings/money";
import type { InquiryRecord, PostSummary, TravelPackage } from "@/lib/contract";
import { formatPrice } from "@/lib/format";
import { startOwnSite, type OwnSite } from "./support/own-site";
import { dataRoot, servers } from "./support/servers";
import { expect as baseExpect, test } from "./support/test";

const { port, url: site } = servers.waking;
const dataDir = path.join(dataRoot, "waking");
/** Runs of each pace per form (10 in all, the least the check asks); phone and desktop in turn. */
const runsPerPace = 5;
/** Runs at once, each in its own browser context. */
const together = 5;
// Several pages wake at once on a shared machine: give each outcome time to arrive.
const expect = baseExpect.configure({ timeout: 30_000 });

let ownSite: OwnSite | undefined;
let staffToken = "";

test.beforeAll(async () => {
  test.setTimeout(150_000);
  ownSite = await startOwnSite({
    port,
    url: site,
    dataDir,
    env: { CLIENT_ADDRESS_SOURCE: "x-forwarded-for", TRUSTED_PROXIES: "1" },
  });
  staffToken = readFileSync(path.join(dataDir, "staff-token"), "utf8").trim();
});
test.afterAll(() => ownSite?.stop());

type Pace = "autofill" | "person";

interface Run {
  pace: Pace;
  screen: "phone" | "desktop";
  /** 0 to runsPerPace - 1 within its pace. */
  index: number;
  /** A person's time between keys, different in every run, in milliseconds. */
  keyDelay: number;
  /** The address the run's browser comes from, as the site's proxy reports it. */
  address: string;
  /** Unique to the run, to find what it stored. */
  marker: string;
  page: Page;
  /** Whether a form of the run was sent before React had hydrated its page. */
  sentEarly?: boolean;
  /** Lets the page's held scripts through (a slow phone's autofill run holds them until sent). */
  release?: () => void;
}

const { defaultBrowserType: _browserType, ...phone } = devices["Pixel 7"];
const screens = { phone, desktop: { viewport: { width: 1280, height: 800 } } };

let addresses = 0;
/** An address of its own for every browser (198.18.0.0/15, set aside for tests like this one). */
const nextAddress = () => {
  const n = addresses++;
  return `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};

/** Opens a page without waiting for its scripts; a person starts once it has painted. */
async function open(run: Run, address: string) {
  await run.page.goto(address, { waitUntil: "commit" });
  if (run.pace === "person") {
    await run.page.waitForFunction(
      () => performance.getEntriesByName("first-contentful-paint").length > 0,
    );
  }
}

/** Puts text in a field: all at once as autofill does, or key by key as a person types. */
async function put(run: Run, field: Locator, text: string) {
  if (run.pace === "autofill") return field.fill(text);
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.pressSequentially(text, { delay: run.keyDelay });
}

/**
 * Sends the form with its button, noting whether the page had hydrated by then. Every third run
 * double-clicks it, as many people do: what is stored must still be stored once.
 */
async function send(run: Run, button: Locator) {
  // A run that sends more than one form (sign in, then save) counts if any was sent early.
  const early = await run.page.evaluate(() => !("hydrated" in document.documentElement.dataset));
  run.sentEarly = run.sentEarly || early;
  if (run.index % 3 === 0) await button.dblclick();
  else await button.click();
  run.release?.();
}

/** The page a failed run ended on, whether it had hydrated, and any refusal it shows. */
async function whereRunEnded(run: Run): Promise<string> {
  const page = run.page;
  const state = await page
    .evaluate(() => ({
      hydrated: "hydrated" in document.documentElement.dataset,
      said: [...document.querySelectorAll("[role=alert], [role=status]")]
        .map((element) => element.textContent?.trim())
        .filter(Boolean)
        .join(" | "),
    }))
    .catch(() => ({ hydrated: false, said: "the page could not be read" }));
  const sent = run.sentEarly ? "sent before hydration" : "sent after hydration";
  return `${sent}, ended on ${page.url()}, ${state.hydrated ? "hydrated" : "not hydrated"}${state.said ? `, saying "${state.said}"` : ""}`;
}

/** Runs a form many times, several at once; fails with every run that did not end as it should. */
async function wakeAndSend(browser: Browser, form: (run: Run) => Promise<void>) {
  test.setTimeout(300_000);
  const plan = (["autofill", "person"] as const).flatMap((pace) =>
    Array.from({ length: runsPerPace }, (_, index) => ({
      pace,
      index,
      screen: index % 2 === 0 ? ("desktop" as const) : ("phone" as const),
      keyDelay: 5 + ((index * 17) % 60),
    })),
  );
  const failures: string[] = [];
  let early = 0;
  for (let at = 0; at < plan.length; at += together) {
    await Promise.all(
      plan.slice(at, at + together).map(async (step) => {
        const address = nextAddress();
        const context = await browser.newContext({
          ...screens[step.screen],
          baseURL: site,
          extraHTTPHeaders: { "x-forwarded-for": address },
        });
        const run: Run = {
          ...step,
          address,
          marker: `waking-${randomUUID()}`,
          page: await context.newPage(),
        };
        // The phone runs get their scripts late, as a phone on a slow connection does, so that
        // every form has submits that land before the page has hydrated and while it hydrates,
        // whatever this machine's speed: autofill's until the form is sent, a person's after 0.8
        // to 2.5 s (different in each run), while they type.
        if (step.screen === "phone") {
          const late =
            step.pace === "autofill"
              ? new Promise<void>((resolve) => (run.release = resolve))
              : new Promise((resolve) => setTimeout(resolve, 800 + ((step.index * 353) % 1700)));
          await run.page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
            await late;
            await route.continue().catch(() => undefined);
          });
        }
        try {
          await form(run);
          if (run.sentEarly) early++;
        } catch (error) {
          const first = String(error instanceof Error ? error.message : error).split("\n")[0];
          // Where the run ended and what the page said, to tell a lost submit from a refusal.
          const where = await whereRunEnded(run);
          failures.push(`${step.pace}, ${step.screen}, run ${step.index + 1}: ${first} (${where})`);
        } finally {
          await context.close();
        }
      }),
    );
  }
  const sentEarly = `${early} of ${plan.length} runs sent before the page had hydrated`;
  test.info().annotations.push({ type: "timing", description: sentEarly });
  console.log(`${test.info().title}: ${sentEarly}`);
  expect(failures).toEqual([]);
  // The slow phones' autofill runs were sent before hydration: the path is always exercised.
  expect(early, sentEarly).toBeGreaterThanOrEqual(2);
}

async function staffGet<T>(what: string): Promise<T> {
  const response = await fetch(`${site}/api/staff/${what}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(response.status, `GET /api/staff/${what}`).toBe(200);
  return (await response.json()) as T;
}

/** POSTs JSON to the site's API from a browser's own address, as its page would. */
async function postFrom(address: string, where: string, body: unknown) {
  const response = await fetch(`${site}${where}`, {
    method: "POST",
    headers: { origin: site, "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body),
  });
  expect(response.ok, `POST ${where}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

const enquiriesWith = async (marker: string) =>
  (await staffGet<InquiryRecord[]>("inquiries")).filter((record) =>
    record.message.includes(marker),
  );

test("the enquiry form sends what was put in it, once", async ({ browser }) => {
  await wakeAndSend(browser, async (run) => {
    await open(run, "/contact");
    const form = run.page.getByRole("form", { name: "Send us an enquiry" });
    await put(run, form.getByLabel("Name"), "Noor Haddad");
    await put(run, form.getByLabel("Email"), "noor@example.com");
    await put(run, form.getByLabel("Travel dates"), "May 2027");
    await put(run, form.getByLabel("Number of travelers"), "3");
    await put(run, form.getByLabel("Message"), `A quiet week in Lisbon. ${run.marker}`);
    await send(run, form.getByRole("button", { name: "Send Enquiry" }));

    await expect(
      run.page.getByText("Thank you! We'll get back to you within 24 hours.").first(),
    ).toBeVisible();
    const stored = await enquiriesWith(run.marker);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: "Noor Haddad",
      email: "noor@example.com",
      travel_dates: "May 2027",
      travelers_count: 3,
    });
  });
});

test("the newsletter box subscribes the address put in it", async ({ browser }) => {
  await wakeAndSend(browser, async (run) => {
    const email = `${run.marker}@example.com`;
    await open(run, "/about");
    const footer = run.page.getByRole("contentinfo");
    await put(run, footer.getByLabel("Email address"), email);
    await send(run, footer.getByRole("button", { name: "Subscribe" }));

    await expect(
      run.page
        .getByText("Thank you! Please check your inbox and confirm your subscription.")
        .first(),
    ).toBeVisible();
    const subscribers = await staffGet<{ email: string }[]>("subscribers");
    expect(subscribers.filter((subscriber) => subscriber.email === email)).toHaveLength(1);
  });
});

test("the AI box answers the preferences put in it and keeps them", async ({ browser }) => {
  await wakeAndSend(browser, async (run) => {
    const preferences = `Ten quiet days of food and museums in spring, very safe for a gay couple, ${run.index + 1} of us`;
    await open(run, "/contact");
    const box = run.page.getByLabel("Your travel preferences");
    await put(run, box, preferences);
    await send(run, run.page.getByRole("button", { name: "Get Recommendations" }));

    await expect(run.page.getByRole("heading", { name: "Your recommendations" })).toBeVisible();
    await expect(run.page.getByLabel("Your travel preferences")).toHaveValue(preferences);
  });
});

test("the chat page answers the question put in it", async ({ browser }) => {
  await wakeAndSend(browser, async (run) => {
    const question = `What is your cancellation policy? I am asking for trip ${run.index + 1}.`;
    await open(run, "/chat");
    await put(run, run.page.getByLabel("Your question"), question);
    await send(run, run.page.getByRole("button", { name: "Ask" }));

    const answer = run.page.getByRole("region", { name: "Answer" });
    await expect(answer).toContainText(question);
    await expect(answer).toContainText("Customer service");
  });
});

test("the booking step books the departure and travelers chosen", async ({ browser }) => {
  const packages = (await (await fetch(`${site}/api/packages`)).json()) as TravelPackage[];
  const jet = packages.find((pkg) => pkg.id === "grand-tour-by-charter-jet")!;
  const open_ = jet.departures.filter((departure) => departure.seats_left >= 10);
  expect(open_.length).toBeGreaterThanOrEqual(2);

  await wakeAndSend(browser, async (run) => {
    // Never the departure and party the page starts with, so only the visitor's choice books it.
    const departure = open_[1 + (run.index % (open_.length - 1))]!;
    const travelers = 3 + (run.index % 3);
    const due = paymentPlan(bookingTotal(jet, travelers), departure.starts_on, isoDay(new Date()));
    await open(run, `/packages/${jet.id}/book`);
    if (run.pace === "autofill") {
      await run.page.locator(`input[value="${departure.id}"]`).check();
    } else {
      await run.page
        .locator("label", { has: run.page.locator(`input[value="${departure.id}"]`) })
        .click();
    }
    await run.page.getByLabel("Travelers").selectOption(String(travelers));
    await send(run, run.page.getByRole("button", { name: /^Book Now/ }));

    await expect(run.page).toHaveURL(/\/checkout\/cs_test_[\w-]+$/);
    await expect(run.page.locator("main")).toContainText(
      `Total due today: ${formatPrice(due.due_now)}.00 USD`,
    );
  });
});

test("the test checkout's card form pays with the card put in it", async ({ browser }) => {
  const packages = (await (await fetch(`${site}/api/packages`)).json()) as TravelPackage[];
  const cruise = packages.find((pkg) => pkg.id === "antarctic-expedition-cruise")!;

  await wakeAndSend(browser, async (run) => {
    const departure = cruise.departures.filter((candidate) => candidate.seats_left > 0).at(-1)!;
    const query = new URLSearchParams({
      package_id: cruise.id,
      origin_url: site,
      departure_id: departure.id,
      travelers: "1",
    });
    const created = await postFrom(run.address, `/api/payments/create-checkout?${query}`, {});
    const email = `${run.marker}@example.com`;
    await open(run, `/checkout/${String(created.session_id)}`);
    const form = run.page.getByRole("form", { name: "Card payment" });
    await put(run, form.getByLabel("Card number"), "4242 4242 4242 4242");
    await put(run, form.getByLabel("Expiry (MM/YY)"), "12/34");
    await put(run, form.getByLabel("CVC"), "123");
    await put(run, form.getByLabel("Email"), email);
    await put(run, form.getByLabel("Name on card"), "Inês Duarte");
    await send(run, form.getByRole("button", { name: /^Pay / }));

    await expect(run.page).toHaveURL(/\/booking-success\?session_id=cs_test_/);
    await expect(run.page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
    const bookings = await staffGet<{ customer_email: string }[]>("bookings");
    expect(bookings.filter((booking) => booking.customer_email === email)).toHaveLength(1);
  });
});

test("journal search finds what was typed into it", async ({ browser }) => {
  const posts = (await (await fetch(`${site}/api/blog/posts?limit=20`)).json()) as PostSummary[];
  const words = posts.map((post) =>
    post.title
      .split(/[^\p{L}]+/u)
      .sort((a, b) => b.length - a.length)[0]!
      .toLowerCase(),
  );

  await wakeAndSend(browser, async (run) => {
    const word = words[run.index % words.length]!;
    await open(run, "/blog");
    await put(run, run.page.getByRole("searchbox", { name: "Search the journal" }), word);
    await send(run, run.page.getByRole("button", { name: "Search", exact: true }));

    await expect(run.page.getByRole("heading", { name: "Search Results" })).toBeVisible();
    await expect(run.page.getByRole("status").filter({ hasText: "found for" })).toContainText(
      `found for “${word}”`,
    );
  });
});

test("the compare form compares the destinations chosen", async ({ browser }) => {
  const pairs = [
    ["tallinn", "Tallinn", "barcelona", "Barcelona"],
    ["mykonos", "Mykonos", "amsterdam", "Amsterdam"],
    ["lisbon", "Lisbon", "berlin", "Berlin"],
  ] as const;

  await wakeAndSend(browser, async (run) => {
    const [first, firstName, second, secondName] = pairs[run.index % pairs.length]!;
    await open(run, "/destinations/compare");
    await run.page.getByLabel("First destination").selectOption(first);
    await run.page.getByLabel("Second destination").selectOption(second);
    await send(run, run.page.getByRole("button", { name: "Compare" }));

    const table = run.page.getByRole("table");
    await expect(table.getByRole("columnheader", { name: new RegExp(firstName) })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: new RegExp(secondName) })).toBeVisible();
  });
});

test("the desk signs in with what was put in its form and saves the enquiry's work", async ({
  browser,
}) => {
  // One account per pace: an account may try 20 sign-ins in 15 minutes.
  const accounts = new Map(
    (["autofill", "person"] as const).map((pace) => [
      pace,
      {
        email: `desk-${pace}-${randomUUID().slice(0, 8)}@example.com`,
        password: `A long passphrase ${pace}`,
      },
    ]),
  );
  for (const [pace, account] of accounts) {
    const created = await fetch(`${site}/api/staff/users`, {
      method: "POST",
      headers: { authorization: `Bearer ${staffToken}`, "content-type": "application/json" },
      body: JSON.stringify({ ...account, name: `Desk ${pace}` }),
    });
    expect(created.status).toBe(201);
  }

  await wakeAndSend(browser, async (run) => {
    const account = accounts.get(run.pace)!;
    await postFrom(run.address, "/api/inquiries", {
      name: "Sam Okafor",
      email: "sam@example.com",
      travelers_count: 2,
      message: `Two weeks in Japan. ${run.marker}`,
    });
    const [enquiry] = await enquiriesWith(run.marker);

    await open(run, "/staff/sign-in");
    await put(run, run.page.getByLabel("E-mail"), account.email);
    await put(run, run.page.getByLabel("Password"), account.password);
    await send(run, run.page.getByRole("button", { name: "Sign in", exact: true }));
    await expect(run.page).toHaveURL(/\/staff\/enquiries$/);

    await open(run, `/staff/enquiries/${enquiry!.id}`);
    await run.page.getByLabel("Status").selectOption("contacted");
    await put(run, run.page.getByLabel(/Internal note/), `Called back. ${run.marker}`);
    await send(run, run.page.getByRole("button", { name: "Save" }));

    await expect(run.page.getByText(`Called back. ${run.marker}`)).toHaveCount(1);
    const [saved] = await enquiriesWith(run.marker);
    expect(saved).toMatchObject({ status: "contacted" });
  });
});

/** Where every form control on the page is, keyed by what it is (its tag, name and words). */
const controlPositions = (page: Page) =>
  page.evaluate(() => {
    const seen = new Map<string, number>();
    const positions: Record<string, { x: number; y: number }> = {};
    for (const control of document.querySelectorAll<HTMLElement>(
      "form button, form input:not([type=hidden]), form select, form textarea",
    )) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const what = [
        control.tagName,
        control.getAttribute("name") ?? "",
        control.getAttribute("value") ?? "",
        control.tagName === "BUTTON" ? (control.textContent ?? "").trim() : "",
      ].join(" ");
      const nth = (seen.get(what) ?? 0) + 1;
      seen.set(what, nth);
      positions[`${what} #${nth}`] = {
        x: Math.round(box.x + window.scrollX),
        y: Math.round(box.y + window.scrollY),
      };
    }
    return positions;
  });

test("nothing a visitor taps moves when the page wakes", async ({ browser }) => {
  // Fourteen page loads, each waiting for its scripts and hydration: about 30 s alone, past two
  // minutes on a machine busy with builds.
  test.setTimeout(300_000);
  const packages = (await (await fetch(`${site}/api/packages`)).json()) as TravelPackage[];
  const cruise = packages.find((pkg) => pkg.id === "antarctic-expedition-cruise")!;
  const query = new URLSearchParams({
    package_id: cruise.id,
    origin_url: site,
    departure_id: cruise.departures.find((departure) => departure.seats_left > 0)!.id,
    travelers: "1",
  });
  const created = await postFrom(nextAddress(), `/api/payments/create-checkout?${query}`, {});
  const pages = [
    "/contact",
    "/chat",
    "/blog",
    "/destinations/compare",
    "/packages/grand-tour-by-charter-jet/book",
    `/checkout/${String(created.session_id)}`,
    "/staff/sign-in",
  ];
  const moved: string[] = [];
  for (const [screen, options] of Object.entries(screens)) {
    const context = await browser.newContext({ ...options, baseURL: site });
    const page = await context.newPage();
    for (const path of pages) {
      // The scripts are held back until the controls' places before them are noted.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
        await released;
        await route.continue().catch(() => undefined);
      });
      // Not "load": the load event waits for the page's scripts, which are held here until the
      // controls' places are noted.
      // A frame waits for the stylesheets, as the first paint does; the fonts are waited for too.
      await page.goto(path, { waitUntil: "domcontentloaded" });
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      });
      const before = await controlPositions(page);
      release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      // A frame for what hydration changed to be laid out.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      const after = await controlPositions(page);
      await page.unrouteAll();
      expect(Object.keys(before).length, `controls on ${path}`).toBeGreaterThan(0);
      for (const [what, at] of Object.entries(before)) {
        const now = after[what];
        if (now && (now.x !== at.x || now.y !== at.y)) {
          moved.push(`${screen} ${path}: ${what} from ${at.x},${at.y} to ${now.x},${now.y}`);
        }
      }
    }
    await context.close();
  }
  expect(moved).toEqual([]);
});
