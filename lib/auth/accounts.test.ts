/**
 * Staff accounts on both drivers: the first is the owner, the password is kept only as the
 * library's hash, public sign-up is refused, and only a real session cookie is a session.
 */
import { sql } from "drizzle-orm";
import { allRows, databaseTargets, openTestDatabase } from "../payments/test-support";
import type { Connection } from "../db/client";
import { createStaffAccount } from "./accounts";
import { createStaffAuth, type StaffAuth } from "./server";

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
    const forgedToken = `${name}=${encodeURIComponent(`${token.slice(0, -1)}x.${signature}`)}`;
    const forgedSignature = `${name}=${encodeURIComponent(`${token}.${"A".repeat(signature.length)}`)}`;
    for (const forged of [forgedToken, forgedSignature, `${name}=made-up`]) {
      expect(await auth.api.getSession({ headers: new Headers({ cookie: forged }) })).toBeNull();
    }
  });
});
