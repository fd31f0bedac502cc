// Starts and stops the processes a bench or check needs: site instances, the bare reference page.
// Every child is tracked by pid and ended when the script ends, however it ends.
import { spawn } from "node:child_process";
import { appendFileSync, createWriteStream, mkdirSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { serverNodeFlags } from "../../../server/node/node-flags.mjs";

export const root = path.resolve(import.meta.dirname, "../../..");
export const benchDir = path.join(root, ".bench");
export const logDir = path.join(benchDir, "logs");
/** The bench's own build of the site, apart from the one `npm start` and `npm test` use. */
export const siteDistDir = ".next-bench";

const children = new Set();
let nextPort = Number(process.env.BENCH_PORT_BASE ?? 4700);

/** The next free loopback port from BENCH_PORT_BASE (default 4700) up, within 60 ports. */
export async function freePort() {
  const last = Number(process.env.BENCH_PORT_BASE ?? 4700) + 59;
  while (nextPort <= last) {
    const port = nextPort++;
    const free = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error("no free port left in the bench range");
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spawns a node script with its output in .bench/logs/<name>.log; returns a handle. */
export function spawnNode(name, args, env) {
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `${name}.log`);
  const log = createWriteStream(logFile, { flags: "a" });
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  children.add(child);
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      const how = signal ?? `exit code ${code}`;
      appendFileSync(logFile, `[bench] process ended: ${how}\n`);
      // Another session's clean-up can end our processes too; say so rather than fail obscurely.
      if (!child.stopRequested) console.warn(`[bench] ${name} ended unexpectedly (${how})`);
      resolve();
    }),
  );
  exited.then(() => children.delete(child));
  return { child, exited };
}

/** Waits until url answers anything but a connection error (a 503 from a degraded site counts). */
export async function waitForHttp(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answered = await fetch(url, { signal: AbortSignal.timeout(15_000) }).then(
      async (response) => (await response.arrayBuffer(), true),
      () => false,
    );
    if (answered) return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts the site's own server (server/node/server.mjs) from the bench build, in production mode.
 * fresh: empty DATA_DIR first. Returns { url, port, dataDir, kill(signal), stop() }.
 */
export async function startSite(name, { env = {}, port, fresh = true, waitPath = "/" } = {}) {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = env.DATA_DIR ?? path.join(benchDir, "data", name);
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  const site = { name, url, port, dataDir, env };
  const launch = () => {
    const handle = spawnNode(name, [...serverNodeFlags, "server/node/server.mjs"], {
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: url,
      NEXT_DIST_DIR: siteDistDir,
      RATE_LIMIT_MAX: "1000000",
      ...env,
    });
    site.child = handle.child;
    site.exited = handle.exited;
  };
  launch();
  await waitForHttp(url + waitPath);
  /** Sends a signal and waits for the process to end. */
  site.kill = async (signal = "SIGTERM") => {
    site.child.stopRequested = true;
    if (site.child.exitCode === null && site.child.signalCode === null) site.child.kill(signal);
    await site.exited;
  };
  site.stop = () => site.kill("SIGTERM");
  /** Starts the same instance again on the same port and DATA_DIR. */
  site.restart = async () => {
    launch();
    await waitForHttp(url + waitPath);
  };
  return site;
}

/** Ends every child still running; called on exit and on Ctrl-C. */
export function stopAll() {
  for (const child of children) {
    child.stopRequested = true;
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
}
process.on("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}
