import {
  EARTH_RADIUS_KM,
  EMISSION_FACTORS,
  flightOffset,
  greatCircleKm,
  legKg,
  offsetDollars,
  offsetTotal,
  SHORT_FLIGHT_KM,
  withOffset,
  type Airport,
  type FlightOffset,
} from "./offset";
import { paymentPlan } from "./money";

const airports: Record<string, Airport> = {
  BOS: { name: "Boston", lat: 42.36, lon: -71.01 },
  AMS: { name: "Amsterdam", lat: 52.31, lon: 4.76 },
  LGA: { name: "LaGuardia", lat: 40.78, lon: -73.87 },
};

describe("great-circle distance", () => {
  it("is a quarter of the Earth's circumference from the equator to a pole", () => {
    expect(greatCircleKm({ lat: 0, lon: 0 }, { lat: 90, lon: 0 })).toBeCloseTo(
      (Math.PI / 2) * EARTH_RADIUS_KM,
      6,
    );
  });

  it("is half of it between antipodes, and the same either way", () => {
    expect(greatCircleKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_KM,
      6,
    );
    expect(greatCircleKm(airports.BOS!, airports.AMS!)).toBeCloseTo(
      greatCircleKm(airports.AMS!, airports.BOS!),
      9,
    );
  });

  it("puts Boston to Amsterdam at the published 5,540-5,560 km", () => {
    const km = greatCircleKm(airports.BOS!, airports.AMS!);
    expect(km).toBeGreaterThan(5540);
    expect(km).toBeLessThan(5560);
  });
});

describe("emissions and price", () => {
  it("uses the short-flight factor below 500 km and the standard one from 500 km", () => {
    expect(legKg(SHORT_FLIGHT_KM - 1)).toBeCloseTo((SHORT_FLIGHT_KM - 1) * EMISSION_FACTORS.short);
    expect(legKg(SHORT_FLIGHT_KM)).toBeCloseTo(SHORT_FLIGHT_KM * EMISSION_FACTORS.standard);
  });

  it("rounds up to the whole dollar, so what is paid for never falls short", () => {
    expect(offsetDollars(0)).toBe(0);
    expect(offsetDollars(1000)).toBe(20);
    expect(offsetDollars(1001)).toBe(21);
    expect(offsetDollars(1049.9)).toBe(21);
    expect(offsetDollars(1)).toBe(1);
  });

  it("prices a route leg by leg, per traveler", () => {
    const offer = flightOffset(
      {
        legs: [
          { day: "Day 1", from: "BOS", to: "AMS" },
          { day: "Day 6", from: "AMS", to: "LGA" },
          { day: "Day 6", from: "LGA", to: "BOS" },
        ],
      },
      airports,
    );
    const long = greatCircleKm(airports.BOS!, airports.AMS!);
    const back = greatCircleKm(airports.AMS!, airports.LGA!);
    const hop = greatCircleKm(airports.LGA!, airports.BOS!);
    const kg = (long + back) * EMISSION_FACTORS.standard + hop * EMISSION_FACTORS.short;
    expect(hop).toBeLessThan(SHORT_FLIGHT_KM);
    expect(offer).toEqual({
      kind: "offered",
      per_traveler: Math.ceil((kg / 1000) * 20),
      kg: Math.round(kg),
      km: Math.round(long + back + hop),
      legs: ["BOS-AMS", "AMS-LGA", "LGA-BOS"],
    });
  });

  it("offers nothing where the price includes it or nothing flies", () => {
    const legs = [{ day: "Day 1", from: "BOS", to: "AMS" }];
    expect(flightOffset({ legs, offset_included: true }, airports)).toEqual({ kind: "included" });
    expect(flightOffset({ legs: [] }, airports)).toEqual({ kind: "no_flights" });
  });
});

describe("the offset in the party's price", () => {
  const offer: FlightOffset = { kind: "offered", per_traveler: 32, kg: 1581, km: 11095, legs: [] };

  it("is the price per traveler times the travelers, only when chosen", () => {
    expect(offsetTotal(offer, 3, true)).toBe(96);
    expect(offsetTotal(offer, 3, false)).toBe(0);
    expect(offsetTotal({ kind: "included" }, 3, true)).toBe(0);
    expect(offsetTotal({ kind: "no_flights" }, 3, true)).toBe(0);
  });

  it("is paid whole with the deposit, and the balance stays the trip's", () => {
    const plan = withOffset(paymentPlan(19_600, "2027-06-01", "2026-11-25"), 64);
    expect(plan).toEqual({
      total: 19_600,
      due_now: 4_900 + 64,
      balance: 14_700,
      balance_due_on: "2027-05-02",
      offset: 64,
    });
  });

  it("is paid with the full payment when the departure is near", () => {
    const plan = withOffset(paymentPlan(9_800, "2026-12-20", "2026-11-25"), 32);
    expect(plan.due_now).toBe(9_832);
    expect(plan.balance).toBe(0);
  });
});
