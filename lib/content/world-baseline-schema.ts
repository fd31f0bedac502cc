/**
 * The shapes of content/world/: the legal baseline of every country a traveler may ask about, and
 * the countries each package's route passes through.
 */
import { z } from "zod";
import { isoDateSchema, slugSchema, sourceSchema } from "../contract/common";

export const worldRegions = [
  "Africa",
  "Asia",
  "Caribbean",
  "Europe",
  "Latin America",
  "Middle East",
  "North America",
  "Oceania",
] as const;

/** ISO 3166-1 alpha-2, upper case. */
export const countryCodeSchema = z
  .string()
  .regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code");

const year = z.number().int().min(1700).max(2100);
const shortText = z.string().min(2).max(300);

/**
 * A source as a claim cites it: `as_of` is the day the claim was compared with the source, or, when
 * `published` is true, the day the source itself was published.
 */
export const baselineSourceSchema = sourceSchema.extend({ published: z.boolean().optional() });
export type BaselineSource = z.infer<typeof baselineSourceSchema>;

/** "yes": a law makes consensual same-sex relations a crime; "de_facto": no such law, but people are prosecuted under other laws. */
export const criminalisationStatuses = ["yes", "de_facto", "no"] as const;
export const maxPenalties = ["death", "life", "years", "fine", "none"] as const;
/** "banned": the constitution limits marriage to a man and a woman and no partnership exists. */
export const marriageStatuses = ["marriage", "civil_union", "none", "banned"] as const;
/** "criminalised": a law punishes trans people's gender expression (for example "imitating the opposite sex"). */
export const genderRecognitionStatuses = [
  "self_id",
  "with_requirements",
  "none",
  "criminalised",
] as const;
export const hivEntryStatuses = ["none", "restrictions", "deportation"] as const;

/** The four claim groups, generic over how a group names its sources. */
function groups<S extends z.ZodType>(sources: S) {
  return {
    criminalised: z
      .strictObject({
        status: z.enum(criminalisationStatuses),
        /** The year the current status began (decriminalised, or criminalised), where known. */
        since: year.nullable(),
        max_penalty: z.enum(maxPenalties),
        penalty_text: shortText.optional(),
        /** Whether the law also reaches women; null where it does not say or it is unclear. */
        women: z.boolean().nullable(),
        note: shortText.optional(),
        sources,
      })
      .refine((c) => (c.status === "no") === (c.max_penalty === "none"), {
        message: "max_penalty is none exactly when same-sex relations are not a crime",
      })
      .refine((c) => c.status === "no" || c.penalty_text !== undefined, {
        message: "a crime needs its penalty_text",
      }),
    marriage: z.strictObject({
      status: z.enum(marriageStatuses),
      since: year.nullable(),
      note: shortText.optional(),
      sources,
    }),
    gender_recognition: z.strictObject({
      status: z.enum(genderRecognitionStatuses),
      /** True only where a non-binary marker (X or similar) on documents is confirmed. */
      x_marker: z.boolean(),
      note: shortText.optional(),
      sources,
    }),
    hiv_entry: z.strictObject({
      status: z.enum(hivEntryStatuses),
      text: shortText,
      sources,
    }),
  };
}

export const claimGroups = ["criminalised", "marriage", "gender_recognition", "hiv_entry"] as const;

const identity = {
  code: countryCodeSchema,
  name: z.string().min(2).max(60),
  /** Everyday names travelers type ("UAE", "Holland"); cities go in `cities`. */
  aliases: z.array(z.string().min(2).max(60)),
  /** What its people are called ("Emirati", "Jamaican"); also languages ("French"), so they count after places. */
  demonyms: z.array(z.string().min(2).max(60)),
  /** Major tourist cities and islands. */
  cities: z.array(z.string().min(2).max(60)),
  un_member: z.boolean(),
  region: z.enum(worldRegions),
  /** The day this entry was compiled and compared with its sources. */
  checked_on: isoDateSchema,
};

/** A source named once in the file and cited by key; `{equaldex}` in a URL is the entry's Equaldex slug. */
const sourceKeySchema = z.string().regex(/^[a-z_]+$/);

export const countryBaselineFileEntrySchema = z.strictObject({
  ...identity,
  /** The country's page on equaldex.com/region/, where its slug is known. */
  equaldex: slugSchema.optional(),
  ...groups(z.array(sourceKeySchema).min(1)),
});

export const worldBaselineFileSchema = z.strictObject({
  /** The day the whole file was last compared with its sources: no date in it may be later. */
  checked_on: isoDateSchema,
  sources: z.record(
    sourceKeySchema,
    z.strictObject({
      label: z.string().min(3),
      url: z.string().startsWith("https://"),
      published: z.boolean().optional(),
      as_of: isoDateSchema,
    }),
  ),
  countries: z.array(countryBaselineFileEntrySchema).min(1),
});

/** One country as the site uses it: every claim group carries its sources in full. */
export const countryBaselineSchema = z.strictObject({
  ...identity,
  ...groups(z.array(baselineSourceSchema).min(1)),
});

/** The countries a package's route passes through, in the order it meets them. */
export const packageRoutesFileSchema = z.record(
  slugSchema,
  z.strictObject({
    countries: z.array(countryCodeSchema).min(1),
    note: shortText.optional(),
  }),
);
