/**
 * The mail desk on both drivers: the outbox newest first, page by page back to the first mail,
 * filtered by status; the mails about a booking; "Send again" puts a failed mail (and only a
 * failed one) back in the queue with its attempts reset, recorded in the audit log; and the
 * export holds no message.
 */
import { eq, sql } from "drizzle-orm";
import { databaseTargets, openTestDatabase } from "../../test-support/databases";
import { resendMail } from "../../mail/resend";
import type { Connection } from "../client";
import { auditLog, mailOutbox } from "../schema";
import { listStaffActions } from "./audit";
import { claimMails } from "./mail-outbox";
import { mailDesk } from "../../staff/desk";
import { exportDeskList } from "../../staff/desk/export";
import { getDeskMail, listBookingMails, listDeskMail, resendFailedMail } from "./mail-desk";

const STORED = 130;
const STATUSES = ["queued", "sending", "sent", "failed"] as const;
const robin = { id: "staff-robin", name: "Robin" };

describe.each(databaseTargets)("the mail desk on %s", (_name, databaseUrl) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;
  let firstId: string;

  const mail = (values: Partial<typeof mailOutbox.$inferInsert> = {}) => ({
    id: crypto.randomUUID(),
    to: "guest@example.com",
    subject: "A mail",
    text: "Hello",
    kind: "booking_confirmation",
    ...values,
  });

  /** A failed mail that has used every attempt, as the sender leaves one. */
  async function failedMail(values: Partial<typeof mailOutbox.$inferInsert> = {}) {
    const row = mail({
      status: "failed",
      attempts: 60,
      lastError: "Error EENVELOPE 451",
      claimedAt: new Date(),
      ...values,
    });
    await connection.db.insert(mailOutbox).values(row);
    return row.id;
  }

  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(databaseUrl));
    await connection.db.execute(sql`truncate mail_outbox, audit_log`);
    const start = Date.UTC(2026, 0, 1);
    // Mails queued together share their transaction's time: here in groups of seven.
    const rows = Array.from({ length: STORED }, (_, i) =>
      mail({
        subject: i === 0 ? "The very first mail" : `Mail ${i}`,
        status: STATUSES[i % 4],
        // The first stands alone, a minute before the rest.
        createdAt: new Date(start + (i === 0 ? -60_000 : Math.floor(i / 7) * 60_000)),
      }),
    );
    firstId = rows[0]!.id;
    await connection.db.insert(mailOutbox).values(rows);
  });

  afterAll(() => cleanup());

  it("pages newest first back to the first mail ever queued, each mail once", async () => {
    let page = await listDeskMail(connection.db, {});
    expect(page.total).toBe(STORED);
    const seen = [...page.rows];
    while (page.nextBefore) {
      page = await listDeskMail(connection.db, {}, page.nextBefore);
      seen.push(...page.rows);
    }
    expect(seen).toHaveLength(STORED);
    expect(new Set(seen.map((row) => row.id)).size).toBe(STORED);
    expect(seen.at(-1)?.id).toBe(firstId);
    const times = seen.map((row) => row.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The list never carries a message.
    expect(seen[0]).not.toHaveProperty("text");
  });

  it.each(STATUSES)("filters by status: %s", async (status) => {
    const page = await listDeskMail(connection.db, { status }, undefined, 500);
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((row) => row.status === status)).toBe(true);
    expect(page.total).toBe(page.rows.length);
  });

  it("opens one mail with its text; an unknown id finds nothing", async () => {
    expect(await getDeskMail(connection.db, firstId)).toMatchObject({
      subject: "The very first mail",
      text: "Hello",
    });
    expect(await getDeskMail(connection.db, crypto.randomUUID())).toBeNull();
  });

  it.each(["queued", "sending", "sent"] as const)(
    "refuses to send a %s mail again and changes nothing",
    async (status) => {
      const [before] = await connection.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.status, status))
        .limit(1);
      const audited = (await connection.db.select().from(auditLog)).length;
      expect(await resendFailedMail(connection.db, before!.id, robin)).toBe("not_failed");
      const [after] = await connection.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, before!.id));
      expect(after).toEqual(before);
      expect((await connection.db.select().from(auditLog)).length).toBe(audited);
    },
  );

  it("finds nothing to send again for an unknown mail", async () => {
    expect(await resendFailedMail(connection.db, crypto.randomUUID(), robin)).toBe("not_found");
  });

  it("sends a failed mail again: queued, attempts reset, recorded with who and when", async () => {
    const id = await failedMail();
    const options = { limit: 10, maxAttempts: 60, retryAfterMs: 0, maxBackoffMs: 0 };
    // Out of attempts: the sender leaves it alone.
    const claimedBefore = await claimMails(connection.db, { ...options, staleAfterMs: 60_000 });
    expect(claimedBefore.map((row) => row.id)).not.toContain(id);
    await connection.db.execute(sql`update mail_outbox set status = 'sent' where id <> ${id}`);

    expect(await resendFailedMail(connection.db, id, robin)).toBe("resent");
    const [row] = await connection.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "queued", attempts: 0, lastError: null, claimedAt: null });
    const [entry] = await listStaffActions(connection.db, { limit: 1 });
    expect(entry).toMatchObject({
      action: "mail.resend",
      target: id,
      staffId: robin.id,
      staffName: "Robin",
    });
    // The sender's next run takes it.
    const claimed = await claimMails(connection.db, { ...options, staleAfterMs: 60_000 });
    expect(claimed.map((claim) => claim.id)).toEqual([id]);
  });

  it("answers the staff API's resend with 404, 409 or the mail's status", async () => {
    const id = await failedMail();
    // No mail server in tests: the mail waits in the queue.
    expect(await resendMail(connection.db, id, robin)).toEqual({ id, status: "queued" });
    await expect(resendMail(connection.db, id, robin)).rejects.toMatchObject({
      code: "conflict",
      status: 409,
    });
    await expect(resendMail(connection.db, crypto.randomUUID(), robin)).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it("lists the mails about a booking: its traveler's, quoting its reference", async () => {
    const ours = [
      mail({ aboutEmail: "ana@example.com", text: "Booking reference: LC-AAAA2222" }),
      mail({ aboutEmail: null, text: "Your booking LC-AAAA2222, from before mails named one" }),
    ];
    await connection.db
      .insert(mailOutbox)
      .values([
        ...ours,
        mail({ aboutEmail: "ana@example.com", text: "Booking reference: LC-BBBB3333" }),
        mail({ aboutEmail: "someone@example.com", text: "Quoting LC-AAAA2222 elsewhere" }),
      ]);
    const found = await listBookingMails(connection.db, {
      reference: "LC-AAAA2222",
      customerEmail: "Ana@Example.com",
    });
    expect(found.map((row) => row.id).sort()).toEqual(ours.map((row) => row.id).sort());
  });

  it("exports the outbox without messages, recording the export", async () => {
    await failedMail();
    await failedMail();
    const rows = await exportDeskList(connection.db, mailDesk, { status: "failed" }, robin);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.status === "failed" && !("text" in row))).toBe(true);
    const [entry] = await listStaffActions(connection.db, { limit: 1 });
    expect(entry).toMatchObject({
      action: "mail.export",
      target: null,
      detail: `${rows.length} rows, failed`,
    });
  });
});
