/**
 * The desk's departures: each dated departure of the catalog with its seats sold, held by checkouts
 * not yet paid and left (counted as the booking step counts them), or its cancellation by the
 * agency (then no seat is for sale), and one departure's manifest, its bookings with their
 * travelers, amounts, open balances and what their cancellations returned, for the guide's list.
 * The CSV export is recorded in the audit log in the same transaction that reads it.
 */
import "server-only";
import type { StaffActor } from "../../contract/staff";
import { asc, eq, sql } from "drizzle-orm";
import { isoDay, seatsLeft } from "@/lib/bookings/money";
import { isCancelled } from "@/lib/bookings/status";
import type { BookingRecord, TravelPackage } from "@/lib/contract";
import type { Database } from "../client";
import { bookings, cancelledDepartures, checkoutSessions } from "../schema";
import { recordStaffAction } from "./audit";
import { toBookingRecord, withSettlement } from "./bookings";
import { holdingSeats } from "./departures";
import type { DepartureSeats, CancelledDeparture, DepartureManifest } from "../../contract/desk";

/** The departures the agency cancelled, by id. */
async function readCancelledDepartures(db: Database): Promise<Map<string, CancelledDeparture>> {
  const rows = await db.select().from(cancelledDepartures);
  return new Map(
    rows.map((row) => [
      row.departureId,
      {
        at: row.cancelledAt.toISOString(),
        reason: row.reason,
        note: row.note,
        byName: row.cancelledByName,
      },
    ]),
  );
}

/** Seats sold (paid) and held (open checkouts) per departure, as the booking step counts them. */
async function countSeats(db: Database, now: Date) {
  const rows = await db
    .select({
      departureId: checkoutSessions.departureId,
      sold: sql<number>`coalesce(sum(case when ${checkoutSessions.paymentStatus} = 'paid' then ${checkoutSessions.travelers} else 0 end), 0)::int`,
      held: sql<number>`coalesce(sum(case when ${checkoutSessions.paymentStatus} = 'paid' then 0 else ${checkoutSessions.travelers} end), 0)::int`,
    })
    .from(checkoutSessions)
    .where(holdingSeats(now))
    .groupBy(checkoutSessions.departureId);
  return new Map(
    rows.map((row) => [row.departureId ?? "", { sold: Number(row.sold), held: Number(row.held) }]),
  );
}

const seatsOf = (
  pkg: TravelPackage,
  departure: TravelPackage["departures"][number],
  counted: Map<string, { sold: number; held: number }>,
  cancelled: Map<string, CancelledDeparture>,
): DepartureSeats => {
  const { sold = 0, held = 0 } = counted.get(departure.id) ?? {};
  // The catalog carries each departure's capacity in seats_left.
  const seats = departure.seats_left;
  const cancellation = cancelled.get(departure.id) ?? null;
  return {
    id: departure.id,
    packageId: pkg.id,
    packageName: pkg.name,
    startsOn: departure.starts_on,
    days: pkg.duration_days,
    seats,
    sold,
    held,
    left: cancellation ? 0 : seatsLeft(seats, sold + held),
    cancelled: cancellation,
  };
};

/**
 * Every departure of the catalog: those not yet departed soonest first, then those departed, most
 * recent first.
 */
export async function listDepartureSeats(
  db: Database,
  packages: TravelPackage[],
  { today = isoDay(), now = new Date() }: { today?: string; now?: Date } = {},
): Promise<{ upcoming: DepartureSeats[]; departed: DepartureSeats[] }> {
  const [counted, cancelled] = await Promise.all([
    countSeats(db, now),
    readCancelledDepartures(db),
  ]);
  const all = packages.flatMap((pkg) =>
    pkg.departures.map((departure) => seatsOf(pkg, departure, counted, cancelled)),
  );
  const byDate = (a: DepartureSeats, b: DepartureSeats) =>
    a.startsOn.localeCompare(b.startsOn) || a.packageName.localeCompare(b.packageName);
  return {
    upcoming: all.filter((row) => row.startsOn >= today).toSorted(byDate),
    departed: all.filter((row) => row.startsOn < today).toSorted((a, b) => byDate(b, a)),
  };
}

/** The departure of this id in the catalog, with its package; undefined for an unknown id. */
export function findDeparture(packages: TravelPackage[], departureId: string) {
  for (const pkg of packages) {
    const departure = pkg.departures.find((candidate) => candidate.id === departureId);
    if (departure) return { pkg, departure };
  }
  return undefined;
}

async function readManifest(
  db: Database,
  pkg: TravelPackage,
  departure: TravelPackage["departures"][number],
  today: string,
  now: Date,
): Promise<DepartureManifest> {
  const [counted, cancelled, rows] = await Promise.all([
    countSeats(db, now),
    readCancelledDepartures(db),
    db
      .select(withSettlement)
      .from(bookings)
      .where(eq(bookings.departureId, departure.id))
      .orderBy(asc(bookings.createdAt), asc(bookings.id)),
  ]);
  const records = rows.map((row) => toBookingRecord(row, today));
  const standing = records.filter((row) => !isCancelled(row.status));
  const settled = records.filter((row) => isCancelled(row.status));
  const sum = (of: BookingRecord[], value: (row: BookingRecord) => number) =>
    of.reduce((total, row) => total + value(row), 0);
  return {
    departure: seatsOf(pkg, departure, counted, cancelled),
    bookings: records,
    totals: {
      bookings: standing.length,
      travelers: sum(standing, (row) => row.travelers),
      tripTotal: sum(standing, (row) => row.trip_total),
      offsetTotal: sum(standing, (row) => row.offset_total),
      paid: sum(standing, (row) => row.amount_paid),
      balanceDue: sum(standing, (row) => row.balance_due),
    },
    cancelledTotals: {
      bookings: settled.length,
      travelers: sum(settled, (row) => row.travelers),
      paid: sum(settled, (row) => row.amount_paid),
      refunded: sum(records, (row) => row.refunded),
      creditIssued: sum(records, (row) => row.credit_issued),
      supplierCosts: sum(records, (row) => row.supplier_costs),
      processingFees: sum(records, (row) => row.processing_fee),
    },
  };
}

/** One departure's manifest; undefined for a departure the catalog does not hold. */
export async function getDepartureManifest(
  db: Database,
  packages: TravelPackage[],
  departureId: string,
  { today = isoDay(), now = new Date() }: { today?: string; now?: Date } = {},
): Promise<DepartureManifest | undefined> {
  const found = findDeparture(packages, departureId);
  if (!found) return undefined;
  return readManifest(db, found.pkg, found.departure, today, now);
}

/**
 * The manifest for a CSV export, recorded in the audit log in the same transaction (the departure
 * and the number of bookings, never a traveler's details); undefined, and nothing recorded, for an
 * unknown departure.
 */
export async function exportDepartureManifest(
  db: Database,
  packages: TravelPackage[],
  departureId: string,
  actor: StaffActor,
  { today = isoDay(), now = new Date() }: { today?: string; now?: Date } = {},
): Promise<DepartureManifest | undefined> {
  const found = findDeparture(packages, departureId);
  if (!found) return undefined;
  return db.transaction(async (tx) => {
    const manifest = await readManifest(tx, found.pkg, found.departure, today, now);
    const count = manifest.bookings.length;
    await recordStaffAction(tx, actor, {
      action: "departure.export",
      target: departureId,
      detail: `${count} ${count === 1 ? "booking" : "bookings"}, ${manifest.totals.travelers} travelers`,
    });
    return manifest;
  });
}
