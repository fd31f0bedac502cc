#!/usr/bin/env node
// `npm run check:inputs`: runs e2e/api/inputs.spec.ts alone against the bench build (built first if
// there is none; --rebuild to build anyway) and prints its table of attacks with what each got.
// The same spec runs inside `npm test` against the suite's own instances.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { chromiumPath } from "./lib/chromium.mjs";
import { ensureSiteBuild } from "./lib/builds.mjs";
import { finish, printTable, saveResults } from "./lib/report.mjs";
import { benchDir, root, siteDistDir } from "./lib/servers.mjs";

ensureSiteBuild({ reuse: !process.argv.includes("--rebuild") });
const report = path.join(benchDir, "results", "inputs-playwright.json");
rmSync(report, { force: true });
const run = spawnSync(
  process.execPath,
  [
    path.join(root, "node_modules/@playwright/test/cli.js"),
    "test",
    "e2e/api/inputs.spec.ts",
    "--project=api",
    "--reporter=dot,json",
  ],
  {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      NEXT_DIST_DIR: siteDistDir,
      // Its own ports (E2E_PORT_BASE+1..), apart from `npm test`'s and the other benches'.
      E2E_PORT_BASE: process.env.E2E_PORT_BASE ?? "4760",
      CHROMIUM_PATH: chromiumPath,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    },
  },
);

/** Flattens the JSON report into one row per attack (titles read "target | attack | expected"). */
function rowsOf(suite) {
  const rows = [];
  for (const spec of suite.specs ?? []) {
    for (const entry of spec.tests) {
      const result = entry.results.at(-1);
      const annotations = [...(entry.annotations ?? []), ...(result?.annotations ?? [])];
      const [target, attack, expected] = spec.title.split(" | ");
      rows.push({
        target: attack ? target : "(check)",
        attack: attack ?? spec.title,
        expected: expected ?? "passes",
        got: annotations.find((a) => a.type === "got")?.description ?? "",
        ok: result?.status === "passed",
      });
    }
  }
  for (const child of suite.suites ?? []) rows.push(...rowsOf(child));
  return rows;
}

if (!existsSync(report)) {
  console.error("Playwright wrote no report; see its output above.");
  process.exit(run.status || 1);
}
const rows = JSON.parse(readFileSync(report, "utf8")).suites.flatMap(rowsOf);
printTable(`Attacks on the API's inputs (${rows.length})`, rows, [
  ["target", "target"],
  ["attack", "attack"],
  ["expected", "expected"],
  ["got", "got"],
  ["ok", "result"],
]);
saveResults("inputs", { rows });
const failures = rows.filter((row) => !row.ok).map((r) => `${r.target} ${r.attack}: got ${r.got}`);
if (run.status !== 0 && failures.length === 0)
  failures.push(`Playwright exited with ${run.status}`);
finish(failures);
