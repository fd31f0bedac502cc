// The site's HTTP server: Next.js in production mode behind a thin layer that records who is asking.
import { createServer } from "node:http";
import path from "node:path";
import compression from "compression";
import { paintFirst } from "./paint-first.mjs";
import { createResponseCache } from "./response-cache.mjs";

process.env.NODE_ENV = "production";
const { default: next } = await import("next");

const root = path.resolve(import.meta.dirname, "..");
const port = Number.parseInt(process.env.PORT ?? "3000", 10);
const trustProxy = ["1", "true"].includes(process.env.TRUST_PROXY ?? "");
const cache = createResponseCache();
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
  // The client address the API rate-limits by: the socket's, unless a trusted proxy says otherwise.
  // Whatever a client sent under this name is replaced, so it cannot be forged.
  const forwarded = trustProxy
    ? req.headers["x-forwarded-for"]?.toString().split(",")[0]?.trim()
    : undefined;
  req.headers["x-client-address"] = forwarded || req.socket.remoteAddress || "unknown";
  // Next.js answers a path with broken percent-encoding (e.g. /blog/%ED%A0%80) with a bare 500 and
  // no security headers; it names no page, so it gets the site's usual 404 (an envelope under /api).
  if (!isDecodablePath(req.url)) req.url = req.url.startsWith("/api/") ? "/api/_" : "/_";
  cache.handle(req, res, () =>
    compress(req, res, () => {
      paintFirst(req, res);
      handle(req, res);
    }),
  );
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
