/**
 * The booking routes as a visitor or an attacker reaches them: a checkout never returns to a host
 * the request names (a forged Host or X-Forwarded-Host); a booking link's token is taken from the
 * X-Booking-Token header only, never from the address; and a link answers 410 once its trip is
 * more than 90 days over.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import type { TravelPackage } from "@/lib/contract";
import type { Database } from "@/lib/db/client";

// Route handlers called directly run outside a request: the checkout's hold cookie needs a jar.
const jar = new Map<string, string>();
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => jar.set(name, value),
    delete: (name: string) => jar.delete(name),
  }),
}));

const site = "http://localhost:3000";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "lc-link-routes-"));
process.env.DATA_DIR = dataDir;
process.env.SITE_URL = site;

type Handler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;
const handlers: Record<string, Handler> = {};
let db: Database;
let travelPackage: TravelPackage;

function call(
  name: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  params: Record<string, string> = {},
) {
  const address = url.startsWith("http") ? url : `${site}${url}`;
  return handlers[name]!(new NextRequest(address, init), { params: Promise.resolve(params) });
}

const checkoutPath = (query: Record<string, string>) =>
  `/api/payments/create-checkout?${new URLSearchParams({ package_id: travelPackage.id, ...query })}`;

beforeAll(async () => {
  const [createCheckout, pay, status, booking] = await Promise.all([
    import("@/app/api/payments/create-checkout/route"),
    import("@/app/api/payments/local/pay/route"),
    import("@/app/api/payments/checkout-status/[session_id]/route"),
    import("@/app/api/bookings/[token]/route"),
  ]);
  Object.assign(handlers, {
    createCheckout: createCheckout.POST,
    pay: pay.POST,
    status: status.GET,
    booking: booking.GET,
  } as unknown as Record<string, Handler>);
  const { getDb } = await import("@/lib/db/client");
  db = await getDb();
  const { getCatalog } = await import("@/lib/content/catalog");
  const { daysBetween, isoDay } = await import("./money");
  // A package with a departure far enough away to leave a balance to pay.
  travelPackage = getCatalog().packages.find((pkg) =>
    pkg.departures.some((d) => daysBetween(isoDay(), d.starts_on) > 60 && d.seats_left >= 2),
  )!;
});

afterAll(async () => {
  const { getConnection } = await import("@/lib/db/client");
  await (await getConnection()).close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Books the package on the test checkout; the booking's reference and the page's link. */
async function book(): Promise<{ reference: string; token: string }> {
  const departure = travelPackage.departures.find((d) => d.seats_left >= 2)!;
  const created = await call(
    "createCheckout",
    checkoutPath({ origin_url: site, departure_id: departure.id }),
    { method: "POST" },
  );
  expect(created.status).toBe(200);
  const { session_id } = (await created.json()) as { session_id: string };
  const paid = await call("pay", "/api/payments/local/pay", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      session_id,
      card_number: "4242 4242 4242 4242",
      expiry: "12/99",
      cvc: "123",
      email: "ana@example.com",
      name: "Ana Souza",
    }),
  });
  expect(paid.status).toBe(200);
  const status = await call(
    "status",
    `/api/payments/checkout-status/${session_id}`,
    {},
    {
      session_id,
    },
  );
  const { booking_reference, booking_token } = (await status.json()) as Record<string, string>;
  return { reference: booking_reference!, token: booking_token! };
}

describe("a checkout's return address", () => {
  it.each([
    ["a forged Host", "http://evil.example/api", {}, "http://evil.example"],
    [
      "a forged X-Forwarded-Host",
      `${site}/api`,
      { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
      "https://evil.example",
    ],
  ])("is never %s", async (_case, base, headers, evil) => {
    const url = `${base.replace(/\/api$/, "")}${checkoutPath({ origin_url: evil })}`;
    const answer = await call("createCheckout", url, { method: "POST", headers });
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toEqual({
      code: "bad_request",
      message: "origin_url: must be this site's own origin",
    });
  });
});

describe("a booking link", () => {
  it("is taken from the X-Booking-Token header, and refused in the address", async () => {
    const { token } = await book();
    const inQuery = await call(
      "createCheckout",
      checkoutPath({ origin_url: site, booking_token: token }),
      {
        method: "POST",
      },
    );
    expect(inQuery.status).toBe(400);
    expect((await inQuery.json()).error.message).toBe(
      "booking_token: send the booking link's token in the X-Booking-Token header",
    );
    const inHeader = await call("createCheckout", checkoutPath({ origin_url: site }), {
      method: "POST",
      headers: { "x-booking-token": token },
    });
    expect(inHeader.status).toBe(200);
  });

  it("opens its booking until 90 days after the trip, then answers 410", async () => {
    const { reference, token } = await book();
    const open = await call("booking", `/api/bookings/${token}`, {}, { token });
    expect(open.status).toBe(200);
    expect((await open.json()).reference).toBe(reference);

    const { sql } = await import("drizzle-orm");
    const { addDays, isoDay } = await import("./money");
    const lastDay = addDays(isoDay(), -(90 + travelPackage.duration_days - 1));
    await db.execute(
      sql`update bookings set starts_on = ${lastDay} where reference = ${reference}`,
    );
    expect((await call("booking", `/api/bookings/${token}`, {}, { token })).status).toBe(200);
    await db.execute(
      sql`update bookings set starts_on = ${addDays(lastDay, -1)} where reference = ${reference}`,
    );
    const expired = await call("booking", `/api/bookings/${token}`, {}, { token });
    expect(expired.status).toBe(410);
    expect((await expired.json()).error).toEqual({
      code: "gone",
      message:
        "This booking link has expired: links stop working 90 days after the trip. Please contact us for anything about this booking",
    });
    const unknown = "u".repeat(43);
    expect((await call("booking", `/api/bookings/${unknown}`, {}, { token: unknown })).status).toBe(
      404,
    );
  });
});
