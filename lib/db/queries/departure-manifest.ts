/**
 * The desk's departures: each dated departure of the catalog with its seats sold, held by checkouts
 * not yet paid and left (counted as the booking step counts them), and one departure's manifest,
 * its bookings with their travelers, amounts and open balances, for the guide's list. The CSV
 * export is recorded in the audit log in the same transaction that reads it.
 */
import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { isoDay, seatsLeft } from "@/lib/bookings/money";
import type { BookingRecord, TravelPackage } from "@/lib/contract";
import type { Database } from "../client";
import { bookings, checkoutSessions } from "../schema";
import { recordStaffAction, type AuditActor } from "./audit";
import { toBookingRecord } from "./bookings";
import { holdingSeats } from "./departures";

export interface DepartureSeats {
  id: string;
  packageId: string;
  packageName: string;
  startsOn: string;
  /** The package's days, first to last. */
  days: number;
  seats: number;
  /** Travelers of paid bookings. */
  sold: number;
  /** Travelers of checkouts still open: seats someone is paying for now. */
  held: number;
  left: number;
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
): DepartureSeats => {
  const { sold = 0, held = 0 } = counted.get(departure.id) ?? {};
  // The catalog carries each departure's capacity in seats_left.
  const seats = departure.seats_left;
  return {
    id: departure.id,
    packageId: pkg.id,
    packageName: pkg.name,
    startsOn: departure.starts_on,
    days: pkg.duration_days,
    seats,
    sold,
    held,
    left: seatsLeft(seats, sold + held),
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
  const counted = await countSeats(db, now);
  const all = packages.flatMap((pkg) =>
    pkg.departures.map((departure) => seatsOf(pkg, departure, counted)),
  );
  const byDate = (a: DepartureSeats, b: DepartureSeats) =>
    a.startsOn.localeCompare(b.startsOn) || a.packageName.localeCompare(b.packageName);
  return {
    upcoming: all.filter((row) => row.startsOn >= today).toSorted(byDate),
    departed: all.filter((row) => row.startsOn < today).toSorted((a, b) => byDate(b, a)),
  };
}

export interface DepartureManifest {
  departure: DepartureSeats;
  /** Oldest booking first: the order the seats were sold in. */
  bookings: BookingRecord[];
  totals: {
    travelers: number;
    tripTotal: number;
    offsetTotal: number;
    paid: number;
    balanceDue: number;
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
  const [counted, rows] = await Promise.all([
    countSeats(db, now),
    db
      .select()
      .from(bookings)
      .where(eq(bookings.departureId, departure.id))
      .orderBy(asc(bookings.createdAt), asc(bookings.id)),
  ]);
  const records = rows.map((row) => toBookingRecord(row, today));
  const sum = (value: (row: BookingRecord) => number) =>
    records.reduce((total, row) => total + value(row), 0);
  return {
    departure: seatsOf(pkg, departure, counted),
    bookings: records,
    totals: {
      travelers: sum((row) => row.travelers),
      tripTotal: sum((row) => row.trip_total),
      offsetTotal: sum((row) => row.offset_total),
      paid: sum((row) => row.amount_paid),
      balanceDue: sum((row) => row.balance_due),
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
  actor: AuditActor,
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
