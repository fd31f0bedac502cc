/**
 * Every form and control a visitor sees works before the page's scripts run: once with JavaScript
 * off, once with the scripts held back (every `/_next/static/chunks/*` request waits) until after
 * the submit or click. Each time the effect is stored (read back through the staff API) or shown,
 * and nothing typed is lost.
 */
import { randomUUID } from "node:crypto";
import type { PostSummary } from "@/lib/contract";
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { servers, staffToken } from "./support/servers";
import { storedByStaff, storedRecordOf } from "./support/staff-records";

const site = servers.embedded.url;

const modes = [
  { name: "with JavaScript off", scripts: false },
  { name: "with the page's scripts held back", scripts: true },
] as const;

/**
 * Holds every script chunk until release() is called; requests after that go through at once. The
 * stylesheet, also under /_next/static/chunks/, is let through: a page paints with its styles.
 */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return async () => {
    release();
    // The page that answered the submit becomes interactive once its scripts arrive.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  };
}

function enquiryForm(page: Page) {
  return page.getByRole("form", { name: "Send us an enquiry" });
}

for (const mode of modes) {
  test.describe(mode.name, () => {
    test.use({ javaScriptEnabled: mode.scripts });
    let releaseScripts: () => Promise<void>;

    test.beforeEach(async ({ page }) => {
      releaseScripts = mode.scripts ? await holdScripts(page) : async () => undefined;
    });

    /** Opens a page without waiting for its scripts, which may be held back. */
    async function open(page: Page, path: string) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
    }

    test("an enquiry is stored, thanked for, and the form is empty again", async ({ page }) => {
      const marker = `before-scripts-${randomUUID()}`;
      await open(page, "/contact");
      const form = enquiryForm(page);
      await form.getByLabel("Name").fill("Noor Haddad");
      await form.getByLabel("Email").fill("noor@example.com");
      await form.getByLabel("Travel dates").fill("May 2026");
      await form.getByLabel("Number of travelers").fill("2");
      await form.getByLabel("Message").fill(`A quiet week in Lisbon. ${marker}`);
      await form.getByRole("button", { name: "Send Enquiry" }).click();

      await expect(page.getByRole("status")).toContainText(
        "Thank you! We'll get back to you within 24 hours.",
      );
      for (const label of ["Name", "Email", "Travel dates", "Message"]) {
        await expect(enquiryForm(page).getByLabel(label)).toHaveValue("");
      }
      const stored = await storedRecordOf(site, staffToken("embedded"), marker);
      expect(stored).toMatchObject({
        name: "Noor Haddad",
        email: "noor@example.com",
        travel_dates: "May 2026",
        travelers_count: 2,
      });
      // The answer is a page of its own (post/redirect/get): reloading it sends nothing again.
      await expect(page).toHaveURL(/\/contact\/sent$/);
      await releaseScripts();
      await expect(page.getByRole("status")).toContainText("Thank you!");
      await page.reload();
      await expect(page.getByRole("status")).toContainText("Thank you!");
      const records = await storedByStaff(site, staffToken("embedded"));
      expect(records.text.split(marker).length - 1).toBe(1);
    });

    test("an enquiry the server refuses comes back filled in, with the message and the focus on the field", async ({
      page,
    }) => {
      const marker = `refused-${randomUUID()}`;
      await open(page, "/contact");
      const form = enquiryForm(page);
      // Spaces satisfy the browser's `required`; the server wants a real name.
      await form.getByLabel("Name").fill("   ");
      await form.getByLabel("Email").fill("kept@example.com");
      await form.getByLabel("Phone").fill("+44 20 7946 0000");
      await form.getByLabel("Message").fill(`Everything I wrote. ${marker}`);
      await form.getByRole("button", { name: "Send Enquiry" }).click();

      await expect(page.getByRole("alert").filter({ hasText: "Failed to submit" })).toContainText(
        "Failed to submit inquiry. Please try again.",
      );
      await expect(enquiryForm(page).getByLabel("Email")).toHaveValue("kept@example.com");
      await expect(enquiryForm(page).getByLabel("Phone")).toHaveValue("+44 20 7946 0000");
      await expect(enquiryForm(page).getByLabel("Message")).toHaveValue(
        `Everything I wrote. ${marker}`,
      );
      await expect(enquiryForm(page).getByLabel("Name")).toBeFocused();
      expect(await storedRecordOf(site, staffToken("embedded"), marker)).toBeUndefined();
      await releaseScripts();
      await expect(enquiryForm(page).getByLabel("Message")).toHaveValue(
        `Everything I wrote. ${marker}`,
      );
    });

    test("the AI box answers with the server's recommendations and keeps the preferences", async ({
      page,
    }) => {
      const preferences =
        "Ten quiet days of food and museums in spring, very safe for a gay couple";
      await open(page, "/contact");
      const box = page.getByLabel("Your travel preferences");
      await page.getByRole("button", { name: "Get Recommendations" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Please describe" })).toHaveText(
        "Please describe your travel preferences",
      );
      await expect(page.getByLabel("Your travel preferences")).toBeFocused();

      await page.getByLabel("Your travel preferences").fill(preferences);
      await page.getByRole("button", { name: "Get Recommendations" }).click();
      await expect(page.getByRole("heading", { name: "Your recommendations" })).toBeVisible();
      await expect(
        page.getByRole("heading", { name: "How we checked these answers" }),
      ).toBeVisible();
      await expect(box).toHaveValue(preferences);
      await releaseScripts();
      await expect(page.getByRole("heading", { name: "Your recommendations" })).toBeVisible();
    });

    test("the newsletter box subscribes and says so in place", async ({ page }) => {
      const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
      await open(page, "/about");
      const footer = page.getByRole("contentinfo");
      await footer.getByLabel("Email address").fill(email);
      await footer.getByRole("button", { name: "Subscribe" }).click();

      // Answered at an address of its own, so a reload subscribes no one again; it leads back.
      await expect(page).toHaveURL(/\/newsletter\/subscribed\?from=%2Fabout$/);
      await expect(page.getByRole("main").getByRole("status")).toHaveText(
        "Thank you! Please check your inbox and confirm your subscription.",
      );
      const stored = await storedByStaff(site, staffToken("embedded"));
      expect(stored.text).toContain(email);
      await releaseScripts();
      await page.getByRole("link", { name: "Back to where you were" }).click();
      await expect(page).toHaveURL(/\/about$/);
    });

    test("the mobile menu opens, closes and leads to a page", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await open(page, "/");
      const menu = page.locator("#mobile-menu");
      const toggle = page.locator('summary[aria-label="Open menu"]');
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(menu).toBeVisible();
      await toggle.click();
      await expect(menu).toBeHidden();
      await toggle.click();
      await menu.getByRole("link", { name: "Contact" }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await releaseScripts();
    });

    test("the chat button leads to a page where a question gets an answer", async ({ page }) => {
      await open(page, "/packages");
      await page.getByRole("link", { name: "Chat with our AI travel assistants" }).click();
      await expect(page).toHaveURL(/\/chat$/);
      const question = "What is your cancellation policy?";
      await page.getByLabel("Your question").fill(question);
      await page.getByRole("button", { name: "Ask" }).click();

      const answer = page.getByRole("region", { name: "Answer" });
      await expect(answer).toContainText(question);
      await expect(answer).toContainText("Customer service");
      expect((await answer.innerText()).length).toBeGreaterThan(question.length + 40);
      await releaseScripts();
    });

    test("Share is an e-mail link carrying the story's address", async ({ page, request }) => {
      const [post] = (await (
        await request.get(`${site}/api/blog/posts?limit=1`)
      ).json()) as PostSummary[];
      await open(page, `/blog/${post!.slug}`);
      const share = page.getByRole("link", { name: "Share this story" });
      await expect(share).toHaveAttribute("href", /^mailto:\?subject=/);
      const href = decodeURIComponent((await share.getAttribute("href"))!);
      // The story's full address, on the canonical origin the page was built with.
      expect(href).toMatch(new RegExp(`https?://[^/\\s]+/blog/${post!.slug}$`));
      await releaseScripts();
      if (mode.scripts) {
        await expect(page.getByRole("button", { name: "Share this story" })).toBeVisible();
      }
    });

    test("a destination card's safety rating leads to the destination's page", async ({ page }) => {
      await open(page, "/destinations");
      await page.getByRole("link", { name: "View safety rating for Tallinn" }).click();
      await expect(page).toHaveURL(/\/destinations\/tallinn$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Tallinn");
      await releaseScripts();
    });

    test("journal search shows the server's results at a shareable address", async ({
      page,
      request,
    }) => {
      const [post] = (await (
        await request.get(`${site}/api/blog/posts?limit=1`)
      ).json()) as PostSummary[];
      const word = post!.title.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
      const found = (await (
        await request.get(`${site}/api/blog/search?q=${encodeURIComponent(word)}`)
      ).json()) as PostSummary[];
      await open(page, "/blog");
      await page.getByRole("searchbox", { name: "Search the journal" }).fill(word);
      await page.getByRole("button", { name: "Search", exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`/blog/search\\?q=${encodeURIComponent(word)}$`));
      await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();
      await expect(page.getByRole("status")).toHaveText(
        `${found.length} ${found.length === 1 ? "story" : "stories"} found for “${word}”`,
      );
      await expect(page.getByRole("link", { name: post!.title }).first()).toBeVisible();
      await expect(page.getByRole("searchbox", { name: "Search the journal" })).toHaveValue(word);
      await releaseScripts();
    });

    test("the compare form puts destinations side by side at a shareable address", async ({
      page,
    }) => {
      await open(page, "/destinations/compare");
      await page.getByLabel("First destination").selectOption("tallinn");
      await page.getByLabel("Second destination").selectOption("barcelona");
      await page.getByRole("button", { name: "Compare" }).click();
      await expect(page).toHaveURL(/\?d=tallinn&d=barcelona&d=$/);
      const table = page.getByRole("table");
      await expect(table.getByRole("columnheader", { name: /Tallinn/ })).toBeVisible();
      await expect(table.getByRole("columnheader", { name: /Barcelona/ })).toBeVisible();
      await releaseScripts();
    });

    test("Book Now's choices are priced by the server, then the card form declines and pays", async ({
      page,
    }) => {
      await open(page, "/packages/iberian-rail-journey/book");
      const departures = page.locator("input[name=departure_id]:not([disabled])");
      const departure = (await departures.nth(2).getAttribute("value"))!;
      await departures.nth(2).check();
      await page.getByLabel("Travelers").selectOption("3");
      const offset = page.getByRole("checkbox", { name: /^Offset the carbon/ });
      await offset.check();
      await page.getByRole("button", { name: "Update the price" }).click();
      await expect(page).toHaveURL(
        `/packages/iberian-rail-journey/book?departure_id=${departure}&travelers=3&carbon_offset=true`,
      );
      await expect(page.locator(`input[value="${departure}"]`)).toBeChecked();
      await expect(offset).toBeChecked();
      const summary = page.locator("dl").filter({ hasText: "Trip total" });
      await expect(summary).toContainText("Travelers3");
      await expect(summary).toContainText("Trip total$38,400");
      // $32 a traveler for the flights from Boston to Lisbon and home from Barcelona.
      await expect(summary).toContainText("Carbon offset$96");
      const paidNow = (await summary
        .locator("div", { hasText: "Paid now" })
        .locator("dd")
        .textContent())!;

      await page.getByRole("button", { name: /^Book Now/ }).click();
      await expect(page).toHaveURL(/\/checkout\/cs_test_[\w-]+$/);
      const amount = `${paidNow}.00 USD`;
      await expect(page.locator("main")).toContainText(`Total due today: ${amount}`);
      await expect(page.locator("main")).toContainText(
        "the carbon offset for the flights ($96.00 USD)",
      );
      const form = page.getByRole("form", { name: "Card payment" });
      const fill = async (cardNumber: string) => {
        await form.getByLabel("Card number").fill(cardNumber);
        await form.getByLabel("Expiry (MM/YY)").fill("12/34");
        await form.getByLabel("CVC").fill("123");
        await form.getByLabel("Email").fill("ines@example.com");
        await form.getByLabel("Name on card").fill("Inês Duarte");
        await form.getByRole("button", { name: `Pay ${amount}` }).click();
      };
      await fill("4000 0000 0000 0002");
      await expect(form.getByRole("alert")).toHaveText("Your card was declined.");
      await expect(form.getByLabel("Email")).toHaveValue("ines@example.com");
      await expect(form.getByLabel("Card number")).toHaveValue("");
      await fill("4242 4242 4242 4242");
      await expect(page).toHaveURL(/\/booking-success\?session_id=cs_test_/);
      // Without JavaScript the server's reading is shown; with it, the page's own checks run.
      await releaseScripts();
      await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
      await page.getByRole("link", { name: /view your booking/ }).click();
      await expect(page.locator("main dl")).toContainText(
        "Carbon offset for the flights$96.00 USD, paid with your first payment",
      );
      await expect(page.locator("main dl")).toContainText(`Paid${amount}`);
    });

    test("the booking page's balance button opens the balance's checkout", async ({
      page,
      request,
    }) => {
      const token = await bookWithDeposit(request);
      await open(page, `/bookings/${token}`);
      const pay = page.getByRole("button", { name: /^Pay the balance of / });
      const label = (await pay.textContent())!;
      const balance = label.replace("Pay the balance of ", "");
      await pay.click();
      await expect(page).toHaveURL(/\/checkout\/cs_test_[\w-]+$/);
      await expect(page.locator("main")).toContainText(`Total due today: ${balance}`);
      await releaseScripts();
    });
  });
}

/**
 * Books two travelers on the furthest Malta departure through the API and pays the deposit on the
 * test checkout: the private link's token of a booking with a balance to pay.
 */
async function bookWithDeposit(request: APIRequestContext): Promise<string> {
  const packages = (await (await request.get(`${site}/api/packages`)).json()) as {
    id: string;
    departures: { id: string; seats_left: number }[];
  }[];
  const malta = packages.find((pkg) => pkg.id === "malta-gozo-island-hop")!;
  const departure = malta.departures.filter((d) => d.seats_left >= 2).at(-1)!;
  const query = new URLSearchParams({
    package_id: malta.id,
    origin_url: site,
    departure_id: departure.id,
    travelers: "2",
  });
  const created = await request.post(`${site}/api/payments/create-checkout?${query}`, {
    headers: { Origin: site },
  });
  const { session_id } = (await created.json()) as { session_id: string };
  const paid = await request.post(`${site}/api/payments/local/pay`, {
    headers: { Origin: site },
    data: {
      session_id,
      card_number: "4242 4242 4242 4242",
      expiry: "12/34",
      cvc: "123",
      email: "lior@example.com",
      name: "Lior Ben-David",
    },
  });
  expect(paid.status()).toBe(200);
  const status = (await (
    await request.get(`${site}/api/payments/checkout-status/${session_id}`)
  ).json()) as { payment_status: string; booking_token: string | null };
  expect(status.payment_status).toBe("paid");
  return status.booking_token!;
}

test.describe("the enquiry server action has the API's protections", () => {
  /** The enquiry form's fields as the page renders them, React's hidden action fields included. */
  async function enquiryPost(request: APIRequestContext, message: string): Promise<FormData> {
    const html = await (await request.get(`${site}/contact`)).text();
    const start = html.lastIndexOf("<form", html.indexOf('aria-labelledby="enquiry-heading"'));
    const form = html.slice(start, html.indexOf("</form>", start));
    const data = new FormData();
    for (const input of form.matchAll(
      /<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g,
    )) {
      data.set(input[1]!, (input[2] ?? "").replaceAll("&quot;", '"').replaceAll("&amp;", "&"));
    }
    expect([...data.keys()].some((name) => name.startsWith("$ACTION"))).toBe(true);
    data.set("name", "Rae Moreau");
    data.set("email", "rae@example.com");
    data.set("travelers_count", "1");
    data.set("message", message);
    return data;
  }

  async function post(data: FormData, headers: Record<string, string>) {
    return fetch(`${site}/contact`, { method: "POST", body: data, headers });
  }

  test("a post from the site itself is stored; one from another site is refused", async ({
    request,
  }) => {
    const token = staffToken("embedded");
    const own = `own-${randomUUID()}`;
    const sent = await post(await enquiryPost(request, own), { origin: site });
    expect(await sent.text()).toContain("Thank you! We&#x27;ll get back to you within 24 hours.");
    expect(await storedRecordOf(site, token, own)).toBeDefined();

    const crossSite = `cross-site-${randomUUID()}`;
    const refused = await post(await enquiryPost(request, crossSite), {
      "sec-fetch-site": "cross-site",
    });
    expect(await refused.text()).toContain("Requests from other sites are not accepted");
    const foreign = `foreign-${randomUUID()}`;
    await post(await enquiryPost(request, foreign), { origin: "https://evil.example" });
    expect(await storedRecordOf(site, token, crossSite)).toBeUndefined();
    expect(await storedRecordOf(site, token, foreign)).toBeUndefined();
  });
});
