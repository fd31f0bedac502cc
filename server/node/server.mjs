// The site's HTTP server (npm start): Next.js in production mode behind a shared response cache
// and compression, and, when PAINT_FIRST=on, the paint-first rewrite. The site runs without it too
// (`next start`, the standalone build, an edge host): these layers make it faster, none of them
// makes it correct or safe; RESPONSE_CACHE=off turns the cache off.
import { createServer } from "node:http";
import path from "node:path";
import compression from "compression";
import { paintFirst } from "./paint-first.mjs";
import { createResponseCache } from "./response-cache.mjs";

process.env.NODE_ENV = "production";
// This server compresses (below); next.config.ts leaves compression to Next.js without it.
process.env.LAVENDER_OWN_SERVER = "1";
const { default: next } = await import("next");

/**
 * A layer's switch, "on" or "off" (RESPONSE_CACHE=off, PAINT_FIRST=on), to measure the site with
 * and without it or to rule it out when a Next.js upgrade changes what it relies on.
 */
function layerOn(name, byDefault) {
  const value = (process.env[name] ?? "").trim().toLowerCase();
  if (value === "") return byDefault;
  if (value === "on") return true;
  if (value === "off") return false;
  console.error(`[start] ${name} must be "on" or "off", not "${process.env[name]}".`);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, "../..");
const port = Number.parseInt(process.env.PORT ?? "3000", 10);
const cache = layerOn("RESPONSE_CACHE", true) ? createResponseCache() : undefined;
// Off unless asked for: on a phone on a slow connection (real throttling, `npm run bench:pages`),
// holding the scripts back until the first paint paints about 0.15 s sooner and answers about
// 0.5 s later, more than the whole of a bare Next.js page's own hydration (about 0.2 s).
const rewrites = layerOn("PAINT_FIRST", false);
// Compression happens here rather than in Next.js (`compress: false`), so that an HTML page is
// rewritten (./paint-first.mjs) before it is compressed, and the cache keeps the compressed bytes.
const compress = compression();

const app = next({ dev: false, dir: root, port });
const handle = app.getRequestHandler();
await app.prepare();

function isDecodablePath(url = "/") {
  try {
    decodeURIComponent(url.split("?")[0]);
    return true;
  } catch {
    return false;
  }
}

const server = createServer((req, res) => {
  // The visitor's address for rate limits is recorded by lib/security/socket-recorder.ts, which
  // Next.js installs in this process (instrumentation.ts) as it does under `next start`.
  // Next.js answers a path with broken percent-encoding (e.g. /blog/%ED%A0%80) with a bare 500 and
  // no security headers; it names no page, so it gets the site's usual 404 (an envelope under /api).
  if (!isDecodablePath(req.url)) req.url = req.url.startsWith("/api/") ? "/api/_" : "/_";
  const serve = () =>
    compress(req, res, () => {
      if (rewrites) paintFirst(req, res);
      handle(req, res);
    });
  if (cache) cache.handle(req, res, serve);
  else serve();
});
server.keepAliveTimeout = 65_000;
server.listen(port, async () => {
  // The first request runs the start-up checks (content, migrations, staff token); make it now.
  await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
  console.log(`[start] Lavender Compass is serving http://localhost:${port}`);
});

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
