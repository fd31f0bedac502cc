/**
 * `npm run test:edge`: the smoke suite (e2e/hosts) against the edge build on workerd
 * (`wrangler dev --local`), in remote mode in front of a Node.js instance that stores the records.
 * Ports: E2E_PORT_BASE + 30 for the Node backend, EDGE_PORT (default 8787) for the worker.
 * With EDGE_DATABASE_URL (a migrated PostgreSQL) the worker is the backend itself, on that database.
 */
import { defineConfig, devices } from "@playwright/test";
import path from "node:path";
import chromiumArgs from "./e2e/support/chromium-flags.json";
import { testBrowserPath } from "./scripts/test-browser.mjs";
import { dataRoot, servers, staffToken } from "./e2e/support/servers";
import type { HostUnderTest } from "./e2e/support/host";
import type { SiteFixtures } from "./e2e/support/test";
import { serverNodeFlags } from "./server/node/node-flags.mjs";

const edgePort = Number(process.env.EDGE_PORT ?? 8787);
const edgeUrl = `http://127.0.0.1:${edgePort}`;
const backend = servers.edgeBackend;
const backendData = path.join(dataRoot, "edgeBackend");
const databaseUrl = process.env.EDGE_DATABASE_URL;
const edgeStaffToken = "edge-staff-token-for-the-smoke-suite";

/** The Node.js backend the worker forwards to in remote mode. */
const nodeBackend = {
  // It trusts the one X-Forwarded-For entry the worker adds.
  command: `rm -rf "${backendData}" && node ${serverNodeFlags.join(" ")} server/node/server.mjs`,
  url: `${backend.url}/api/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: {
    PORT: String(backend.port),
    DATA_DIR: backendData,
    SITE_URL: backend.url,
    CHECKOUT_ORIGINS: edgeUrl,
    CLIENT_ADDRESS_SOURCE: "x-forwarded-for",
    TRUSTED_PROXIES: "1",
    RATE_LIMIT_MAX: "5",
    NEXT_TELEMETRY_DISABLED: "1",
  },
};

export default defineConfig<{ host: HostUnderTest }, Pick<SiteFixtures, "siteUnderTest">>({
  testDir: "./e2e/hosts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"], ["json", { outputFile: "test-results/edge.json" }]],
  timeout: 90_000,
  use: {
    ...devices["Desktop Chrome"],
    channel: undefined,
    trace: "off",
    launchOptions: {
      executablePath: testBrowserPath(),
      args: chromiumArgs,
    },
    // The sites are the ones below, not the suite's shared instances.
    siteUnderTest: null,
    host: {
      url: edgeUrl,
      ...(databaseUrl
        ? { staffUrl: edgeUrl, staffToken: () => edgeStaffToken }
        : { staffUrl: backend.url, staffToken: () => staffToken("edgeBackend") }),
      // workerd under `wrangler dev` sends what the worker writes; Cloudflare compresses in front.
      compresses: false,
    },
  },
  webServer: [
    ...(databaseUrl ? [] : [nodeBackend]),
    {
      command: "node server/edge/preview-edge.mjs --reuse",
      url: `${edgeUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(edgePort),
        SITE_URL: edgeUrl,
        ...(databaseUrl
          ? { DATABASE_URL: databaseUrl, STAFF_TOKEN: edgeStaffToken, RATE_LIMIT_MAX: "5" }
          : { BACKEND_URL: backend.url }),
      },
    },
  ],
});
