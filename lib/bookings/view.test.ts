import { toBookingView } from "./view";

const row = {
  reference: "LC-7K3M9Q2P",
  packageId: "cape-winelands-honeymoon",
  packageName: "Cape Winelands Honeymoon",
  startsOn: "2027-03-06",
  travelers: 2,
  currency: "usd",
  amountTotal: 740_000,
  tripTotal: 2_960_000,
  amountPaid: 740_000,
  balanceDue: 2_220_000,
  balanceDueOn: "2027-02-04",
  provider: "local",
};

describe("the traveler's booking view", () => {
  it("shows what was paid, what is due and what cancelling today returns", () => {
    expect(toBookingView(row, "2026-11-24")).toEqual({
      reference: "LC-7K3M9Q2P",
      package_id: "cape-winelands-honeymoon",
      package_name: "Cape Winelands Honeymoon",
      starts_on: "2027-03-06",
      travelers: 2,
      currency: "usd",
      trip_total: 2_960_000,
      amount_paid: 740_000,
      balance_due: 2_220_000,
      balance_due_on: "2027-02-04",
      offset_total: 0,
      offset_included: false,
      test_mode: true,
      cancellation_today: {
        tier: "full_less_fee",
        days_before_travel: 102,
        refund: 715_000,
        credit: 0,
      },
      status: "confirmed",
      credit_applied: 0,
      cancellation: null,
    });
  });
  it("carries the offset paid, or that the package's price includes it", () => {
    const view = toBookingView({ ...row, offsetTotal: 14_200 }, "2026-11-24");
    expect(view).toMatchObject({ offset_total: 14_200, offset_included: false });
    expect(toBookingView(row, "2026-11-24", undefined, true)).toMatchObject({
      offset_total: 0,
      offset_included: true,
    });
  });
  it("moves to half and then to credit as the departure nears", () => {
    expect(toBookingView(row, "2027-02-01").cancellation_today).toMatchObject({
      tier: "half",
      refund: 370_000,
    });
    expect(toBookingView(row, "2027-02-20").cancellation_today).toMatchObject({
      tier: "credit",
      credit: 740_000,
    });
  });
});
