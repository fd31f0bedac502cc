/**
 * A production server of the site, started on its own data and SITE_URL and stopped again: the
 * shared instances of e2e/support/sites.ts, and the sites a spec starts for itself (a fresh site
 * whose first account is the owner; a domain rather than an IP for passkeys; a public origin on a
 * prepared database).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
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

/** Whether the URL answers 2xx within five seconds (a server that accepts and never answers does not). */
const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
    (response) => response.ok,
    () => false,
  );

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/**
 * A server an earlier run left behind (its worker killed outright, so nothing stopped it) is
 * stopped by the pid it wrote beside its data, if that process is still one of ours.
 */
function stopLeftover(pidFile: string): void {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8"));
  rmSync(pidFile, { force: true });
  const command = existsSync(`/proc/${pid}/cmdline`)
    ? readFileSync(`/proc/${pid}/cmdline`, "utf8")
    : "";
  if (!/server\/node\/|next\/dist\/bin\/next|silent-upstream/.test(command)) return;
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // Gone already.
  }
}

/**
 * Starts a Node.js process and waits until `readyUrl` answers, its own answer: a server an earlier
 * run left is stopped first, a port another program answers on is refused, and a process that
 * exits before answering fails at once with what it printed. The process is killed if the test
 * runner exits without stopping it, and its pid is kept in `pidFile` for the next run.
 */
export async function startOwned({
  args,
  env,
  pidFile,
  readyUrl,
  what,
  printed: print,
}: {
  args: string[];
  env: NodeJS.ProcessEnv;
  pidFile: string;
  readyUrl: string;
  /** How errors name it ("the site on port 3201"). */
  what: string;
  /** Receives what the process prints, and whether it came on stderr. */
  printed?: (text: string, onStderr: boolean) => void;
}): Promise<OwnSite> {
  stopLeftover(pidFile);
  // A process left over on the port would answer in this one's place.
  if (await answers(readyUrl))
    throw new Error(`something already answers for ${what}; stop it first`);
  mkdirSync(path.dirname(pidFile), { recursive: true });
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  if (child.pid) writeFileSync(pidFile, String(child.pid));
  let lastOutput = "";
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk: Buffer) => {
      lastOutput = (lastOutput + chunk.toString()).slice(-4_000);
      print?.(chunk.toString(), stream === child.stderr);
    });
  }
  const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
  const stop = async () => {
    process.removeListener("exit", killOnExit);
    if (running(child)) child.kill("SIGTERM");
    await closed;
    rmSync(pidFile, { force: true });
  };
  const stopped = async (why: string) => {
    await stop();
    return new Error(`${what} ${why}:\n${lastOutput}`);
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    // Our own process must still run when the URL answers, or another answered for it.
    if (!running(child)) throw await stopped("stopped before it answered");
    if ((await answers(readyUrl)) && running(child)) return { stop };
    if (Date.now() > deadline) throw await stopped("did not start in 120 s");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

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
  const pidFile = `${dataDir}.pid`;
  // The data goes only once a leftover server, which may still write to it, is stopped.
  stopLeftover(pidFile);
  if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  return startOwned({
    args: [...hostCommands[host]],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: url,
      RATE_LIMIT_MAX: "100000",
      NEXT_TELEMETRY_DISABLED: "1",
      ...env,
    },
    pidFile,
    readyUrl: url + readyAt,
    what: `the site on port ${port}`,
    printed: (text, onStderr) => {
      output?.(text);
      if (onStderr) errors?.(text);
    },
  });
}
