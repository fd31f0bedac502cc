import { z } from "zod";
import { SOCKET_ADDRESS_HEADER, SOCKET_SEAL } from "../security/client-address";
import { ApiError } from "../api/errors";
import { guardAction } from "./guard";
import { idleState } from "./state";

let requestHeaders = new Headers();
jest.mock("next/headers", () => ({ headers: async () => requestHeaders }));
const hitRateLimit = jest.fn(async () => 1);
jest.mock("../db/queries/rate-limits", () => ({
  hitRateLimit: (...args: unknown[]) => hitRateLimit(...(args as [])),
}));
jest.mock("../db/client", () => {
  const actual = jest.requireActual("../db/client");
  return { ...actual, getDb: async () => ({}) };
});

const stored: unknown[] = [];
const subscribe = guardAction(
  {
    name: "things.create",
    input: z.object({ email: z.email(), count: z.coerce.number().int().min(1) }),
    fields: ["email", "count"],
  },
  async (input, client) => {
    stored.push({ input, client });
    return { id: "t-1" };
  },
);

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const valid = { email: "ana@example.com", count: "2" };

const seal = "test-seal";
(globalThis as Record<symbol, unknown>)[SOCKET_SEAL] = seal;

beforeEach(() => {
  stored.length = 0;
  hitRateLimit.mockReset();
  hitRateLimit.mockResolvedValue(1);
  requestHeaders = new Headers({
    host: "localhost:3000",
    origin: "http://localhost:3000",
    // The socket's address as the server's recorder writes it: behind this process's seal.
    [SOCKET_ADDRESS_HEADER]: `${seal} 203.0.113.9`,
  });
});

describe("server action guard", () => {
  it("parses the form by the contract, drops other fields and runs the action", async () => {
    const state = await subscribe(idleState, form({ ...valid, $ACTION_KEY: "k", extra: "x" }));
    expect(state).toEqual({ status: "done", data: { id: "t-1" } });
    expect(stored).toEqual([
      { input: { email: "ana@example.com", count: 2 }, client: { address: "203.0.113.9" } },
    ]);
    expect(hitRateLimit).toHaveBeenCalledWith({}, "things.create:203.0.113.9", 60);
  });

  it("sends the typed fields back with the contract's message and the first refused field", async () => {
    const state = await subscribe(idleState, form({ email: "ana", count: "3" }));
    expect(state).toMatchObject({
      status: "failed",
      error: { code: "bad_request" },
      fields: { email: "ana", count: "3" },
      invalid: "email",
    });
    expect(stored).toEqual([]);
  });

  it("refuses a post from another site, by Origin or by Sec-Fetch-Site", async () => {
    requestHeaders.set("origin", "https://evil.example");
    expect(await subscribe(idleState, form(valid))).toMatchObject({
      status: "failed",
      error: { code: "forbidden" },
      fields: valid,
    });
    requestHeaders.delete("origin");
    requestHeaders.set("sec-fetch-site", "cross-site");
    expect(await subscribe(idleState, form(valid))).toMatchObject({ error: { code: "forbidden" } });
    expect(stored).toEqual([]);
    expect(hitRateLimit).not.toHaveBeenCalled();
  });

  it("accepts the site's canonical origin", async () => {
    requestHeaders.set("host", "127.0.0.1:3000");
    requestHeaders.set("origin", "http://localhost:3000");
    expect(await subscribe(idleState, form(valid))).toMatchObject({ status: "done" });
  });

  it("refuses a body over 64 KB, declared or not", async () => {
    requestHeaders.set("content-length", String(70 * 1024));
    expect(await subscribe(idleState, form(valid))).toMatchObject({
      error: { code: "payload_too_large" },
    });
    requestHeaders.delete("content-length");
    const big = await subscribe(idleState, form({ ...valid, email: "a".repeat(65 * 1024) }));
    expect(big).toMatchObject({ error: { code: "payload_too_large" } });
    expect(stored).toEqual([]);
  });

  it("refuses a client over the rate limit", async () => {
    hitRateLimit.mockResolvedValue(31);
    expect(await subscribe(idleState, form(valid))).toMatchObject({
      status: "failed",
      error: { code: "rate_limited" },
    });
    expect(stored).toEqual([]);
  });

  it("answers the envelope's code and message when the action fails", async () => {
    const failing = guardAction(
      { name: "things.fail", input: z.object({}), fields: [] },
      async () => {
        throw new ApiError("unavailable", "Try again shortly");
      },
    );
    expect(await failing(idleState, form({}))).toEqual({
      status: "failed",
      error: { code: "unavailable", message: "Try again shortly" },
      fields: {},
    });
    const crashing = guardAction(
      { name: "things.crash", input: z.object({}), fields: [] },
      async () => {
        throw new Error("SELECT secret");
      },
    );
    const errorLog = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const state = await crashing(idleState, form({}));
    expect(state).toMatchObject({ error: { code: "internal" } });
    expect(JSON.stringify(state)).not.toContain("secret");
    expect(errorLog.mock.calls.flat().join(" ")).not.toContain("secret");
    errorLog.mockRestore();
  });
});
