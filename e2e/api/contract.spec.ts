/**
 * The API contract, run against the embedded backend and through remote mode: every endpoint answers
 * contract-valid data, and the remote instance answers exactly what the embedded one does.
 */
import { expect, test, needsSites, type APIRequestContext } from "../support/test";
import {
  categoryListSchema,
  destinationListSchema,
  errorEnvelopeSchema,
  healthSchema,
  packageListSchema,
  postListSchema,
  postSchema,
  safetyDataSchema,
} from "@/lib/contract";
import { servers, staffToken } from "../support/servers";

needsSites("remote");

const { embedded, remote } = servers;

async function getBoth(request: APIRequestContext, path: string) {
  const [a, b] = await Promise.all([
    request.get(embedded.url + path),
    request.get(remote.url + path),
  ]);
  const [bodyA, bodyB] = await Promise.all([a.json(), b.json()]);
  expect(b.status(), `status of ${path} through remote mode`).toBe(a.status());
  expect(bodyB, `body of ${path} through remote mode`).toEqual(bodyA);
  return { status: a.status(), body: bodyA as unknown };
}

test.describe("read API, embedded and remote", () => {
  test("destinations and their safety data", async ({ request }) => {
    const { status, body } = await getBoth(request, "/api/destinations");
    expect(status).toBe(200);
    const destinations = destinationListSchema.parse(body);
    expect(destinations.map((d) => d.name)).toEqual(
      expect.arrayContaining(["Tallinn", "Barcelona", "Mykonos"]),
    );
    for (const destination of destinations.slice(0, 6)) {
      const safety = await getBoth(request, `/api/safety/destination/${destination.id}`);
      expect(safety.status).toBe(200);
      const record = safetyDataSchema.parse(safety.body);
      expect(record.overall_score).toBe(destination.safety_score);
      expect(record.sources.length).toBeGreaterThanOrEqual(2);
    }
  });

  test("packages", async ({ request }) => {
    const { status, body } = await getBoth(request, "/api/packages");
    expect(status).toBe(200);
    const packages = packageListSchema.parse(body);
    expect(packages.length).toBeGreaterThanOrEqual(4);
  });

  test("journal lists, categories, search and posts", async ({ request }) => {
    const latest = postListSchema.parse((await getBoth(request, "/api/blog/posts?limit=20")).body);
    expect(latest.length).toBeGreaterThanOrEqual(4);
    expect(latest.length).toBeLessThanOrEqual(20);
    const dates = latest.map((post) => post.created_at);
    expect(dates).toEqual([...dates].sort().reverse());

    const featured = postListSchema.parse(
      (await getBoth(request, "/api/blog/posts?featured=true&limit=3")).body,
    );
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((post) => post.featured)).toBe(true);

    expect(
      postListSchema.parse((await getBoth(request, "/api/blog/posts?limit=3")).body),
    ).toHaveLength(3);

    const categories = categoryListSchema.parse(
      (await getBoth(request, "/api/blog/categories")).body,
    );
    const first = categories[0]!;
    const inCategory = postListSchema.parse(
      (
        await getBoth(
          request,
          `/api/blog/posts?category=${encodeURIComponent(first.name)}&limit=20`,
        )
      ).body,
    );
    expect(inCategory).toHaveLength(Math.min(first.count, 20));
    expect(inCategory.every((post) => post.category === first.name)).toBe(true);

    const post = postSchema.parse(
      (await getBoth(request, `/api/blog/post/${latest[0]!.slug}`)).body,
    );
    expect(post.content.length).toBeGreaterThan(100);

    const word = post.title
      .split(/\s+/)
      .find((w) => w.length > 5)!
      .replace(/[^\p{L}]/gu, "");
    const found = postListSchema.parse(
      (await getBoth(request, `/api/blog/search?q=${encodeURIComponent(word)}`)).body,
    );
    expect(found.map((p) => p.slug)).toContain(post.slug);

    expect((await getBoth(request, "/api/blog/search?q=")).body).toEqual([]);
    expect((await getBoth(request, "/api/blog/search?q=%20%20")).body).toEqual([]);
  });

  test("unknown ids and slugs give 404 envelopes; bad queries 400", async ({ request }) => {
    for (const path of [
      "/api/safety/destination/atlantis",
      "/api/blog/post/no-such-post",
      "/api/no/such/endpoint",
    ]) {
      const { status, body } = await getBoth(request, path);
      expect(status, path).toBe(404);
      expect(errorEnvelopeSchema.parse(body).error.code).toBe("not_found");
    }
    for (const path of [
      "/api/blog/posts?limit=101",
      "/api/blog/posts?limit=abc",
      "/api/safety/destination/..%2F..%2Fetc",
    ]) {
      const { status, body } = await getBoth(request, path);
      expect(status, path).toBe(400);
      errorEnvelopeSchema.parse(body);
    }
  });

  test("health", async ({ request }) => {
    const a = healthSchema.parse(await (await request.get(`${embedded.url}/api/health`)).json());
    const b = healthSchema.parse(await (await request.get(`${remote.url}/api/health`)).json());
    expect([a.mode, a.database, b.mode]).toEqual(["embedded", "ok", "remote"]);
  });
});

test.describe("enquiries and newsletter, embedded and remote", () => {
  for (const [name, server] of Object.entries({ embedded, remote })) {
    test(`an enquiry through ${name} is stored before 201 and staff can read it`, async ({
      request,
    }) => {
      const message = `Honeymoon in Lisbon (${name}, ${Date.now()})`;
      const response = await request.post(`${server.url}/api/inquiries`, {
        data: {
          name: "Ana Souza",
          email: "ana@example.com",
          message,
          travelers_count: 2,
          travel_dates: "June 2027",
        },
      });
      expect(response.status()).toBe(201);
      const receipt = await response.json();
      const staff = await request.get(`${embedded.url}/api/staff/inquiries`, {
        headers: { Authorization: `Bearer ${staffToken("embedded")}` },
      });
      const rows = (await staff.json()) as { id: string; message: string }[];
      expect(rows.find((row) => row.id === receipt.id)?.message).toBe(message);
    });

    test(`bad enquiries through ${name} are refused and change nothing`, async ({ request }) => {
      const url = `${server.url}/api/inquiries`;
      const count = async () =>
        (
          (await (
            await request.get(`${embedded.url}/api/staff/inquiries`, {
              headers: { Authorization: `Bearer ${staffToken("embedded")}` },
            })
          ).json()) as unknown[]
        ).length;
      const before = await count();
      const malformed = await request.post(url, {
        headers: { "content-type": "application/json" },
        data: "{oops",
      });
      expect(malformed.status()).toBe(400);
      const missingEmail = await request.post(url, { data: { name: "Ana", message: "Hi" } });
      expect(missingEmail.status()).toBe(400);
      expect((await missingEmail.json()).error.message).toMatch(/email/);
      const big = await request.post(url, {
        data: { name: "Ana", email: "a@b.co", message: "x".repeat(1024 * 1024) },
      });
      expect(big.status()).toBe(413);
      const foreign = await request.post(url, {
        headers: { Origin: "https://evil.example" },
        data: { name: "Ana", email: "a@b.co", message: "Hi" },
      });
      expect(foreign.status()).toBe(403);
      const form = await request.post(url, {
        form: { name: "Ana", email: "a@b.co", message: "Hi" },
      });
      expect(form.status()).toBe(415);
      expect(await count()).toBe(before);
    });

    test(`subscribing twice through ${name} is harmless and answers the same`, async ({
      request,
    }) => {
      const email = `guest-${name}-${Date.now()}@example.com`;
      for (let i = 0; i < 2; i++) {
        const response = await request.post(`${server.url}/api/newsletter`, { data: { email } });
        expect(response.status()).toBe(201);
        // The same answer the first time and the next: it never tells who is subscribed.
        expect(await response.json()).toEqual({ status: "confirmation_sent" });
      }
      const staff = await request.get(`${embedded.url}/api/staff/subscribers`, {
        headers: { Authorization: `Bearer ${staffToken("embedded")}` },
      });
      const rows = (await staff.json()) as { email: string; status: string }[];
      expect(rows.filter((row) => row.email === email)).toEqual([
        expect.objectContaining({ email, status: "pending" }),
      ]);
      // One confirmation mail: the second subscription came within 10 minutes of the first.
      const outbox = await request.get(`${embedded.url}/api/staff/outbox?limit=200`, {
        headers: { Authorization: `Bearer ${staffToken("embedded")}` },
      });
      const mails = (await outbox.json()) as { to: string; kind: string }[];
      expect(
        mails.filter((mail) => mail.to === email && mail.kind === "newsletter_confirm"),
      ).toHaveLength(1);
    });
  }

  test("a confirmation link and the one-click unsubscribe work through remote", async ({
    request,
  }) => {
    const email = `confirm-remote-${Date.now()}@example.com`;
    await request.post(`${remote.url}/api/newsletter`, { data: { email } });
    const outbox = await request.get(`${embedded.url}/api/staff/outbox?limit=200`, {
      headers: { Authorization: `Bearer ${staffToken("embedded")}` },
    });
    const mail = ((await outbox.json()) as { to: string; text: string }[]).find(
      (candidate) => candidate.to === email,
    );
    const token = /\/newsletter\/confirm\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1];
    expect(token).toBeDefined();
    const confirm = (url: string) =>
      request.post(`${url}/api/newsletter/confirm`, { data: { token } });
    expect(await (await confirm(remote.url)).json()).toEqual({ status: "confirmed" });
    // Spent: the upstream's not_found comes back as it is.
    expect((await confirm(remote.url)).status()).toBe(404);

    // A mail provider's POST reaches the upstream from another origin; an unknown token is a 404.
    const oneClick = await request.post(
      `${remote.url}/api/newsletter/unsubscribe?token=${"u".repeat(43)}`,
      {
        headers: {
          origin: "https://mail-provider.example",
          "content-type": "application/x-www-form-urlencoded",
        },
        data: "List-Unsubscribe=One-Click",
      },
    );
    expect(oneClick.status()).toBe(404);
    expect((await oneClick.json()).error.code).toBe("not_found");
  });

  test("staff endpoints refuse a missing or wrong token", async ({ request }) => {
    expect((await request.get(`${embedded.url}/api/staff/inquiries`)).status()).toBe(401);
    const wrong = await request.get(`${embedded.url}/api/staff/subscribers`, {
      headers: { Authorization: "Bearer nope" },
    });
    expect(wrong.status()).toBe(401);
  });

  test("renewing a booking link checks the staff token and the reference", async ({ request }) => {
    const renew = (reference: string, token?: string) =>
      request.post(`${embedded.url}/api/staff/bookings/${reference}/renew-link`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
    expect((await renew("LC-ABCDEFGH")).status()).toBe(401);
    const malformed = await renew("not-a-reference", staffToken("embedded"));
    expect(malformed.status()).toBe(400);
    errorEnvelopeSchema.parse(await malformed.json());
    const unknown = await renew("LC-ABCDEFGH", staffToken("embedded"));
    expect(unknown.status()).toBe(404);
    expect((await unknown.json()).error.message).toBe("Booking LC-ABCDEFGH was not found");
  });
});
