/**
 * Where a checkout returns and where its mails link, when a request lies about its host. Book Now's
 * no-JavaScript form (the server action) is posted as a browser posts it, with a forged Host or
 * X-Forwarded-Host: the checkout still returns to SITE_URL. Posted through a proxy that rewrites
 * Host to an internal name, it still works (Next.js accepts actions from SITE_URL's host). A
 * checkout that returned to another allowed origin (the remote-mode front) still gets a
 * confirmation mail that links to SITE_URL.
 */
import { outboxRecordSchema } from "@/lib/contract";
import { rawRequest, type RawAnswer } from "../support/raw-http";
import { servers, staffToken } from "../support/servers";
import { expect, test, needsSites } from "../support/test";

needsSites("remote");

const site = servers.embedded.url;
const packageId = "cyclades-private-yacht";
const bookPath = `/packages/${packageId}/book`;

const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&amp;/g, "&");

/** Book Now's form as the page renders it, with its first open departure and one traveler. */
async function bookNowFields(): Promise<[string, string][]> {
  const html = (await rawRequest(site, { path: bookPath })).text;
  const form = /<form aria-labelledby="booking-heading"[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
  const fields: [string, string][] = [];
  for (const input of form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)) {
    fields.push([unescape(input[1]!), unescape(input[2] ?? "")]);
  }
  const departure = /name="departure_id" checked="" value="([^"]+)"/.exec(form)?.[1];
  expect(departure, "an open departure on the booking page").toBeDefined();
  expect(fields.map(([name]) => name)).toContain("package_id");
  return [...fields, ["departure_id", departure!], ["travelers", "1"]];
}

/** The form posted as a browser without JavaScript posts it, with these headers. */
async function postBookNow(headers: Record<string, string>): Promise<RawAnswer> {
  const boundary = `----lavender${Date.now().toString(36)}`;
  const body =
    (await bookNowFields())
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join("") + `--${boundary}--\r\n`;
  return rawRequest(site, {
    method: "POST",
    path: bookPath,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...headers },
    body,
  });
}

const checkoutAtSite = new RegExp(`^${site}/checkout/cs_test_[\\w-]{43}$`);

for (const [name, headers] of [
  ["a forged X-Forwarded-Host", { "x-forwarded-host": "lavender-compass.evil.example" }],
  [
    "a forged X-Forwarded-Host and protocol",
    { "x-forwarded-host": "lavender-compass.evil.example", "x-forwarded-proto": "https" },
  ],
  ["a forged Host", { host: "lavender-compass.evil.example" }],
] as const) {
  test(`Book Now without JavaScript returns to SITE_URL whatever ${name} says`, async () => {
    const answer = await postBookNow(headers);
    expect(answer.status, answer.text.slice(0, 200)).toBe(303);
    expect(answer.headers.location).toMatch(checkoutAtSite);
    const status = await rawRequest(site, {
      path: `/api/payments/local/session/${answer.headers.location!.split("/").pop()}`,
    });
    // The cancel link (which gives the seats back) is on SITE_URL too.
    expect(JSON.parse(status.text).cancel_url).toMatch(
      new RegExp(`^${site}/checkout/cancel/[\\w-]{43}$`),
    );
  });
}

test("Book Now without JavaScript works behind a proxy that rewrites Host", async () => {
  // The browser sends the public origin; the proxy hands Next.js its own internal host.
  const answer = await postBookNow({ host: "site.internal:8080", origin: site });
  expect(answer.status, answer.text.slice(0, 200)).toBe(303);
  expect(answer.headers.location).toMatch(checkoutAtSite);
});

test("a checkout that returned to the remote-mode front is confirmed by a mail linking to SITE_URL", async () => {
  const front = servers.remote.url;
  const created = await rawRequest(site, {
    method: "POST",
    path: `/api/payments/create-checkout?${new URLSearchParams({ package_id: packageId, origin_url: front })}`,
  });
  expect(created.status).toBe(200);
  const { url, session_id } = JSON.parse(created.text) as { url: string; session_id: string };
  expect(url).toBe(`${front}/checkout/${session_id}`);
  const name = `Forged Host ${Date.now().toString(36)}`;
  const paid = await rawRequest(site, {
    method: "POST",
    path: "/api/payments/local/pay",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      session_id,
      card_number: "4242 4242 4242 4242",
      expiry: "12/99",
      cvc: "123",
      email: "forged.host@example.com",
      name,
    }),
  });
  expect(paid.status).toBe(200);
  expect(JSON.parse(paid.text).redirect_url).toBe(
    `${front}/booking-success?session_id=${session_id}`,
  );

  const outbox = outboxRecordSchema.array().parse(
    JSON.parse(
      (
        await rawRequest(site, {
          path: "/api/staff/outbox",
          headers: { authorization: `Bearer ${staffToken("embedded")}` },
        })
      ).text,
    ),
  );
  const confirmation = outbox.find(
    (mail) => mail.kind === "booking_confirmation" && mail.text.includes(`Dear ${name},`),
  );
  expect(confirmation?.text).toContain(`\n${site}/bookings/[private link removed]\n`);
  expect(confirmation?.text).not.toContain(front);
});
