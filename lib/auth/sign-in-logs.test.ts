/**
 * What the server prints while staff sign in: never the e-mail address typed, nor the password,
 * whether the sign-in fails, succeeds or meets a database failure (whose driver error carries the
 * query's parameters), through the auth endpoint and through the sign-in form's action.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";

const SITE = "http://localhost:3000";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "lc-sign-in-logs-"));
process.env.DATA_DIR = dataDir;
process.env.SITE_URL = SITE;

let requestHeaders = new Headers();
jest.mock("next/headers", () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({ get: () => undefined, set: () => undefined, getAll: () => [] }),
}));
jest.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error("NEXT_REDIRECT"), { to });
  },
}));

const email = "Marlow.Quince@LavenderCompass.example";
const password = "Juniper-evening-ferry-2026";
const printed: string[] = [];

type Handler = (request: Request) => Promise<Response>;
let POST: Handler;

function signInRequest(body: object): Request {
  return new Request(`${SITE}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SITE },
    body: JSON.stringify(body),
  });
}

async function signInByForm(typedEmail: string, typedPassword: string) {
  requestHeaders = new Headers({ origin: SITE, host: "localhost:3000" });
  const { signInStaff } = await import("../actions/staff-sign-in");
  const form = new FormData();
  form.set("email", typedEmail);
  form.set("password", typedPassword);
  return signInStaff({}, form).catch((error: unknown) => error);
}

beforeAll(async () => {
  const keep = (...args: unknown[]) =>
    void printed.push(
      args
        .map((arg) =>
          arg instanceof Error
            ? `${arg.stack} ${JSON.stringify(arg)}`
            : typeof arg === "string"
              ? arg
              : JSON.stringify(arg),
        )
        .join(" "),
    );
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    jest.spyOn(console, method).mockImplementation(keep);
  }
  for (const stream of [process.stdout, process.stderr]) {
    jest.spyOn(stream, "write").mockImplementation((chunk: unknown) => {
      keep(String(chunk));
      return true;
    });
  }
  ({ POST } = (await import("@/app/api/auth/[...all]/route")) as unknown as { POST: Handler });
  const { getDb } = await import("../db/client");
  const { getStaffAuth } = await import("./server");
  const { createStaffAccount } = await import("./accounts");
  const { STAFF_TOKEN_ACTOR } = await import("./actor");
  await createStaffAccount(
    await getStaffAuth(),
    await getDb(),
    { email, password },
    STAFF_TOKEN_ACTOR,
  );
  printed.length = 0;
});

afterAll(async () => {
  jest.restoreAllMocks();
  const { getConnection } = await import("../db/client");
  await (await getConnection()).close();
  rmSync(dataDir, { recursive: true, force: true });
});

const output = () => printed.join("\n").toLowerCase();

it("prints no address or password on a failed and a successful sign-in", async () => {
  expect((await POST(signInRequest({ email, password: `${password}x` }))).status).toBe(401);
  expect((await POST(signInRequest({ email: "Nobody.Known@example.com", password }))).status).toBe(
    401,
  );
  expect((await POST(signInRequest({ email: "not an address", password }))).status).toBe(400);
  expect((await POST(signInRequest({ email, password }))).status).toBe(200);
  expect(await signInByForm(email, `${password}x`)).toMatchObject({ email });
  expect(await signInByForm(email, password)).toMatchObject({ to: "/staff/enquiries" });
  for (const secret of [email, "nobody.known@example.com", "not an address", password]) {
    expect(output()).not.toContain(secret.toLowerCase());
  }
});

it("prints no address when the database fails during a sign-in", async () => {
  const { getDb } = await import("../db/client");
  const db = await getDb();
  await db.execute(sql`alter table staff_users rename to staff_users_away`);
  try {
    expect((await POST(signInRequest({ email, password }))).status).toBeGreaterThanOrEqual(500);
    expect(await signInByForm(email, password)).toMatchObject({ email });
  } finally {
    await db.execute(sql`alter table staff_users_away rename to staff_users`);
  }
  expect(output()).not.toContain(email.toLowerCase());
  expect(output()).not.toContain(password.toLowerCase());
});
