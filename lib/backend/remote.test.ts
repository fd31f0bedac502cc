import http from "node:http";
import type { AddressInfo } from "node:net";
import { ApiError } from "../api/errors";
import { readingLive } from "./live-reads";
import { createRemoteBackend } from "./remote";

type Reply = (req: http.IncomingMessage, res: http.ServerResponse) => void;
let reply: Reply;
let server: http.Server;
let baseUrl: string;
const seen: { url?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      seen.push({ url: req.url, headers: req.headers, body });
      reply(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => (seen.length = 0));

const json =
  (status: number, value: unknown): Reply =>
  (_req, res) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(value));
  };

const category = { name: "City Guides", count: 2 };
const backend = () =>
  createRemoteBackend({ baseUrl, timeoutMs: 500, staffToken: () => "staff-secret" });

async function failure(promise: Promise<unknown>) {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return { status: (error as ApiError).status, code: (error as ApiError).code };
}

describe("remote backend", () => {
  it("forwards a booking's departure, travelers and balance link to the upstream checkout", async () => {
    reply = json(200, { url: "https://pay.example/cs_1", session_id: "cs_test_remote_1" });
    const client = { address: "203.0.113.9" };
    await backend().createCheckout(
      {
        package_id: "cyclades-private-yacht",
        origin: "https://lavendercompass.example",
        departure_id: "cyclades-private-yacht-2027-06-19",
        travelers: 2,
      },
      client,
    );
    await backend().createCheckout(
      { package_id: "cyclades-private-yacht", origin: "https://lavendercompass.example" },
      client,
    );
    await backend().createCheckout(
      {
        package_id: "cyclades-private-yacht",
        origin: "https://x.example",
        booking_token: "t".repeat(43),
      },
      client,
    );
    const queries = seen.map((request) => new URL(request.url!, "http://upstream").searchParams);
    expect(Object.fromEntries(queries[0]!)).toEqual({
      package_id: "cyclades-private-yacht",
      origin_url: "https://lavendercompass.example",
      departure_id: "cyclades-private-yacht-2027-06-19",
      travelers: "2",
    });
    expect([...queries[1]!.keys()]).toEqual(["package_id", "origin_url"]);
    // The link's token goes upstream in a header, never in the address.
    expect(queries[2]!.has("booking_token")).toBe(false);
    expect(seen[2]!.headers["x-booking-token"]).toBe("t".repeat(43));
  });

  it("reads live for API requests and allows a one-minute cache for page renders", async () => {
    reply = json(200, [category]);
    const fetchSpy = jest.spyOn(globalThis, "fetch");
    try {
      await backend().getCategories();
      await readingLive(() => backend().getCategories());
      const [page, api] = fetchSpy.mock.calls.map(([, init]) => init as Record<string, unknown>);
      expect(page).toMatchObject({ next: { revalidate: 60 } });
      expect(page?.cache).toBeUndefined();
      expect(api).toMatchObject({ cache: "no-store" });
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it("forwards to ${BACKEND_URL}/api/... and returns contract-valid answers", async () => {
    reply = json(200, [category]);
    await expect(backend().getCategories()).resolves.toEqual([category]);
    expect(seen[0]?.url).toBe("/api/blog/categories");
  });

  it("builds the journal query and escapes path segments", async () => {
    reply = json(200, []);
    await backend().getPosts({ limit: 3, featured: true, category: "Safety & Wellbeing" });
    expect(seen[0]?.url).toBe(
      "/api/blog/posts?limit=3&featured=true&category=Safety+%26+Wellbeing",
    );
    reply = json(404, { error: { code: "not_found", message: "Journal post was not found" } });
    await failure(backend().getPost("a/b"));
    expect(seen[1]?.url).toBe("/api/blog/post/a%2Fb");
  });

  it("passes the upstream's client errors through with their status", async () => {
    reply = json(404, { error: { code: "not_found", message: "Safety data was not found" } });
    expect(await failure(backend().getSafety("atlantis"))).toEqual({
      status: 404,
      code: "not_found",
    });
    reply = json(429, { error: { code: "rate_limited", message: "Too many" } });
    expect(
      await failure(
        backend().createInquiry(
          { name: "A", email: "a@b.co", message: "m", travelers_count: 1 },
          { address: "9.9.9.9" },
        ),
      ),
    ).toEqual({
      status: 429,
      code: "rate_limited",
    });
    expect(seen[1]?.headers["x-forwarded-for"]).toBe("9.9.9.9");
  });

  it("turns an answer that breaks the contract into 502", async () => {
    reply = json(200, [{ name: "City Guides" }]);
    expect(await failure(backend().getCategories())).toEqual({ status: 502, code: "bad_gateway" });
    reply = (_req, res) => res.end("<html>oops</html>");
    expect(await failure(backend().getCategories())).toEqual({ status: 502, code: "bad_gateway" });
  });

  it("turns upstream server errors into 502, and 503/504 into themselves", async () => {
    reply = json(500, { error: { code: "internal", message: "boom" } });
    expect(await failure(backend().getPackages())).toEqual({ status: 502, code: "bad_gateway" });
    reply = json(503, { error: { code: "unavailable", message: "db down" } });
    expect(await failure(backend().getPackages())).toEqual({ status: 503, code: "unavailable" });
  });

  it("gives up after the timeout with 504", async () => {
    reply = () => undefined; // never answers
    const started = Date.now();
    expect(await failure(backend().getDestinations())).toEqual({
      status: 504,
      code: "gateway_timeout",
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("answers 502 when the upstream is not there at all", async () => {
    const gone = createRemoteBackend({ baseUrl: "http://127.0.0.1:1", timeoutMs: 500 });
    expect(await failure(gone.getDestinations())).toEqual({ status: 502, code: "bad_gateway" });
  });

  it("unsubscribes upstream as a mail provider's one-click does: token in the query, form body", async () => {
    reply = json(200, { status: "unsubscribed" });
    const token = "u".repeat(43);
    expect(await backend().unsubscribe({ token }, { address: "203.0.113.9" })).toEqual({
      status: "unsubscribed",
    });
    expect(seen[0]?.url).toBe(`/api/newsletter/unsubscribe?token=${token}`);
    expect(seen[0]?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(seen[0]?.body).toBe("List-Unsubscribe=One-Click");
    expect(seen[0]?.headers["x-forwarded-for"]).toBe("203.0.113.9");
  });

  it("passes on the upstream's not found for an unknown confirmation link", async () => {
    reply = json(404, { error: { code: "not_found", message: "This link is not valid" } });
    expect(
      await failure(backend().confirmSubscription({ token: "c".repeat(43) }, { address: "a" })),
    ).toEqual({
      status: 404,
      code: "not_found",
    });
    expect(JSON.parse(seen[0]!.body)).toEqual({ token: "c".repeat(43) });
  });

  it("sends the staff token only on staff calls", async () => {
    reply = json(200, []);
    await backend().listSubscribers();
    await backend().getPackages();
    expect(seen[0]?.headers.authorization).toBe("Bearer staff-secret");
    expect(seen[1]?.headers.authorization).toBeUndefined();
  });
});
