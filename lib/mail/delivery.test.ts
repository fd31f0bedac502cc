/**
 * The in-process sender: one kick tries every queued mail, batch after batch, even while the mail
 * server is down; each failed mail then waits out its retry delay instead of being tried again.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { once } from "node:events";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "lc-delivery-"));

beforeAll(async () => {
  // A port where no mail server listens: every connection is refused at once.
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  process.env.DATA_DIR = dataDir;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}/?ignoreTLS=true`;
});

afterAll(async () => {
  const { getConnection } = await import("../db/client");
  await (await getConnection()).close();
  rmSync(dataDir, { recursive: true, force: true });
});

it("tries every mail of a burst in one run, once each, while the mail server is down", async () => {
  const { getDb } = await import("../db/client");
  const { queueMails } = await import("../db/queries/mail-outbox");
  const { kickMailDelivery } = await import("./delivery");
  const db = await getDb();
  // More than two batches of 20.
  await queueMails(
    db,
    Array.from({ length: 45 }, (_, i) => ({
      to: `guest${i}@example.com`,
      subject: `Hello ${i}`,
      text: "Hi",
      kind: "newsletter" as const,
      about: `guest${i}@example.com`,
    })),
  );
  await kickMailDelivery();
  const { allRows } = await import("../test-support/databases");
  const rows = await allRows(db, "mail_outbox");
  expect(rows).toHaveLength(45);
  expect(rows.every((row) => row.status === "failed" && row.attempts === 1)).toBe(true);
  expect(new Set(rows.map((row) => row.last_error))).toEqual(new Set(["Error ESOCKET"]));
});
