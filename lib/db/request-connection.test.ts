import type { Connection } from "./client";
import { requestConnection } from "./request-connection";

const REQUEST_CONTEXT = Symbol.for("__cloudflare-context__");
const holder = globalThis as Record<symbol, unknown>;

const connection = (name: string) => ({ name }) as unknown as Connection;

afterEach(() => {
  delete holder[REQUEST_CONTEXT];
});

describe("database connections on Cloudflare Workers", () => {
  it("opens one connection per request and shares it within the request", async () => {
    let opened = 0;
    const open = jest.fn(async () => connection(`connection ${++opened}`));
    holder[REQUEST_CONTEXT] = { request: "first" };
    const first = await requestConnection(open);
    expect(await requestConnection(open)).toBe(first);
    holder[REQUEST_CONTEXT] = { request: "second" };
    expect(await requestConnection(open)).not.toBe(first);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it("tries again within the request after a failed attempt", async () => {
    holder[REQUEST_CONTEXT] = { request: "while the database restarts" };
    const down = jest.fn(async () => Promise.reject(new Error("ECONNREFUSED")));
    await expect(requestConnection(down)).rejects.toThrow("ECONNREFUSED");
    await expect(requestConnection(async () => connection("back"))).resolves.toEqual({
      name: "back",
    });
  });
});
