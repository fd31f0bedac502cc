/**
 * A production server of the site that a spec starts for itself, on its own data and SITE_URL (a
 * fresh site whose first account is the owner; a domain rather than an IP for passkeys; a public
 * origin on a prepared database), and stops.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { serverNodeFlags } from "../../server/node-flags.mjs";

export interface OwnSite {
  stop(): Promise<void>;
}

export async function startOwnSite({
  port,
  url,
  dataDir,
  env = {},
  keepData = false,
  output,
}: {
  port: number;
  /** Where the site is reached; its SITE_URL unless `env` names another. */
  url: string;
  dataDir: string;
  /** More of the site's configuration. */
  env?: Record<string, string>;
  /** Start on the data already in dataDir (a database a spec prepared) instead of a fresh one. */
  keepData?: boolean;
  /** Receives what the server prints. */
  output?: (text: string) => void;
}): Promise<OwnSite> {
  if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, [...serverNodeFlags, "server/server.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: url,
      RATE_LIMIT_MAX: "100000",
      NEXT_TELEMETRY_DISABLED: "1",
      ...env,
    },
    stdio: output ? ["ignore", "pipe", "pipe"] : "ignore",
  });
  for (const stream of [server.stdout, server.stderr]) {
    stream?.on("data", (chunk: Buffer) => output?.(chunk.toString()));
  }
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the site on port ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
