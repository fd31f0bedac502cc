/**
 * Bad input on every POST and every path parameter of the API, as a table: each attack gets the
 * one status it must, an error envelope that echoes nothing, and where it must, nothing is stored
 * (the staff API before and after). `npm run check:inputs` runs this file alone and prints the table.
 */
import http from "node:http";
import { expect, test } from "../support/test";
import {
  aiPostRoutes,
  foreignOrigins,
  jsonPostAttacks,
  pathParameterAttacks,
  post,
  refusedBodies,
  type Attack,
} from "../support/attacks";
import { rawRequest, type RawAnswer, type RawRequest } from "../support/raw-http";
import { servers, staffToken } from "../support/servers";
import { storedByStaff, storedRecordOf } from "../support/staff-records";
import { storedInputAttacks } from "../support/stored-attacks";
import { lifecycleAttacks, prepareLifecycleAttacks } from "../support/lifecycle-attacks";

const site = servers.embedded.url;
const packageId = "amsterdam-pride-canal-week";
const codeByStatus: Record<number, string> = {
  400: "bad_request",
  401: "unauthorized",
  402: "card_declined",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
};

const enquiry = (marker: string) => ({ name: "Ana", email: "ana@example.com", message: marker });
const subscription = (marker: string) => ({ email: `${marker}@example.com` });
const payment = (marker: string) => ({
  session_id: `cs_test_${marker}`,
  card_number: "4242 4242 4242 4242",
  expiry: "12/99",
  cvc: "123",
  email: "ana@example.com",
  name: marker,
});
/** Who travels on a booking a travel credit pays in full. */
const leadTraveler = (marker: string) => ({
  session_id: `cs_test_${marker}`,
  name: marker,
  email: "ana@example.com",
});
/** A cancel link's or a hold cookie's token of the right shape that no checkout holds. */
const holdToken = (marker: string) => ({ hold_token: marker.padEnd(43, "h") });
const checkout = (origin: string, id = packageId) =>
  `/api/payments/create-checkout?package_id=${encodeURIComponent(id)}&origin_url=${encodeURIComponent(origin)}`;
const noUrl = (answer: RawAnswer) => expect(answer.text).not.toContain('"url"');

/** The webhook reads its body as raw text (Stripe signs the bytes); no Stripe key is set here. */
const megabyte = "x".repeat(1024 * 1024);
const webhookAttacks: [string, RawRequest, number][] = [
  ["malformed JSON (no Stripe here: no webhook)", post("/api/payments/webhook", '{"id": '), 404],
  ["1 MB body with Content-Length", post("/api/payments/webhook", megabyte), 413],
  [
    "1 MB body chunked, no Content-Length",
    { ...post("/api/payments/webhook", megabyte), chunked: true },
    413,
  ],
  ["foreign Origin", post("/api/payments/webhook", "{}", { origin: "https://evil.example" }), 403],
];

/** A confirmation or unsubscribe link's token of the right shape that no subscriber holds. */
const linkToken = (marker: string) => ({ token: marker.padEnd(43, "x") });

/**
 * RFC 8058's one-click unsubscribe takes a form body from a mail provider's servers, from any
 * origin (the token is the authority); the body and rate limits still hold.
 */
const oneClick = (query: string, body: string, headers: Record<string, string> = {}) => ({
  method: "POST" as const,
  path: `/api/newsletter/unsubscribe${query}`,
  headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  body,
});
const oneClickAttacks: [string, (marker: string) => RawRequest, number][] = [
  [
    "an unknown token",
    (m) => oneClick(`?token=${m.padEnd(43, "x")}`, "List-Unsubscribe=One-Click"),
    404,
  ],
  [
    "an unknown token from a foreign Origin (not refused: the token decides)",
    (m) =>
      oneClick(`?token=${m.padEnd(43, "x")}`, "List-Unsubscribe=One-Click", {
        origin: "https://mail-provider.example",
      }),
    404,
  ],
  ["no token", () => oneClick("", "List-Unsubscribe=One-Click"), 400],
  [
    "SQL injection in the token",
    () => oneClick("?token=x'%20OR%20'1'%3D'1", "List-Unsubscribe=One-Click"),
    400,
  ],
  [
    "a body other than One-Click",
    (m) => oneClick(`?token=${m.padEnd(43, "x")}`, "List-Unsubscribe=Yes"),
    400,
  ],
  ["an empty body", (m) => oneClick(`?token=${m.padEnd(43, "x")}`, ""), 400],
  [
    "a JSON body",
    (m) =>
      oneClick(`?token=${m.padEnd(43, "x")}`, '{"List-Unsubscribe":"One-Click"}', {
        "content-type": "application/json",
      }),
    415,
  ],
  [
    "1 MB body with Content-Length",
    (m) =>
      oneClick(
        `?token=${m.padEnd(43, "x")}`,
        `List-Unsubscribe=One-Click&x=${"x".repeat(1024 * 1024)}`,
      ),
    413,
  ],
  [
    "1 MB body chunked, no Content-Length",
    (m) => ({
      ...oneClick(
        `?token=${m.padEnd(43, "x")}`,
        `List-Unsubscribe=One-Click&x=${"x".repeat(1024 * 1024)}`,
      ),
      chunked: true,
    }),
    413,
  ],
];

/** Every API route with a path parameter, and the path up to it. */
const pathParameterRoutes: [string, string][] = [
  ["GET /api/safety/destination/{id}", "/api/safety/destination/"],
  ["GET /api/blog/post/{slug}", "/api/blog/post/"],
  ["GET /api/payments/checkout-status/{session_id}", "/api/payments/checkout-status/"],
  ["GET /api/payments/local/session/{session_id}", "/api/payments/local/session/"],
  ["GET /api/bookings/{token}", "/api/bookings/"],
];

/** The owner's export of a visitor's data, called as the command line calls it: with the token. */
const privacyExport = "/api/staff/privacy/export";
const visitorAddress = (marker: string) => ({ email: `${marker}@example.com` });
const withStaffToken = (attack: Attack): Attack => ({
  ...attack,
  request: (marker) => {
    const request = attack.request(marker);
    const authorization = `Bearer ${staffToken("embedded")}`;
    return { ...request, headers: { authorization, ...request.headers } };
  },
});

const attacks: Attack[] = [
  ...jsonPostAttacks("POST /api/inquiries", "/api/inquiries", enquiry),
  ...storedInputAttacks(),
  ...jsonPostAttacks("POST /api/newsletter", "/api/newsletter", subscription),
  ...refusedBodies("POST /api/newsletter", "/api/newsletter", subscription, [
    ["email as a number", { email: 123 }],
    ["email as an array", { email: ["a@example.com"] }],
    ["email as an operator object", { email: { $ne: null } }],
    ["XSS as the email", { email: "<svg/onload=alert(1)>@example.com" }],
    ["NUL in the email", { email: "ana\u0000@example.com" }],
  ]),
  ...jsonPostAttacks("POST /api/payments/local/pay", "/api/payments/local/pay", payment),
  ...refusedBodies("POST /api/payments/local/pay", "/api/payments/local/pay", payment, [
    ["card number as a number", { card_number: 4242424242424242 }],
    ["session id as a number", { session_id: 12345678 }],
    ["SQL injection in the session id", { session_id: "cs_test_' OR 1=1 --" }],
    ["CVC as an array", { cvc: ["123"] }],
  ]),
  {
    target: "POST /api/payments/local/pay",
    name: "an unknown session",
    status: 404,
    storesNothing: true,
    request: (m) => post("/api/payments/local/pay", payment(`unknown${m}`)),
  },
  ...jsonPostAttacks(
    "POST /api/payments/credit/confirm",
    "/api/payments/credit/confirm",
    leadTraveler,
  ),
  ...refusedBodies(
    "POST /api/payments/credit/confirm",
    "/api/payments/credit/confirm",
    leadTraveler,
    [
      ["name as an object", { name: { $ne: null } }],
      ["an empty name", { name: "   " }],
      ["a name of 121 characters", { name: "n".repeat(121) }],
      ["not an e-mail", { email: "ana.example.com" }],
      ["SQL injection in the session id", { session_id: "cs_test_' OR 1=1 --" }],
    ],
  ),
  {
    target: "POST /api/payments/credit/confirm",
    name: "an unknown session",
    status: 404,
    storesNothing: true,
    request: (m) => post("/api/payments/credit/confirm", leadTraveler(`unknown${m}`)),
  },
  ...aiPostRoutes().flatMap((path) => jsonPostAttacks(`POST ${path}`, path, enquiry)),
  ...webhookAttacks.map(([name, request, status]) => ({
    target: "POST /api/payments/webhook",
    name,
    status,
    storesNothing: true,
    request: () => request,
  })),
  {
    target: "POST /api/payments/create-checkout",
    name: "the site's own origin (control)",
    status: 200,
    request: () => ({ method: "POST", path: checkout(site) }),
    verify: (answer) =>
      expect(JSON.parse(answer.text).url).toMatch(new RegExp(`^${site}/checkout/`)),
  },
  ...foreignOrigins(site).map(([name, origin]) => ({
    target: "POST /api/payments/create-checkout",
    name: `origin_url: ${name}`,
    status: 400,
    request: () => ({ method: "POST" as const, path: checkout(origin) }),
    verify: noUrl,
  })),
  ...[
    ["package_id traversal", checkout(site, "../../etc/passwd"), 400],
    ["package_id SQL injection", checkout(site, "x' OR '1'='1"), 400],
    ["unknown package", checkout(site, "no-such-package"), 404],
    ["no origin_url", `/api/payments/create-checkout?package_id=${packageId}`, 400],
  ].map(([name, path, status]) => ({
    target: "POST /api/payments/create-checkout",
    name: name as string,
    status: status as number,
    request: () => ({ method: "POST" as const, path: path as string }),
    verify: noUrl,
  })),
  ...(
    [
      ["email that is not an address", "&email=not-an-address", 400],
      ["email with markup", "&email=%3Cscript%3Ealert(1)%3C%2Fscript%3E%40example.com", 400],
      ["61 travelers", "&travelers=61", 400],
      // Over the online group size: refused, and pointed to an enquiry with the trip filled in.
      ["9 travelers, over the online group size", "&travelers=9", 400],
    ] as const
  ).map(([name, query, status]) => ({
    target: "POST /api/payments/create-checkout",
    name,
    status,
    request: () => ({ method: "POST" as const, path: checkout(site) + query }),
    verify: (answer: RawAnswer) => {
      noUrl(answer);
      if (query === "&travelers=9") {
        expect(JSON.parse(answer.text).error.message).toMatch(
          /\/contact\?package=[\w-]+&departure=[\w-]+&travelers=9$/,
        );
      }
    },
  })),
  ...(
    [
      ["X-Checkout-Hold: SQL injection", "x' OR '1'='1", 400],
      ["X-Checkout-Hold: too short", "abc", 400],
      ["X-Checkout-Hold: 5,000 characters", "h".repeat(5000), 400],
      // A stale or unknown hold (a cookie outliving its checkout) releases nothing and is no error.
      ["X-Checkout-Hold: a hold no checkout has (control)", "u".repeat(43), 200],
    ] as const
  ).map(([name, value, status]) => ({
    target: "POST /api/payments/create-checkout",
    name,
    status,
    request: () => ({
      method: "POST" as const,
      path: checkout(site),
      headers: { "x-checkout-hold": value },
    }),
    ...(status === 400 && { verify: noUrl }),
  })),
  ...jsonPostAttacks(
    "POST /api/payments/release-checkout",
    "/api/payments/release-checkout",
    holdToken,
  ),
  ...refusedBodies(
    "POST /api/payments/release-checkout",
    "/api/payments/release-checkout",
    holdToken,
    [
      ["token as a number", { hold_token: 12345678 }],
      ["token as an operator object", { hold_token: { $ne: null } }],
      ["SQL injection in the token", { hold_token: `${"a".repeat(32)}' OR '1'='1` }],
      ["a short token", { hold_token: "abc" }],
    ],
  ),
  {
    target: "POST /api/payments/release-checkout",
    name: "an unknown token",
    status: 404,
    storesNothing: true,
    request: (m) => post("/api/payments/release-checkout", holdToken(m)),
  },
  ...(
    [
      ["XSS payload", "%3Cscript%3Ealert(1)%3C%2Fscript%3E", 404],
      ["SQL injection", "x'%20OR%20'1'%3D'1", 404],
      ["../ traversal", "..%2F..%2Fpackage.json", 404],
      ["5,000 characters", "h".repeat(5000), 404],
      // A well-formed link no checkout has: back to the packages, nothing released or told.
      ["an unknown token", "u".repeat(43), 303],
    ] as const
  ).map(([name, value, status]) => ({
    target: "GET /checkout/cancel/{token} (cancel link)",
    name,
    status,
    request: () => ({ path: `/checkout/cancel/${value}` }),
    verify: (answer: RawAnswer) => {
      if (status === 303) expect(answer.headers.location).toBe("/packages");
    },
  })),
  {
    target: "POST /api/payments/create-checkout",
    name: "foreign Origin",
    status: 403,
    request: () => ({
      method: "POST",
      path: checkout(site),
      headers: { origin: "https://evil.example" },
    }),
    verify: noUrl,
  },
  ...checkoutHostAndTokenAttacks(),
  {
    target: "POST /api/payments/create-checkout",
    name: "1 MB body with Content-Length",
    status: 413,
    request: () => ({ method: "POST", path: checkout(site), body: "x".repeat(1024 * 1024) }),
    verify: noUrl,
  },
  ...pathParameterRoutes.flatMap(([target, prefix]) =>
    pathParameterAttacks.map(({ name, value, status }) => ({
      target,
      name,
      status,
      request: () => ({ path: prefix + value }),
    })),
  ),
  ...["/blog/", "/destinations/", "/checkout/"].map((prefix) => ({
    target: `GET ${prefix}{slug} (page)`,
    name: "XSS payload",
    status: 404,
    request: () => ({ path: `${prefix}%3Cscript%3Ealert(1)%3C%2Fscript%3E` }),
  })),
  ...jsonPostAttacks("POST /api/newsletter/confirm", "/api/newsletter/confirm", linkToken),
  ...refusedBodies("POST /api/newsletter/confirm", "/api/newsletter/confirm", linkToken, [
    ["token as a number", { token: 12345678 }],
    ["token as an operator object", { token: { $ne: null } }],
    ["SQL injection in the token", { token: `${"a".repeat(32)}' OR '1'='1` }],
    ["a short token", { token: "abc" }],
  ]),
  {
    target: "POST /api/newsletter/confirm",
    name: "an unknown token",
    status: 404,
    storesNothing: true,
    request: (m) => post("/api/newsletter/confirm", linkToken(m)),
  },
  ...oneClickAttacks.map(([name, request, status]) => ({
    target: "POST /api/newsletter/unsubscribe (one-click)",
    name,
    status,
    storesNothing: true,
    request,
  })),
  ...resendAttacks(),
  ...jsonPostAttacks("POST /api/staff/users", "/api/staff/users", staffUser).map(withStaffToken),
  ...refusedBodies("POST /api/staff/users", "/api/staff/users", staffUser, [
    ["a password of 11 characters", { password: "Short-pass1" }],
    ["password as a number", { password: 123456789012345 }],
    ["email as an operator object", { email: { $ne: null } }],
    ["a name of 121 characters", { name: "n".repeat(121) }],
  ]).map(withStaffToken),
  ...staffOnlyRows("POST /api/staff/users", (m) => post("/api/staff/users", staffUser(m))),
  ...renewLinkAttacks(),
  ...jsonPostAttacks(`POST ${privacyExport}`, privacyExport, visitorAddress).map(withStaffToken),
  ...refusedBodies(`POST ${privacyExport}`, privacyExport, visitorAddress, [
    ["not an e-mail address", { email: "not-an-address" }],
    ["email as an operator object", { email: { $ne: null } }],
  ]).map(withStaffToken),
  {
    target: `POST ${privacyExport}`,
    name: "no staff token or sign-in",
    status: 401,
    storesNothing: true,
    request: (m) => post(privacyExport, visitorAddress(m)),
  },
  ...accountChangeAttacks(),
  ...deskExportAttacks(),
  ...offsetCheckoutAttacks(),
  ...departureExportAttacks(),
  ...lifecycleAttacks(site),
];

// A booking of its own for the rows about a booking's cancellation.
test.beforeAll(() => prepareLifecycleAttacks(site));

/**
 * The carbon offset at checkout: a yes or no the server prices itself (an amount sent with it is
 * ignored), refused where the package's price includes it or it has no flights.
 */
function offsetCheckoutAttacks(): Attack[] {
  const target = "POST /api/payments/create-checkout";
  const rows: [string, string, number][] = [
    ["carbon_offset: neither yes nor no", checkout(site) + "&carbon_offset=maybe", 400],
    ["carbon_offset: an amount", checkout(site) + "&carbon_offset=90", 400],
    ["carbon_offset: SQL injection", checkout(site) + "&carbon_offset=1'%20OR%20'1'%3D'1", 400],
    [
      "carbon_offset on a package whose price includes it",
      checkout(site, "private-jet-pride-circuit") + "&carbon_offset=true",
      400,
    ],
    [
      "carbon_offset on a package with no flights",
      checkout(site, "provincetown-carnival-week") + "&carbon_offset=true",
      400,
    ],
  ];
  return [
    ...rows.map(([name, path, status]) => ({
      target,
      name,
      status,
      request: () => ({ method: "POST" as const, path }),
      verify: noUrl,
    })),
    {
      target,
      name: "carbon_offset with an amount of $1 sent beside it (control: the server prices it)",
      status: 200,
      request: () => ({
        method: "POST",
        path: checkout(site) + "&carbon_offset=true&amount=1&offset_total=1&amount_total=100",
      }),
      verify: async (answer) => {
        const { session_id } = JSON.parse(answer.text) as { session_id: string };
        const session = await rawRequest(site, {
          path: `/api/payments/local/session/${session_id}`,
        });
        const { amount_total, description } = JSON.parse(session.text);
        expect(amount_total).toBeGreaterThan(9800 * 25);
        expect(description).toContain("the carbon offset for the flights ($32.00 USD)");
      },
    },
  ];
}

/**
 * A departure's manifest as CSV: staff only, from this site, a POST (a GET records nothing), and
 * only a well-formed id of a departure the catalog holds.
 */
function departureExportAttacks(): Attack[] {
  const target = "POST /api/staff/departures/{id}/export";
  const exportOf = (id: string, headers: Record<string, string> = {}): RawRequest => ({
    method: "POST",
    path: `/api/staff/departures/${id}/export`,
    headers: { authorization: `Bearer ${staffToken("embedded")}`, ...headers },
  });
  const unknown = "no-such-trip-2027-01-01";
  const rows: [string, number, () => RawRequest][] = [
    ["foreign Origin", 403, () => exportOf(unknown, { origin: "https://evil.example" })],
    ["SQL injection as the id", 400, () => exportOf("x'%20OR%20'1'%3D'1")],
    ["XSS payload as the id", 400, () => exportOf("%3Cscript%3Ealert(1)%3C%2Fscript%3E")],
    ["path traversal as the id", 400, () => exportOf("..%2F..%2Fetc%2Fpasswd")],
    ["an id of 5,000 characters", 400, () => exportOf(`${"a".repeat(4989)}-2027-01-01`)],
    ["an unknown departure", 404, () => exportOf(unknown)],
    [
      "1 MB body with Content-Length",
      413,
      () => ({ ...exportOf(unknown), body: "x".repeat(1024 * 1024) }),
    ],
  ];
  const byLink = (headers: Record<string, string> = {}): RawRequest => ({
    method: "GET",
    path: `/api/staff/departures/${unknown}/export`,
    headers,
  });
  return [
    ...staffOnlyRows(target, () => {
      const { headers: _token, ...request } = exportOf(unknown);
      return request;
    }),
    ...rows.map(([name, status, request]) => ({
      target,
      name,
      status,
      storesNothing: true,
      request,
    })),
    {
      target: "GET /api/staff/departures/{id}/export",
      name: "a link, signed out",
      status: 405,
      storesNothing: true,
      request: () => byLink(),
    },
    {
      target: "GET /api/staff/departures/{id}/export",
      name: "a link followed with the staff token",
      status: 405,
      storesNothing: true,
      request: () => byLink({ authorization: `Bearer ${staffToken("embedded")}` }),
    },
  ];
}

/**
 * A checkout returns only to SITE_URL and CHECKOUT_ORIGINS: the host a request says it was sent to
 * is the client's to write. A booking link's token goes in the X-Booking-Token header, never in the
 * address that proxies, logs and histories keep.
 */
function checkoutHostAndTokenAttacks(): Attack[] {
  const evil = "lavender-compass.evil.example";
  const { host } = new URL(site);
  const token = "T".repeat(43);
  const rows: [string, number, RawRequest][] = [
    [
      "origin_url of a forged Host",
      400,
      { method: "POST", path: checkout(`http://${evil}`), headers: { host: evil } },
    ],
    [
      "origin_url of a forged X-Forwarded-Host",
      400,
      {
        method: "POST",
        path: checkout(`https://${evil}`),
        headers: { "x-forwarded-host": evil, "x-forwarded-proto": "https" },
      },
    ],
    [
      "the site over https, with a forged X-Forwarded-Proto",
      400,
      {
        method: "POST",
        path: checkout(`https://${host}`),
        headers: { "x-forwarded-proto": "https" },
      },
    ],
    [
      "a booking link's token in the query string",
      400,
      { method: "POST", path: `${checkout(site)}&booking_token=${token}` },
    ],
    [
      "a malformed X-Booking-Token",
      400,
      { method: "POST", path: checkout(site), headers: { "x-booking-token": "x' OR '1'='1" } },
    ],
    [
      "an X-Booking-Token of no booking",
      404,
      { method: "POST", path: checkout(site), headers: { "x-booking-token": token } },
    ],
  ];
  return rows.map(([name, status, request]) => ({
    target: "POST /api/payments/create-checkout",
    name,
    status,
    storesNothing: true,
    request: () => request,
    verify: noUrl,
  }));
}

/** A staff account named as `npm run staff -- disable-user --email E` names it. */
function accountRef(marker: string) {
  return { email: `${marker}@lavendercompass.example` };
}

function accountPassword(marker: string) {
  return { ...accountRef(marker), password: `Long-enough-${marker}` };
}

/**
 * The owner's account changes, as the command line calls them: the staff token alone, this site
 * only, a well-formed address of an account that exists, a password of the right length.
 */
function accountChangeAttacks(): Attack[] {
  const routes: [string, (marker: string) => object][] = [
    ["/api/staff/users/disable", accountRef],
    ["/api/staff/users/enable", accountRef],
    ["/api/staff/users/end-sessions", accountRef],
    ["/api/staff/users/set-password", accountPassword],
  ];
  return routes.flatMap(([path, valid]) => {
    const target = `POST ${path}`;
    return [
      ...jsonPostAttacks(target, path, valid).map(withStaffToken),
      ...refusedBodies(target, path, valid, [
        ["email as an operator object", { email: { $ne: null } }],
        ["not an e-mail address", { email: "not-an-address" }],
        ["SQL injection as the email", { email: "x' OR '1'='1" }],
        ...(path.endsWith("set-password")
          ? ([
              ["a password of 11 characters", { password: "Short-pass1" }],
              ["a password of 129 characters", { password: "p".repeat(129) }],
              ["password as a number", { password: 123456789012345 }],
            ] as [string, Record<string, unknown>][])
          : []),
      ]).map(withStaffToken),
      ...staffOnlyRows(target, (m) => post(path, valid(m))),
      withStaffToken({
        target,
        name: "an account that does not exist",
        status: 404,
        storesNothing: true,
        request: (m) => post(path, valid(m)),
      }),
    ];
  });
}

/**
 * The desk's CSV exports: POSTs only (a GET, which a link on another site can make a signed-in
 * browser send, is refused and records nothing), from this site, with the token or a session, and
 * filters the contract knows. An empty body asks for everything, so it is no attack here.
 */
function deskExportAttacks(): Attack[] {
  // Each export, a filter it does not know, and whether it takes a search (unknown fields such as
  // a search where there is none are dropped, as everywhere).
  const exports: [string, Record<string, unknown>, boolean][] = [
    ["/api/staff/inquiries/export", { status: "lost" }, true],
    ["/api/staff/bookings/export", { status: "lost" }, true],
    ["/api/staff/outbox/export", { status: "lost" }, false],
    ["/api/staff/subscribers/export", { status: "lost" }, true],
    ["/api/staff/audit/export", { action: "a".repeat(101) }, false],
  ];
  const form = (path: string, body: string, headers: Record<string, string> = {}) => ({
    method: "POST" as const,
    path,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body,
  });
  return exports.flatMap(([path, badFilter, searches]) => {
    const target = `POST ${path}`;
    const filters = (marker: string) => ({ q: marker });
    const byLink = (headers: Record<string, string> = {}) => ({
      method: "GET" as const,
      path: `${path}?status=new`,
      headers,
    });
    return [
      ...jsonPostAttacks(target, path, filters)
        .filter((attack) => attack.name !== "an empty object")
        .map(withStaffToken),
      ...refusedBodies(target, path, filters, [
        ["a filter it does not know", badFilter],
        ...(searches
          ? ([
              ["a search as an operator object", { q: { $ne: null } }],
              ["a search of 201 characters", { q: "q".repeat(201) }],
            ] as [string, Record<string, unknown>][])
          : []),
      ]).map(withStaffToken),
      ...staffOnlyRows(target, (m) => post(path, filters(m))),
      withStaffToken({
        target,
        name: "the desk's form from another site",
        status: 403,
        storesNothing: true,
        request: (m) => form(path, `q=${m}`, { origin: "https://evil.example" }),
      }),
      {
        target: `GET ${path}`,
        name: "a link, signed out",
        status: 405,
        storesNothing: true,
        request: () => byLink(),
      },
      {
        target: `GET ${path}`,
        name: "a link followed with the staff token",
        status: 405,
        storesNothing: true,
        request: () => byLink({ authorization: `Bearer ${staffToken("embedded")}` }),
      },
    ];
  });
}

/** A new staff account as `npm run staff -- add-user` sends it (with the token, added above). */
function staffUser(marker: string) {
  return {
    email: `${marker}@lavendercompass.example`,
    password: `Long-enough-${marker}`,
    name: "Attack Probe",
  };
}

/** Without the staff token or with a wrong one: refused, nothing done. */
function staffOnlyRows(target: string, request: (marker: string) => RawRequest): Attack[] {
  const rows: [string, number, (marker: string) => RawRequest][] = [
    ["no staff token", 401, request],
    [
      "a wrong staff token",
      401,
      (m) => ({
        ...request(m),
        headers: { ...request(m).headers, authorization: `Bearer ${"w".repeat(32)}` },
      }),
    ],
  ];
  return rows.map(([name, status, make]) => ({
    target,
    name,
    status,
    storesNothing: true,
    request: make,
  }));
}

/** A booking's new private link: only staff, only a well-formed reference of a real booking. */
function renewLinkAttacks(): Attack[] {
  const target = "POST /api/staff/bookings/{reference}/renew-link";
  const renew = (reference: string): RawRequest => ({
    method: "POST",
    path: `/api/staff/bookings/${reference}/renew-link`,
    headers: { authorization: `Bearer ${staffToken("embedded")}` },
  });
  const rows: [string, number, () => RawRequest][] = [
    [
      "foreign Origin",
      403,
      () => ({
        ...renew("LC-ZZZZZZZZ"),
        headers: { ...renew("LC-ZZZZZZZZ").headers, origin: "https://evil.example" },
      }),
    ],
    ["a lower-case reference", 400, () => renew("lc-7k3m9q2p")],
    ["SQL injection as the reference", 400, () => renew("LC-'%20OR%20'1'%3D'1")],
    ["XSS payload as the reference", 400, () => renew("%3Cscript%3Ealert(1)%3C%2Fscript%3E")],
    ["path traversal as the reference", 400, () => renew("..%2F..%2Fetc%2Fpasswd")],
    ["an unknown booking", 404, () => renew("LC-ZZZZZZZZ")],
  ];
  return [
    ...staffOnlyRows(target, () => {
      const { headers: _token, ...request } = renew("LC-ZZZZZZZZ");
      return request;
    }),
    ...rows.map(([name, status, request]) => ({
      target,
      name,
      status,
      storesNothing: true,
      request,
    })),
  ];
}

/** "Send again" as the command line calls it: only the token, from this site, for a failed mail. */
function resendAttacks(): Attack[] {
  const resend = (id: string, headers: Record<string, string> = {}): RawRequest => ({
    method: "POST",
    path: `/api/staff/outbox/${id}/resend`,
    headers: { authorization: `Bearer ${staffToken("embedded")}`, ...headers },
  });
  const someMail = () => crypto.randomUUID();
  const rows: [string, number, (marker: string) => RawRequest][] = [
    [
      "no staff token",
      401,
      () => ({ method: "POST", path: `/api/staff/outbox/${someMail()}/resend` }),
    ],
    [
      "a wrong staff token",
      401,
      () => resend(someMail(), { authorization: `Bearer ${"w".repeat(32)}` }),
    ],
    ["foreign Origin", 403, () => resend(someMail(), { origin: "https://evil.example" })],
    ["not a mail id", 400, (marker) => resend(marker)],
    ["SQL injection as the id", 400, () => resend("x'%20OR%20'1'%3D'1")],
    ["XSS payload as the id", 400, () => resend("%3Cscript%3Ealert(1)%3C%2Fscript%3E")],
    ["an unknown mail", 404, () => resend(someMail())],
  ];
  return rows.map(([name, status, request]) => ({
    target: "POST /api/staff/outbox/{id}/resend",
    name,
    status,
    storesNothing: true,
    request,
  }));
}

for (const [index, attack] of attacks.entries()) {
  const stored = attack.storesNothing ? ", nothing stored" : "";
  test(`${attack.target} | ${attack.name} | ${attack.status}${stored}`, async () => {
    const marker = `attack${index}x${Date.now().toString(36)}`;
    const token = staffToken("embedded");
    const before = attack.storesNothing ? await storedByStaff(site, token) : undefined;

    const answer = await rawRequest(site, attack.request(marker));
    test.info().annotations.push({ type: "got", description: String(answer.status) });
    expect(answer.status, answer.text.slice(0, 200)).toBe(attack.status);
    const json = /json/.test(String(answer.headers["content-type"]));
    if (attack.status >= 400 && (json || attack.status !== 404)) {
      expect(JSON.parse(answer.text)).toEqual({
        error: { code: codeByStatus[attack.status], message: expect.any(String) },
      });
    }
    // Nothing is echoed back or leaked: no markup from the request, no file from the server.
    expect(answer.text).not.toContain("<script>alert(1)</script>");
    expect(answer.text).not.toContain('"name": "lavender-compass"');

    if (before) {
      const after = await storedByStaff(site, token);
      expect(after.counts).toEqual(before.counts);
      expect(after.text).not.toContain(marker);
    }
    await attack.verify?.(answer, marker);
  });
}

test("an enquiry that was accepted reads back as JSON text, never as markup", async ({ page }) => {
  const marker = `render${Date.now().toString(36)}`;
  const payload = `<img src=x onerror="document.title='${marker}'">`;
  const created = await rawRequest(
    site,
    post("/api/inquiries", { ...enquiry(marker), name: payload }),
  );
  expect(created.status).toBe(201);
  expect((await storedRecordOf(site, staffToken("embedded"), marker))?.name).toBe(payload);

  await page.setExtraHTTPHeaders({ authorization: `Bearer ${staffToken("embedded")}` });
  const response = await page.goto(`${site}/api/staff/inquiries`);
  expect(response?.headers()["content-type"]).toMatch(/^application\/json/);
  expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
  await expect(page.locator("img")).toHaveCount(0);
  expect(await page.title()).not.toBe(marker);
});

test("after an oversized body is refused, its kept-alive connection is closed and the next request is answered", async () => {
  // The rest of a body over the limit is never read: a client that sent the next request on the
  // same connection would wait for ever, unless the server closes it with the 413.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(site);
  const send = (headers: Record<string, string>, body: Buffer, chunked: boolean) =>
    new Promise<{ status: number; connection?: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: hostname,
          port,
          method: "POST",
          path: "/api/inquiries",
          agent,
          headers: {
            "content-type": "application/json",
            ...(chunked ? {} : { "content-length": String(body.length) }),
            ...headers,
          },
        },
        (response) => {
          response.resume();
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
          );
        },
      );
      request.on("error", reject);
      request.setTimeout(10_000, () => request.destroy(new Error("no answer in 10 s")));
      for (let offset = 0; offset < body.length; offset += 64 * 1024)
        request.write(body.subarray(offset, offset + 64 * 1024));
      request.end();
    });
  try {
    const huge = Buffer.from(JSON.stringify({ message: "x".repeat(1024 * 1024) }));
    const refused = await send({}, huge, true);
    expect(refused).toEqual({ status: 413, connection: "close" });
    const next = await send({ origin: "https://evil.example" }, Buffer.from("{}"), false);
    expect(next.status).toBe(403);
  } finally {
    agent.destroy();
  }
});
