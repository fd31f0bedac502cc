// Run between `next build` and `opennextjs-cloudflare build --skipNextBuild`. Next.js traces only the
// files a package needs on Node.js, and the worker's bundler then resolves other entries of two
// packages and stops:
//   Could not resolve "@opentelemetry/api"  (the ES module entry, for the Node.js proxy;
//                                            @opennextjs/cloudflare issue #969)
//   Could not resolve "pg-cloudflare"       (pg's socket for workerd, for the server functions)
// This adds those files to the standalone output and to the server's trace.
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const distDir = path.join(root, process.env.NEXT_DIST_DIR || ".next");
const modules = path.join(root, "node_modules");

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

// The proxy's bundle is made from the standalone copy of node_modules.
cpSync(
  path.join(modules, "@opentelemetry/api/build/esm"),
  path.join(distDir, "standalone/node_modules/@opentelemetry/api/build/esm"),
  { recursive: true },
);

// The server functions' bundle is made from the files listed in the server's trace.
const traceFile = path.join(distDir, "next-server.js.nft.json");
const trace = JSON.parse(readFileSync(traceFile, "utf8"));
const files = new Set(trace.files);
for (const file of filesUnder(path.join(modules, "pg-cloudflare"))) {
  files.add(path.relative(distDir, file).split(path.sep).join("/"));
}
trace.files = [...files];
writeFileSync(traceFile, JSON.stringify(trace));
console.log("[edge] traced @opentelemetry/api's ES modules and pg-cloudflare for the worker");
