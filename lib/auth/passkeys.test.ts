/**
 * Staff passkeys through the site's own auth route, with a software authenticator: only a member
 * signed in within the last ten minutes adds one, under a name, with a key that verifies its user;
 * it is recorded in the audit log and mailed to the member; it then signs in alone, only with the
 * user verified; passkey sign-ins are limited by address and by account in buckets of their own,
 * so wrong passwords never lock a member out of their passkey;
 * removal touches only the member's own passkey and is recorded with it; the library's own
 * unaudited delete is switched off.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { auditLog, mailOutbox, staffPasskeys, staffSessions, staffUsers } from "../db/schema";
import { SoftwareAuthenticator } from "./test-authenticator";

const SITE = "http://localhost:3000";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "lc-passkeys-"));
process.env.DATA_DIR = dataDir;
process.env.SITE_URL = SITE;
// Rate limits read the address from X-Real-IP here, so each scenario can be its own visitor.
process.env.CLIENT_ADDRESS_SOURCE = "x-real-ip";

/** Set to make the next audit entry fail to write, as a full disk or a lost connection would. */
let mockAuditFailure: Error | null = null;
jest.mock("../db/queries/audit", () => {
  const actual = jest.requireActual("../db/queries/audit");
  return {
    ...actual,
    recordStaffAction: (...args: Parameters<typeof actual.recordStaffAction>) => {
      const failure = mockAuditFailure;
      mockAuditFailure = null;
      return failure ? Promise.reject(failure) : actual.recordStaffAction(...args);
    },
  };
});

type Handler = (request: Request) => Promise<Response>;
let GET: Handler;
let POST: Handler;
let db: Database;
let removeStaffPasskey: typeof import("../db/queries/staff-passkeys").removeStaffPasskey;
let SIGN_IN_ATTEMPTS_PER_ACCOUNT: number;
let SIGN_IN_ATTEMPTS_PER_ADDRESS: number;

const password = "Lilac-terrace-at-noon-2026";
const members = {
  robin: { email: "robin@lavendercompass.example", name: "Robin Vale", id: "" },
  sam: { email: "sam@lavendercompass.example", name: "Sam Ortiz", id: "" },
  kim: { email: "kim@lavendercompass.example", name: "Kim Arden", id: "" },
  ash: { email: "ash@lavendercompass.example", name: "Ash Morrow", id: "" },
};

/** A browser's cookie jar, for one visitor. */
class Visitor {
  private readonly cookies = new Map<string, string>();

  constructor(readonly address: string) {}

  private headers(extra: Record<string, string> = {}): Headers {
    const headers = new Headers({ "x-real-ip": this.address, ...extra });
    if (this.cookies.size > 0) {
      headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    }
    return headers;
  }

  private keep(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const value = pair.slice(at + 1);
      if (/max-age=0/i.test(line) || value === "") this.cookies.delete(pair.slice(0, at));
      else this.cookies.set(pair.slice(0, at), value);
    }
    return response;
  }

  async get(route: string): Promise<Response> {
    return this.keep(await GET(new Request(`${SITE}${route}`, { headers: this.headers() })));
  }

  async post(route: string, body: object): Promise<Response> {
    const headers = this.headers({ "content-type": "application/json", origin: SITE });
    const request = new Request(`${SITE}${route}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    });
    return this.keep(await POST(request));
  }

  async signIn(email: string): Promise<void> {
    const response = await this.post("/api/auth/sign-in/email", { email, password });
    expect(response.status).toBe(200);
  }

  /** Adds a passkey the way the account page does; answers the final response. */
  async addPasskey(authenticator: SoftwareAuthenticator, name: unknown): Promise<Response> {
    const options = await this.get("/api/auth/passkey/generate-register-options");
    expect(options.status).toBe(200);
    const response = authenticator.create(await options.json());
    return this.post("/api/auth/passkey/verify-registration", { response, name });
  }

  /** Signs in with a passkey the way the sign-in page does; answers the final response. */
  async passkeySignIn(authenticator: SoftwareAuthenticator): Promise<Response> {
    const options = await this.get("/api/auth/passkey/generate-authenticate-options");
    expect(options.status).toBe(200);
    const response = authenticator.get(await options.json(), "localhost");
    return this.post("/api/auth/passkey/verify-authentication", { response });
  }

  async whoAmI(): Promise<string | null> {
    const session = await (await this.get("/api/auth/get-session")).json();
    return (session as { user?: { email?: string } } | null)?.user?.email ?? null;
  }
}

let addresses = 0;
const visitor = () => new Visitor(`198.51.100.${++addresses}`);

const passkeysOf = (userId: string) =>
  db.select().from(staffPasskeys).where(eq(staffPasskeys.userId, userId));
const auditOf = (action: string) =>
  db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.createdAt);

beforeAll(async () => {
  // The library logs every refusal; the refusals are what these tests are about.
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  ({ GET, POST } = (await import("@/app/api/auth/[...all]/route")) as unknown as {
    GET: Handler;
    POST: Handler;
  });
  ({ removeStaffPasskey } = await import("../db/queries/staff-passkeys"));
  ({ SIGN_IN_ATTEMPTS_PER_ACCOUNT, SIGN_IN_ATTEMPTS_PER_ADDRESS } =
    await import("./sign-in-limit"));
  const { getDb } = await import("../db/client");
  const { getStaffAuth } = await import("./server");
  const { createStaffAccount } = await import("./accounts");
  const { STAFF_TOKEN_ACTOR } = await import("./actor");
  db = await getDb();
  const auth = await getStaffAuth();
  for (const member of Object.values(members)) {
    member.id = (await createStaffAccount(auth, db, { ...member, password }, STAFF_TOKEN_ACTOR)).id;
  }
});

afterAll(async () => {
  const { getConnection } = await import("../db/client");
  await (await getConnection()).close();
  rmSync(dataDir, { recursive: true, force: true });
});

const robinsKey = new SoftwareAuthenticator(SITE);
const samsKey = new SoftwareAuthenticator(SITE);

describe("adding a passkey", () => {
  it("is refused without a session, and nothing is stored", async () => {
    const signedOut = visitor();
    const options = await signedOut.get("/api/auth/passkey/generate-register-options");
    expect(options.status).toBe(401);
    const made = new SoftwareAuthenticator(SITE).create({
      challenge: "bm90LWEtcmVhbC1jaGFsbGVuZ2U",
      rp: { id: "localhost" },
      user: { id: "c29tZW9uZQ" },
    });
    const verify = await signedOut.post("/api/auth/passkey/verify-registration", {
      response: made,
      name: "Intruder",
    });
    expect(verify.status).toBe(401);
    expect(await db.select().from(staffPasskeys)).toHaveLength(0);
    expect(await auditOf("passkey.add")).toHaveLength(0);
  });

  it("binds it to SITE_URL's domain and accepts it only from SITE_URL's origin", async () => {
    const robin = visitor();
    await robin.signIn(members.robin.email);
    const options = await robin.get("/api/auth/passkey/generate-register-options");
    expect(await options.json()).toMatchObject({
      rp: { id: "localhost", name: "Lavender Compass staff desk" },
      user: { name: members.robin.email },
      authenticatorSelection: { userVerification: "required" },
    });
    // A passkey made for another origin (a look-alike site relaying the challenge) is refused.
    const elsewhere = new SoftwareAuthenticator("http://127.0.0.1:3000");
    const response = await robin.addPasskey(elsewhere, "Relayed");
    expect(response.status).not.toBe(200);
    expect(await passkeysOf(members.robin.id)).toHaveLength(0);
  });

  it("stores a named passkey for the signed-in member and records passkey.add", async () => {
    const robin = visitor();
    await robin.signIn(members.robin.email);
    const response = await robin.addPasskey(robinsKey, "  Work laptop ");
    expect(response.status).toBe(200);
    const stored = await passkeysOf(members.robin.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: "Work laptop", deviceType: "singleDevice" });
    const entries = await auditOf("passkey.add");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staffId: members.robin.id,
      staffName: members.robin.name,
      target: stored[0]?.id,
      detail: "Work laptop",
    });
    // Robin hears of it by mail, in case it was not Robin.
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, members.robin.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: "staff_account",
      subject: "A passkey was added to your staff account",
      aboutEmail: null,
    });
    expect(mails[0]?.text).toContain("“Work laptop”");
    expect(mails[0]?.text).toContain(`${SITE}/staff/account`);
  });

  it("refuses a passkey that does not verify its user, and stores nothing", async () => {
    const robin = visitor();
    await robin.signIn(members.robin.email);
    const touchOnly = new SoftwareAuthenticator(SITE, { userVerified: false });
    const response = await robin.addPasskey(touchOnly, "Touch-only key");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "USER_VERIFICATION_REQUIRED" });
    expect(await passkeysOf(members.robin.id)).toHaveLength(1);
    expect(await auditOf("passkey.add")).toHaveLength(1);
  });

  it.each([
    ["no name", undefined],
    ["a blank name", "   "],
    ["a name of 61 characters", "x".repeat(61)],
    ["a name that is not text", 42],
  ])("refuses %s before anything is stored", async (_case, name) => {
    const robin = visitor();
    await robin.signIn(members.robin.email);
    const response = await robin.addPasskey(new SoftwareAuthenticator(SITE), name);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "INVALID_PASSKEY_NAME" });
    expect(await passkeysOf(members.robin.id)).toHaveLength(1);
    expect(await auditOf("passkey.add")).toHaveLength(1);
  });

  it("needs a sign-in of the last ten minutes: an 11-minute-old session may not add one", async () => {
    const robin = visitor();
    await robin.signIn(members.robin.email);
    await db.execute(
      sql`update ${staffSessions} set created_at = now() - interval '11 minutes'
          where ${staffSessions.userId} = ${members.robin.id}`,
    );
    const options = await robin.get("/api/auth/passkey/generate-register-options");
    expect(options.status).toBe(403);
    expect(await options.json()).toMatchObject({ code: "SESSION_NOT_FRESH" });
    await db.delete(staffSessions);
  });

  it("keeps no passkey whose audit entry could not be written", async () => {
    const sam = visitor();
    await sam.signIn(members.sam.email);
    mockAuditFailure = new Error("the audit log is unavailable");
    const response = await sam.addPasskey(new SoftwareAuthenticator(SITE), "Phone");
    expect(mockAuditFailure).toBeNull();
    expect(response.status).toBe(500);
    expect(await passkeysOf(members.sam.id)).toHaveLength(0);
  });
});

describe("signing in with a passkey", () => {
  it("opens a session for the passkey's owner, with no password", async () => {
    const browser = visitor();
    expect(await browser.whoAmI()).toBeNull();
    const response = await browser.passkeySignIn(robinsKey);
    expect(response.status).toBe(200);
    expect(await browser.whoAmI()).toBe(members.robin.email);
  });

  it("refuses a sign-in whose passkey did not verify its user", async () => {
    const kit = visitor();
    await kit.signIn(members.sam.email);
    expect((await kit.addPasskey(samsKey, "Sam's key")).status).toBe(200);
    // The same key later answers with a touch alone: a stolen, unlocked key.
    samsKey.userVerified = false;
    const browser = visitor();
    const response = await browser.passkeySignIn(samsKey);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "USER_VERIFICATION_REQUIRED" });
    expect(await browser.whoAmI()).toBeNull();
    samsKey.userVerified = true;
    expect((await browser.passkeySignIn(samsKey)).status).toBe(200);
  });

  it("signs a disabled member in nowhere: their session ends and their passkey is refused", async () => {
    const { disableStaffAccount, enableStaffAccount } = await import("./account-changes");
    const { STAFF_TOKEN_ACTOR } = await import("./actor");
    const browser = visitor();
    expect((await browser.passkeySignIn(samsKey)).status).toBe(200);
    await disableStaffAccount(db, { id: members.sam.id }, STAFF_TOKEN_ACTOR);
    expect(await browser.whoAmI()).toBeNull();
    const refused = await visitor().passkeySignIn(samsKey);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "ACCOUNT_DISABLED" });
    expect(
      await db.select().from(staffSessions).where(eq(staffSessions.userId, members.sam.id)),
    ).toEqual([]);

    await enableStaffAccount(db, { id: members.sam.id }, STAFF_TOKEN_ACTOR);
    expect((await browser.passkeySignIn(samsKey)).status).toBe(200);
    expect(await browser.whoAmI()).toBe(members.sam.email);
  });

  it("counts passkey sign-ins by address, in a bucket of their own", async () => {
    const guesser = visitor();
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_ADDRESS; i++) {
      const response = await guesser.post("/api/auth/passkey/verify-authentication", {
        response: { id: `made-up-${i}`, type: "public-key" },
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(429);
    }
    const refused = await guesser.passkeySignIn(robinsKey);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: "rate_limited" } });
    // Passwords are counted apart: the same address may still try one.
    const byPassword = await guesser.post("/api/auth/sign-in/email", {
      email: members.sam.email,
      password,
    });
    expect(byPassword.status).toBe(200);
  });

  it("counts against the account its passkey belongs to, whatever the address", async () => {
    const kim = visitor();
    await kim.signIn(members.kim.email);
    const kimsKey = new SoftwareAuthenticator(SITE);
    expect((await kim.addPasskey(kimsKey, "Desk key")).status).toBe(200);
    const [credential] = await passkeysOf(members.kim.id);
    // Sign-ins presenting Kim's credential from many addresses (without its challenge)...
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_ACCOUNT; i++) {
      const response = await visitor().post("/api/auth/passkey/verify-authentication", {
        response: { id: credential?.credentialID, type: "public-key" },
      });
      expect(response.status).toBe(400);
    }
    // ...use up the passkey attempts of Kim's account, and no more than those.
    expect((await visitor().passkeySignIn(kimsKey)).status).toBe(429);
    const byPassword = await visitor().post("/api/auth/sign-in/email", {
      email: members.kim.email,
      password,
    });
    expect(byPassword.status).toBe(200);
  });

  it("still signs the owner in with a passkey after wrong passwords have locked the account's password", async () => {
    const ash = visitor();
    await ash.signIn(members.ash.email);
    const ashsKey = new SoftwareAuthenticator(SITE);
    expect((await ash.addPasskey(ashsKey, "Phone")).status).toBe(200);
    // Someone guesses Ash's password from many addresses until the account's password is locked.
    let guesses = 0;
    for (;;) {
      const response = await visitor().post("/api/auth/sign-in/email", {
        email: members.ash.email,
        password: `wrong-guess-${guesses}`,
      });
      if (response.status === 429) break;
      expect(response.status).toBe(401);
      guesses++;
      expect(guesses).toBeLessThan(SIGN_IN_ATTEMPTS_PER_ACCOUNT);
    }
    // Ash's own password is refused now, but Ash's passkey still signs Ash in.
    const locked = await visitor().post("/api/auth/sign-in/email", {
      email: members.ash.email,
      password,
    });
    expect(locked.status).toBe(429);
    const browser = visitor();
    expect((await browser.passkeySignIn(ashsKey)).status).toBe(200);
    expect(await browser.whoAmI()).toBe(members.ash.email);
  });

  it("leaves no other spelling of the sign-in endpoint answering uncounted", async () => {
    for (const spelling of [
      "/api/auth/passkey/verify-authentication/",
      "/api/auth//passkey/verify-authentication",
      "/api/auth/passkey/Verify-Authentication",
    ]) {
      const response = await visitor().post(spelling, { response: { id: "x" } });
      expect(response.status).toBe(404);
    }
  });

  it("rate-limits requests for sign-in challenges", async () => {
    const asker = visitor();
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (await asker.get("/api/auth/passkey/generate-authenticate-options")).status;
    }
    expect(last).toBe(429);
  });
});

describe("removing a passkey", () => {
  it("is not possible through the library's own unaudited endpoints", async () => {
    const robin = visitor();
    await robin.signIn(members.robin.email);
    const [passkey] = await passkeysOf(members.robin.id);
    for (const route of ["/api/auth/passkey/delete-passkey", "/api/auth/passkey/update-passkey"]) {
      const response = await robin.post(route, { id: passkey?.id, name: "Renamed" });
      expect(response.status).toBe(404);
    }
    expect(await passkeysOf(members.robin.id)).toMatchObject([{ name: "Work laptop" }]);
  });

  it("leaves no self-service account endpoint that would change an account unaudited", async () => {
    const robin = visitor();
    await robin.signIn(members.robin.email);
    const changes: [string, Record<string, unknown>][] = [
      ["/api/auth/update-user", { name: "Someone Else" }],
      ["/api/auth/change-email", { newEmail: "someone.else@lavendercompass.example" }],
      ["/api/auth/change-password", { currentPassword: password, newPassword: `${password}x` }],
      ["/api/auth/delete-user", {}],
    ];
    for (const [route, body] of changes) {
      expect((await robin.post(route, body)).status).toBe(404);
    }
    const [user] = await db
      .select({ name: staffUsers.name, email: staffUsers.email })
      .from(staffUsers)
      .where(eq(staffUsers.id, members.robin.id));
    expect(user).toEqual({ name: members.robin.name, email: members.robin.email });
  });

  it("removes only the member's own passkey, recorded as passkey.remove", async () => {
    const [passkey] = await passkeysOf(members.robin.id);
    const id = passkey?.id ?? "";
    expect(await removeStaffPasskey(db, members.sam, id)).toBe(false);
    expect(await passkeysOf(members.robin.id)).toHaveLength(1);
    expect(await auditOf("passkey.remove")).toHaveLength(0);

    expect(await removeStaffPasskey(db, members.robin, id)).toBe(true);
    expect(await passkeysOf(members.robin.id)).toHaveLength(0);
    expect(await auditOf("passkey.remove")).toMatchObject([
      { staffId: members.robin.id, target: id, detail: "Work laptop" },
    ]);
    expect(await removeStaffPasskey(db, members.robin, id)).toBe(false);
    expect(await auditOf("passkey.remove")).toHaveLength(1);
  });

  it("then signs nobody in", async () => {
    const browser = visitor();
    const response = await browser.passkeySignIn(robinsKey);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "PASSKEY_NOT_FOUND" });
    expect(await browser.whoAmI()).toBeNull();
  });
});
