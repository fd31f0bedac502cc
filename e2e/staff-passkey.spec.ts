/**
 * Staff passkeys in a real browser, with Chromium's virtual authenticator (over CDP) standing in
 * for a fingerprint reader: an account made with the command line signs in with its password, adds
 * a passkey on its account page (and is mailed about it), signs out and back in with the passkey
 * alone, removes it, and the passkey then signs nobody in; cancelled prompts and browsers without passkeys get a clear,
 * focused message; with JavaScript off the password form still works and the passkey parts say
 * why they are missing; a signed-out browser cannot register a passkey; axe finds nothing on the
 * account and sign-in pages at phone and desktop widths. (The audit entries are checked in the
 * database by lib/auth/passkeys.test.ts.)
 *
 * WebAuthn refuses an IP address as the site's domain, and every other instance is reached at
 * 127.0.0.1, so this spec starts its own production server reached as http://localhost:PORT with
 * SITE_URL set to match (servers.passkey): nothing about the other instances changes.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { CDPSession } from "@playwright/test";
import { expect, test, type Page } from "./support/test";
import { startOwnSite, type OwnSite } from "./support/own-site";
import { dataRoot, servers, staffToken } from "./support/servers";
import { axe, reviewShot } from "./support/review";

test.describe.configure({ mode: "serial" });

const { port, url: site } = servers.passkey;
const dataDir = path.join(dataRoot, "passkey");
test.use({ baseURL: site });

const run = Date.now().toString(36);
const account = {
  email: `quinn.${run}@lavendercompass.example`,
  password: `Amethyst-harbour-${run}-2026`,
  name: "Quinn Harrow",
};

let ownSite: OwnSite | undefined;

function staffCli(...args: string[]): string {
  return execFileSync("node", ["scripts/staff.mjs", ...args], {
    env: { ...process.env, SITE_URL: site, STAFF_TOKEN: staffToken("passkey") },
    encoding: "utf8",
  });
}

/** A platform authenticator with a verified user, as a laptop's fingerprint reader would be. */
async function addAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

async function signIn(page: Page) {
  await page.goto("/staff/sign-in");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/enquiries$/);
}

async function addPasskey(page: Page, name: string) {
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Add a passkey" }).click();
}

const passkeyList = (page: Page) => page.getByRole("list", { name: "Your passkeys" });

/** The page's own alert, not Next.js's route announcer (also an alert) that names each page. */
const alertOf = (page: Page) => page.locator("p[role=alert]");

test.beforeAll(async () => {
  test.setTimeout(150_000);
  ownSite = await startOwnSite({ port, url: site, dataDir });
  staffCli(
    "add-user",
    "--email",
    account.email,
    "--password",
    account.password,
    "--name",
    account.name,
  );
});

test.afterAll(() => ownSite?.stop());

test("a signed-out browser cannot register a passkey or open the account page", async ({
  page,
  request,
}) => {
  const options = await request.get("/api/auth/passkey/generate-register-options");
  expect(options.status()).toBe(401);
  const verify = await request.post("/api/auth/passkey/verify-registration", {
    headers: { origin: site },
    data: { response: { id: "made-up", type: "public-key", response: {} }, name: "Intruder" },
  });
  expect(verify.status()).toBe(401);
  await page.goto("/staff/account");
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
});

test("adds a passkey, signs in with it alone, removes it, and it then signs nobody in", async ({
  page,
}) => {
  const { cdp, authenticatorId } = await addAuthenticator(page);
  await signIn(page);
  await page.getByRole("link", { name: "Account", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  const details = page.getByRole("region", { name: "Your details" });
  await expect(details).toContainText(account.name);
  await expect(details).toContainText(account.email);
  await expect(details).toContainText("Owner");
  await expect(page.getByText("You have no passkeys yet")).toBeVisible();
  // With the script running, the note about JavaScript is gone.
  await expect(page.getByText("needs JavaScript")).toHaveCount(0);

  await addPasskey(page, "Test laptop");
  await expect(page.getByRole("status").filter({ hasText: "added" })).toHaveText(
    "Passkey “Test laptop” added.",
  );
  const item = passkeyList(page).getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Test laptop");
  await expect(item).toContainText(/Added \w{3} \d{1,2}, \d{4}/);
  await expect(item).toContainText("Kept on one device");
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);
  // The member is mailed about it, in case it was not them.
  const outbox = JSON.parse(staffCli("outbox", "--json")) as { to: string; subject: string }[];
  expect(outbox).toContainEqual(
    expect.objectContaining({
      to: account.email,
      subject: "A passkey was added to your staff account",
    }),
  );

  // The same authenticator cannot hold two passkeys for one account: the browser says so.
  await addPasskey(page, "Again");
  const refusal = alertOf(page);
  await expect(refusal).toContainText("already holds a passkey for your account");
  await expect(refusal).toBeFocused();
  await expect(passkeyList(page).getByRole("listitem")).toHaveCount(1);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/staff\/enquiries$/);
  await expect(page.getByText(`Signed in as ${account.name}`)).toBeVisible();

  await page.goto("/staff/account");
  await page.getByRole("button", { name: "Remove passkey Test laptop" }).click();
  await expect(page.getByRole("status").filter({ hasText: "removed" })).toHaveText(
    "Passkey removed.",
  );
  await expect(page.getByText("You have no passkeys yet")).toBeVisible();

  // The device still holds the credential, but the desk no longer knows it.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  const failed = alertOf(page);
  await expect(failed).toHaveText(
    "That passkey isn’t linked to a staff account any more. Sign in with your e-mail and password.",
  );
  await expect(failed).toBeFocused();
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeEnabled();
});

test("a cancelled prompt and a browser without passkeys get a clear, focused message", async ({
  page,
  browser,
}) => {
  // An authenticator holding no passkey for the desk: the browser's prompt ends without one.
  await addAuthenticator(page);
  await page.goto("/staff/sign-in");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  const cancelled = alertOf(page);
  await expect(cancelled).toHaveText(
    "Passkey sign-in was cancelled or timed out. Try again, or sign in with your e-mail and password.",
  );
  await expect(cancelled).toBeFocused();

  const context = await browser.newContext({ baseURL: site });
  const without = await context.newPage();
  await without.addInitScript(() => {
    Reflect.deleteProperty(window, "PublicKeyCredential");
  });
  await without.goto("/staff/sign-in");
  await without.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await without.getByRole("button", { name: "Sign in with a passkey" }).click();
  const unsupported = alertOf(without);
  await expect(unsupported).toHaveText(
    "This browser can’t use passkeys. Sign in with your e-mail and password instead.",
  );
  await expect(unsupported).toBeFocused();

  // Signed in with the password, the same browser is told it cannot make one, and nothing is added.
  await without.getByLabel("E-mail").fill(account.email);
  await without.getByLabel("Password").fill(account.password);
  await without.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(without).toHaveURL(/\/staff\/enquiries$/);
  await without.goto("/staff/account");
  await without.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await addPasskey(without, "Old browser");
  const cannot = alertOf(without);
  await expect(cannot).toContainText("This browser can’t make passkeys");
  await expect(cannot).toBeFocused();
  await expect(without.getByText("You have no passkeys yet")).toBeVisible();
  await context.close();
});

test("with JavaScript off the password form works and the passkey parts say why they are missing", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: site, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/staff/sign-in");
  await expect(page.getByText("Signing in with a passkey needs JavaScript")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/enquiries$/);
  await page.goto("/staff/account");
  await expect(page.getByText("Adding a passkey needs JavaScript")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add a passkey" })).toHaveCount(0);
  await context.close();
});

test("axe finds no violations on the account and sign-in pages at 390 and 1280 pixels", async ({
  page,
  browser,
}) => {
  await addAuthenticator(page);
  await signIn(page);
  await page.goto("/staff/account");
  await addPasskey(page, "Studio desktop");
  await expect(passkeyList(page).getByRole("listitem")).toHaveCount(1);
  const signedOutContext = await browser.newContext({ baseURL: site });
  const signedOut = await signedOutContext.newPage();
  for (const width of [390, 1280]) {
    const height = width === 390 ? 844 : 900;
    for (const [name, target, route] of [
      ["sign-in", signedOut, "/staff/sign-in"],
      ["account", page, "/staff/account"],
    ] as const) {
      await target.setViewportSize({ width, height });
      await target.goto(route);
      await target.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await reviewShot(target, `staff-passkey-${name}-${width}`, { fullPage: true });
      const results = await axe(target).analyze();
      expect(results.violations, `${name} at ${width}px`).toEqual([]);
      // Nothing, not even a long e-mail address, makes the page scroll sideways.
      const pageWidth = await target.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, `${name} at ${width}px`).toBeLessThanOrEqual(width);
    }
  }
  await signedOutContext.close();
});
