// A small shared cache in front of Next.js, the way a CDN would sit in front of it: a response that
// Next.js marks as shareable (`Cache-Control: s-maxage=N`: prerendered pages, embedded content
// reads) is kept as sent, already compressed, and served again from memory for a few seconds.
// Serving a 300 KB page then costs a copy of bytes instead of a render and a gzip per request.
// Anything personal or unusual (cookies set, RSC navigation, revalidation, ranges, staff calls)
// goes straight to Next.js.

import { bytesOf } from "./response-bytes.mjs";

/** The headers Next.js's router sends for an RSC navigation, and varies its answers on. */
const routerHeaders = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
];

/** Headers that make a request differ from a plain page or API read. */
const bypassRequestHeaders = [
  ...routerHeaders,
  "next-action",
  "next-url",
  "x-prerender-revalidate",
  "x-prerender-revalidate-if-generated",
  "authorization",
  "range",
];

/** What a shareable response may vary on: the RSC headers (never cached) and the encoding (keyed). */
const knownVary = new Set([...routerHeaders, "accept-encoding"]);

/** Headers that belong to one connection or one moment, not to the stored response. */
const hopHeaders = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "date",
  "content-length",
]);

export const defaultOptions = {
  maxAgeMs: 10_000,
  maxBytes: 64 * 1024 * 1024,
  maxEntryBytes: 4 * 1024 * 1024,
};

function isCacheableRequest(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (bypassRequestHeaders.some((name) => req.headers[name] !== undefined)) return false;
  if (/[?&]_rsc=/.test(req.url ?? "")) return false;
  const cookie = req.headers.cookie ?? "";
  return !cookie.includes("__prerender_bypass") && !cookie.includes("__next_preview_data");
}

/** Seconds a shared cache may keep the response, or 0 when it must not keep it at all. */
export function sharedMaxAge(headers) {
  const control = String(headers["cache-control"] ?? "").toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(control)) return 0;
  const match = /\bs-maxage=(\d+)/.exec(control);
  return match ? Number(match[1]) : 0;
}

function isShareable(status, headers) {
  if (status !== 200 || headers["set-cookie"] !== undefined) return false;
  if (String(headers["x-nextjs-cache"] ?? "").toUpperCase() === "STALE") return false;
  const vary = String(headers.vary ?? "")
    .toLowerCase()
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  return vary.every((name) => knownVary.has(name)) && sharedMaxAge(headers) > 0;
}

/** Headers given to writeHead directly (an object, or a flat [name, value, ...] array). */
function headersFromWriteHead(args) {
  const given = args.find((arg) => arg !== null && typeof arg === "object");
  const headers = {};
  if (Array.isArray(given)) {
    const flat = Array.isArray(given[0]) ? given.flat() : given;
    for (let i = 0; i + 1 < flat.length; i += 2)
      headers[String(flat[i]).toLowerCase()] = flat[i + 1];
  } else if (given) {
    for (const [name, value] of Object.entries(given)) headers[name.toLowerCase()] = value;
  }
  return headers;
}

/**
 * Watches a response Next.js writes and hands what was sent to `store` when it ends. Patching
 * happens before Next.js adds its compression, so the bytes seen here are the compressed ones.
 * The headers are final by the first chunk: a response that is not shareable (scripts, images,
 * API answers marked no-store) is not copied at all.
 */
function recordResponse(res, maxEntryBytes, store) {
  const chunks = [];
  let size = 0;
  let keeping;
  let headHeaders = {};
  const sentHeaders = () => ({ ...res.getHeaders(), ...headHeaders });
  const keep = (chunk, encoding) => {
    keeping ??= isShareable(res.statusCode, sentHeaders());
    const bytes = keeping ? bytesOf(chunk, encoding) : undefined;
    if (!bytes) return;
    size += bytes.length;
    if (size > maxEntryBytes) keeping = false;
    else chunks.push(Buffer.from(bytes));
  };
  const { writeHead, write, end } = res;
  res.writeHead = function (...args) {
    headHeaders = headersFromWriteHead(args.slice(1));
    return writeHead.apply(this, args);
  };
  res.write = function (chunk, encoding, callback) {
    keep(chunk, encoding);
    return write.call(this, chunk, encoding, callback);
  };
  res.end = function (chunk, encoding, callback) {
    keep(chunk, encoding);
    const result = end.call(this, chunk, encoding, callback);
    if (keeping) store(res.statusCode, sentHeaders(), Buffer.concat(chunks));
    return result;
  };
}

/**
 * Creates the cache. `handle(req, res, next)` answers from memory when it can and otherwise calls
 * `next()` (Next.js's handler) and keeps a shareable answer for at most `maxAgeMs`.
 */
export function createResponseCache(options = {}) {
  const { maxAgeMs, maxBytes, maxEntryBytes } = { ...defaultOptions, ...options };
  const now = options.now ?? Date.now;
  const entries = new Map();
  let bytes = 0;

  const forget = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  };

  const forgetPath = (url) => {
    for (const key of [...entries.keys()]) if (key.startsWith(`${url}\n`)) forget(key);
  };

  const remember = (key, status, headers, body) => {
    forget(key);
    const stored = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!hopHeaders.has(name.toLowerCase())) stored[name.toLowerCase()] = value;
    }
    const ttlMs = Math.min(sharedMaxAge(headers) * 1000, maxAgeMs);
    entries.set(key, { status, headers: stored, body, storedAt: now(), expiresAt: now() + ttlMs });
    bytes += body.length;
    // The oldest entries go first (a Map keeps insertion order; a hit re-inserts its entry).
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  };

  const serve = (req, res, entry) => {
    const age = Math.floor((now() - entry.storedAt) / 1000);
    const headers = { ...entry.headers, age: String(age) };
    const etag = entry.headers.etag;
    if (etag && req.headers["if-none-match"] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(entry.status, { ...headers, "content-length": String(entry.body.length) });
    res.end(req.method === "HEAD" ? undefined : entry.body);
  };

  return {
    get size() {
      return entries.size;
    },
    handle(req, res, next) {
      // On-demand revalidation renders a page afresh: what was kept of it is out of date.
      if (req.headers["x-prerender-revalidate"] !== undefined) forgetPath(req.url);
      if (!isCacheableRequest(req)) return next();
      const key = `${req.url}\n${String(req.headers["accept-encoding"] ?? "").toLowerCase()}`;
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) {
        entries.delete(key);
        entries.set(key, entry);
        return serve(req, res, entry);
      }
      if (entry) forget(key);
      if (req.method === "GET") {
        recordResponse(res, maxEntryBytes, (status, headers, body) =>
          remember(key, status, headers, body),
        );
      }
      return next();
    },
  };
}
