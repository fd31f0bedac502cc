// Run after `opennextjs-cloudflare build`: Cloudflare serves the browser's files (scripts, styles,
// images) from the worker's static assets without running the worker, so next.config.ts's headers
// never reach them. This writes them, and the year-long cache of Next.js's hashed files, into the
// assets' `_headers` file, which Cloudflare and `wrangler dev` apply.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const distDir = path.join(root, process.env.NEXT_DIST_DIR || ".next");
const manifest = JSON.parse(readFileSync(path.join(distDir, "routes-manifest.json"), "utf8"));

// next.config.ts gives every path ("/:path*") the security headers.
const everyPath = manifest.headers.find((rule) => rule.source === "/:path*");
if (!everyPath) throw new Error("next.config.ts no longer sets headers for /:path*");
const lines = [
  "/*",
  ...everyPath.headers.map(({ key, value }) => `  ${key}: ${value}`),
  // File names under /_next/static change with their content, so they never need revalidating.
  "/_next/static/*",
  "  Cache-Control: public, max-age=31536000, immutable",
];
writeFileSync(path.join(root, ".open-next", "assets", "_headers"), `${lines.join("\n")}\n`);
console.log("[edge] wrote the security headers and static files' caching for the worker's assets");
