import {
  legalIndicatorKeys,
  type IndicatorStatus,
  type LegalIndicatorKey,
} from "../contract/safety";
import {
  CRIMINALISATION_CAP,
  indicatorWeights,
  legalProtectionScore,
  overallScore,
  socialAcceptanceScore,
} from "./safety-score";

const all = (status: IndicatorStatus) =>
  Object.fromEntries(legalIndicatorKeys.map((key) => [key, status])) as Record<
    LegalIndicatorKey,
    IndicatorStatus
  >;

describe("safety index method 1.0", () => {
  it("weights every legal indicator", () => {
    expect(Object.keys(indicatorWeights).sort()).toEqual([...legalIndicatorKeys].sort());
  });

  it("scores legal protection from 0 to 5 by weighted share", () => {
    expect(legalProtectionScore(all("yes"))).toBe(5);
    expect(legalProtectionScore(all("no"))).toBe(0);
    expect(legalProtectionScore(all("partial"))).toBe(2.5);
    // Only decriminalisation (weight 3 of 17) held: 3/17 * 5 = 0.88 -> 0.9
    expect(legalProtectionScore({ ...all("no"), decriminalised: "yes" })).toBe(0.9);
  });

  it("turns survey acceptance into a 0-5 score and keeps missing data missing", () => {
    expect(socialAcceptanceScore(87)).toBe(4.4);
    expect(socialAcceptanceScore(null)).toBeNull();
  });

  it("combines 40% legal, 30% social and 30% safety", () => {
    expect(overallScore({ legal: 5, social: 4, safety: 3, criminalised: false })).toBe(4.1);
  });

  it("rescales legal and safety when no survey exists", () => {
    // (0.4 * 4 + 0.3 * 5) / 0.7 = 4.43
    expect(overallScore({ legal: 4, social: null, safety: 5, criminalised: false })).toBe(4.4);
  });

  it("caps the overall score where same-sex relations are criminalised", () => {
    expect(overallScore({ legal: 2, social: 3, safety: 4, criminalised: true })).toBe(
      CRIMINALISATION_CAP,
    );
    expect(overallScore({ legal: 0, social: 0, safety: 1, criminalised: true })).toBe(0.3);
  });
});
