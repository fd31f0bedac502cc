/**
 * The shared response cache in front of Next.js: what it keeps, what it never keeps, and that what
 * it serves again is byte for byte what was sent, headers included.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { createResponseCache } from "./response-cache.mjs";

type Reply = { status?: number; headers?: Record<string, string>; body?: string };
type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const page: Reply = {
  headers: {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "s-maxage=300, stale-while-revalidate=31535700",
    vary: "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding",
    etag: '"abc"',
    "content-security-policy": "default-src 'self'",
  },
  body: "<!DOCTYPE html><p>Amsterdam</p>",
};

let clock = 0;
let calls = 0;
let server: Server;
let base: string;
let cache: ReturnType<typeof createResponseCache>;
let upstream: Handler;

/** What Next.js would answer: the reply, written with setHeader, write and end. */
function answer(reply: Reply): Handler {
  return (_req, res) => {
    res.statusCode = reply.status ?? 200;
    for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
    const body = reply.body ?? "";
    res.write(body.slice(0, 10));
    res.end(body.slice(10));
  };
}

beforeEach(async () => {
  clock = 1_000_000;
  calls = 0;
  cache = createResponseCache({ maxAgeMs: 10_000, maxBytes: 10_000, now: () => clock });
  upstream = answer(page);
  server = createServer((req, res) =>
    cache.handle(req, res, () => {
      calls += 1;
      upstream(req, res);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path = "/destinations", init: RequestInit = {}) => fetch(base + path, init);

test("a shareable page is served again from memory, headers and bytes as first sent", async () => {
  const first = await get();
  const second = await get();
  expect(calls).toBe(1);
  expect(await second.text()).toBe(page.body);
  expect(await first.text()).toBe(page.body);
  expect(second.headers.get("content-security-policy")).toBe("default-src 'self'");
  expect(second.headers.get("content-length")).toBe(String(page.body!.length));
  expect(second.headers.get("age")).toBe("0");
  expect(first.headers.get("age")).toBeNull();
});

test("it keeps a page for at most maxAgeMs, then asks Next.js again", async () => {
  await get();
  clock += 9_000;
  expect((await get()).headers.get("age")).toBe("9");
  clock += 1_000;
  await get();
  expect(calls).toBe(2);
});

test("each Accept-Encoding has its own copy", async () => {
  await get("/destinations", { headers: { "accept-encoding": "gzip" } });
  await get("/destinations", { headers: { "accept-encoding": "identity" } });
  await get("/destinations", { headers: { "accept-encoding": "gzip" } });
  expect(calls).toBe(2);
});

test("it stores the bytes a later layer (compression) actually sent", async () => {
  upstream = (req, res) => {
    // Like Next.js's compression: patches write/end after the cache did, and sends gzip.
    const end = res.end.bind(res);
    res.write = () => true;
    res.end = ((chunk?: unknown) => {
      res.setHeader("content-encoding", "gzip");
      return end(gzipSync(String(chunk ?? "")));
    }) as typeof res.end;
    answer(page)(req, res);
  };
  const headers = { "accept-encoding": "gzip" };
  await get("/", { headers });
  const again = await get("/", { headers });
  expect(calls).toBe(1);
  expect(again.headers.get("content-encoding")).toBe("gzip");
  expect(await again.text()).toBe(page.body!.slice(10));
});

test("HEAD and If-None-Match are answered from a kept page", async () => {
  await get();
  const head = await get("/destinations", { method: "HEAD" });
  expect(head.status).toBe(200);
  expect(await head.text()).toBe("");
  const notModified = await get("/destinations", { headers: { "if-none-match": '"abc"' } });
  expect(notModified.status).toBe(304);
  expect(calls).toBe(1);
});

test.each<[string, Reply]>([
  ["no s-maxage", { ...page, headers: { ...page.headers, "cache-control": "no-store" } }],
  ["private", { ...page, headers: { ...page.headers, "cache-control": "private, s-maxage=60" } }],
  ["a cookie set", { ...page, headers: { ...page.headers, "set-cookie": "a=1" } }],
  ["a 404", { ...page, status: 404 }],
  ["a stale page", { ...page, headers: { ...page.headers, "x-nextjs-cache": "STALE" } }],
  ["Vary: Origin", { ...page, headers: { ...page.headers, vary: "Origin" } }],
])("a response with %s is never kept", async (_what, reply) => {
  upstream = answer(reply);
  await get();
  await get();
  expect(calls).toBe(2);
});

test.each<[string, RequestInit, string?]>([
  ["an RSC navigation", { headers: { rsc: "1" } }],
  ["a prefetch", { headers: { "next-router-prefetch": "1" } }],
  ["an _rsc query", {}, "/destinations?_rsc=abc"],
  ["staff authorization", { headers: { authorization: "Bearer x" } }],
  ["a range", { headers: { range: "bytes=0-10" } }],
  ["a preview cookie", { headers: { cookie: "__prerender_bypass=1" } }],
  ["a POST", { method: "POST", body: "{}" }],
])("%s always reaches Next.js", async (_what, init, path = "/destinations") => {
  await get(path, init);
  await get(path, init);
  expect(calls).toBe(2);
});

test("on-demand revalidation forgets every kept copy of that page", async () => {
  await get("/", { headers: { "accept-encoding": "gzip" } });
  await get("/", { headers: { "accept-encoding": "identity" } });
  await get("/", { headers: { "x-prerender-revalidate": "preview-id" } });
  expect(cache.size).toBe(0);
  await get("/", { headers: { "accept-encoding": "gzip" } });
  expect(calls).toBe(4);
});

test("memory stays under maxBytes: the least recently used pages go first", async () => {
  upstream = answer({ ...page, body: "x".repeat(4_000) });
  await get("/a");
  await get("/b");
  await get("/a");
  await get("/c");
  expect(cache.size).toBe(2);
  const before = calls;
  await get("/a");
  await get("/b");
  expect(calls - before).toBe(1);
});
