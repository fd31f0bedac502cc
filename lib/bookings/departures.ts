/**
 * A package's departures as a visitor sees them: upcoming only, with the seats still free and,
 * given the hold rules, the largest party one online booking may name.
 */
import type { TravelPackage } from "../contract";
import { onlineGroupLimit, type HoldRules } from "./hold-rules";
import { seatsLeft } from "./money";

export function upcomingDepartures(
  pkg: TravelPackage,
  today: string,
  held: ReadonlyMap<string, number> = new Map(),
  rules?: HoldRules,
): TravelPackage {
  return {
    ...pkg,
    departures: pkg.departures
      .filter((departure) => departure.starts_on > today)
      .map((departure) => ({
        ...departure,
        seats_left: seatsLeft(departure.seats_left, held.get(departure.id) ?? 0),
        ...(rules && { max_travelers: onlineGroupLimit(departure.seats_left, rules) }),
      })),
  };
}
