/**
 * The carbon offset of a package's flights, priced per traveler. Pure, so the booking step, the
 * server's pricing and the tests share one method; the legs come from content/flights.json.
 *
 * The method (stated for travelers in the sustainability policy, "How we price the flight offset"):
 * - each leg's great-circle distance between its airports (mean Earth radius 6,371.0088 km);
 * - times an emission factor per passenger-kilometer from the UK government's greenhouse gas
 *   conversion factors for company reporting (DESNZ, 2025, "Business travel - air", average
 *   passenger, with radiative forcing: the warming at altitude beyond carbon dioxide). The factors
 *   already allow for real flights' detours and holding, so they apply to the great-circle distance;
 * - times a price per tonne of CO2e, rounded up to whole dollars per traveler, so the tonnes paid
 *   for are never fewer than the estimate.
 */
import type { PaymentPlan } from "./money";

export const EARTH_RADIUS_KM = 6371.0088;
/** A leg shorter than this is priced at the short-flight factor: take-off and landing weigh more. */
export const SHORT_FLIGHT_KM = 500;
/** kg CO2e per passenger-km, DESNZ 2025, average passenger, with radiative forcing. */
export const EMISSION_FACTORS = {
  /** "Domestic" flights, the band of short flights. */
  short: 0.22928,
  /** "International, to/from non-UK": every other flight that neither starts nor ends in the UK. */
  standard: 0.14253,
} as const;
/** What one tonne of CO2e costs the traveler, in dollars. */
export const OFFSET_PRICE_PER_TONNE = 20;
/** The range the sustainability policy calls typical, per traveler, in dollars. */
export const TYPICAL_OFFSET_RANGE = [20, 100] as const;

export interface Airport {
  name: string;
  lat: number;
  lon: number;
}

export interface FlightLeg {
  day: string;
  from: string;
  to: string;
}

/**
 * What the booking step offers for a package's flights: an offset priced per traveler, or none
 * because the price already includes it or the trip has no flights.
 */
export type FlightOffset =
  | {
      kind: "offered";
      /** Whole dollars per traveler. */
      per_traveler: number;
      /** Per traveler, rounded: kilograms of CO2e and kilometers flown. */
      kg: number;
      km: number;
      /** "BOS-AMS", in the order flown. */
      legs: string[];
    }
  | { kind: "included" }
  | { kind: "no_flights" };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points (haversine), in kilometers. */
export function greatCircleKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** kg CO2e of one passenger on one leg of this many kilometers. */
export const legKg = (km: number) =>
  km * (km < SHORT_FLIGHT_KM ? EMISSION_FACTORS.short : EMISSION_FACTORS.standard);

/** Whole dollars for this many kg, rounded up. */
export const offsetDollars = (kg: number) => Math.ceil((kg / 1000) * OFFSET_PRICE_PER_TONNE);

/** The offer for a package's legs; airports must hold every leg's codes (content checks it). */
export function flightOffset(
  route: { legs: FlightLeg[]; offset_included?: boolean },
  airports: Readonly<Record<string, Airport>>,
): FlightOffset {
  if (route.offset_included) return { kind: "included" };
  if (route.legs.length === 0) return { kind: "no_flights" };
  let km = 0;
  let kg = 0;
  for (const leg of route.legs) {
    const distance = greatCircleKm(airports[leg.from]!, airports[leg.to]!);
    km += distance;
    kg += legKg(distance);
  }
  return {
    kind: "offered",
    per_traveler: offsetDollars(kg),
    kg: Math.round(kg),
    km: Math.round(km),
    legs: route.legs.map((leg) => `${leg.from}-${leg.to}`),
  };
}

/** Whole dollars for the party: the price per traveler times travelers, when chosen and offered. */
export function offsetTotal(offset: FlightOffset, travelers: number, chosen: boolean): number {
  return chosen && offset.kind === "offered" ? offset.per_traveler * travelers : 0;
}

/** The payment plan with the offset: it is paid whole with the first payment, never split. */
export function withOffset(plan: PaymentPlan, offset: number): PaymentPlan & { offset: number } {
  return { ...plan, offset, due_now: plan.due_now + offset };
}
