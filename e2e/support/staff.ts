/** The staff desk's test helpers: the command line against the embedded instance, accounts, sign-in. */
import { execFileSync } from "node:child_process";
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

/** Signs in on the sign-in page (a wrong `password` to see it refused). */
export async function signIn(page: Page, account: StaffAccount, password = account.password) {
  await page.goto("/staff/sign-in");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(password);
  // Exact: on a domain (not an IP) the page also offers "Sign in with a passkey".
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
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
  await page.getByLabel(field).fill(words);
  await page.getByRole("button", { name: button }).click();
  await page.waitForURL((url) => url.searchParams.has("search"));
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
