/**
 * PGlite's files belong to one process. A second process opening the same directory works on its
 * own copy in memory and writes it back over the first's: two instances on one DATA_DIR each sent
 * the same safety alert, and what the second wrote (a booking among it) was lost at the next
 * restart. So a process claims the directory with a lock file holding its pid, and another refuses
 * to open it while that process lives. A lock left by a process that died (SIGKILL, a crash) is
 * taken over. Several instances need PostgreSQL (DATABASE_URL).
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export class DataDirInUse extends Error {}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it lives, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

const held = new Set<string>();

export function claimPgliteDirectory(directory: string): void {
  const lock = path.join(directory, "in-use.pid");
  if (held.has(lock)) return;
  try {
    writeFileSync(lock, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const owner = Number(readFileSync(lock, "utf8").trim());
    if (owner !== process.pid && Number.isInteger(owner) && owner > 0 && alive(owner)) {
      throw new DataDirInUse(
        `The database in ${directory} is in use by process ${owner}. PGlite serves one process: ` +
          "stop that instance first, or run several on PostgreSQL (DATABASE_URL). If no such " +
          `process is this site, delete ${lock}.`,
      );
    }
    writeFileSync(lock, String(process.pid));
  }
  held.add(lock);
  process.once("exit", () => {
    try {
      if (readFileSync(lock, "utf8").trim() === String(process.pid)) rmSync(lock);
    } catch {
      // Gone already.
    }
  });
}
