/**
 * A production server of the site, started on its own data and SITE_URL and stopped again: the
 * shared instances of e2e/support/sites.ts, and the sites a spec starts for itself (a fresh site
 * whose first account is the owner; a domain rather than an IP for passkeys; a public origin on a
 * prepared database).
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { serverNodeFlags } from "../../server/node/node-flags.mjs";

export interface OwnSite {
  stop(): Promise<void>;
}

/** How each kind of host serves the production build. */
const hostCommands = {
  /** Our own server, as `npm start` runs it. */
  server: [...serverNodeFlags, "server/node/server.mjs"],
  /** The standalone build, as `npm run start:standalone` and the container run it. */
  standalone: ["server/node/standalone.mjs"],
  /** Next.js's own production server. */
  nextStart: ["node_modules/next/dist/bin/next", "start"],
} as const;

export type HostKind = keyof typeof hostCommands;

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

export async function startOwnSite({
  port,
  url,
  dataDir,
  env = {},
  keepData = false,
  host = "server",
  readyAt = "/api/health",
  output,
  errors,
}: {
  port: number;
  /** Where the site is reached; its SITE_URL unless `env` names another. */
  url: string;
  dataDir: string;
  /** More of the site's configuration. */
  env?: Record<string, string>;
  /** Start on the data already in dataDir (a database a spec prepared) instead of a fresh one. */
  keepData?: boolean;
  /** Which server serves the build (our own, as `npm start`, unless named). */
  host?: HostKind;
  /** The path that answers once the site serves (a remote-mode site's health needs its upstream). */
  readyAt?: string;
  /** Receives what the server prints. */
  output?: (text: string) => void;
  /** Receives what the server prints on stderr. */
  errors?: (text: string) => void;
}): Promise<OwnSite> {
  // A server left over on the port would answer in this one's place.
  if (await answers(url + readyAt)) {
    throw new Error(`something already answers on port ${port}; stop it first`);
  }
  if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, [...hostCommands[host]], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: url,
      RATE_LIMIT_MAX: "100000",
      NEXT_TELEMETRY_DISABLED: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  for (const stream of [server.stdout, server.stderr]) {
    stream.on("data", (chunk: Buffer) => {
      printed = (printed + chunk.toString()).slice(-4_000);
      output?.(chunk.toString());
      if (stream === server.stderr) errors?.(chunk.toString());
    });
  }
  // A test runner that exits without stopping its sites does not leave them holding the ports.
  const killOnExit = () => server.kill("SIGKILL");
  process.once("exit", killOnExit);
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const stop = async () => {
    process.removeListener("exit", killOnExit);
    if (server.exitCode !== null || server.signalCode !== null) return;
    server.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (await answers(url + readyAt)) return { stop };
    if (server.exitCode !== null || server.signalCode !== null) {
      process.removeListener("exit", killOnExit);
      throw new Error(`the site on port ${port} stopped before it answered:\n${printed}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the site on port ${port} did not start:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
