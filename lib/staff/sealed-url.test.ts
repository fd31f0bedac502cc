/** Sealed desk addresses: what they hold is unreadable and opens only for its maker, for a while. */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openFromUrl, SEALED_URL_LIFETIME_MS, sealForUrl } from "./sealed-url";

// The configuration is read at the first seal, after these are set.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "lc-sealed-"));
process.env.DATA_DIR = dataDir;
process.env.BETTER_AUTH_SECRET = "a-test-secret-that-is-long-enough-for-hmac";

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const address = "Rowan.Vale@example.com";

it("holds a search no one can read in the address, and opens it for its maker", () => {
  const token = sealForUrl("search", address, "member-1");
  expect(token).toMatch(/^[\w-]+$/);
  for (const part of ["rowan", "vale", "example", "Um93YW4"]) {
    expect(token.toLowerCase()).not.toContain(part.toLowerCase());
  }
  expect(openFromUrl("search", token, "member-1")).toBe(address);
  // The same search sealed twice reads differently: addresses do not reveal repeated searches.
  expect(sealForUrl("search", address, "member-1")).not.toBe(token);
});

it("opens nothing for another member, another purpose, an altered token or after twelve hours", () => {
  const now = Date.UTC(2026, 10, 25, 9);
  const token = sealForUrl("search", address, "member-1", now);
  expect(openFromUrl("search", token, "member-2", now)).toBeNull();
  expect(openFromUrl("cursor", token, "member-1", now)).toBeNull();
  const flipped = `${token.slice(0, 20)}${token[20] === "A" ? "B" : "A"}${token.slice(21)}`;
  expect(openFromUrl("search", flipped, "member-1", now)).toBeNull();
  expect(openFromUrl("search", "not-a-token", "member-1", now)).toBeNull();
  expect(openFromUrl("search", "", "member-1", now)).toBeNull();
  expect(openFromUrl("search", token, "member-1", now + SEALED_URL_LIFETIME_MS - 1)).toBe(address);
  expect(openFromUrl("search", token, "member-1", now + SEALED_URL_LIFETIME_MS)).toBeNull();
});
