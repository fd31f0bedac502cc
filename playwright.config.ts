import { defineConfig, devices } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
// The flags the benchmark scripts launch the system Chromium with too (scripts/bench/lib/chromium.mjs).
import chromiumArgs from "./e2e/support/chromium-flags.json";
import {
  dataRoot,
  missingUpstreamPort,
  servers,
  silentUpstreamPort,
  smtp,
  staffToken,
} from "./e2e/support/servers";
import type { HostUnderTest } from "./e2e/support/host";
import { serverNodeFlags } from "./server/node-flags.mjs";

/**
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

/** How each kind of host serves the production build. */
const hosts = {
  /** Our own server, as `npm start` runs it. */
  server: `node ${serverNodeFlags.join(" ")} server/server.mjs`,
  /** The standalone build, as `npm run start:standalone` and the container run it. */
  standalone: "node server/standalone.mjs",
  /** Next.js's own production server. */
  nextStart: "node node_modules/next/dist/bin/next start",
};

/** Starts the production build with its own empty data directory. */
function site(
  name: keyof typeof servers,
  env: Record<string, string> = {},
  host: keyof typeof hosts = "server",
) {
  const { port, url } = servers[name];
  const dataDir = path.join(dataRoot, name);
  return {
    command: `rm -rf "${dataDir}" && ${hosts[host]}`,
    url: `${url}/`,
    reuseExistingServer: false,
    // Eight instances start together; on a busy two-core machine the last may need a while.
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: url,
      RATE_LIMIT_MAX: "100000",
      CHECKOUT_STATUS_READS_PER_MINUTE: "100000",
      // Every spec books from 127.0.0.1 and leaves checkouts unpaid: one address holds far more
      // than a visitor may. The caps are tested on their own instance (e2e/api/seat-hoarding.spec.ts).
      HOLD_SEATS_PER_ADDRESS: "100000",
      HOLD_SEATS_PER_EMAIL: "100000",
      HOLD_DEPARTURES_PER_CLIENT: "100000",
      HOLD_DEPARTURE_SHARE: "100",
      NEXT_TELEMETRY_DISABLED: "1",
      ...env,
    },
  };
}

export default defineConfig<{ host: HostUnderTest }>({
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
        host: {
          url: servers[name].url,
          staffUrl: servers[name].url,
          staffToken: () => staffToken(name),
          compresses: true,
        },
      },
    })),
  ],
  webServer: [
    // The remote instance sends visitors' checkouts back to itself, so its origin is allowed here.
    // Its mail goes to the SMTP server e2e/staff-mail.spec.ts runs; at other times nothing listens
    // there and each mail fails once, for good (the outbox keeps it; no spec waits on a send).
    site("embedded", {
      CHECKOUT_ORIGINS: servers.remote.url,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
      MAIL_MAX_ATTEMPTS: "1",
    }),
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
    // The smoke suite's hosts keep the site's own low rate limit, which one test runs into.
    site("hostServer", { RATE_LIMIT_MAX: "5" }, "server"),
    site("hostStandalone", { RATE_LIMIT_MAX: "5" }, "standalone"),
    site("hostNextStart", { RATE_LIMIT_MAX: "5" }, "nextStart"),
  ],
});
