/**
 * The owner's staff API routes as a browser session and the command line reach them: the audit log
 * (JSON and CSV) and a visitor's export answer the owner and the staff token, refuse other staff
 * with 403 and strangers with 401; every export is itself audited, by the visitor's key and never
 * their address; renewing a booking's link is audited as whoever asked, and refused once erased.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import type { Database } from "@/lib/db/client";

const token = "a-staff-token-of-at-least-24-characters";
const password = "Harbour-lights-at-dusk-2026";
const site = "http://localhost:3000";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "lc-owner-"));
process.env.DATA_DIR = dataDir;
process.env.STAFF_TOKEN = token;

type Handler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;
const handlers: Record<string, Handler> = {};
let db: Database;
let ownerCookie: string;
let staffCookie: string;
let visitorKey: (email: string) => string;
let reference: string;
const visitor = "Sasha.Quill@example.com";

function call(
  name: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  params: Record<string, string> = {},
) {
  return handlers[name]!(new NextRequest(`${site}${url}`, init), {
    params: Promise.resolve(params),
  });
}

const asToken = { authorization: `Bearer ${token}` };
const as = (cookie: string) => ({ cookie });

async function latestAudit() {
  const { listStaffActions } = await import("@/lib/db/queries/audit");
  return (await listStaffActions(db, { limit: 1 }))[0];
}

beforeAll(async () => {
  const [users, audit, auditExport, privacyExport, renew] = await Promise.all([
    import("@/app/api/staff/users/route"),
    import("@/app/api/staff/audit/route"),
    import("@/app/api/staff/audit/export/route"),
    import("@/app/api/staff/privacy/export/route"),
    import("@/app/api/staff/bookings/[reference]/renew-link/route"),
  ]);
  Object.assign(handlers, {
    users: users.POST,
    audit: audit.GET,
    auditExport: auditExport.POST,
    auditExportByLink: auditExport.GET,
    privacyExport: privacyExport.POST,
    renew: renew.POST,
  } as unknown as Record<string, Handler>);
  ({ visitorKey } = await import("./visitor-key"));
  const { getDb } = await import("@/lib/db/client");
  const { getStaffAuth } = await import("@/lib/auth/server");
  db = await getDb();

  for (const [email, name] of [
    ["owner@example.com", "Morgan"],
    ["desk@example.com", "Robin"],
  ]) {
    const created = await call("users", "/api/staff/users", {
      method: "POST",
      headers: { "content-type": "application/json", ...asToken },
      body: JSON.stringify({ email, password, name }),
    });
    expect(created.status).toBe(201);
  }
  const auth = await getStaffAuth();
  const cookieOf = async (email: string) => {
    const response = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
    return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  };
  ownerCookie = await cookieOf("owner@example.com");
  staffCookie = await cookieOf("desk@example.com");

  const { insertInquiry } = await import("@/lib/db/queries/inquiries");
  await insertInquiry(db, {
    name: "Sasha Quill",
    email: visitor,
    message: "Reykjavik in winter",
    travelers_count: 1,
  });
  const { insertBookingOnce } = await import("@/lib/db/queries/bookings");
  reference = "LC-Q7K3M9PZ";
  await insertBookingOnce(db, {
    provider: "local",
    sessionId: "cs_test_owner_routes",
    packageId: "iceland",
    packageName: "Iceland Ring Road",
    amountTotal: 420_000,
    currency: "usd",
    customerEmail: visitor.toLowerCase(),
    customerName: "Sasha Quill",
    reference,
  });
});

afterAll(async () => {
  const { getConnection } = await import("@/lib/db/client");
  await (await getConnection()).close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the audit log API", () => {
  it("answers the owner and the command line, refuses other staff and strangers", async () => {
    const stranger = await call("audit", "/api/staff/audit");
    expect(stranger.status).toBe(401);
    const staff = await call("audit", "/api/staff/audit", { headers: as(staffCookie) });
    expect(staff.status).toBe(403);
    expect((await staff.json()).error).toEqual({
      code: "forbidden",
      message: "Only the owner of the staff desk may do this",
    });
    for (const headers of [as(ownerCookie), asToken]) {
      const answer = await call("audit", "/api/staff/audit", { headers });
      expect(answer.status).toBe(200);
      const entries = (await answer.json()) as { action: string; staff_name: string }[];
      expect(entries.map((entry) => entry.action)).toEqual(
        expect.arrayContaining(["staff.add-user", "staff.sign-in"]),
      );
    }
  });

  it("filters by action and staff member and pages by entry", async () => {
    const signIns = (await (
      await call("audit", "/api/staff/audit?action=staff.sign-in", { headers: asToken })
    ).json()) as { staff_name: string; staff_id: string; id: string }[];
    expect(signIns.map((entry) => entry.staff_name).sort()).toEqual(["Morgan", "Robin"]);
    const robin = signIns.find((entry) => entry.staff_name === "Robin")!;
    const robins = (await (
      await call("audit", `/api/staff/audit?staff=${robin.staff_id}`, { headers: asToken })
    ).json()) as { staff_name: string }[];
    expect(robins.every((entry) => entry.staff_name === "Robin")).toBe(true);
    const first = (await (
      await call("audit", "/api/staff/audit?limit=1", { headers: asToken })
    ).json()) as { id: string }[];
    const next = (await (
      await call("audit", `/api/staff/audit?limit=1&before=${first[0]!.id}`, { headers: asToken })
    ).json()) as { id: string }[];
    expect(next[0]?.id).not.toBe(first[0]?.id);
    const bad = await call("audit", "/api/staff/audit?before=not-an-id", { headers: asToken });
    expect(bad.status).toBe(400);
  });

  it("exports the log as CSV for the owner only, and logs the export", async () => {
    const exportForm = (headers: Record<string, string>, fields: Record<string, string> = {}) => ({
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    });
    const staff = await call("auditExport", "/api/staff/audit/export", exportForm(as(staffCookie)));
    expect(staff.status).toBe(403);
    // A link (a GET another site could make the owner's browser follow) exports and logs nothing.
    const before = await latestAudit();
    const byLink = await call("auditExportByLink", "/api/staff/audit/export", {
      headers: as(ownerCookie),
    });
    expect(byLink.status).toBe(405);
    expect(await latestAudit()).toEqual(before);
    const answer = await call(
      "auditExport",
      "/api/staff/audit/export",
      exportForm(as(ownerCookie), { action: "staff.sign-in" }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(answer.headers.get("content-disposition")).toMatch(/filename="audit-log-\d{4}-/);
    const lines = (await answer.text()).trim().split("\r\n");
    expect(lines[0]).toBe("time,staff,staff_id,action,record,detail");
    expect(lines.slice(1).every((line) => line.includes(",staff.sign-in,"))).toBe(true);
    expect(await latestAudit()).toMatchObject({
      action: "audit.export",
      staffName: "Morgan",
      detail: `${lines.length - 1} entries (action staff.sign-in)`,
    });
  });
});

describe("a visitor's export", () => {
  const form = (email: string, headers: Record<string, string>) => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ email }).toString(),
  });

  it("is refused to other staff, strangers and other sites", async () => {
    const url = "/api/staff/privacy/export";
    expect((await call("privacyExport", url, form(visitor, {}))).status).toBe(401);
    expect((await call("privacyExport", url, form(visitor, as(staffCookie)))).status).toBe(403);
    const foreign = await call(
      "privacyExport",
      url,
      form(visitor, { ...as(ownerCookie), origin: "https://evil.example" }),
    );
    expect(foreign.status).toBe(403);
  });

  it("downloads everything about the address for the owner, named and audited by key", async () => {
    const answer = await call(
      "privacyExport",
      "/api/staff/privacy/export",
      form("SASHA.QUILL@example.com", as(ownerCookie)),
    );
    expect(answer.status).toBe(200);
    const key = visitorKey(visitor);
    expect(answer.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="visitor-${key}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const exported = await answer.json();
    expect(exported.enquiries[0]).toMatchObject({ message: "Reykjavik in winter" });
    expect(exported.bookings[0]).toMatchObject({ reference, amount_total: 420_000 });
    const entry = await latestAudit();
    expect(entry).toMatchObject({ action: "visitor.export", target: key, staffName: "Morgan" });
    expect(JSON.stringify(entry)).not.toMatch(/sasha/i);
  });

  it("takes JSON from the command line and refuses what is not an address", async () => {
    const json = (body: string, type = "application/json") => ({
      method: "POST",
      headers: { "content-type": type, ...asToken },
      body,
    });
    const url = "/api/staff/privacy/export";
    const answer = await call("privacyExport", url, json(JSON.stringify({ email: visitor })));
    expect(answer.status).toBe(200);
    expect(await latestAudit()).toMatchObject({
      action: "visitor.export",
      staffName: "Staff token",
    });
    expect((await call("privacyExport", url, json('{"email": "nobody"}'))).status).toBe(400);
    expect((await call("privacyExport", url, json("null"))).status).toBe(400);
    expect((await call("privacyExport", url, json("{", "application/json"))).status).toBe(400);
    expect((await call("privacyExport", url, json(visitor, "text/plain"))).status).toBe(415);
    // Too big is too big, JSON or form, however it is sent.
    const huge = JSON.stringify({ email: visitor, padding: "x".repeat(70 * 1024) });
    expect((await call("privacyExport", url, json(huge))).status).toBe(413);
    const hugeForm = new URLSearchParams({ email: visitor, padding: "x".repeat(70 * 1024) });
    const formPost = json(hugeForm.toString(), "application/x-www-form-urlencoded");
    expect((await call("privacyExport", url, formPost)).status).toBe(413);
  });
});

describe("renewing a booking's link", () => {
  const renew = (headers: Record<string, string>) =>
    call(
      "renew",
      `/api/staff/bookings/${reference}/renew-link`,
      { method: "POST", headers },
      { reference },
    );

  it("is audited as the command line or the signed-in member", async () => {
    expect((await renew(asToken)).status).toBe(200);
    expect(await latestAudit()).toMatchObject({
      action: "booking.renew-link",
      target: reference,
      staffId: "staff-token",
      staffName: "Staff token",
    });
    expect((await renew(as(staffCookie))).status).toBe(200);
    expect(await latestAudit()).toMatchObject({ action: "booking.renew-link", staffName: "Robin" });
  });

  it("is refused with a conflict once the traveler was erased", async () => {
    const { eraseVisitor } = await import("@/lib/db/queries/visitor-erasure");
    await eraseVisitor(db, visitor, { id: "owner", name: "Morgan" });
    const refused = await renew(asToken);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe("conflict");
    expect(await latestAudit()).toMatchObject({ action: "visitor.erase" });
  });
});
