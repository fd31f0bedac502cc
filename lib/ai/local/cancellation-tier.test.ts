/**
 * A cancellation asked with when is answered with the one tier of the schedule that applies, as the
 * terms' own row says it, chosen by the booking rules' thresholds; the agency cancelling is not.
 */
import { FULL_REFUND_AFTER_DAYS, HALF_REFUND_FROM_DAYS } from "../../bookings/cancellation";
import { chat } from "../../test-support/local-engine";
import { daysBeforeAsked } from "./cancellation-tier";

describe("a cancellation asked with when", () => {
  it("reads how long before travel, in days, weeks or months", () => {
    expect(daysBeforeAsked("cancel 45 days out")).toBe(45);
    expect(daysBeforeAsked("cancelling two weeks before the trip")).toBe(14);
    expect(daysBeforeAsked("if i cancel 3 months before we leave")).toBe(90);
  });

  it("gives only the tier that applies", () => {
    expect(FULL_REFUND_AFTER_DAYS).toBe(60);
    expect(HALF_REFUND_FROM_DAYS).toBe(30);
    const early = chat("if we pull out 10 weeks before departure what do we get back");
    expect(early).toMatch(
      /^Cancelling about 70 days before travel, .*More than 60 days before travel: A full refund, minus a \$250 processing fee/,
    );
    expect(early).not.toMatch(/No refund/);
    const middle = chat("cancel 5 weeks out, refund?");
    expect(middle).toMatch(/30 to 60 days before travel: A 50% refund/);
    const late = chat("need to cancel ten days before the trip, anything back?");
    expect(late).toMatch(
      /Fewer than 30 days before travel: No refund, but a credit .*within 12 months/,
    );
    expect(late).not.toMatch(/full refund/i);
  });

  it("gives the tier for the days a follow-up names, after the cancelling was said before", () => {
    expect(
      chat("we're about 70 days out. what would we get back?", [
        "we might need to cancel our amsterdam pride canal week booking",
      ]),
    ).toMatch(/^Cancelling about 70 days before travel, .*A full refund, minus a \$250/);
    expect(
      chat("and if it's more like 40 days before?", [
        "if I cancel my Malta package 90 days out, what do I get back?",
      ]),
    ).toMatch(/^Cancelling 40 days before travel, .*A 50% refund/);
  });

  it("leaves the agency cancelling to its own section", () => {
    expect(chat("what if you cancel two weeks before the trip?")).not.toMatch(/^Cancelling about/);
  });
});
