/**
 * The staff desk's browser suite on its own: one embedded instance instead of the eight the full
 * configuration starts. The spec also runs in the full suite (playwright.config.ts, "browser").
 */
import { defineConfig, devices } from "@playwright/test";
import path from "node:path";
import chromiumArgs from "./e2e/support/chromium-flags.json";
import { dataRoot, servers, smtp } from "./e2e/support/servers";
import { serverNodeFlags } from "./server/node-flags.mjs";

const { port, url } = servers.embedded;
const dataDir = path.join(dataRoot, "embedded");

export default defineConfig({
  testDir: "./e2e",
  testMatch: /staff-.*\.spec\.ts$/,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  timeout: 120_000,
  use: {
    baseURL: url,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
  },
  projects: [{ name: "browser", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `rm -rf "${dataDir}" && node ${serverNodeFlags.join(" ")} server/server.mjs`,
    url: `${url}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: url,
      RATE_LIMIT_MAX: "100000",
      CHECKOUT_STATUS_READS_PER_MINUTE: "100000",
      // As in playwright.config.ts: every spec books from 127.0.0.1 and leaves checkouts unpaid.
      HOLD_SEATS_PER_ADDRESS: "100000",
      HOLD_SEATS_PER_EMAIL: "100000",
      HOLD_DEPARTURES_PER_CLIENT: "100000",
      HOLD_DEPARTURE_SHARE: "100",
      NEXT_TELEMETRY_DISABLED: "1",
      // As in playwright.config.ts: mail goes to e2e/staff-mail.spec.ts's SMTP server.
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
      MAIL_MAX_ATTEMPTS: "1",
    },
  },
});
