/**
 * POST /api/staff/users, as `npm run staff -- add-user` calls it: the staff token alone may create
 * accounts, the first is the owner, and the password is written to no log.
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
let POST: Handler;
const logged: unknown[][] = [];

function addUser(body: object, authorization = `Bearer ${token}`) {
  return POST(
    new NextRequest("http://localhost:3000/api/staff/users", {
      method: "POST",
      headers: { "content-type": "application/json", authorization },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
}

beforeAll(async () => {
  for (const method of ["log", "info", "warn", "error"] as const) {
    jest.spyOn(console, method).mockImplementation((...args) => void logged.push(args));
  }
  ({ POST } = (await import("@/app/api/staff/users/route")) as unknown as { POST: Handler });
});

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

it("writes the password to no log", () => {
  expect(JSON.stringify(logged)).not.toContain(password);
});
