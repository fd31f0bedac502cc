/**
 * Turns a visitor's order into what a checkout charges: the departure and party checked against
 * the content and the seats held, the amount due now from the money rules. Nothing from the
 * browser but the choice itself is trusted.
 */
import "server-only";
import { ApiError, notFound } from "../api/errors";
import { bookingTotal, isoDay, maxTravelers, paymentPlan, seatsLeft } from "../bookings/money";
import type { TravelPackage } from "../contract";
import type { Database } from "../db/client";
import { listCancelledDepartureIds } from "../db/queries/cancellations";
import { countHeldSeats } from "../db/queries/departures";
import { getFlightOffset } from "../content/flights";
import { offsetTotal, withOffset } from "../bookings/offset";
import { toMinorUnits } from "./types";

export interface BookingOrder {
  departure_id?: string;
  travelers?: number;
  /** The carbon offset for the package's flights, chosen at booking. */
  carbon_offset?: boolean;
}

/** A priced booking checkout, amounts in minor units. */
export interface PricedBooking {
  departureId: string;
  startsOn: string;
  travelers: number;
  tripTotal: number;
  dueNow: number;
  balanceAfter: number;
  balanceDueOn: string | null;
  /** The carbon offset chosen, paid whole with dueNow (0 when not chosen). */
  offsetTotal: number;
}

/** The offset for the party in whole dollars; choosing one the package does not offer is refused. */
function priceOffset(pkg: TravelPackage, order: BookingOrder, travelers: number): number {
  const offset = getFlightOffset(pkg.id);
  if (order.carbon_offset && offset.kind !== "offered") {
    throw new ApiError(
      "bad_request",
      offset.kind === "included"
        ? `carbon_offset: ${pkg.name} includes the offset for its flights in its price`
        : `carbon_offset: ${pkg.name} has no flights to offset`,
    );
  }
  return offsetTotal(offset, travelers, order.carbon_offset ?? false);
}

const soldOut = (startsOn: string) =>
  new ApiError("conflict", `The departure of ${startsOn} is sold out`);

/** Chooses the departure: the one named, or the next with room for the party. */
async function chooseDeparture(
  db: Database,
  pkg: TravelPackage,
  order: BookingOrder,
  travelers: number,
  today: string,
) {
  // A departure the agency cancelled is sold no more.
  const cancelled = await listCancelledDepartureIds(db);
  if (order.departure_id) {
    const departure = pkg.departures.find((candidate) => candidate.id === order.departure_id);
    if (!departure) throw notFound(`Departure "${order.departure_id}" of ${pkg.name}`);
    if (cancelled.has(departure.id)) {
      throw new ApiError("conflict", `The departure of ${departure.starts_on} was cancelled`);
    }
    if (departure.starts_on <= today) {
      throw new ApiError("bad_request", `The departure of ${departure.starts_on} has already left`);
    }
    return departure;
  }
  for (const departure of pkg.departures) {
    if (departure.starts_on <= today || cancelled.has(departure.id)) continue;
    const left = seatsLeft(departure.seats_left, await countHeldSeats(db, departure.id));
    if (left >= travelers) return departure;
  }
  throw new ApiError("conflict", `${pkg.name} has no open departure for ${travelers} traveler(s)`);
}

/**
 * Prices the order against the seats held now. Call inside the transaction that holds the
 * departure's lock (see lockDeparture), so the count cannot change before the checkout is written.
 * `pkg.departures` carries each departure's capacity in seats_left, as the catalog loads it.
 */
export async function priceBooking(
  db: Database,
  pkg: TravelPackage,
  order: BookingOrder,
  today: string = isoDay(),
): Promise<PricedBooking> {
  const travelers = order.travelers ?? 1;
  const offset = priceOffset(pkg, order, travelers);
  const departure = await chooseDeparture(db, pkg, order, travelers, today);
  const capacity = departure.seats_left;
  if (travelers > capacity) {
    throw new ApiError(
      "bad_request",
      `travelers: this departure takes at most ${capacity} travelers in one booking`,
    );
  }
  const left = seatsLeft(capacity, await countHeldSeats(db, departure.id));
  if (left === 0) throw soldOut(departure.starts_on);
  if (travelers > maxTravelers(left, capacity)) {
    throw new ApiError(
      "conflict",
      `Only ${left} seat(s) are left on the departure of ${departure.starts_on}`,
    );
  }
  const plan = withOffset(
    paymentPlan(bookingTotal(pkg, travelers), departure.starts_on, today),
    offset,
  );
  return {
    departureId: departure.id,
    startsOn: departure.starts_on,
    travelers,
    tripTotal: toMinorUnits(plan.total),
    dueNow: toMinorUnits(plan.due_now),
    balanceAfter: toMinorUnits(plan.balance),
    balanceDueOn: plan.balance_due_on,
    offsetTotal: toMinorUnits(plan.offset),
  };
}
