#!/usr/bin/env node
// `npm test`: every check, in order, on a fresh clone or a working tree.
//   lint, formatting and types side by side, unit and database tests (PGlite, and PostgreSQL when
//   installed), a production build, then the API contract, durability and browser suites with
//   Playwright, and the smoke suite on the edge build (workerd) made from the same build.
// `npm run test:quick` (--quick): lint, formatting, types and the unit and database tests on PGlite,
//   no build and no browser, for day-to-day work.
// Ends with the time each step took and one line "tests: N passed, N failed".
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pgliteTemplate } from "./pglite-template.mjs";
import { startPostgres } from "./postgres.mjs";
import { testBrowserPath } from "./test-browser.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
let passed = 0;
let failed = 0;
const failures = [];
/** Where the time went: each step, and each test file, in seconds. */
const stepTimes = [];
const fileTimes = [];

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  stepTimes.push([name, (performance.now() - started) / 1000]);
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

/**
 * Runs steps side by side (each is single-threaded; the machine has more than one core), printing
 * each one's output whole when it ends, so the log reads step by step.
 */
async function together(steps) {
  await Promise.all(
    steps.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const started = performance.now();
          const child = spawn(command, args, { cwd: root, env: process.env });
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("close", (code) => {
            console.log(`\n=== ${name} ===`);
            process.stdout.write(Buffer.concat(output));
            stepTimes.push([name, (performance.now() - started) / 1000]);
            if (code !== 0) failures.push(name);
            resolve();
          });
        }),
    ),
  );
}

function countJest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const suite of report.testResults)
    fileTimes.push([path.relative(root, suite.name), (suite.endTime - suite.startTime) / 1000]);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats, suites } = JSON.parse(readFileSync(file, "utf8"));
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky;
  const spent = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          spent.set(spec.file, (spent.get(spec.file) ?? 0) + result.duration / 1000);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of suites) walk(suite);
  for (const [name, seconds] of spent) fileTimes.push([`e2e/${name}`, seconds]);
}

/** The steps' times and the slowest test files, so the suite says where its time goes. */
function printTimes() {
  const row = ([name, seconds]) => `  ${seconds.toFixed(0).padStart(5)} s  ${name}`;
  console.log("\nTime by step:");
  for (const entry of stepTimes) console.log(row(entry));
  console.log("Slowest test files:");
  for (const entry of fileTimes.sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(row(entry));
}

const quick = process.argv.includes("--quick");
const chromium = testBrowserPath();
if (!quick && !existsSync(chromium)) {
  console.error(
    `Chromium is missing at ${chromium}: install Debian's package (apt-get install -y chromium-headless-shell, or chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

// One migrated PGlite that every test database and test server copies instead of running initdb.
process.env.PGLITE_TEMPLATE ??= await pgliteTemplate();

rmSync(path.join(root, "test-results"), { recursive: true, force: true });
mkdirSync(path.join(root, "test-results"));
await together([
  ["lint", bin("eslint"), [".", "--cache", "--cache-location", "node_modules/.cache/eslint/"]],
  ["format", bin("prettier"), ["--check", ".", "--cache"]],
  ["types", bin("tsc"), ["--noEmit"]],
]);

const postgres = quick
  ? undefined
  : await startPostgres().catch((error) => {
      console.error(`Could not start PostgreSQL for the database suite: ${error.message}`);
      failures.push("postgres");
      return undefined;
    });
if (!postgres && !quick)
  console.log("PostgreSQL binaries not found: the database suite runs on PGlite only.");
try {
  step(
    "unit and database tests",
    process.execPath,
    [
      "--experimental-vm-modules",
      "--no-warnings=ExperimentalWarning",
      bin("jest"),
      "--json",
      "--outputFile=test-results/jest.json",
    ],
    postgres ? { TEST_DATABASE_URL: postgres.url } : {},
  );
} finally {
  postgres?.stop();
}
countJest(path.join(root, "test-results", "jest.json"));

if (!quick && step("build", bin("next"), ["build"], { NEXT_TELEMETRY_DISABLED: "1" })) {
  step("end-to-end (API contract, durability, browser)", bin("playwright"), ["test"], {
    CHROMIUM_PATH: chromium,
  });
  countPlaywright(path.join(root, "test-results", "e2e.json"));
  // The smoke suite on the edge build (workerd), made from the same `next build`: about a minute.
  if (
    step("edge build", process.execPath, [
      "server/edge/preview-edge.mjs",
      "--build-only",
      "--next-built",
    ])
  ) {
    step(
      "smoke suite on the edge build",
      bin("playwright"),
      ["test", "--config", "playwright.edge.config.ts"],
      {
        CHROMIUM_PATH: chromium,
      },
    );
    countPlaywright(path.join(root, "test-results", "edge.json"));
  }
}

printTimes();
console.log(failures.length ? `\nFailed steps: ${failures.join(", ")}` : "\nEvery step passed.");
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
