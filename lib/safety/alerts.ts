/**
 * Alerts when a safety record on a booked route changes. Content ships with a deploy; on start the
 * instance that owns the database compares each record with the version travelers were last
 * alerted on and, for a material change, queues once a mail to every traveler whose trip through
 * that place has not ended, and a notice to staff. The compare and the queueing are one
 * transaction under one advisory lock, so a restart sends nothing twice and instances that start
 * together send once. The first start records every record as already alerted.
 */
import "server-only";
import { addDays } from "../bookings/money";
import type { Database } from "../db/client";
import type { BookingRow } from "../db/queries/bookings";
import { queueMail } from "../db/queries/mail-outbox";
import {
  insertChangeBookings,
  insertSafetyChange,
  listBookingsOfPackages,
  listOwedSafetyChanges,
  listRecordVersions,
  listStandingChangeBookings,
  lockSafetyWatch,
  recordSourcesSent,
  saveRecordVersions,
} from "../db/queries/safety-alerts";
import type { ChangelogEntry } from "../content/world-baseline";
import {
  safetyAlert,
  safetyAlertSources,
  safetyChangeNotice,
  type RecordChange,
  type TravelerBooking,
} from "../mail/safety-messages";
import {
  alertRank,
  changelogCount,
  materialChanges,
  sourcesFoundLater,
  versionNow,
  type FieldChange,
  type SafetyRecord,
} from "./records";
import { travelerBooking } from "./traveler-booking";

export interface SafetyWatchOptions {
  records: SafetyRecord[];
  changelog: ChangelogEntry[];
  /** Each package's length in days: a trip under way is still touched by a change. */
  packageDays: Map<string, number>;
  today: string;
  origin: string;
  staffAddress: string;
  emergencyPhone: string;
  now?: Date;
}

export interface SafetyWatchResult {
  /** True on the first start: every record was recorded as already alerted. */
  baseline: boolean;
  changes: number;
  /** Travelers mailed (one mail each, whatever number of their bookings and changes it lists). */
  travelersMailed: number;
  /** Travelers sent the sources that earlier alerts promised them (one mail each). */
  sourcesMailed: number;
}

interface Found {
  record: SafetyRecord;
  changes: FieldChange[];
  id: string;
  bookings: BookingRow[];
}

/** The longest trip of the catalog, so a trip under way is found by its departure date. */
const longestTrip = (days: Map<string, number>) => Math.max(1, ...days.values());

/** A booking's trip has not ended by `today`. */
function underWayOrAhead(booking: BookingRow, days: Map<string, number>, today: string): boolean {
  if (!booking.startsOn) return false;
  const lastDay = addDays(booking.startsOn, (days.get(booking.packageId) ?? 1) - 1);
  return lastDay >= today;
}

export async function watchSafetyRecords(
  db: Database,
  options: SafetyWatchOptions,
): Promise<SafetyWatchResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockSafetyWatch(tx);
    const stored = await listRecordVersions(tx);
    const asToldNow = (record: SafetyRecord) => ({
      recordKey: record.key,
      material: versionNow(record, options.changelog),
    });
    if (stored.size === 0) {
      // The first start with the watch: today's content is what travelers were told.
      await saveRecordVersions(tx, options.records.map(asToldNow), now);
      return { baseline: true, changes: 0, travelersMailed: 0, sourcesMailed: 0 };
    }

    const versions: { recordKey: string; material: Record<string, string> }[] = [];
    const found: Omit<Found, "id" | "bookings">[] = [];
    for (const record of options.records) {
      const version = stored.get(record.key);
      if (!version) {
        versions.push(asToldNow(record));
        continue;
      }
      const { changes, next } = materialChanges(version.material, record, {
        changelog: options.changelog,
        since: version.recordedAt.toISOString().slice(0, 10),
      });
      if (next) versions.push({ recordKey: record.key, material: next });
      if (changes.length > 0) found.push({ record, changes });
    }
    await saveRecordVersions(tx, versions, now);
    found.sort((a, b) => alertRank(a.record, a.changes) - alertRank(b.record, b.changes));
    // Sources owed by earlier alerts go first: a change found now owes its own to a later start.
    const sourcesMailed = await sendOwedSources(tx, options, now);
    if (found.length === 0)
      return { baseline: false, changes: 0, travelersMailed: 0, sourcesMailed };

    const packageIds = [...new Set(found.flatMap(({ record }) => record.packageIds))];
    const earliest = addDays(options.today, -longestTrip(options.packageDays));
    const upcoming = (await listBookingsOfPackages(tx, packageIds, earliest)).filter((booking) =>
      underWayOrAhead(booking, options.packageDays, options.today),
    );
    const recorded: Found[] = [];
    for (const [position, { record, changes }] of found.entries()) {
      const id = await insertSafetyChange(tx, {
        recordKey: record.key,
        recordName: record.name,
        changes,
        detectedAt: now,
        position,
        changelogSeen: changelogCount(record, options.changelog),
      });
      const bookings = upcoming.filter((booking) => record.packageIds.includes(booking.packageId));
      recorded.push({ record, changes, id, bookings });
    }

    // One mail per traveler, listing every change on the routes of their bookings and each
    // booking's page; a traveler erased from a booking is not written to about it.
    const byTraveler = groupByTraveler(
      recorded.flatMap((item) =>
        item.bookings.filter((booking) => !booking.erasedAt).map((booking) => ({ booking, item })),
      ),
    );
    const mailOf = new Map<string, string>();
    for (const { bookings, items: touching } of byTraveler) {
      const mailId = await queueMail(
        tx,
        safetyAlert(
          await travelerBookings(tx, bookings),
          touching.map(({ record, changes }): RecordChange => ({
            recordName: record.name,
            changes,
          })),
          { origin: options.origin, emergencyPhone: options.emergencyPhone },
        ),
      );
      for (const booking of bookings) mailOf.set(booking.id, mailId);
    }
    for (const item of recorded) {
      if (item.bookings.length === 0) continue;
      await insertChangeBookings(
        tx,
        item.bookings.map((booking) => ({
          changeId: item.id,
          bookingId: booking.id,
          mailId: mailOf.get(booking.id) ?? null,
        })),
      );
    }
    await queueMail(
      tx,
      safetyChangeNotice(
        recorded.map(({ record, changes, bookings }) => ({
          recordName: record.name,
          changes,
          // With the departure, so a trip about to start stands out.
          references: bookings.map(
            (booking) =>
              `${booking.reference ?? booking.id}${booking.startsOn ? ` (departs ${booking.startsOn})` : ""}`,
          ),
        })),
        { origin: options.origin, staffAddress: options.staffAddress },
      ),
    );
    return {
      baseline: false,
      changes: recorded.length,
      travelersMailed: byTraveler.length,
      sourcesMailed,
    };
  });
}

/**
 * The bookings and the items (changes) of each traveler, by e-mail address as typed in any case:
 * one mail a traveler, whatever the number of their bookings and changes.
 */
function groupByTraveler<T>(
  touched: { booking: BookingRow; item: T }[],
): { bookings: BookingRow[]; items: T[] }[] {
  const byTraveler = new Map<string, { bookings: BookingRow[]; items: T[] }>();
  for (const { booking, item } of touched) {
    const key = booking.customerEmail.trim().toLowerCase();
    const entry = byTraveler.get(key) ?? { bookings: [], items: [] };
    if (!entry.bookings.some((known) => known.id === booking.id)) entry.bookings.push(booking);
    if (!entry.items.includes(item)) entry.items.push(item);
    byTraveler.set(key, entry);
  }
  return [...byTraveler.values()];
}

/** The bookings as the safety mails name them, each with a fresh link to its page. */
async function travelerBookings(tx: Database, bookings: BookingRow[]): Promise<TravelerBooking[]> {
  const named: TravelerBooking[] = [];
  for (const booking of bookings) named.push(await travelerBooking(tx, booking));
  return named;
}

/**
 * Keeps the alerts' promise "we will write to you with it": for each change mailed with a field
 * whose source was not yet recorded, once every such field has one (a changelog correction written
 * since, or a page read after the day it was found), mails the travelers it touched whose trip has
 * not ended, once, and records it on the change. Returns the travelers mailed.
 */
async function sendOwedSources(
  tx: Database,
  options: SafetyWatchOptions,
  now: Date,
): Promise<number> {
  const sourced: { id: string; change: RecordChange & { detectedAt: Date } }[] = [];
  for (const owed of await listOwedSafetyChanges(tx)) {
    const record = options.records.find((candidate) => candidate.key === owed.recordKey);
    if (!record) continue;
    const since = owed.detectedAt.toISOString().slice(0, 10);
    const fields = JSON.parse(owed.changes) as FieldChange[];
    const found = fields.map((field) =>
      field.unrecorded
        ? sourcesFoundLater(record, field.field, options.changelog, {
            seen: owed.changelogSeen,
            since,
            citedBefore: field.citedBefore,
          })
        : { sources: field.sources },
    );
    if (found.some((sources) => sources === undefined)) continue;
    const completed = fields.map(({ unrecorded, citedBefore: _cited, ...field }, index) =>
      unrecorded ? { ...field, ...found[index]!, sourcedLater: true as const } : field,
    );
    await recordSourcesSent(tx, owed.id, completed, now);
    sourced.push({
      id: owed.id,
      change: {
        recordName: owed.recordName,
        detectedAt: owed.detectedAt,
        changes: completed.filter((field) => field.sourcedLater),
      },
    });
  }
  if (sourced.length === 0) return 0;

  const touched = await listStandingChangeBookings(
    tx,
    sourced.map(({ id }) => id),
  );
  // In the order the changes were found, as their alerts listed them.
  const byTraveler = groupByTraveler(
    sourced.flatMap(({ id, change }) =>
      touched
        .filter(
          ({ changeId, booking }) =>
            changeId === id && underWayOrAhead(booking, options.packageDays, options.today),
        )
        .map(({ booking }) => ({ booking, item: change })),
    ),
  );
  for (const { bookings, items } of byTraveler) {
    await queueMail(
      tx,
      safetyAlertSources(await travelerBookings(tx, bookings), items, {
        origin: options.origin,
        emergencyPhone: options.emergencyPhone,
      }),
    );
  }
  return byTraveler.length;
}
