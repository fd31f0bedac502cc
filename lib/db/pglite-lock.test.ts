/** One process to a PGlite directory: a second live one is refused, a dead one's lock taken over. */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { claimPgliteDirectory, DataDirInUse } from "./pglite-lock";

describe("claiming a PGlite directory", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "pglite-lock-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes this process's pid, and claiming again in the same process is allowed", () => {
    claimPgliteDirectory(dir);
    expect(readFileSync(path.join(dir, "in-use.pid"), "utf8")).toBe(String(process.pid));
    expect(() => claimPgliteDirectory(dir)).not.toThrow();
  });

  it("refuses a directory another live process holds", async () => {
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(dir, "in-use.pid"), String(other.pid));
      expect(() => claimPgliteDirectory(dir)).toThrow(DataDirInUse);
      expect(() => claimPgliteDirectory(dir)).toThrow(new RegExp(`process ${other.pid}`));
    } finally {
      other.kill("SIGKILL");
    }
  });

  it("takes over the lock of a process that died", async () => {
    const other = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => other.on("exit", resolve));
    writeFileSync(path.join(dir, "in-use.pid"), String(other.pid));
    expect(() => claimPgliteDirectory(dir)).not.toThrow();
    expect(readFileSync(path.join(dir, "in-use.pid"), "utf8")).toBe(String(process.pid));
  });
});
