/**
 * The safety watch's rows: the version of each record travelers were last alerted on, the changes
 * found, the bookings each touched with the mail its traveler got, and the "before you go" mails.
 */
import "server-only";
import { and, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  bookings,
  departureBriefMails,
  mailOutbox,
  safetyChangeBookings,
  safetyChanges,
  safetyRecordVersions,
} from "../schema";
import type { BookingRow } from "./bookings";
import type { DeskSafetyChange } from "../../contract/desk";

/** One key for the compare-and-queue: instances that start together take turns on it. */
const SAFETY_WATCH_LOCK = 7_304_518_221;

/** Holds the safety watch's lock until the transaction ends (PostgreSQL and PGlite alike). */
/**
 * Bookings that may still travel: a cancellation asked for is not settled yet, so its traveler
 * keeps hearing about the law on the route until it is.
 */
const STANDING = ["confirmed", "cancellation_requested"];

export async function lockSafetyWatch(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SAFETY_WATCH_LOCK})`);
}

export interface StoredVersion {
  material: Record<string, string>;
  recordedAt: Date;
}

export async function listRecordVersions(db: Database): Promise<Map<string, StoredVersion>> {
  const rows = await db.select().from(safetyRecordVersions);
  return new Map(
    rows.map((row) => [
      row.recordKey,
      { material: JSON.parse(row.material) as Record<string, string>, recordedAt: row.recordedAt },
    ]),
  );
}

/** Writes versions, replacing any stored for the same record. */
export async function saveRecordVersions(
  db: Database,
  versions: { recordKey: string; material: Record<string, string> }[],
  now: Date,
): Promise<void> {
  // In slices: a first start writes every record of the baseline at once.
  for (let start = 0; start < versions.length; start += 200) {
    await db
      .insert(safetyRecordVersions)
      .values(
        versions.slice(start, start + 200).map(({ recordKey, material }) => ({
          recordKey,
          material: JSON.stringify(material),
          recordedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: safetyRecordVersions.recordKey,
        set: { material: sql`excluded.material`, recordedAt: sql`excluded.recorded_at` },
      });
  }
}

/**
 * Confirmed bookings of these packages with a departure on or after `earliest` (a trip still
 * under way counts; the caller knows each package's length).
 */
export async function listBookingsOfPackages(
  db: Database,
  packageIds: string[],
  earliest: string,
): Promise<BookingRow[]> {
  if (packageIds.length === 0) return [];
  return db
    .select()
    .from(bookings)
    .where(
      and(
        inArray(bookings.packageId, packageIds),
        inArray(bookings.status, STANDING),
        gte(bookings.startsOn, earliest),
      ),
    );
}

export async function insertSafetyChange(
  db: Database,
  change: {
    recordKey: string;
    recordName: string;
    changes: unknown;
    detectedAt: Date;
    /** Its place among the changes found at the same start. */
    position: number;
    /** A country's changelog entries when it was found; null for a destination. */
    changelogSeen: number | null;
  },
): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(safetyChanges).values({
    id,
    recordKey: change.recordKey,
    recordName: change.recordName,
    changes: JSON.stringify(change.changes),
    detectedAt: change.detectedAt,
    position: change.position,
    changelogSeen: change.changelogSeen,
  });
  return id;
}

export interface OwedSafetyChange {
  id: string;
  recordKey: string;
  recordName: string;
  changes: string;
  detectedAt: Date;
  changelogSeen: number | null;
}

/**
 * Changes mailed with a field whose source was not yet recorded, whose sources travelers have not
 * been sent yet, oldest first.
 */
export async function listOwedSafetyChanges(db: Database): Promise<OwedSafetyChange[]> {
  const rows = await db
    .select()
    .from(safetyChanges)
    .where(
      and(
        isNull(safetyChanges.sourcesSentAt),
        sql`${safetyChanges.changes} like '%"unrecorded":true%'`,
      ),
    )
    .orderBy(safetyChanges.detectedAt, safetyChanges.position);
  return rows.map(({ sourcesSentAt: _sent, position: _position, ...row }) => row);
}

/** The bookings a change touched that may still travel, with the change each belongs to. */
export async function listStandingChangeBookings(
  db: Database,
  changeIds: string[],
): Promise<{ changeId: string; booking: BookingRow }[]> {
  if (changeIds.length === 0) return [];
  return db
    .select({ changeId: safetyChangeBookings.changeId, booking: bookings })
    .from(safetyChangeBookings)
    .innerJoin(bookings, eq(bookings.id, safetyChangeBookings.bookingId))
    .where(
      and(
        inArray(safetyChangeBookings.changeId, changeIds),
        inArray(bookings.status, STANDING),
        isNull(bookings.erasedAt),
      ),
    );
}

/** Records that a change's owed sources were mailed, with the fields as they read now. */
export async function recordSourcesSent(
  db: Database,
  id: string,
  changes: unknown,
  at: Date,
): Promise<void> {
  await db
    .update(safetyChanges)
    .set({ changes: JSON.stringify(changes), sourcesSentAt: at })
    .where(eq(safetyChanges.id, id));
}

export async function insertChangeBookings(
  db: Database,
  rows: { changeId: string; bookingId: string; mailId: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(safetyChangeBookings).values(rows).onConflictDoNothing();
}

export const SAFETY_CHANGES_PAGE = 20;

/**
 * The newest changes first (those of one start in the order their mail lists them),
 * SAFETY_CHANGES_PAGE a page, after the change `before` when given.
 */
export async function listDeskSafetyChanges(
  db: Database,
  before?: string,
): Promise<{ changes: DeskSafetyChange[]; nextBefore: string | null; total: number }> {
  const [cursor] = before
    ? await db.select().from(safetyChanges).where(eq(safetyChanges.id, before))
    : [];
  const rows = await db
    .select()
    .from(safetyChanges)
    .where(
      cursor
        ? or(
            lt(safetyChanges.detectedAt, cursor.detectedAt),
            and(
              eq(safetyChanges.detectedAt, cursor.detectedAt),
              or(
                gt(safetyChanges.position, cursor.position),
                and(eq(safetyChanges.position, cursor.position), lt(safetyChanges.id, cursor.id)),
              ),
            ),
          )
        : undefined,
    )
    .orderBy(desc(safetyChanges.detectedAt), safetyChanges.position, desc(safetyChanges.id))
    .limit(SAFETY_CHANGES_PAGE + 1);
  const page = rows.slice(0, SAFETY_CHANGES_PAGE);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(safetyChanges);
  const touched =
    page.length === 0
      ? []
      : await db
          .select({
            changeId: safetyChangeBookings.changeId,
            reference: bookings.reference,
            packageName: bookings.packageName,
            startsOn: bookings.startsOn,
            customerName: bookings.customerName,
            erasedAt: bookings.erasedAt,
            mailStatus: mailOutbox.status,
            mailSentAt: mailOutbox.sentAt,
            mailError: mailOutbox.lastError,
          })
          .from(safetyChangeBookings)
          .innerJoin(bookings, eq(bookings.id, safetyChangeBookings.bookingId))
          .leftJoin(mailOutbox, eq(mailOutbox.id, safetyChangeBookings.mailId))
          .where(
            inArray(
              safetyChangeBookings.changeId,
              page.map((row) => row.id),
            ),
          )
          .orderBy(bookings.startsOn, bookings.reference);
  return {
    total: Number(total),
    nextBefore: rows.length > SAFETY_CHANGES_PAGE ? page.at(-1)!.id : null,
    changes: page.map((row) => ({
      id: row.id,
      recordKey: row.recordKey,
      recordName: row.recordName,
      changes: JSON.parse(row.changes) as DeskSafetyChange["changes"],
      detectedAt: row.detectedAt,
      sourcesSentAt: row.sourcesSentAt,
      bookings: touched
        .filter((booking) => booking.changeId === row.id)
        .map(({ changeId: _changeId, erasedAt, ...booking }) => ({
          ...booking,
          erased: erasedAt !== null,
        })),
    })),
  };
}

/**
 * Confirmed bookings departing between `today` and `until` (inclusive) that have not had their
 * "before you go" mail, oldest departure first.
 */
export async function listBriefsDue(
  db: Database,
  today: string,
  until: string,
): Promise<BookingRow[]> {
  const rows = await db
    .select({ booking: bookings })
    .from(bookings)
    .leftJoin(departureBriefMails, eq(departureBriefMails.bookingId, bookings.id))
    .where(
      and(
        inArray(bookings.status, STANDING),
        isNull(bookings.erasedAt),
        gte(bookings.startsOn, today),
        lte(bookings.startsOn, until),
        isNull(departureBriefMails.bookingId),
      ),
    )
    .orderBy(bookings.startsOn);
  return rows.map((row) => row.booking);
}

/**
 * Claims a booking's "before you go" mail: true for exactly one caller, however many instances
 * try at once (the booking's row in departure_brief_mails is unique).
 */
export async function claimDepartureBrief(db: Database, bookingId: string): Promise<boolean> {
  const inserted = await db
    .insert(departureBriefMails)
    .values({ bookingId })
    .onConflictDoNothing()
    .returning({ bookingId: departureBriefMails.bookingId });
  return inserted.length > 0;
}

export async function recordDepartureBriefMail(
  db: Database,
  bookingId: string,
  mailId: string,
): Promise<void> {
  await db
    .update(departureBriefMails)
    .set({ mailId })
    .where(eq(departureBriefMails.bookingId, bookingId));
}
