import { defineConfig, devices } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
// The flags the benchmark scripts launch the system Chromium with too (scripts/bench/lib/chromium.mjs).
import chromiumArgs from "./e2e/support/chromium-flags.json";
import { testBrowserPath } from "./scripts/test-browser.mjs";
import { servers, staffToken } from "./e2e/support/servers";
import type { HostUnderTest } from "./e2e/support/host";
import type { SiteFixtures } from "./e2e/support/test";

/**
 * No site starts up front: each Playwright worker starts the instances its specs use
 * (e2e/support/sites.ts), so running one spec starts only what it needs.
 *
 * Every site the specs start opens its empty database from the migrated copy `npm test` and Jest
 * make (scripts/pglite-template.mjs), when there is one, instead of running initdb.
 */
function latestPgliteTemplate(): string | undefined {
  const note = path.resolve("node_modules/.cache/lavender/pglite-template-latest");
  const file = existsSync(note) ? readFileSync(note, "utf8").trim() : "";
  return file && existsSync(file) ? file : undefined;
}
const template = process.env.PGLITE_TEMPLATE || latestPgliteTemplate();
if (template) process.env.PGLITE_TEMPLATE = template;

export default defineConfig<{ host: HostUnderTest }, Pick<SiteFixtures, "siteUnderTest">>({
  testDir: "./e2e",
  globalSetup: "./e2e/support/global-setup.ts",
  fullyParallel: false,
  // Two workers, each with its own instances on its own ports (e2e/support/servers.ts): on two
  // cores the end-to-end step took 464 s against 556 s with one (29 November 2026). E2E_WORKERS
  // chooses another count.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  timeout: 60_000,
  use: {
    baseURL: servers.embedded.url,
    trace: "off",
    launchOptions: {
      executablePath: testBrowserPath(),
      args: chromiumArgs,
    },
  },
  projects: [
    { name: "api", testMatch: /api\/.*\.spec\.ts/ },
    {
      name: "browser",
      testMatch: /^(?!.*(api|hosts)\/).*\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // The same smoke suite on each Node.js host (the edge build has its own config and script).
    ...(["hostServer", "hostStandalone", "hostNextStart"] as const).map((name) => ({
      name: `smoke ${name}`,
      testMatch: /hosts\/.*\.spec\.ts$/,
      use: {
        ...devices["Desktop Chrome"],
        channel: undefined,
        siteUnderTest: name,
        host: {
          url: servers[name].url,
          staffUrl: servers[name].url,
          staffToken: () => staffToken(name),
          compresses: true,
        },
      },
    })),
  ],
});
