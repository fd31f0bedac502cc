/**
 * A public site (SITE_URL https on a real domain) with no Stripe key, started by this spec: it
 * refuses to start on the free test checkout, and starts with ALLOW_TEST_CHECKOUT=1, saying so
 * loudly. It is started on a database from before booking links were hashed: the links mailed
 * then still open their bookings, and one whose trip ended more than 90 days ago shows that it
 * has expired and how to reach the agency. Its test checkout tells visitors the live site takes no
 * real payments yet, and holds no seats.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { packageListSchema } from "@/lib/contract";
import { serverNodeFlags } from "../../server/node/node-flags.mjs";
import { startOwnSite, type OwnSite } from "../support/own-site";
import { rawRequest } from "../support/raw-http";
import { dataRoot, servers } from "../support/servers";
import { expect, test } from "../support/test";
import { axe } from "../support/review";

test.describe.configure({ mode: "serial" });

const { port, url: site } = servers.publicSite;
const publicOrigin = "https://travel.lavender-compass.example";
const dataDir = path.join(dataRoot, "publicSite");
const yacht = "cyclades-private-yacht"; // a 7-day trip
const liveLink = "Mailed-before-hashing-live-0123456789abcdefgh".slice(0, 43);
const oldLink = "Mailed-before-hashing-over-0123456789abcdefgh".slice(0, 43);
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

let ownSite: OwnSite | undefined;
let printed = "";

/** A database as the site left it before links were hashed: two bookings with plain links. */
async function prepareOldDatabase() {
  rmSync(dataDir, { recursive: true, force: true });
  const source = path.resolve("lib/db/migrations");
  const before = path.join(dataDir, "migrations-0005");
  mkdirSync(path.join(before, "meta"), { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(source, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.tag.slice(0, 4) <= "0005");
  writeFileSync(path.join(before, "meta/_journal.json"), JSON.stringify(journal));
  for (const { tag } of journal.entries) {
    cpSync(path.join(source, `${tag}.sql`), path.join(before, `${tag}.sql`));
  }
  const client = await PGlite.create(path.join(dataDir, "pglite"));
  await migrate(drizzle(client), { migrationsFolder: before });
  const insert = `insert into bookings (id, session_id, package_id, package_name, amount_total,
    currency, customer_email, customer_name, reference, link_token, starts_on, created_at)
    values ($1, $2, $3, 'Cyclades Private Yacht', 850000, 'usd', 'ana@example.com', 'Ana Souza',
    $4, $5, $6, $7)`;
  // This trip ends six days after it starts; its link worked until 90 days after that.
  const ended = isoDay(-(90 + 6 + 1));
  await client.query(insert, [
    crypto.randomUUID(),
    "cs_before_hashing_old",
    yacht,
    "LC-ENDED234",
    oldLink,
    ended,
    `${isoDay(-400)}T10:00:00Z`,
  ]);
  await client.query(insert, [
    crypto.randomUUID(),
    "cs_before_hashing_live",
    yacht,
    "LC-AHEAD234",
    liveLink,
    isoDay(120),
    `${isoDay(-2)}T10:00:00Z`,
  ]);
  await client.close();
  rmSync(before, { recursive: true, force: true });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await prepareOldDatabase();
});

test.afterAll(async () => {
  await ownSite?.stop();
});

test("refuses to start on the free test checkout, in one line that says what to set", async () => {
  const server = spawn(process.execPath, [...serverNodeFlags, "server/node/server.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(dataDir, "refused"),
      SITE_URL: publicOrigin,
      NEXT_TELEMETRY_DISABLED: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let said = "";
  server.stdout.on("data", (chunk: Buffer) => (said += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => (said += chunk.toString()));
  const [code] = (await once(server, "exit")) as [number | null];
  expect(code).toBe(1);
  expect(said).toContain(
    `Invalid configuration: STRIPE_SECRET_KEY is not set, and SITE_URL ${publicOrigin} is public`,
  );
  expect(said).toContain("ALLOW_TEST_CHECKOUT=1");
  expect(said).not.toContain("is serving");
});

test("starts with ALLOW_TEST_CHECKOUT=1 and says so loudly", async () => {
  test.setTimeout(150_000);
  ownSite = await startOwnSite({
    port,
    url: site,
    dataDir,
    keepData: true,
    env: { SITE_URL: publicOrigin, ALLOW_TEST_CHECKOUT: "1" },
    output: (text) => (printed += text),
  });
  await expect.poll(() => printed).toContain("!! TEST CHECKOUT ON A PUBLIC SITE");
  expect(printed).toContain(`${publicOrigin} takes no real payments`);
});

test("links mailed before links were hashed still open their bookings", async ({ page }) => {
  const api = await rawRequest(site, { path: `/api/bookings/${liveLink}` });
  expect(api.status).toBe(200);
  expect(JSON.parse(api.text).reference).toBe("LC-AHEAD234");
  await page.goto(`${site}/bookings/${liveLink}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cyclades Private Yacht");
  await expect(page.locator("main")).toContainText("Booking LC-AHEAD234");
});

test("a link 90 days past its trip says it has expired and how to reach the agency", async ({
  page,
}) => {
  const api = await rawRequest(site, { path: `/api/bookings/${oldLink}` });
  expect(api.status).toBe(410);
  expect(JSON.parse(api.text).error.code).toBe("gone");

  await page.goto(`${site}/bookings/${oldLink}`);
  const main = page.locator("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This booking link has expired");
  await expect(main).toContainText("stops working 90 days after the trip");
  await expect(main).not.toContainText("LC-ENDED234");
  await expect(
    main.getByRole("link", { name: "concierge@lavendercompass.example" }),
  ).toHaveAttribute("href", "mailto:concierge@lavendercompass.example");
  await expect(main.getByRole("link", { name: "+1 (603) 555-0142" })).toHaveAttribute(
    "href",
    "tel:+16035550142",
  );
  expect((await axe(page).analyze()).violations).toEqual([]);
});

test("the test checkout says the live site takes no real payments, and holds no seats", async ({
  page,
}) => {
  const packages = packageListSchema.parse(
    JSON.parse((await rawRequest(site, { path: "/api/packages" })).text),
  );
  const departure = packages
    .find((pkg) => pkg.id === yacht)!
    .departures.find((candidate) => candidate.seats_left > 0)!;
  const order = () =>
    rawRequest(site, {
      method: "POST",
      path: `/api/payments/create-checkout?${new URLSearchParams({
        package_id: yacht,
        origin_url: publicOrigin,
        departure_id: departure.id,
        travelers: "2",
      })}`,
    });
  const first = await order();
  expect(first.status).toBe(200);
  const { url } = JSON.parse(first.text) as { url: string };
  expect(url.startsWith(`${publicOrigin}/checkout/`)).toBe(true);
  // Test checkouts for every seat of the departure, and more: a real buyer can still have them all.
  for (let held = 2; held <= departure.seats_left; held += 2) {
    expect((await order()).status).toBe(200);
  }
  // Another address than the first read's, so no cache answers it.
  const after = packageListSchema.parse(
    JSON.parse((await rawRequest(site, { path: "/api/packages?after=orders" })).text),
  );
  expect(
    after.find((pkg) => pkg.id === yacht)!.departures.find((d) => d.id === departure.id)!
      .seats_left,
  ).toBe(departure.seats_left);

  await page.goto(`${site}${new URL(url).pathname}`);
  const note = page.getByRole("note");
  await expect(note).toContainText("Test mode: no card is charged.");
  await expect(note).toContainText("This live website is not taking real payments yet.");
  await expect(note).toContainText("it holds no seat on the departure");
  await expect(note.getByRole("link", { name: "concierge@lavendercompass.example" })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});
