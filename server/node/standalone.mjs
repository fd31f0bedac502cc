#!/usr/bin/env node
// `npm run start:standalone`: serves the standalone build (`output: "standalone"` in next.config.ts)
// as a container or a bare Node.js host would, on PORT (default 3000) and HOSTNAME (default 0.0.0.0).
// Next.js leaves the browser's files out of .next/standalone; they are copied in beside the server
// first, as the Dockerfile does. The standalone server compresses itself and records socket addresses
// through instrumentation.ts; it has none of the layers of server/node/server.mjs.
import { cpSync, existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const distDir = process.env.NEXT_DIST_DIR || ".next";
const standalone = path.join(root, distDir, "standalone");
const server = path.join(standalone, "server.js");

if (!existsSync(server)) {
  console.error(
    `[start:standalone] ${path.relative(root, server)} is missing: run \`npm run build\` first.`,
  );
  process.exit(1);
}
cpSync(path.join(root, distDir, "static"), path.join(standalone, distDir, "static"), {
  recursive: true,
});
cpSync(path.join(root, "public"), path.join(standalone, "public"), { recursive: true });
process.env.NODE_ENV = "production";
process.env.HOSTNAME ??= "0.0.0.0";
await import(server);
