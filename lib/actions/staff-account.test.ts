/**
 * The account page's password confirmation, the way back to adding a passkey once a sign-in is
 * more than ten minutes old: a wrong password changes nothing; the right one replaces the member's
 * session with a fresh one (the old one ends), counted like any sign-in.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";

const SITE = "http://localhost:3000";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "lc-confirm-"));
process.env.DATA_DIR = dataDir;
process.env.SITE_URL = SITE;

let requestHeaders = new Headers();
const setCookies: string[] = [];
jest.mock("next/headers", () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({
    get: () => undefined,
    getAll: () => [],
    set: (name: string) => void setCookies.push(name),
  }),
}));
jest.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error("NEXT_REDIRECT"), { to });
  },
}));

const email = "quinn@lavendercompass.example";
const password = "Saffron-ferry-at-eight-2026";

afterAll(async () => {
  const { getConnection } = await import("../db/client");
  await (await getConnection()).close();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeAll(async () => {
  const { getDb } = await import("../db/client");
  const { getStaffAuth } = await import("../auth/server");
  const { createStaffAccount } = await import("../auth/accounts");
  const { STAFF_TOKEN_ACTOR } = await import("../auth/actor");
  await createStaffAccount(
    await getStaffAuth(),
    await getDb(),
    { email, password },
    STAFF_TOKEN_ACTOR,
  );
}, 120_000);

async function confirm(typed: string) {
  const { confirmPasswordForPasskey } = await import("./staff-account");
  const form = new FormData();
  form.set("password", typed);
  return confirmPasswordForPasskey({}, form).catch((error: unknown) => error);
}

it("signs the member in afresh with their password, ending the old session", async () => {
  const { getDb } = await import("../db/client");
  const { getStaffAuth } = await import("../auth/server");
  const { staffSessions } = await import("../db/schema");
  const { mayAddPasskey } = await import("../auth/passkeys");
  const db = await getDb();
  const response = await (
    await getStaffAuth()
  ).api.signInEmail({ body: { email, password }, asResponse: true });
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  await db.execute(sql`update ${staffSessions} set created_at = now() - interval '11 minutes'`);
  const [old] = await db.select().from(staffSessions);
  expect(mayAddPasskey(old!.createdAt)).toBe(false);
  requestHeaders = new Headers({ cookie, origin: SITE, host: "localhost:3000" });

  expect(await confirm("not-my-password")).toEqual({
    error: "That password is not right. Nothing was changed.",
  });
  expect(await db.select().from(staffSessions)).toHaveLength(1);

  expect(await confirm(password)).toMatchObject({ to: "/staff/account?confirmed=1#add-passkey" });
  expect(setCookies).toContain("lavender-staff.session_token");
  const sessions = await db.select().from(staffSessions);
  expect(sessions).toHaveLength(1);
  expect(sessions[0]?.id).not.toBe(old?.id);
  expect(mayAddPasskey(sessions[0]!.createdAt)).toBe(true);
  expect(await db.select().from(staffSessions).where(eq(staffSessions.id, old!.id))).toEqual([]);
});
