/**
 * The attack table's rows for a booking's life after payment: the traveler's cancellation (the API
 * and the booking page's form, a server action), and travel credit codes on the checkout. A real
 * booking, paid on the test checkout, is prepared first: the rows that reach it run in order, the
 * refusals before the one request that is accepted.
 */
import { CHECKOUT_HOLD_HEADER, packageListSchema } from "@/lib/contract";
import { expect } from "./test";
import { post, jsonPostAttacks, refusedBodies, type Attack } from "./attacks";
import { rawRequest, type RawAnswer, type RawRequest } from "./raw-http";

const DAY = 86_400_000;

interface Prepared {
  token: string;
  /** The booking page's cancellation form as rendered: its hidden fields, React's included. */
  formFields: [string, string][];
}

let prepared: Prepared | undefined;
const real = () => {
  if (!prepared) throw new Error("prepareLifecycleAttacks() has not run");
  return prepared;
};

const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Books one traveler more than 60 days out on the test checkout; the form of its page. */
export async function prepareLifecycleAttacks(site: string): Promise<void> {
  const packages = packageListSchema.parse(await (await fetch(`${site}/api/packages`)).json());
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  // One seat on a late departure of a package the other specs leave alone (the lifecycle spec
  // books its first), more than 75 days out.
  const nordic = packages.find((pkg) => pkg.id === "nordic-design-baltic-old-towns");
  const departure = nordic?.departures.findLast(
    (candidate) =>
      (Date.parse(`${candidate.starts_on}T00:00:00Z`) - today) / DAY > 75 &&
      candidate.seats_left >= 1,
  );
  const choice = nordic && departure ? { pkg: nordic, departure } : undefined;
  if (!choice) throw new Error("No departure to book for the attack table");
  const created = await fetch(
    `${site}/api/payments/create-checkout?${new URLSearchParams({
      package_id: choice.pkg.id,
      origin_url: site,
      departure_id: choice.departure.id,
      travelers: "1",
    })}`,
    { method: "POST", headers: { origin: site } },
  );
  const { session_id, hold_token } = (await created.json()) as {
    session_id: string;
    hold_token: string;
  };
  const paid = await fetch(`${site}/api/payments/local/pay`, {
    method: "POST",
    headers: { origin: site, "content-type": "application/json" },
    body: JSON.stringify({
      session_id,
      card_number: "4242 4242 4242 4242",
      expiry: "12/99",
      cvc: "123",
      email: "attack.table@example.com",
      name: "Attack Table",
    }),
  });
  expect(paid.status).toBe(200);
  const status =
    (await // The buyer's proof, as its receipt cookie would carry it: the id alone gives no link.
    (
      await fetch(`${site}/api/payments/checkout-status/${session_id}`, {
        headers: { [CHECKOUT_HOLD_HEADER]: hold_token },
      })
    ).json()) as { booking_token: string };
  const token = status.booking_token;
  const html = (await rawRequest(site, { path: `/bookings/${token}` })).text;
  const start = html.lastIndexOf("<form", html.indexOf("Send my cancellation request"));
  const form = html.slice(start, html.indexOf("</form>", start));
  const formFields: [string, string][] = [];
  for (const input of form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)) {
    formFields.push([unescape(input[1]!), unescape(input[2] ?? "")]);
  }
  expect(formFields.some(([name]) => name.startsWith("$ACTION"))).toBe(true);
  prepared = { token, formFields };
}

/** The booking is still as it was: nothing asked, nothing cancelled. */
async function stillConfirmed(site: string) {
  const view = await rawRequest(site, { path: `/api/bookings/${real().token}` });
  expect(JSON.parse(view.text).status).toBe("confirmed");
}

/** The cancellation form posted as a browser without JavaScript posts it. */
function formPost(
  path: string,
  fields: [string, string][],
  headers: Record<string, string> = {},
): RawRequest {
  const boundary = `----lavender${Date.now().toString(36)}`;
  const body =
    fields
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join("") + `--${boundary}--\r\n`;
  return {
    method: "POST",
    path,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...headers },
    body,
  };
}

const withToken = (token: string, extra: [string, string][] = [["confirm", "yes"]]) =>
  real()
    .formFields.map(([name, value]): [string, string] => [
      name,
      name === "booking_token" ? token : value,
    ])
    .concat(extra);

export function lifecycleAttacks(site: string): Attack[] {
  const target = "POST /api/bookings/cancellation";
  const path = "/api/bookings/cancellation";
  const request = (marker: string) => ({ booking_token: marker.padEnd(43, "k"), confirm: true });
  const form = "POST /bookings/{token} (cancellation form, server action)";
  const checkout = `/api/payments/create-checkout?${new URLSearchParams({
    package_id: "amsterdam-pride-canal-week",
    origin_url: site,
  })}`;
  const noUrl = (answer: RawAnswer) => expect(answer.text).not.toContain('"url"');
  const creditRows: [string, number, RawRequest][] = [
    [
      "X-Credit-Code: SQL injection",
      400,
      { method: "POST", path: checkout, headers: { "x-credit-code": "x' OR '1'='1" } },
    ],
    [
      "X-Credit-Code: too short",
      400,
      { method: "POST", path: checkout, headers: { "x-credit-code": "LCC-7K3M" } },
    ],
    [
      "X-Credit-Code: 5,000 characters",
      400,
      { method: "POST", path: checkout, headers: { "x-credit-code": "7".repeat(5000) } },
    ],
    [
      "a credit code in the query string",
      400,
      { method: "POST", path: `${checkout}&credit_code=LCC-7K3M-9Q2P-XW4H-R8TN` },
    ],
    [
      "X-Credit-Code: a guessed code of the right shape",
      404,
      { method: "POST", path: checkout, headers: { "x-credit-code": "LCC-7K3M-9Q2P-XW4H-R8TN" } },
    ],
  ];
  return [
    ...jsonPostAttacks(target, path, request),
    ...refusedBodies(target, path, request, [
      ["token as a number", { booking_token: 12345678 }],
      ["token as an operator object", { booking_token: { $ne: null } }],
      ["SQL injection in the token", { booking_token: `${"a".repeat(32)}' OR '1'='1` }],
      ["a short token", { booking_token: "abc" }],
      ["confirm false", { confirm: false }],
      ["confirm missing", { confirm: undefined }],
      ["a tier the schedule does not have", { quoted_tier: "everything" }],
    ]),
    {
      target,
      name: "a guessed link token",
      status: 404,
      storesNothing: true,
      request: (m) => post(path, request(m)),
    },
    ...(
      [
        ["a real booking's link from another site", 403, { origin: "https://evil.example" }, {}],
        ["a real booking's link, cross-site fetch", 403, { "sec-fetch-site": "cross-site" }, {}],
        // The page showed "half" but the terms give more now (or less): confirmed again, not taken.
        ["a real booking's link with terms it was not shown", 409, {}, { quoted_tier: "credit" }],
      ] as [string, number, Record<string, string>, Record<string, unknown>][]
    ).map(([name, status, headers, change]) => ({
      target,
      name,
      status,
      storesNothing: true,
      request: () => post(path, { booking_token: real().token, confirm: true, ...change }, headers),
      verify: () => stillConfirmed(site),
    })),
    {
      target: form,
      name: "from another site: refused, nothing asked",
      status: 200,
      storesNothing: true,
      request: () =>
        formPost(`/bookings/${real().token}`, withToken(real().token), {
          "sec-fetch-site": "cross-site",
        }),
      verify: async (answer) => {
        expect(answer.text).toContain("Requests from other sites are not accepted");
        await stillConfirmed(site);
      },
    },
    // With an Origin a browser sends, the proxy refuses it first: a 403, never React's 500.
    ...["https://evil.example", "null", `${site}.evil.example`].map((origin): Attack => ({
      target: form,
      name: `Origin: ${origin === "null" ? "null" : origin.replace(site, "<site>")}: refused with 403`,
      status: 403,
      storesNothing: true,
      request: () => formPost(`/bookings/${real().token}`, withToken(real().token), { origin }),
      verify: async (answer) => {
        expect(answer.text).toContain("Requests from other sites are not accepted");
        await stillConfirmed(site);
      },
    })),
    {
      target: form,
      name: "another link's token in the form (guessed): refused",
      status: 200,
      storesNothing: true,
      request: (m) =>
        formPost(`/bookings/${real().token}`, withToken(m.padEnd(43, "g")), { origin: site }),
      verify: async (answer) => {
        expect(answer.text).toContain("Booking was not found");
        await stillConfirmed(site);
      },
    },
    {
      target: form,
      name: "the box not ticked: refused",
      status: 200,
      storesNothing: true,
      request: () =>
        formPost(`/bookings/${real().token}`, withToken(real().token, []), { origin: site }),
      verify: async (answer) => {
        expect(answer.text).toContain("Confirm that you want to cancel this booking");
        await stillConfirmed(site);
      },
    },
    {
      target,
      name: "a real booking's own link (control): the request is recorded",
      status: 201,
      request: () => post(path, { booking_token: real().token, confirm: true }),
      verify: async (answer) => {
        expect(JSON.parse(answer.text)).toMatchObject({ status: "cancellation_requested" });
      },
    },
    {
      target,
      name: "the same booking again: a second request is refused",
      status: 409,
      storesNothing: true,
      request: () => post(path, { booking_token: real().token, confirm: true }),
    },
    ...creditRows.map(([name, status, rawRequestOf]) => ({
      target: "POST /api/payments/create-checkout",
      name,
      status,
      storesNothing: true,
      request: () => rawRequestOf,
      verify: noUrl,
    })),
    {
      target: "POST /api/payments/create-checkout",
      name: "credit codes guessed one after another: refused within 10 an hour per address",
      status: 404,
      storesNothing: true,
      request: () => ({
        method: "POST",
        path: checkout,
        headers: { "x-credit-code": "LCC-2222-3333-4444-5555" },
      }),
      verify: async () => {
        // From another address (the IPv6 loopback, a network of its own), so this machine's other
        // specs keep their tries: the 11th guess in the hour is refused, whatever the code.
        const { port } = new URL(site);
        const other = `http://[::1]:${port}`;
        const answers: number[] = [];
        for (let i = 0; i < 11; i++) {
          const code = `LCC-2222-3333-4444-${"23456789AB"[i % 10]}${"CDEFGHJKMN"[i % 10]}22`;
          answers.push(
            (
              await rawRequest(other, {
                method: "POST",
                path: checkout,
                headers: { "x-credit-code": code, origin: site },
              })
            ).status,
          );
        }
        expect(answers.slice(0, 10).every((status) => status === 404)).toBe(true);
        expect(answers[10]).toBe(429);
      },
    },
  ];
}
