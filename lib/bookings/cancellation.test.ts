/**
 * The cancellation schedule's arithmetic: the tiers at their boundaries, supplier costs only
 * where the terms allow them, money back never beyond what a card paid (the rest as credit), the
 * agency's full refund and $500, refunds spread over the payments newest first, and the expiry.
 */
import {
  agencySettlement,
  AGENCY_CANCELLATION_CREDIT,
  creditExpiry,
  FULL_REFUND_AFTER_DAYS,
  HALF_REFUND_FROM_DAYS,
  PROCESSING_FEE,
  SupplierCostsRefused,
  travelerSettlement,
  type BookingPayment,
} from "./cancellation";
import { addDays, cancellationOutcome } from "./money";

const startsOn = "2027-03-01";
const deposit: BookingPayment = { sessionId: "cs_deposit", cash: 200_000, credit: 0 };
const balance: BookingPayment = { sessionId: "cs_balance", cash: 600_000, credit: 0 };
const received = (days: number) => addDays(startsOn, -days);

describe("the traveler's settlement", () => {
  it("keeps the tiers' boundaries where the schedule puts them", () => {
    const tierAt = (days: number) => travelerSettlement([deposit], startsOn, received(days)).tier;
    expect(tierAt(FULL_REFUND_AFTER_DAYS + 1)).toBe("full_less_fee");
    expect(tierAt(FULL_REFUND_AFTER_DAYS)).toBe("half");
    expect(tierAt(HALF_REFUND_FROM_DAYS)).toBe("half");
    expect(tierAt(HALF_REFUND_FROM_DAYS - 1)).toBe("credit");
    expect(tierAt(0)).toBe("credit");
    expect(tierAt(-1)).toBe("departed");
    for (let days = -2; days < 120; days++) {
      expect(tierAt(days)).toBe(cancellationOutcome(1000, startsOn, received(days)).tier);
    }
  });

  it("more than 60 days: everything back less the processing fee, no supplier costs", () => {
    expect(travelerSettlement([deposit, balance], startsOn, received(61))).toEqual({
      tier: "full_less_fee",
      daysBeforeTravel: 61,
      paid: 800_000,
      supplierCosts: 0,
      refund: 800_000 - PROCESSING_FEE * 100,
      refunds: [
        { sessionId: "cs_balance", amount: 600_000 },
        { sessionId: "cs_deposit", amount: 175_000 },
      ],
      credit: 0,
    });
    expect(() => travelerSettlement([deposit], startsOn, received(61), 1)).toThrow(
      SupplierCostsRefused,
    );
  });

  it("30 to 60 days: half back, less supplier costs up to that half", () => {
    const settled = travelerSettlement([deposit, balance], startsOn, received(45), 50_000);
    expect(settled).toMatchObject({ tier: "half", refund: 350_000, credit: 0 });
    expect(settled.refunds).toEqual([{ sessionId: "cs_balance", amount: 350_000 }]);
    expect(() => travelerSettlement([deposit], startsOn, received(45), 100_001)).toThrow(
      SupplierCostsRefused,
    );
    expect(travelerSettlement([deposit], startsOn, received(45), 100_000).refund).toBe(0);
  });

  it("under 30 days: no refund, a credit for what was paid less supplier costs", () => {
    expect(travelerSettlement([deposit, balance], startsOn, received(29), 20_000)).toMatchObject({
      tier: "credit",
      refund: 0,
      refunds: [],
      credit: 780_000,
    });
  });

  it("never returns as money what was paid with credit", () => {
    const byCredit: BookingPayment = { sessionId: "cs_credit", cash: 50_000, credit: 150_000 };
    expect(travelerSettlement([byCredit], startsOn, received(90))).toMatchObject({
      refund: 50_000,
      credit: 125_000,
    });
    // What was refunded before is not refunded again.
    expect(
      travelerSettlement([{ ...deposit, refunded: 150_000 }], startsOn, received(90)).refund,
    ).toBe(50_000);
  });
});

describe("the agency's settlement", () => {
  it("returns every card payment and adds the $500 credit to any credit paid", () => {
    const byCredit: BookingPayment = { sessionId: "cs_credit", cash: 150_000, credit: 50_000 };
    expect(agencySettlement([byCredit, balance], startsOn, received(10))).toEqual({
      tier: "agency",
      daysBeforeTravel: 10,
      paid: 800_000,
      supplierCosts: 0,
      refund: 750_000,
      refunds: [
        { sessionId: "cs_balance", amount: 600_000 },
        { sessionId: "cs_credit", amount: 150_000 },
      ],
      credit: 50_000 + AGENCY_CANCELLATION_CREDIT * 100,
    });
  });
});

describe("a credit's expiry", () => {
  it("is the same day 12 months on; February 29 runs to February 28", () => {
    expect(creditExpiry("2026-11-25")).toBe("2027-11-25");
    expect(creditExpiry("2028-02-29")).toBe("2029-02-28");
    expect(creditExpiry("2027-12-31")).toBe("2028-12-31");
  });
});
