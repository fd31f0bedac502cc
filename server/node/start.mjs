#!/usr/bin/env node
// `npm start`: builds the site when there is no build yet, then serves it on PORT (default 3000).
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
if (!existsSync(path.join(root, ".next", "BUILD_ID"))) {
  console.log("[start] no build found; building the site first (a minute or two)...");
  const build = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/next/dist/bin/next"), "build"],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import("./server.mjs");
