/**
 * The Queer Safety Index, method version 1.0 (published in content/safety/methodology.md).
 * Pure functions: the loaders call them, the tests pin them, the methodology page quotes them.
 */
import type { IndicatorStatus, LegalIndicatorKey } from "../contract/safety";

export const METHOD_VERSION = "1.0";

/** Weight of each legal indicator; legal_protection is the weighted share of points, scaled to 5. */
export const indicatorWeights: Record<LegalIndicatorKey, number> = {
  decriminalised: 3,
  anti_discrimination: 2,
  hate_crime: 2,
  partnership: 2,
  foreign_marriage_recognition: 1,
  gender_recognition: 2,
  no_propaganda_law: 2,
  no_assembly_restrictions: 1,
  x_marker_entry: 1,
  no_hiv_entry_restrictions: 1,
};

export const indicatorLabels: Record<LegalIndicatorKey, string> = {
  decriminalised: "Same-sex relations legal",
  anti_discrimination: "Anti-discrimination law",
  hate_crime: "Hate-crime law (orientation and gender identity)",
  partnership: "Marriage or partnership",
  foreign_marriage_recognition: "Foreign marriages recognized",
  gender_recognition: "Legal gender recognition",
  no_propaganda_law: "No 'propaganda' or censorship law",
  no_assembly_restrictions: "Pride and assembly unrestricted",
  x_marker_entry: "X-marker passports admitted",
  no_hiv_entry_restrictions: "No HIV-related entry restrictions",
};

const statusPoints: Record<IndicatorStatus, number> = { yes: 1, partial: 0.5, no: 0 };

/** Weights of the three components; when no survey exists, social drops out and the rest rescale. */
export const componentWeights = { legal: 0.4, social: 0.3, safety: 0.3 } as const;

/** What an empty social-acceptance bar means, in the words of the published method. */
export const noSurveyNote =
  "No data: we have no recent published survey for this place that meets our method, so legal protection and safety are rescaled to fill the social share.";

/** Where same-sex relations are criminalised, the overall score can never exceed this. */
export const CRIMINALISATION_CAP = 1;

export function roundScore(value: number): number {
  return Math.round(value * 10) / 10;
}

export function legalProtectionScore(statuses: Record<LegalIndicatorKey, IndicatorStatus>): number {
  let earned = 0;
  let total = 0;
  for (const [key, weight] of Object.entries(indicatorWeights) as [LegalIndicatorKey, number][]) {
    earned += weight * statusPoints[statuses[key]];
    total += weight;
  }
  return roundScore((earned / total) * 5);
}

/** A survey's share of the public accepting LGBTQ+ people (0-100) on the 0-5 scale. */
export function socialAcceptanceScore(percentAccepting: number | null): number | null {
  return percentAccepting === null ? null : roundScore(percentAccepting / 20);
}

export function overallScore(input: {
  legal: number;
  social: number | null;
  safety: number;
  criminalised: boolean;
}): number {
  const { legal, social, safety, criminalised } = input;
  const weighted =
    social === null
      ? (componentWeights.legal * legal + componentWeights.safety * safety) /
        (componentWeights.legal + componentWeights.safety)
      : componentWeights.legal * legal +
        componentWeights.social * social +
        componentWeights.safety * safety;
  const score = roundScore(weighted);
  return criminalised ? Math.min(score, CRIMINALISATION_CAP) : score;
}
