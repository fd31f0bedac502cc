/**
 * Changing staff accounts after they are made, on both drivers: a disabled member signs in nowhere
 * and their sessions end at once, even when the sign-in and the disabling race; the owner's account
 * cannot be disabled; sessions are ended on request; a new password replaces the old one, ends the
 * sessions it must and is mailed to the member; a session is never renewed past a week after its
 * sign-in. Every change is in the audit log, by id and never by address.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Connection } from "../db/client";
import { listStaffActions } from "../db/queries/audit";
import { mailOutbox, staffSessions } from "../db/schema";
import { databaseTargets, openTestDatabase } from "../test-support/databases";
import { createStaffAccount } from "./accounts";
import {
  changeOwnPassword,
  disableStaffAccount,
  enableStaffAccount,
  endStaffSessions,
  OWNER_CANNOT_BE_DISABLED,
  setStaffPassword,
} from "./account-changes";
import { STAFF_TOKEN_ACTOR } from "./actor";
import { createStaffAuth, type StaffAuth } from "./server";
import type { StaffMember } from "./session";
import { SESSION_MAX_AGE_SECONDS } from "./session-rules";

// changeOwnPassword counts its check like a sign-in, in the test's own database.
let connection: Connection;
jest.mock("../db/client", () => ({
  ...jest.requireActual("../db/client"),
  getDb: async () => connection.db,
}));

const password = "Marigold-harbour-at-six-2026";
const owner = { email: "owner@lavendercompass.example", name: "Owen Reyes" };
const member = { email: "rowan@lavendercompass.example", name: "Rowan Hale" };

describe.each(databaseTargets)("staff account changes on %s", (_name, databaseUrl) => {
  let cleanup: () => Promise<void>;
  let auth: StaffAuth;
  const ids = { owner: "", member: "" };

  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(databaseUrl));
    await connection.db.execute(sql`truncate staff_users, audit_log, mail_outbox cascade`);
    auth = createStaffAuth(connection.db, {
      secret: "a-test-secret-that-is-long-enough-for-hmac",
      siteUrl: "http://localhost:3000",
      production: false,
    });
    for (const [key, account] of [
      ["owner", owner],
      ["member", member],
    ] as const) {
      ids[key] = (
        await createStaffAccount(auth, connection.db, { ...account, password }, STAFF_TOKEN_ACTOR)
      ).id;
    }
  });

  afterAll(() => cleanup());

  /** Signs in with a password; the session cookie, or the library's refusal. */
  async function signIn(email: string, withPassword = password): Promise<string> {
    const response = await auth.api.signInEmail({
      body: { email, password: withPassword },
      asResponse: true,
    });
    if (response.status !== 200) throw Object.assign(new Error("refused"), { response });
    return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  }

  const sessionOf = (cookie: string) => auth.api.getSession({ headers: new Headers({ cookie }) });
  const liveSessions = async (userId: string) =>
    (
      await connection.db
        .select()
        .from(staffSessions)
        .where(and(eq(staffSessions.userId, userId), sql`${staffSessions.expiresAt} > now()`))
    ).length;
  const latest = async (action?: string) =>
    (await listStaffActions(connection.db, { limit: 1, action }))[0];

  it("disables a member: their sessions end at once and no password opens a new one", async () => {
    const [first, second] = [await signIn(member.email), await signIn(member.email)];
    const state = await disableStaffAccount(
      connection.db,
      { email: member.email },
      STAFF_TOKEN_ACTOR,
    );
    expect(state).toMatchObject({
      id: ids.member,
      disabled: true,
      changed: true,
      sessions_ended: 2,
    });
    expect(await sessionOf(first)).toBeNull();
    expect(await sessionOf(second)).toBeNull();
    await expect(signIn(member.email)).rejects.toMatchObject({ response: { status: 403 } });
    expect(await liveSessions(ids.member)).toBe(0);
    expect(await latest()).toMatchObject({
      action: "staff.disable",
      staffName: "Staff token",
      target: ids.member,
      detail: "2 sessions ended",
    });

    // Disabling again changes and records nothing.
    const again = await disableStaffAccount(connection.db, { id: ids.member }, STAFF_TOKEN_ACTOR);
    expect(again).toMatchObject({ disabled: true, changed: false, sessions_ended: 0 });
    expect(await latest()).toMatchObject({ action: "staff.disable", detail: "2 sessions ended" });
  });

  it("enables the member again, and their password opens the desk", async () => {
    const state = await enableStaffAccount(
      connection.db,
      { email: "ROWAN@lavendercompass.example" },
      STAFF_TOKEN_ACTOR,
    );
    expect(state).toMatchObject({ disabled: false, changed: true });
    expect((await sessionOf(await signIn(member.email)))?.user.email).toBe(member.email);
    expect(await latest("staff.enable")).toMatchObject({ target: ids.member });
  });

  it("leaves no live session when a sign-in and the disabling happen at once", async () => {
    for (let round = 0; round < 4; round++) {
      const results = await Promise.allSettled([
        signIn(member.email),
        signIn(member.email),
        disableStaffAccount(connection.db, { id: ids.member }, STAFF_TOKEN_ACTOR),
        signIn(member.email),
      ]);
      for (const result of results) {
        if (result.status === "fulfilled" && typeof result.value === "string") {
          expect(await sessionOf(result.value)).toBeNull();
        }
      }
      expect(await liveSessions(ids.member)).toBe(0);
      await enableStaffAccount(connection.db, { id: ids.member }, STAFF_TOKEN_ACTOR);
    }
  });

  it("refuses to disable the owner, whoever asks, and changes nothing", async () => {
    const cookie = await signIn(owner.email);
    const before = await latest();
    for (const actor of [STAFF_TOKEN_ACTOR, { id: ids.owner, name: owner.name }]) {
      await expect(
        disableStaffAccount(connection.db, { id: ids.owner }, actor),
      ).rejects.toMatchObject({ code: "conflict", message: OWNER_CANNOT_BE_DISABLED });
    }
    expect((await sessionOf(cookie))?.user.email).toBe(owner.email);
    expect(await latest()).toEqual(before);
  });

  it("answers not found for an address that has no account", async () => {
    await expect(
      disableStaffAccount(connection.db, { email: "nobody@example.com" }, STAFF_TOKEN_ACTOR),
    ).rejects.toMatchObject({ code: "not_found" });
    await expect(
      endStaffSessions(connection.db, { email: "nobody@example.com" }, STAFF_TOKEN_ACTOR),
    ).rejects.toMatchObject({ code: "not_found" });
  });

  it("ends every session of a member on request", async () => {
    const cookies = [await signIn(member.email), await signIn(member.email)];
    const actor = { id: ids.owner, name: owner.name };
    const state = await endStaffSessions(connection.db, { id: ids.member }, actor);
    expect(state.sessions_ended).toBeGreaterThanOrEqual(2);
    for (const cookie of cookies) expect(await sessionOf(cookie)).toBeNull();
    expect(await latest()).toMatchObject({
      action: "staff.end-sessions",
      staffId: ids.owner,
      target: ids.member,
    });
    // The member may sign in again at once: ending sessions is not disabling.
    expect(await sessionOf(await signIn(member.email))).not.toBeNull();
  });

  it("sets a member's password for them: the old one stops working, their sessions end, they are mailed", async () => {
    await connection.db.delete(staffSessions);
    const cookie = await signIn(member.email);
    const next = "Second-lantern-on-the-quay";
    await setStaffPassword(
      auth,
      connection.db,
      { email: member.email },
      next,
      STAFF_TOKEN_ACTOR,
      "token",
    );
    expect(await sessionOf(cookie)).toBeNull();
    await expect(signIn(member.email)).rejects.toMatchObject({ response: { status: 401 } });
    expect(await sessionOf(await signIn(member.email, next))).not.toBeNull();
    expect(await latest("staff.set-password")).toMatchObject({
      target: ids.member,
      detail: "with the staff token; 1 session ended",
    });
    const [mail] = await connection.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, member.email));
    expect(mail).toMatchObject({
      kind: "staff_account",
      subject: "Your staff desk password was changed",
    });
    expect(mail?.text).not.toContain(next);
    // Back to the shared password for the tests after this one.
    await setStaffPassword(
      auth,
      connection.db,
      { id: ids.member },
      password,
      STAFF_TOKEN_ACTOR,
      "token",
    );
  });

  it("lets a member change their own password with the current one, keeping only their own session", async () => {
    await connection.db.delete(staffSessions);
    const elsewhere = await signIn(member.email);
    const here = await signIn(member.email);
    const session = await sessionOf(here);
    const me: StaffMember = {
      id: ids.member,
      name: member.name,
      email: member.email,
      role: "staff",
      sessionId: session?.session.id ?? "",
      signedInAt: new Date(),
    };
    const client = { address: "203.0.113.40" };
    const before = await latest();
    await expect(
      changeOwnPassword(auth, connection.db, me, client, {
        current: "not-my-password",
        next: "Anything-long-enough",
      }),
    ).rejects.toMatchObject({ code: "bad_request" });
    expect(await latest()).toEqual(before);
    expect(await sessionOf(elsewhere)).not.toBeNull();

    const next = "Third-lantern-on-the-quay";
    await changeOwnPassword(auth, connection.db, me, client, { current: password, next });
    expect(await sessionOf(here)).not.toBeNull();
    expect(await sessionOf(elsewhere)).toBeNull();
    await expect(signIn(member.email)).rejects.toMatchObject({ response: { status: 401 } });
    expect(await sessionOf(await signIn(member.email, next))).not.toBeNull();
    expect(await latest("staff.set-password")).toMatchObject({
      staffId: ids.member,
      target: ids.member,
      detail: "own, with the current password; 1 session ended",
    });
    await setStaffPassword(
      auth,
      connection.db,
      { id: ids.member },
      password,
      STAFF_TOKEN_ACTOR,
      "token",
    );
  });

  it("never renews a session past a week after its sign-in", async () => {
    const cookie = await signIn(member.email);
    const token = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] ?? "";
    // Signed in six days and 23 hours ago, last renewed three hours ago: due for renewal.
    await connection.db.execute(
      sql`update ${staffSessions}
          set created_at = now() - interval '6 days 23 hours', expires_at = now() + interval '21 hours'
          where ${staffSessions.token} = ${token}`,
    );
    expect(await sessionOf(cookie)).not.toBeNull();
    const [row] = await connection.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.token, token));
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(lifetime).toBeLessThanOrEqual(SESSION_MAX_AGE_SECONDS * 1000);
    // Renewed a day ahead it would have run to nearly eight days.
    expect(row?.expiresAt.getTime()).toBeLessThan(Date.now() + 2 * 60 * 60 * 1000);
  });
});
