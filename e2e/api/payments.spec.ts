/**
 * The payments API, embedded and through remote mode: checkout creation and its rules (allowed origins only, unknown package 404, client amounts ignored),
 * status reads, the local test checkout's pay call, and staff reads of bookings and mail.
 */
import { expect, test, needsSites, type APIRequestContext } from "../support/test";
import {
  CHECKOUT_HOLD_HEADER,
  bookingRecordSchema,
  checkoutStatusSchema,
  createCheckoutResponseSchema,
  errorEnvelopeSchema,
  packageListSchema,
} from "@/lib/contract";
import { servers, staffToken } from "../support/servers";

needsSites("remote");

const packageId = "cyclades-private-yacht";
const card = { card_number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" };

function createCheckout(request: APIRequestContext, base: string, query: Record<string, string>) {
  return request.post(`${base}/api/payments/create-checkout?${new URLSearchParams(query)}`, {
    headers: { Origin: base },
  });
}

async function expectEnvelope(
  response: Awaited<ReturnType<APIRequestContext["get"]>>,
  status: number,
) {
  expect(response.status()).toBe(status);
  return errorEnvelopeSchema.parse(await response.json());
}

async function bookingCount(request: APIRequestContext) {
  const response = await request.get(`${servers.embedded.url}/api/staff/bookings`, {
    headers: { Authorization: `Bearer ${staffToken("embedded")}` },
  });
  return bookingRecordSchema.array().parse(await response.json()).length;
}

for (const name of ["embedded", "remote"] as const) {
  const base = servers[name].url;

  test.describe(`payments through the ${name} instance`, () => {
    test("a checkout is priced by the server and returns to this site", async ({ request }) => {
      const packages = packageListSchema.parse(
        await (await request.get(`${base}/api/packages`)).json(),
      );
      const yacht = packages.find((pkg) => pkg.id === packageId)!;
      const response = await createCheckout(request, base, {
        package_id: packageId,
        origin_url: base,
        amount: "1",
        amount_total: "100",
        price: "1",
      });
      expect(response.status()).toBe(200);
      const { url, session_id } = createCheckoutResponseSchema.parse(await response.json());
      expect(url).toBe(`${base}/checkout/${session_id}`);
      // 32 random bytes in base64url: far past 128 bits.
      expect(session_id).toMatch(/^cs_test_[A-Za-z0-9_-]{43}$/);

      // With only the package: one traveler on the next open departure, a 25% deposit when it
      // is more than 45 days away.
      const startsOn = yacht.departures.find((departure) => departure.seats_left > 0)!.starts_on;
      const days =
        (Date.parse(startsOn) - Date.parse(new Date().toISOString().slice(0, 10))) / 864e5;
      const dueNow = days > 45 ? Math.round(yacht.price * 0.25) : yacht.price;
      const status = await request.get(`${base}/api/payments/checkout-status/${session_id}`);
      expect(checkoutStatusSchema.parse(await status.json())).toEqual({
        payment_status: "unpaid",
        status: "open",
        amount_total: dueNow * 100,
        currency: "usd",
        booking_reference: null,
        booking_token: null,
        purpose: "booking",
        booking_status: null,
      });
    });

    // {site} and {host} stand for the instance's own origin and host, which differ from one
    // Playwright worker to another: a test's title must not.
    const foreignOrigins = [
      "https://evil.example",
      "//evil.example",
      "http://visitor@{host}",
      "https://{host}@evil.example",
      "{site}.evil.example",
      "javascript:alert(1)",
      "data:text/html,hi",
      "not a url",
    ];
    for (const pattern of foreignOrigins) {
      const origin = pattern.replace("{site}", base).replace("{host}", new URL(base).host);
      test(`origin_url ${JSON.stringify(pattern)} is refused with 400`, async ({ request }) => {
        const before = await bookingCount(request);
        const envelope = await expectEnvelope(
          await createCheckout(request, base, { package_id: packageId, origin_url: origin }),
          400,
        );
        expect(envelope.error.code).toBe("bad_request");
        expect(await bookingCount(request)).toBe(before);
      });
    }

    test("an unknown package is 404 and a malformed one 400", async ({ request }) => {
      const unknown = await createCheckout(request, base, {
        package_id: "atlantis-by-submarine",
        origin_url: base,
      });
      expect((await expectEnvelope(unknown, 404)).error.code).toBe("not_found");
      await expectEnvelope(
        await createCheckout(request, base, { package_id: "../etc", origin_url: base }),
        400,
      );
      await expectEnvelope(await createCheckout(request, base, { origin_url: base }), 400);
    });

    test("the cancel link gives the seats back and returns to the same choice", async ({
      request,
    }) => {
      const yacht = packageListSchema
        .parse(await (await request.get(`${base}/api/packages?cancel-link`)).json())
        .find((pkg) => pkg.id === packageId)!;
      const departure = yacht.departures.at(-1)!;
      const response = await createCheckout(request, base, {
        package_id: packageId,
        origin_url: base,
        departure_id: departure.id,
        travelers: "2",
      });
      expect(response.status()).toBe(200);
      const opened = createCheckoutResponseSchema.parse(await response.json());
      expect(opened.hold_token).toMatch(/^[\w-]{43}$/);
      // The browser keeps it, HTTP-only, to release this checkout if another one starts.
      expect(response.headers()["set-cookie"]).toMatch(
        new RegExp(`lavender-checkout-hold=${opened.hold_token}; .*HttpOnly`, "i"),
      );

      const back = await request.get(`${base}/checkout/cancel/${opened.hold_token}`, {
        maxRedirects: 0,
      });
      expect(back.status()).toBe(303);
      expect(back.headers().location).toBe(
        `/packages/${packageId}/book?travelers=2&departure_id=${departure.id}&cancelled=1`,
      );
      const status = await request.get(`${base}/api/payments/checkout-status/${opened.session_id}`);
      expect(checkoutStatusSchema.parse(await status.json())).toMatchObject({
        status: "expired",
        payment_status: "unpaid",
      });
      // Used again, it changes nothing and says nothing was cancelled.
      const again = await request.get(`${base}/checkout/cancel/${opened.hold_token}`, {
        maxRedirects: 0,
      });
      expect(again.headers().location).toBe(
        `/packages/${packageId}/book?travelers=2&departure_id=${departure.id}`,
      );
    });

    test("an unknown session is 404 and a malformed id 400", async ({ request }) => {
      const unknown = await request.get(
        `${base}/api/payments/checkout-status/cs_test_this_session_does_not_exist`,
      );
      expect((await expectEnvelope(unknown, 404)).error.code).toBe("not_found");
      await expectEnvelope(
        await request.get(`${base}/api/payments/checkout-status/${encodeURIComponent("a b<c>")}`),
        400,
      );
    });

    test("the local checkout pays 4242 once and declines 4000 0000 0000 0002", async ({
      request,
      playwright,
    }) => {
      const created = await createCheckout(request, base, {
        package_id: packageId,
        origin_url: base,
      });
      const { session_id } = createCheckoutResponseSchema.parse(await created.json());
      const pay = (number: string) =>
        request.post(`${base}/api/payments/local/pay`, {
          headers: { Origin: base },
          data: { session_id, ...card, card_number: number, email: "kai@example.com", name: "Kai" },
        });

      const declined = await expectEnvelope(await pay("4000 0000 0000 0002"), 402);
      expect(declined.error).toEqual({ code: "card_declined", message: "Your card was declined." });
      await expectEnvelope(await pay("4242 4242 4242 4241"), 400);

      const before = await bookingCount(request);
      const paid = await pay(card.card_number);
      expect(paid.status()).toBe(200);
      expect(await paid.json()).toEqual({
        status: "paid",
        redirect_url: `${base}/booking-success?session_id=${session_id}`,
      });
      await expectEnvelope(await pay(card.card_number), 400);
      expect(await bookingCount(request)).toBe(before + 1);
      // The buyer's receipt cookie proves who started the checkout: only they are given the link.
      const status = await request.get(`${base}/api/payments/checkout-status/${session_id}`);
      expect(await status.json()).toMatchObject({
        payment_status: "paid",
        status: "complete",
        booking_token: expect.stringMatching(/^[\w-]{43}$/),
      });
      // Anyone else who learns the id (staff see it on the desk and in their mails) gets none.
      const stranger = await playwright.request.newContext();
      for (const proof of [undefined, "x".repeat(43)]) {
        const read = await stranger.get(`${base}/api/payments/checkout-status/${session_id}`, {
          headers: proof ? { [CHECKOUT_HOLD_HEADER]: proof } : {},
        });
        expect(await read.json()).toMatchObject({ payment_status: "paid", booking_token: null });
      }
      await stranger.dispose();
    });

    test("without Stripe the webhook answers 404 and writes nothing", async ({ request }) => {
      const before = await bookingCount(request);
      const response = await request.post(`${base}/api/payments/webhook`, {
        headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=abc" },
        data: { type: "checkout.session.completed" },
      });
      await expectEnvelope(response, 404);
      expect(await bookingCount(request)).toBe(before);
    });
  });
}

test("staff reads of bookings and the outbox need the token", async ({ request }) => {
  for (const path of ["bookings", "outbox"]) {
    await expectEnvelope(await request.get(`${servers.embedded.url}/api/staff/${path}`), 401);
    const ok = await request.get(`${servers.embedded.url}/api/staff/${path}`, {
      headers: { Authorization: `Bearer ${staffToken("embedded")}` },
    });
    expect(ok.status()).toBe(200);
  }
});
