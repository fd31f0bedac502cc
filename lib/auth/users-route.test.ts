/**
 * POST /api/staff/users and its account changes, as `npm run staff -- add-user`, `disable-user`,
 * `enable-user`, `end-sessions` and `set-password` call them: the staff token alone may, the first
 * account is the owner and cannot be disabled, and no password is written to any log. A session
 * past its week, or of a disabled account, is no staff member.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";

const token = "a-staff-token-of-at-least-24-characters";
const password = "Harbour-lights-at-dusk-2026";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "lc-users-"));
process.env.DATA_DIR = dataDir;
process.env.STAFF_TOKEN = token;

type Handler = (request: NextRequest, context: { params: Promise<object> }) => Promise<Response>;
const routes: Record<string, Handler> = {};
const logged: unknown[][] = [];

function call(route: string, body: object, authorization = `Bearer ${token}`) {
  return routes[route]!(
    new NextRequest(`http://localhost:3000/api/staff/${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
}

const addUser = (body: object, authorization?: string) => call("users", body, authorization);

beforeAll(async () => {
  for (const method of ["log", "info", "warn", "error"] as const) {
    jest.spyOn(console, method).mockImplementation((...args) => void logged.push(args));
  }
  for (const route of [
    "users",
    "users/disable",
    "users/enable",
    "users/end-sessions",
    "users/set-password",
  ]) {
    const loaded = (await import(`@/app/api/staff/${route}/route`)) as { POST: Handler };
    routes[route] = loaded.POST;
  }
  // Opening and migrating the database is the slow part: done here, with time to spare on a
  // loaded machine, rather than inside the first test.
  const { getDb } = await import("@/lib/db/client");
  const { getStaffAuth } = await import("./server");
  await getDb();
  await getStaffAuth();
}, 120_000);

afterAll(async () => {
  const { getConnection } = await import("@/lib/db/client");
  await (await getConnection()).close();
  rmSync(dataDir, { recursive: true, force: true });
});

it("refuses a call without the staff token with the 401 envelope", async () => {
  const response = await addUser({ email: "a@example.com", password }, "Bearer wrong");
  expect(response.status).toBe(401);
  expect((await response.json()).error.code).toBe("unauthorized");
});

it("makes the owner first, then staff, and refuses the same e-mail twice", async () => {
  const owner = await addUser({ email: "owner@example.com", password, name: "Jo" });
  expect(owner.status).toBe(201);
  expect(await owner.json()).toMatchObject({ email: "owner@example.com", role: "owner" });
  const staff = await addUser({ email: "desk@example.com", password });
  expect(await staff.json()).toMatchObject({ role: "staff" });
  expect((await addUser({ email: "desk@example.com", password })).status).toBe(409);
});

it("refuses a short password before anything is stored", async () => {
  const response = await addUser({ email: "short@example.com", password: "too-short" });
  expect(response.status).toBe(400);
});

/** Signs in through the library; the request headers carrying the session cookie. */
async function signedIn(email: string, withPassword = password): Promise<Headers> {
  const { getStaffAuth } = await import("./server");
  const response = await (
    await getStaffAuth()
  ).api.signInEmail({ body: { email, password: withPassword }, asResponse: true });
  expect(response.status).toBe(200);
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  return new Headers({ cookie });
}

const memberOf = async (headers: Headers) => (await import("./session")).staffMemberFrom(headers);

const newPassword = "Harbour-lights-at-dawn-2027";

it("refuses every account change without the staff token, or with a member's session", async () => {
  const session = await signedIn("desk@example.com");
  for (const route of ["users/disable", "users/enable", "users/end-sessions"]) {
    expect((await call(route, { email: "desk@example.com" }, "")).status).toBe(401);
    expect((await call(route, { email: "desk@example.com" }, "Bearer wrong")).status).toBe(401);
  }
  const withSession = await routes["users/set-password"]!(
    new NextRequest("http://localhost:3000/api/staff/users/set-password", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: session.get("cookie") ?? "" },
      body: JSON.stringify({ email: "owner@example.com", password: newPassword }),
    }),
    { params: Promise.resolve({}) },
  );
  expect(withSession.status).toBe(401);
  expect(await memberOf(session)).toMatchObject({ email: "desk@example.com" });
});

it("disables a member, whose session stops at once, and enables them again", async () => {
  const session = await signedIn("desk@example.com");
  const disabled = await call("users/disable", { email: "Desk@Example.com" });
  expect(disabled.status).toBe(200);
  expect(await disabled.json()).toMatchObject({
    email: "desk@example.com",
    role: "staff",
    disabled: true,
    changed: true,
    sessions_ended: 2,
  });
  expect(await memberOf(session)).toBeNull();
  const enabled = await call("users/enable", { email: "desk@example.com" });
  expect(await enabled.json()).toMatchObject({ disabled: false, changed: true });
  expect(await memberOf(await signedIn("desk@example.com"))).not.toBeNull();
});

it("refuses to disable the owner with a 409 that says why", async () => {
  const response = await call("users/disable", { email: "owner@example.com" });
  expect(response.status).toBe(409);
  expect((await response.json()).error).toEqual({
    code: "conflict",
    message: "The owner's account cannot be disabled: the desk would be left without an owner",
  });
});

it("answers 404 for an unknown address and 400 for a bad one", async () => {
  expect((await call("users/end-sessions", { email: "nobody@example.com" })).status).toBe(404);
  expect((await call("users/disable", { email: "not-an-address" })).status).toBe(400);
  expect(
    (await call("users/set-password", { email: "owner@example.com", password: "short" })).status,
  ).toBe(400);
});

it("ends a member's sessions, and sets the owner's password from the command line", async () => {
  const member = await signedIn("desk@example.com");
  const ended = await call("users/end-sessions", { email: "desk@example.com" });
  expect(await ended.json()).toMatchObject({ sessions_ended: 2 });
  expect(await memberOf(member)).toBeNull();

  const owner = await signedIn("owner@example.com");
  const set = await call("users/set-password", {
    email: "owner@example.com",
    password: newPassword,
  });
  expect(set.status).toBe(200);
  expect(await set.json()).toMatchObject({ role: "owner", sessions_ended: 1 });
  expect(await memberOf(owner)).toBeNull();
  expect(await memberOf(await signedIn("owner@example.com", newPassword))).not.toBeNull();
});

it("ends a session a week after its sign-in, however recently it was used", async () => {
  const { getDb } = await import("@/lib/db/client");
  const { staffSessions } = await import("@/lib/db/schema");
  const { sql } = await import("drizzle-orm");
  const db = await getDb();
  await db.delete(staffSessions);
  const headers = await signedIn("desk@example.com");
  await db.execute(
    sql`update ${staffSessions} set created_at = now() - interval '7 days 1 minute', expires_at = now() + interval '23 hours'`,
  );
  expect(await memberOf(headers)).toBeNull();
  expect(await db.select().from(staffSessions)).toEqual([]);
});

it("writes no password to any log", () => {
  expect(JSON.stringify(logged)).not.toContain(password);
  expect(JSON.stringify(logged)).not.toContain(newPassword);
});
