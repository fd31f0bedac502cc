/**
 * What the server prints at its first start: where the new staff token was written, never the
 * token itself (container logs are kept and read by more people than the data folder).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "lc-startup-"));
process.env.DATA_DIR = dataDir;
delete process.env.STAFF_TOKEN;

// Start-up's other work (database, mail, reminders, the AI's indexes) is not what is tested here.
jest.mock("./db/client", () => ({ getConnection: async () => ({ kind: "pglite" }) }));
jest.mock("./mail/delivery", () => ({ startMailDelivery: () => undefined }));
jest.mock("./bookings/balance-schedule", () => ({ startBalanceChaser: () => undefined }));
jest.mock("./privacy/retention-schedule", () => ({ startRetention: () => undefined }));
jest.mock("./payments/hold-schedule", () => ({ startHoldSweeper: () => undefined }));
jest.mock("./safety/schedule", () => ({ startSafetyWatch: () => undefined }));
jest.mock("./ai/warm", () => ({ warmKnowledge: () => undefined }));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it("names the new staff token's file at first start and prints no token", async () => {
  const printed: string[] = [];
  for (const method of ["log", "info", "warn", "error"] as const) {
    jest
      .spyOn(console, method)
      .mockImplementation((...args: unknown[]) => void printed.push(args.join(" ")));
  }
  const { startServer } = await import("./startup");
  await startServer();
  const file = path.join(dataDir, "staff-token");
  const token = readFileSync(file, "utf8").trim();
  expect(token.length).toBeGreaterThanOrEqual(24);
  const output = printed.join("\n");
  expect(output).toContain(`[start] staff token created in ${file}`);
  expect(output).not.toContain(token);
});
