/** The staff desk's test helpers: the command line against the embedded instance, accounts, sign-in. */
import { execFileSync } from "node:child_process";
import type { Cookie } from "@playwright/test";
import { expect, type Page } from "./test";
import { servers, staffToken } from "./servers";

export interface StaffAccount {
  email: string;
  password: string;
  name: string;
}

/** Runs `npm run staff -- <args>` against the embedded instance with its token; its stdout. */
export function staffCli(...args: string[]): string {
  return execFileSync("node", ["scripts/staff.mjs", ...args], {
    env: { ...process.env, SITE_URL: servers.embedded.url, STAFF_TOKEN: staffToken("embedded") },
    encoding: "utf8",
  });
}

/** Makes a desk account with the command line, which never prints the password. */
export function createStaffAccount(account: StaffAccount): void {
  const created = staffCli(
    "add-user",
    "--email",
    account.email,
    "--password",
    account.password,
    "--name",
    account.name,
  );
  expect(created).toContain(account.email);
  expect(created).not.toContain(account.password);
}

/** Each account's session cookie from its last sign-in on the form in this run. */
const sessions = new Map<string, Cookie[]>();

/**
 * Signs in on the sign-in page (a wrong `password` to see it refused). The site counts sign-ins,
 * 10 per address in 15 minutes as for any visitor, and every spec's browser is one address; so a
 * later sign-in of the same account reuses the session of the earlier one while it still opens
 * the desk, unless `fresh` asks for the form.
 */
export async function signIn(
  page: Page,
  account: StaffAccount,
  password = account.password,
  { fresh = false } = {},
) {
  const right = password === account.password;
  const kept = right && !fresh ? sessions.get(account.email) : undefined;
  if (kept) {
    await page.context().addCookies(kept);
    await page.goto("/staff/enquiries");
    if (new URL(page.url()).pathname === "/staff/enquiries") return;
  }
  await page.goto("/staff/sign-in");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(password);
  // Exact: on a domain (not an IP) the page also offers "Sign in with a passkey".
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  if (!right) return;
  const opened = await page.waitForURL(/\/staff\/enquiries$/).then(
    () => true,
    () => false,
  );
  if (opened) {
    const cookies = await page.context().cookies();
    sessions.set(
      account.email,
      cookies.filter((cookie) => cookie.name.includes("session_token")),
    );
  }
}

/**
 * Searches a desk list with its form: the words are posted, and the list's new address carries
 * them sealed, never as typed (checked here every time).
 */
export async function searchDesk(
  page: Page,
  words: string,
  { field, button }: { field: string; button: string },
) {
  const before = page.url();
  await page.getByLabel(field).fill(words);
  await page.getByRole("button", { name: button }).click();
  // A new address every time: the same words sealed again read differently.
  await page.waitForURL((url) => url.href !== before && url.searchParams.has("search"));
  expectNoWordsIn(page.url(), words);
}

/** An address holds none of the words searched for, in any spelling a log or history keeps. */
export function expectNoWordsIn(address: string, words: string) {
  const kept = [address, decodeURIComponent(address)].join(" ").toLowerCase();
  // Words of six letters or more: a shorter one could turn up by chance in the sealed token.
  for (const word of words
    .toLowerCase()
    .split(/[\s@.]+/)
    .filter((w) => w.length >= 6)) {
    expect(kept).not.toContain(word);
  }
}
