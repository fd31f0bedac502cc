import { NextRequest } from "next/server";
import { z } from "zod";
import { route } from "./handler";
import { ApiError } from "./errors";
import { SOCKET_ADDRESS_HEADER, SOCKET_SEAL } from "../security/client-address";

const hitRateLimit = jest.fn(async () => 1);
jest.mock("../db/queries/rate-limits", () => ({
  hitRateLimit: (...args: unknown[]) => hitRateLimit(...(args as [])),
}));
jest.mock("../db/client", () => {
  const actual = jest.requireActual("../db/client");
  return { ...actual, getDb: async () => ({}) };
});
jest.mock("../staff/token", () => ({
  isStaffAuthorized: (header: string | null) => header === "Bearer right-token",
}));

const context = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });
const url = "http://localhost:3000/api/things";

function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  const init = {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
    // Needed by undici for streamed bodies.
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  };
  return new NextRequest(url, init as ConstructorParameters<typeof NextRequest>[1]);
}

const stored: unknown[] = [];
const create = route(
  {
    name: "things.create",
    body: z.object({ email: z.email(), note: z.string().optional() }),
    status: 201,
  },
  async ({ body }) => {
    stored.push(body);
    return { ok: true };
  },
);

async function envelope(response: Response) {
  return { status: response.status, body: await response.json() };
}

beforeEach(() => {
  stored.length = 0;
  hitRateLimit.mockReset();
  hitRateLimit.mockResolvedValue(1);
});

describe("route wrapper", () => {
  it("parses a valid body, drops unknown fields and answers with the route's status", async () => {
    const response = await create(post(JSON.stringify({ email: "a@b.co", extra: "x" })), context());
    expect(response.status).toBe(201);
    expect(stored).toEqual([{ email: "a@b.co" }]);
  });

  it("answers 400 for malformed JSON and for a missing field, storing nothing", async () => {
    expect(await envelope(await create(post("{not json"), context()))).toEqual({
      status: 400,
      body: { error: { code: "bad_request", message: "The request body is not valid JSON" } },
    });
    const missing = await envelope(await create(post(JSON.stringify({ note: "hi" })), context()));
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toMatch(/^email: /);
    expect(stored).toEqual([]);
  });

  it("answers 415 when the body is not JSON", async () => {
    const response = await create(
      post("email=a@b.co", { "content-type": "application/x-www-form-urlencoded" }),
      context(),
    );
    expect(response.status).toBe(415);
  });

  it("answers 413 for a body over 64 KB, with or without Content-Length", async () => {
    const big = JSON.stringify({ email: "a@b.co", note: "x".repeat(70 * 1024) });
    const declared = await create(post(big, { "content-length": String(big.length) }), context());
    expect(declared.status).toBe(413);

    const chunks = Array.from({ length: 20 }, () => new TextEncoder().encode("x".repeat(8 * 1024)));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const chunked = await create(post(stream), context());
    expect(chunked.status).toBe(413);
    expect(stored).toEqual([]);
  });

  it("answers 403 for a POST from a foreign origin and accepts the site's own", async () => {
    const foreign = await create(
      post(JSON.stringify({ email: "a@b.co" }), { origin: "https://evil.example" }),
      context(),
    );
    expect(foreign.status).toBe(403);
    const own = await create(
      post(JSON.stringify({ email: "a@b.co" }), { origin: "http://localhost:3000" }),
      context(),
    );
    expect(own.status).toBe(201);
  });

  it("answers 429 with Retry-After over the rate limit, before doing any work", async () => {
    hitRateLimit.mockResolvedValue(31);
    const response = await create(post(JSON.stringify({ email: "a@b.co" })), context());
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(stored).toEqual([]);
  });

  it("counts the addresses of one IPv6 /64 under one key, and an IPv4 address under itself", async () => {
    (globalThis as Record<symbol, unknown>)[SOCKET_SEAL] = "test-seal";
    try {
      for (const address of ["2001:db8:1:2::1", "2001:db8:1:2:ffff::9", "203.0.113.9"]) {
        await create(
          post(JSON.stringify({ email: "a@b.co" }), {
            [SOCKET_ADDRESS_HEADER]: `test-seal ${address}`,
          }),
          context(),
        );
      }
    } finally {
      delete (globalThis as Record<symbol, unknown>)[SOCKET_SEAL];
    }
    expect(hitRateLimit.mock.calls.map((call) => (call as unknown[])[1])).toEqual([
      "things.create:2001:db8:1:2::/64",
      "things.create:2001:db8:1:2::/64",
      "things.create:203.0.113.9",
    ]);
  });

  it("answers 503 when the database is down", async () => {
    jest.spyOn(console, "error").mockImplementationOnce(() => undefined);
    hitRateLimit.mockRejectedValue(
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    );
    const response = await envelope(
      await create(post(JSON.stringify({ email: "a@b.co" })), context()),
    );
    expect(response.status).toBe(503);
    expect(response.body.error.code).toBe("unavailable");
  });

  it("never sends stack traces or query text", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const failing = route({ name: "things.fail" }, async () => {
      throw new Error(
        'Failed query: insert into "inquiries" values ($1) params: secret@example.com',
      );
    });
    const response = await failing(new NextRequest(url), context());
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(text).not.toMatch(/insert|secret|at .*\.ts/);
    expect(error.mock.calls.flat().join(" ")).not.toContain("secret@example.com");
    error.mockRestore();
  });

  it("validates path parameters and passes ApiErrors through", async () => {
    const get = route(
      { name: "things.get", params: z.object({ id: z.string().regex(/^[a-z]+$/) }) },
      async ({ params }) => {
        throw new ApiError("not_found", `Thing "${params.id}" was not found`);
      },
    );
    expect((await get(new NextRequest(url), context({ id: "../etc" }))).status).toBe(400);
    expect(await envelope(await get(new NextRequest(url), context({ id: "nope" })))).toEqual({
      status: 404,
      body: { error: { code: "not_found", message: 'Thing "nope" was not found' } },
    });
  });

  it("requires the staff token where a route asks for it", async () => {
    const staff = route({ name: "staff.things", staff: true }, async () => ["secret"]);
    expect((await staff(new NextRequest(url), context())).status).toBe(401);
    const wrong = new NextRequest(url, { headers: { authorization: "Bearer wrong" } });
    expect((await staff(wrong, context())).status).toBe(401);
    const right = new NextRequest(url, { headers: { authorization: "Bearer right-token" } });
    expect((await staff(right, context())).status).toBe(200);
  });
});
