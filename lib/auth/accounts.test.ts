/**
 * Staff accounts on both drivers: the first is the owner, even when several are created at once;
 * the password is kept only as the library's hash, public sign-up is refused, and only a real
 * session cookie is a session. Creating an account, signing in and out are in the audit log.
 */
import { sql } from "drizzle-orm";
import { allRows, databaseTargets, openTestDatabase } from "../test-support/databases";
import type { Connection } from "../db/client";
import { listStaffActions } from "../db/queries/audit";
import { createStaffAccount as createAccount } from "./accounts";
import { STAFF_TOKEN_ACTOR } from "./actor";
import { createStaffAuth, type StaffAuth } from "./server";
import type { StaffUserInput } from "../contract";

const password = "correct horse battery staple";

describe.each(databaseTargets)("staff accounts on %s", (_name, databaseUrl) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;
  let auth: StaffAuth;

  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(databaseUrl));
    await connection.db.execute(sql`truncate staff_users cascade`);
    auth = createStaffAuth(connection.db, {
      secret: "a-test-secret-that-is-long-enough-for-hmac",
      siteUrl: "http://localhost:3000",
      production: false,
    });
  });

  afterAll(() => cleanup());

  const createStaffAccount = (auth: StaffAuth, input: StaffUserInput) =>
    createAccount(auth, connection.db, input, STAFF_TOKEN_ACTOR);

  it("makes the first account the owner and later ones staff", async () => {
    const owner = await createStaffAccount(auth, { email: "Owner@Example.com", password });
    const staff = await createStaffAccount(auth, {
      email: "desk@example.com",
      password,
      name: "Robin",
    });
    expect(owner).toMatchObject({ email: "owner@example.com", role: "owner", name: "owner" });
    expect(staff).toMatchObject({ email: "desk@example.com", role: "staff", name: "Robin" });
  });

  it("refuses a second account with the same e-mail", async () => {
    await expect(
      createStaffAccount(auth, { email: "desk@example.com", password }),
    ).rejects.toMatchObject({ code: "conflict" });
  });

  it("stores the password only as the library's hash", async () => {
    const dump = JSON.stringify([
      ...(await allRows(connection.db, "staff_accounts")),
      ...(await allRows(connection.db, "staff_users")),
    ]);
    expect(dump).not.toContain(password);
    expect(dump).toContain('"provider_id":"credential"');
  });

  it("signs in with the right password only", async () => {
    const signedIn = await auth.api.signInEmail({
      body: { email: "desk@example.com", password },
    });
    expect(signedIn.token).toEqual(expect.any(String));
    await expect(
      auth.api.signInEmail({ body: { email: "desk@example.com", password: `${password}!` } }),
    ).rejects.toMatchObject({ statusCode: 401 });
  });

  it("has no public sign-up", async () => {
    await expect(
      auth.api.signUpEmail({ body: { email: "visitor@example.com", password, name: "V" } }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it("reads a session from its cookie and nothing from a forged one", async () => {
    const response = await auth.api.signInEmail({
      body: { email: "owner@example.com", password },
      asResponse: true,
    });
    const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^lavender-staff\.session_token=/);
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.user).toMatchObject({ email: "owner@example.com", role: "owner" });

    const [name, value = ""] = cookie.split("=");
    const [token = "", signature = ""] = decodeURIComponent(value).split(".");
    // One character of the token changed (to "x", or "y" where it is an "x" already: a token that
    // ends in "x", one run in 62, was left as it was and read back as the real session).
    const changed = token.endsWith("x") ? "y" : "x";
    const forgedToken = `${name}=${encodeURIComponent(`${token.slice(0, -1)}${changed}.${signature}`)}`;
    const forgedSignature = `${name}=${encodeURIComponent(`${token}.${"A".repeat(signature.length)}`)}`;
    for (const forged of [forgedToken, forgedSignature, `${name}=made-up`]) {
      expect(await auth.api.getSession({ headers: new Headers({ cookie: forged }) })).toBeNull();
    }
  });

  it("records new accounts, sign-ins and sign-outs in the audit log, with ids and no addresses", async () => {
    await connection.db.execute(sql`truncate audit_log`);
    const added = await createStaffAccount(auth, { email: "late@example.com", password });
    const response = await auth.api.signInEmail({
      body: { email: "late@example.com", password },
      asResponse: true,
    });
    const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    await auth.api.signOut({ headers: new Headers({ cookie }) });
    // An expired or unknown session ending is no sign-out.
    await auth.api.signOut({ headers: new Headers({ cookie }) }).catch(() => undefined);

    const entries = await listStaffActions(connection.db);
    expect(
      entries.map(({ action, staffId, staffName, target, detail }) => ({
        action,
        staffId,
        staffName,
        target,
        detail,
      })),
    ).toEqual([
      {
        action: "staff.sign-out",
        staffId: added.id,
        staffName: "late",
        target: null,
        detail: null,
      },
      {
        action: "staff.sign-in",
        staffId: added.id,
        staffName: "late",
        target: null,
        detail: "password",
      },
      {
        action: "staff.add-user",
        staffId: STAFF_TOKEN_ACTOR.id,
        staffName: STAFF_TOKEN_ACTOR.name,
        target: added.id,
        detail: "staff",
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain("@example.com");
  });

  it("makes exactly one owner, the first account stored, when accounts are created at once", async () => {
    for (let round = 0; round < 5; round++) {
      await connection.db.execute(sql`truncate staff_users, audit_log cascade`);
      const made = await Promise.all(
        [1, 2, 3, 4].map((i) =>
          createStaffAccount(auth, { email: `race${round}.${i}@example.com`, password }),
        ),
      );
      expect(made.filter((account) => account.role === "owner")).toHaveLength(1);
      const stored = await allRows(connection.db, "staff_users order by created_at, id");
      expect(stored.map((row) => row.role)).toEqual(["owner", "staff", "staff", "staff"]);
      expect(made.find((account) => account.role === "owner")?.id).toBe(stored[0]?.id);
      const audited = await listStaffActions(connection.db);
      expect(audited.map((entry) => entry.detail).sort()).toEqual([
        "owner",
        "staff",
        "staff",
        "staff",
      ]);
    }
  });

  it("refuses the same new address sent twice at once with a conflict, not an error", async () => {
    const results = await Promise.allSettled(
      [1, 2].map(() => createStaffAccount(auth, { email: "twice@example.com", password })),
    );
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((result) => result.status === "rejected");
    expect(refused?.reason).toMatchObject({ code: "conflict" });
  });
});
