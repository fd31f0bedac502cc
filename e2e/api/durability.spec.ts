/**
 * An acknowledged enquiry is never lost: enquiries stream in, the server is killed with SIGKILL
 * mid-stream and restarted, and the staff CLI reads back every enquiry that got a 2xx.
 */
import { expect, test } from "../support/test";
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { dataRoot, servers } from "../support/servers";

const { port, url } = servers.durability;
const dataDir = path.join(dataRoot, "durability");
const env = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  SITE_URL: url,
  RATE_LIMIT_MAX: "100000",
};

function startServer(): ChildProcess {
  return spawn(process.execPath, ["server/node/server.mjs"], { env, stdio: "ignore" });
}

async function waitUntilUp() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not start");
}

test("enquiries acknowledged before a SIGKILL are all there after the restart", async () => {
  test.setTimeout(120_000);
  rmSync(dataDir, { recursive: true, force: true });
  let server = startServer();
  await waitUntilUp();

  const acknowledged: string[] = [];
  let sent = 0;
  let stop = false;
  const worker = async (id: number) => {
    while (!stop) {
      sent++;
      const response = await fetch(`${url}/api/inquiries`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: `Guest ${id}`,
          email: `guest${id}@example.com`,
          message: `Enquiry ${sent}`,
        }),
      }).catch(() => undefined);
      if (response?.status !== 201) continue;
      // A 201 whose body the kill cut off carries no id to check; the ones that arrived whole count.
      const receipt = (await response.json().catch(() => undefined)) as { id: string } | undefined;
      if (receipt) acknowledged.push(receipt.id);
    }
  };
  const workers = Array.from({ length: 10 }, (_, i) => worker(i));
  // Kill while requests are in flight, once a good number has been acknowledged.
  while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 20));
  server.kill("SIGKILL");
  await new Promise((resolve) => setTimeout(resolve, 300));
  stop = true;
  await Promise.all(workers);
  expect(sent).toBeGreaterThan(acknowledged.length);

  server = startServer();
  try {
    await waitUntilUp();
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["scripts/staff.mjs", "inquiries", "--json"],
      { env },
    );
    const stored = new Set((JSON.parse(stdout) as { id: string }[]).map((row) => row.id));
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
  } finally {
    server.kill("SIGTERM");
  }
});
