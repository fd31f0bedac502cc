/**
 * On a remote-mode front the desk's exports refuse with the reason (409) and record nothing: the
 * desk works on the instance that owns the database, so a list and its export never read two.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";

const token = "a-staff-token-of-at-least-24-characters";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "lc-desk-front-"));
process.env.DATA_DIR = dataDir;
process.env.STAFF_TOKEN = token;
process.env.BACKEND_URL = "http://127.0.0.1:9";

afterAll(async () => {
  const { getConnection } = await import("@/lib/db/client");
  await (await getConnection()).close();
  rmSync(dataDir, { recursive: true, force: true });
});

it.each(["inquiries", "bookings", "outbox", "subscribers", "audit"])(
  "refuses the %s export on a front",
  async (list) => {
    const { POST } = (await import(`@/app/api/staff/${list}/export/route`)) as {
      POST: (request: NextRequest, context: { params: Promise<object> }) => Promise<Response>;
    };
    const answer = await POST(
      new NextRequest(`http://localhost:3000/api/staff/${list}/export`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: "{}",
      }),
      { params: Promise.resolve({}) },
    );
    expect(answer.status).toBe(409);
    expect((await answer.json()).error.message).toContain("remote-mode front");
  },
);
