import { yacht } from "../test-support/databases";
import { upcomingDepartures } from "./departures";

describe("upcoming departures", () => {
  it("drops departures on or before today and subtracts held seats", () => {
    const shown = upcomingDepartures(
      yacht,
      "2026-12-05",
      new Map([["cyclades-private-yacht-2027-06-19", 3]]),
    );
    expect(shown.departures).toEqual([
      { id: "cyclades-private-yacht-2027-06-19", starts_on: "2027-06-19", seats_left: 5 },
    ]);
  });
  it("shows every seat of a departure nobody holds", () => {
    expect(upcomingDepartures(yacht, "2026-11-24").departures.map((d) => d.seats_left)).toEqual([
      2, 8,
    ]);
  });
});
