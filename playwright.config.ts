import { defineConfig, devices } from "@playwright/test";
import path from "node:path";
// The flags the benchmark scripts launch the system Chromium with too (scripts/bench/lib/chromium.mjs).
import chromiumArgs from "./e2e/support/chromium-flags.json";
import { dataRoot, missingUpstreamPort, servers, silentUpstreamPort } from "./e2e/support/servers";
import { serverNodeFlags } from "./scripts/node-flags.mjs";

/** Starts the production build with its own empty data directory. */
function site(name: keyof typeof servers, env: Record<string, string> = {}) {
  const { port, url } = servers[name];
  const dataDir = path.join(dataRoot, name);
  return {
    command: `rm -rf "${dataDir}" && node ${serverNodeFlags.join(" ")} scripts/server.mjs`,
    url: `${url}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: url,
      RATE_LIMIT_MAX: "100000",
      NEXT_TELEMETRY_DISABLED: "1",
      ...env,
    },
  };
}

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  timeout: 60_000,
  use: {
    baseURL: servers.embedded.url,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
  },
  projects: [
    { name: "api", testMatch: /api\/.*\.spec\.ts/ },
    {
      name: "browser",
      testMatch: /^(?!.*api\/).*\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: [
    // The remote instance sends visitors' checkouts back to itself, so its origin is allowed here.
    site("embedded", { CHECKOUT_ORIGINS: servers.remote.url }),
    site("remote", { BACKEND_URL: servers.embedded.url }),
    site("remoteDown", {
      BACKEND_URL: `http://127.0.0.1:${missingUpstreamPort}`,
      RATE_LIMIT_MAX: "3",
    }),
    {
      command: `node e2e/support/silent-upstream.mjs ${silentUpstreamPort}`,
      url: `http://127.0.0.1:${silentUpstreamPort}/ready`,
      reuseExistingServer: false,
    },
    site("remoteSlow", { BACKEND_URL: `http://127.0.0.1:${silentUpstreamPort}` }),
  ],
});
