// Run between `next build` and `opennextjs-cloudflare build --skipNextBuild`. Next.js traces only the
// files a package needs on Node.js, and the worker's bundler then resolves other entries of two
// packages and stops:
//   Could not resolve "@opentelemetry/api"  (the ES module entry, for the Node.js proxy;
//                                            @opennextjs/cloudflare issue #969)
//   Could not resolve "pg-cloudflare"       (pg's socket for workerd, for the server functions)
// The worker's bundles are made from the files Next.js's traces list, copied from the standalone
// output: this adds those files to both.
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const distDir = path.join(root, process.env.NEXT_DIST_DIR || ".next");
const modules = path.join(root, "node_modules");

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Adds every file under node_modules/<folder> to a trace (relative to it) and the standalone copy. */
function addToTrace(traceFile, folder) {
  cpSync(path.join(modules, folder), path.join(distDir, "standalone", "node_modules", folder), {
    recursive: true,
  });
  const trace = JSON.parse(readFileSync(traceFile, "utf8"));
  const files = new Set(trace.files);
  for (const file of filesUnder(path.join(modules, folder))) {
    files.add(path.relative(path.dirname(traceFile), file).split(path.sep).join("/"));
  }
  trace.files = [...files];
  writeFileSync(traceFile, JSON.stringify(trace));
}

addToTrace(path.join(distDir, "server", "middleware.js.nft.json"), "@opentelemetry/api/build/esm");
addToTrace(path.join(distDir, "next-server.js.nft.json"), "pg-cloudflare");
console.log("[edge] traced @opentelemetry/api's ES modules and pg-cloudflare for the worker");
