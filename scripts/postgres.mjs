// A throwaway PostgreSQL cluster for the test suite, from the installed PostgreSQL binaries.
// The server refuses to run as root, so as root it runs as the `postgres` user.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

function findBinDir() {
  if (process.env.PG_BIN && existsSync(path.join(process.env.PG_BIN, "initdb")))
    return process.env.PG_BIN;
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const dir = path.join(base, version, "bin");
    if (existsSync(path.join(dir, "initdb"))) return dir;
  }
  return undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a cluster and returns its URL and a stop function, or undefined when PostgreSQL is not
 * installed. Tests run it without fsync; `durable` keeps PostgreSQL's default, as a benchmark of
 * writes must.
 */
export async function startPostgres({ durable = false } = {}) {
  const bin = findBinDir();
  if (!bin) return undefined;
  const asRoot = process.getuid?.() === 0;
  const run = (command, args) => {
    const full = path.join(bin, command);
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", full, ...args]]
      : [full, args];
    return execFileSync(file, argv, { stdio: "pipe" });
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), "lc-pg-"));
  chmodSync(dir, 0o777);
  if (asRoot) execFileSync("chown", ["postgres", dir]);
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  run("pg_ctl", [
    "-D",
    dataDir,
    "-l",
    path.join(dir, "server.log"),
    "-w",
    "-t",
    "30",
    "start",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${durable ? "" : " -c fsync=off"} -c max_connections=200`,
  ]);
  run("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "lavender"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/lavender`,
    port,
    stop() {
      const full = path.join(bin, "pg_ctl");
      const args = ["-D", dataDir, "-m", "immediate", "stop"];
      spawnSync(
        asRoot ? "runuser" : full,
        asRoot ? ["-u", "postgres", "--", full, ...args] : args,
        { stdio: "ignore" },
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
