/**
 * The staff API's new routes as the command line calls them (bearer token): "resend" answers
 * 200, 409, 404, 400 or 401 and is recorded as the token's; the CSV exports are POSTs (JSON or the
 * desk's form) that need the token or a session, download as CSV and are recorded too, and a GET,
 * which a link from another site could make, exports and records nothing.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";

const token = "a-staff-token-of-at-least-24-characters";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "lc-desk-routes-"));
process.env.DATA_DIR = dataDir;
process.env.STAFF_TOKEN = token;

type Handler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

const routes: Record<string, Handler> = {};

function call(
  name: string,
  url: string,
  {
    params = {},
    authorization = `Bearer ${token}`,
    method = "GET",
    body,
    type = "application/json",
  }: {
    params?: Record<string, string>;
    authorization?: string;
    method?: string;
    body?: string;
    type?: string;
  } = {},
) {
  return routes[name]!(
    new NextRequest(`http://localhost:3000${url}`, {
      method,
      headers: {
        ...(authorization && { authorization }),
        ...(body !== undefined && { "content-type": type }),
      },
      body,
    }),
    { params: Promise.resolve(params) },
  );
}

async function latestAction() {
  const { getDb } = await import("@/lib/db/client");
  const { listStaffActions } = await import("@/lib/db/queries/audit");
  return (await listStaffActions(await getDb(), { limit: 1 }))[0];
}

beforeAll(async () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  const load = async (name: string, module: Promise<unknown>, method: "GET" | "POST") => {
    routes[name] = ((await module) as Record<string, Handler>)[method]!;
  };
  await load("resend", import("@/app/api/staff/outbox/[id]/resend/route"), "POST");
  for (const [name, path] of [
    ["mail", "outbox"],
    ["bookings", "bookings"],
    ["credits", "credits"],
    ["inquiries", "inquiries"],
    ["subscribers", "subscribers"],
  ]) {
    const exported = import(`@/app/api/staff/${path}/export/route`);
    await load(name!, exported, "POST");
    await load(`${name}ByLink`, exported, "GET");
  }
});

afterAll(async () => {
  const { getConnection } = await import("@/lib/db/client");
  await (await getConnection()).close();
  rmSync(dataDir, { recursive: true, force: true });
});

it("sends a failed mail again once, as the staff token, and refuses the rest", async () => {
  const { getDb } = await import("@/lib/db/client");
  const { mailOutbox } = await import("@/lib/db/schema");
  const id = crypto.randomUUID();
  await (await getDb()).insert(mailOutbox).values({
    id,
    to: "guest@example.com",
    subject: "Your booking",
    text: "Hello",
    status: "failed",
    attempts: 60,
    lastError: "Error EENVELOPE 451",
  });
  const resend = (mailId: string, authorization?: string) =>
    call("resend", `/api/staff/outbox/${mailId}/resend`, {
      method: "POST",
      params: { id: mailId },
      ...(authorization !== undefined && { authorization }),
    });

  expect((await resend(id, "")).status).toBe(401);
  expect((await resend(id, "Bearer wrong-token-of-24-characters")).status).toBe(401);
  const done = await resend(id);
  expect(done.status).toBe(200);
  // No mail server here: the mail waits in the queue for one.
  expect(await done.json()).toEqual({ id, status: "queued" });
  expect(await latestAction()).toMatchObject({
    action: "mail.resend",
    target: id,
    staffId: "staff-token",
    staffName: "Staff token",
  });

  const again = await resend(id);
  expect(again.status).toBe(409);
  expect((await again.json()).error).toEqual({
    code: "conflict",
    message: "Only a failed mail can be sent again",
  });
  expect((await resend(crypto.randomUUID())).status).toBe(404);
  expect((await resend("not-a-mail")).status).toBe(400);
});

it.each([
  [
    "mail",
    "/api/staff/outbox/export",
    { status: "queued" },
    "mail",
    "mail.export",
    "id,created_at,kind",
  ],
  [
    "bookings",
    "/api/staff/bookings/export",
    { balance: "" },
    "bookings",
    "bookings.export",
    "reference,",
  ],
  [
    "credits",
    "/api/staff/credits/export",
    { q: "LC-" },
    "travel-credits",
    "credits.export",
    "code_ending,from_booking,status,amount",
  ],
  [
    "inquiries",
    "/api/staff/inquiries/export",
    { q: "", status: "new" },
    "enquiries",
    "inquiries.export",
    "id,",
  ],
  [
    "subscribers",
    "/api/staff/subscribers/export",
    { status: "pending" },
    "subscribers",
    "subscribers.export",
    "email,",
  ],
])(
  "exports %s as a CSV download on a POST, recorded in the audit log",
  async (name, url, filter, file, action, header) => {
    const json = JSON.stringify(filter);
    expect((await call(name, url, { method: "POST", body: json, authorization: "" })).status).toBe(
      401,
    );
    const response = await call(name, url, { method: "POST", body: json });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="${file}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect(await response.text()).toMatch(new RegExp(`^${header}`));
    expect(await latestAction()).toMatchObject({ action, staffName: "Staff token" });

    // The desk's plain form posts the same fields.
    const form = new URLSearchParams(filter).toString();
    const byForm = await call(name, url, {
      method: "POST",
      body: form,
      type: "application/x-www-form-urlencoded",
    });
    expect(byForm.status).toBe(200);
    expect(await byForm.text()).toMatch(new RegExp(`^${header}`));
  },
);

it.each(["mail", "bookings", "credits", "inquiries", "subscribers"])(
  "refuses a GET of the %s export, the kind a link from another site makes, and records nothing",
  async (name) => {
    const before = await latestAction();
    const path = name === "mail" ? "outbox" : name;
    const response = await call(`${name}ByLink`, `/api/staff/${path}/export?status=new`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect((await response.json()).error.code).toBe("method_not_allowed");
    expect(await latestAction()).toEqual(before);
  },
);

it("refuses an export filter it does not know with a 400 envelope", async () => {
  const response = await call("mail", "/api/staff/outbox/export", {
    method: "POST",
    body: JSON.stringify({ status: "lost" }),
  });
  expect(response.status).toBe(400);
  expect((await response.json()).error.code).toBe("bad_request");
});

it.each(["bookings", "credits", "inquiries", "subscribers"])(
  "refuses a %s search holding a NUL character with a 400 envelope, by JSON and by form",
  async (name) => {
    for (const [body, type] of [
      [JSON.stringify({ q: "KAX2\u0000" }), "application/json"],
      ["q=KAX2%00", "application/x-www-form-urlencoded"],
    ] as const) {
      const response = await call(name, `/api/staff/${name}/export`, {
        method: "POST",
        body,
        type,
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(/NUL characters/);
    }
  },
);
