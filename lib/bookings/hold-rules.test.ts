import {
  DEFAULT_HOLD_RULES as rules,
  departureShareCap,
  groupEnquiryPath,
  isMostlyHeld,
  onlineGroupLimit,
} from "./hold-rules";

describe("the rules for seats held without payment", () => {
  it("lets one client hold half a departure, two seats at least and never more than it has", () => {
    expect([1, 2, 3, 8, 12, 15, 52].map((seats) => departureShareCap(seats, rules))).toEqual([
      1, 2, 2, 4, 6, 7, 26,
    ]);
  });

  it("books online up to 8 travelers, within that share", () => {
    expect([2, 8, 12, 16, 24, 52].map((seats) => onlineGroupLimit(seats, rules))).toEqual([
      2, 4, 6, 8, 8, 8,
    ]);
  });

  it("calls a departure mostly held past half its seats, by more than one checkout", () => {
    expect(isMostlyHeld({ seats: 5, checkouts: 2 }, 8, rules)).toBe(true);
    expect(isMostlyHeld({ seats: 4, checkouts: 2 }, 8, rules)).toBe(false);
    expect(isMostlyHeld({ seats: 2, checkouts: 1 }, 2, rules)).toBe(false);
  });

  it("sends a group to the enquiry with what it chose", () => {
    expect(groupEnquiryPath({ packageId: "iberian-rail-journey" })).toBe(
      "/contact?package=iberian-rail-journey",
    );
    expect(
      groupEnquiryPath({
        packageId: "iberian-rail-journey",
        departureId: "iberian-rail-journey-2027-04-17",
        travelers: 11,
      }),
    ).toBe(
      "/contact?package=iberian-rail-journey&departure=iberian-rail-journey-2027-04-17&travelers=11",
    );
  });
});
