import { z } from "zod";
import { isoDateSchema, scoreSchema, slugSchema, sourceSchema } from "./common";

/** The legal indicators of the safety method, in the order the site lists them. */
export const legalIndicatorKeys = [
  "decriminalised",
  "anti_discrimination",
  "hate_crime",
  "partnership",
  "foreign_marriage_recognition",
  "gender_recognition",
  "no_propaganda_law",
  "no_assembly_restrictions",
  "x_marker_entry",
  "no_hiv_entry_restrictions",
] as const;
export const legalIndicatorKeySchema = z.enum(legalIndicatorKeys);
export type LegalIndicatorKey = z.infer<typeof legalIndicatorKeySchema>;

/** yes: the protection holds in full; partial: limited or regional; no: absent or the opposite. */
export const indicatorStatusSchema = z.enum(["yes", "partial", "no"]);
export type IndicatorStatus = z.infer<typeof indicatorStatusSchema>;
/**
 * How a material change to a safety record moved for a traveler: safer or freer ("better"), less
 * so ("worse"), or both ways at once ("other", a gender law that adds an X marker and a condition).
 */
export type ChangeDirection = "better" | "worse" | "other";

/** A status in a sentence: "Marriage or partnership: partly." */
export const INDICATOR_STATUS_WORDS: Record<IndicatorStatus, string> = {
  yes: "yes",
  partial: "partly",
  no: "no",
};

/**
 * An indicator as a chat line says it: "Marriage or partnership: partly." An indicator named by an
 * absence ("No 'propaganda' or censorship law") is said by what is there, so "yes" never reads as
 * "there is such a law": "'propaganda' or censorship law: none."
 */
export function indicatorInWords(label: string, status: IndicatorStatus): string {
  if (!/^No /.test(label)) return `${label}: ${INDICATOR_STATUS_WORDS[status]}`;
  const what = label.slice(3);
  const said = { yes: "none", partial: "some", no: "yes, there are" }[status];
  return `${what.replace(/^(['"]?)(\w)/, (_, quote: string, letter: string) => quote + letter.toUpperCase())}: ${said}`;
}

export const legalIndicatorSchema = z.object({
  key: legalIndicatorKeySchema,
  label: z.string(),
  status: indicatorStatusSchema,
  since: z.number().int().min(1700).max(2100).nullable(),
  detail: z.string().min(3),
  weight: z.number().positive(),
  source: sourceSchema,
});
export type LegalIndicator = z.infer<typeof legalIndicatorSchema>;

export const surveySchema = z.object({
  label: z.string().min(3),
  url: z.url({ protocol: /^https$/ }),
  year: z.number().int().min(2010).max(2100),
  finding: z.string().min(10),
  percent_accepting: z.number().min(0).max(100),
});

/**
 * Safety data for one destination. The five fields the modal shows first, then what makes them honest:
 * the indicator breakdown, the surveys, the sources and the date of the last review.
 * social_acceptance is null where no published survey covers the place.
 */
export const safetyDataSchema = z.object({
  destination_id: slugSchema,
  overall_score: scoreSchema,
  legal_protection: scoreSchema,
  social_acceptance: scoreSchema.nullable(),
  safety_index: scoreSchema,
  notes: z.string().min(20),
  trans_notes: z.string().min(20),
  criminalised: z.boolean(),
  indicators: z.array(legalIndicatorSchema),
  survey: surveySchema.nullable(),
  safety_rationale: z.string().min(20),
  sources: z.array(sourceSchema).min(2),
  last_reviewed: isoDateSchema,
  method_version: z.string(),
});
export type SafetyData = z.infer<typeof safetyDataSchema>;
