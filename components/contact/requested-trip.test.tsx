/**
 * @jest-environment jsdom
 */
/** What a link to the enquiry form fills in: only what the catalog confirms. */
import { requestedTrip, type PackageChoice } from "./enquiry-form";

jest.mock("@/lib/actions/enquiry", () => ({ sendEnquiry: jest.fn() }));

const packages: PackageChoice[] = [
  {
    id: "cyclades-private-yacht",
    name: "Cyclades Private Yacht",
    duration_days: 7,
    departures: [{ id: "cyclades-private-yacht-2027-06-19", starts_on: "2027-06-19" }],
  },
];

describe("an enquiry link's trip", () => {
  it("names the package alone, as before", () => {
    expect(requestedTrip("?package=cyclades-private-yacht", packages)).toEqual({
      message: "I'd like to book the Cyclades Private Yacht package.",
      dates: undefined,
      travelers: undefined,
    });
  });

  it("adds the departure's dates and the party from the booking step", () => {
    expect(
      requestedTrip(
        "?package=cyclades-private-yacht&departure=cyclades-private-yacht-2027-06-19&travelers=12",
        packages,
      ),
    ).toEqual({
      message:
        "I'd like to book the Cyclades Private Yacht package, departing June 19, 2027, for 12 travelers.",
      dates: "June 19-25, 2027",
      travelers: 12,
    });
  });

  it("leaves out what the catalog does not know or what is no party", () => {
    expect(requestedTrip("?package=atlantis&travelers=2", packages)).toBeNull();
    for (const query of [
      "&departure=cyclades-private-yacht-2031-01-01&travelers=0",
      "&departure=<script>&travelers=2.5",
      "&travelers=51",
    ]) {
      expect(requestedTrip(`?package=cyclades-private-yacht${query}`, packages)).toMatchObject({
        message: "I'd like to book the Cyclades Private Yacht package.",
      });
    }
  });
});
