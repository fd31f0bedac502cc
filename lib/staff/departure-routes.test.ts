/**
 * The manifest export's route as an attacker or the command line meets it: staff only (the token
 * or a session), a POST from the site itself, audited, a GET refused, a bad or unknown departure
 * refused without a record.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";

const token = "a-staff-token-of-at-least-24-characters";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "lc-departure-routes-"));
process.env.DATA_DIR = dataDir;
process.env.STAFF_TOKEN = token;

type Handler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;
let post: Handler;
let get: Handler;

function call(
  handler: Handler,
  id: string,
  headers: Record<string, string> = { authorization: `Bearer ${token}` },
) {
  return handler(
    new NextRequest(`http://localhost:3000/api/staff/departures/${encodeURIComponent(id)}/export`, {
      method: handler === get ? "GET" : "POST",
      headers,
    }),
    { params: Promise.resolve({ id }) },
  );
}

async function latestAction() {
  const { getDb } = await import("@/lib/db/client");
  const { listStaffActions } = await import("@/lib/db/queries/audit");
  return (await listStaffActions(await getDb(), { limit: 1 }))[0];
}

let departureId: string;

beforeAll(async () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  const route = await import("@/app/api/staff/departures/[id]/export/route");
  post = route.POST as unknown as Handler;
  get = route.GET as unknown as Handler;
  const { getCatalog } = await import("@/lib/content/catalog");
  departureId = getCatalog().packages[0]!.departures[0]!.id;
});

afterAll(async () => {
  const { getConnection } = await import("@/lib/db/client");
  await (await getConnection()).close();
  rmSync(dataDir, { recursive: true, force: true });
});

it("exports a departure's manifest as CSV for the staff token, recorded in the audit log", async () => {
  const response = await call(post, departureId);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("content-disposition")).toMatch(
    new RegExp(`^attachment; filename="manifest-${departureId}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
  expect(await response.text()).toBe(
    "departure,package,reference,traveler,email,travelers,trip_total,carbon_offset,paid,balance,currency,balance_due_on,balance_status,status,paid_with_credit,refunded,credit_issued,supplier_costs,processing_fee,test_mode,booked_at\r\n",
  );
  expect(await latestAction()).toMatchObject({
    action: "departure.export",
    target: departureId,
    detail: "0 bookings, 0 travelers",
    staffName: "Staff token",
  });
});

it.each([
  ["no credentials", {}],
  ["a wrong token", { authorization: "Bearer wrong-token-of-24-characters!!" }],
  ["a forged session cookie", { cookie: "better-auth.session_token=forged.signature" }],
])("refuses %s with 401 and records nothing", async (_name, headers) => {
  const before = await latestAction();
  const response = await call(post, departureId, headers);
  expect(response.status).toBe(401);
  expect((await response.json()).error.code).toBe("unauthorized");
  expect(await latestAction()).toEqual(before);
});

it("refuses a post from another site, even with the token", async () => {
  const before = await latestAction();
  const response = await call(post, departureId, {
    authorization: `Bearer ${token}`,
    origin: "https://evil.example",
  });
  expect(response.status).toBe(403);
  expect(await latestAction()).toEqual(before);
});

it("refuses a GET, the kind a link makes, and records nothing", async () => {
  const before = await latestAction();
  const response = await call(get, departureId);
  expect(response.status).toBe(405);
  expect(response.headers.get("allow")).toBe("POST");
  expect(await latestAction()).toEqual(before);
});

it.each([
  ["a malformed departure", "../../etc/passwd", 400],
  ["an unknown departure", "no-such-trip-2027-01-01", 404],
])("answers %s with its envelope and records nothing", async (_name, id, status) => {
  const before = await latestAction();
  const response = await call(post, id);
  expect(response.status).toBe(status);
  expect((await response.json()).error.message).not.toContain("passwd");
  expect(await latestAction()).toEqual(before);
});
