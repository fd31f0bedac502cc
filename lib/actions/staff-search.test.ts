/**
 * The desk's search form answers with the list's address: the words searched for are sealed in
 * it, never written there, and the list's filter stays as it was.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openFromUrl } from "../staff/sealed-url";
import { searchDeskList } from "./staff-search";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "lc-search-"));
process.env.DATA_DIR = dataDir;
process.env.SITE_URL = "http://localhost:3000";

const member = { id: "member-7", name: "Robin", email: "robin@example.com", role: "staff" };
jest.mock("../auth/current", () => ({ requireStaffMember: async () => member }));
jest.mock("next/headers", () => ({
  headers: async () => new Headers({ host: "localhost:3000", origin: "http://localhost:3000" }),
}));
jest.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error("NEXT_REDIRECT"), { to });
  },
}));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function search(fields: Record<string, string>): Promise<URL> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const answer = (await searchDeskList(form).catch((error: unknown) => error)) as { to?: string };
  return new URL(answer.to ?? "", "http://localhost:3000");
}

it.each([
  ["enquiries", "status", "contacted"],
  ["bookings", "status", "overdue"],
  ["bookings", "status", "cancellation_requested"],
  ["subscribers", "status", "pending"],
])(
  "keeps a search of the %s out of the address, and its filter in it",
  async (list, filter, value) => {
    const words = "Rowan.Vale@Example.com";
    const url = await search({ list, q: ` ${words} `, [filter]: value });
    expect(url.pathname).toBe(`/staff/${list}`);
    expect(url.searchParams.get(filter)).toBe(value);
    expect(url.href.toLowerCase()).not.toContain("rowan");
    expect(decodeURIComponent(url.href).toLowerCase()).not.toContain("example.com");
    expect(openFromUrl("search", url.searchParams.get("search") ?? "", member.id)).toBe(words);
  },
);

it("answers with the plain list when nothing was searched, and drops an unknown filter", async () => {
  const url = await search({ list: "bookings", q: "  ", balance: "everything" });
  expect(url.pathname + url.search).toBe("/staff/bookings");
});

it("searches the credits by what was typed, less any NUL character, which nothing stored holds", async () => {
  const url = await search({ list: "credits", q: "KAX2\u0000" });
  expect(url.pathname).toBe("/staff/credits");
  expect(openFromUrl("search", url.searchParams.get("search") ?? "", member.id)).toBe("KAX2");
});
