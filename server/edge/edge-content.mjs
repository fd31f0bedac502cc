// Run after `opennextjs-cloudflare build`: the worker has no content/ folder to read, so this writes
// content/'s files into one JSON module that server/edge/edge-worker.mjs bundles (lib/content/source.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const contentDir = path.join(root, "content");

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const snapshot = Object.fromEntries(
  filesUnder(contentDir).map((file) => [
    path.relative(contentDir, file).split(path.sep).join("/"),
    readFileSync(file, "utf8"),
  ]),
);
writeFileSync(path.join(root, ".open-next", "content-snapshot.json"), JSON.stringify(snapshot));
console.log(`[edge] bundled ${Object.keys(snapshot).length} files of content/ for the worker`);
