/** Sign-in attempts are limited per address and per account, in the site's rate_limits table. */
import type { Connection } from "../db/client";
import { openTestDatabase } from "../test-support/databases";
import {
  countSignInAttempt,
  SIGN_IN_ATTEMPTS_PER_ACCOUNT,
  SIGN_IN_ATTEMPTS_PER_ADDRESS,
} from "./sign-in-limit";

let connection: Connection;
let cleanup: () => Promise<void>;
jest.mock("../db/client", () => ({
  ...jest.requireActual("../db/client"),
  getDb: async () => connection.db,
}));

beforeAll(async () => {
  ({ connection, cleanup } = await openTestDatabase());
});
afterAll(() => cleanup());

const attempt = (address: string, email: string) => countSignInAttempt({ address }, email);

it("refuses an address past its attempts, whichever accounts it tries", async () => {
  for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_ADDRESS; i++) {
    await attempt("203.0.113.7", `guess${i}@example.com`);
  }
  await expect(attempt("203.0.113.7", "another@example.com")).rejects.toMatchObject({
    code: "rate_limited",
  });
  await expect(attempt("203.0.113.8", "another@example.com")).resolves.toBeUndefined();
});

it("counts every IPv6 address of one /64 as one address", async () => {
  for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_ADDRESS; i++) {
    await attempt(`2001:db8:7:7::${(i + 1).toString(16)}`, `v6guess${i}@example.com`);
  }
  await expect(attempt("2001:db8:7:7:ffff::1", "v6another@example.com")).rejects.toMatchObject({
    code: "rate_limited",
  });
  await expect(attempt("2001:db8:7:8::1", "v6another@example.com")).resolves.toBeUndefined();
});

it("refuses an account tried from many addresses past its attempts", async () => {
  for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_ACCOUNT; i++) {
    await attempt(`198.51.100.${i}`, "Owner@Example.com");
  }
  await expect(attempt("198.51.100.250", "owner@example.com ")).rejects.toMatchObject({
    code: "rate_limited",
  });
});
