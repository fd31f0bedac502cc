/** A package's departures as a visitor sees them: upcoming only, with the seats still free. */
import type { TravelPackage } from "../contract";
import { seatsLeft } from "./money";

export function upcomingDepartures(
  pkg: TravelPackage,
  today: string,
  held: ReadonlyMap<string, number> = new Map(),
): TravelPackage {
  return {
    ...pkg,
    departures: pkg.departures
      .filter((departure) => departure.starts_on > today)
      .map((departure) => ({
        ...departure,
        seats_left: seatsLeft(departure.seats_left, held.get(departure.id) ?? 0),
      })),
  };
}
