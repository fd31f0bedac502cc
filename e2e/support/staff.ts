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
