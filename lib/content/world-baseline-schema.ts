/**
 * The shapes of content/world/: the legal baseline of every country a traveler may ask about, the
 * log of every change made to it, and the countries each package's route passes through.
 *
 * A claim rests on two kinds of source. A generic source, named once at the top of the file and
 * cited by key, is what the claim was compiled from: it carries no reading date, because nobody
 * opened it for that claim. A citation, written inline, is a copy of a page we read on `read` and
 * that says the claim. A claim group is "checked" exactly when it cites at least one citation.
 */
import { z } from "zod";
import { isoDateSchema, slugSchema } from "../contract/common";

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

/** A source's own date, as precise as it gives it: "2026", "2026-02" or "2026-02-14". */
export const partialDateSchema = z
  .string()
  .regex(
    /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/,
    "must be YYYY, YYYY-MM or YYYY-MM-DD",
  );

/** A generic source's key, as claims cite it; `{equaldex}` in its URL is the entry's Equaldex slug. */
export const sourceKeySchema = z.string().regex(/^[a-z_]+$/);

/** What a claim was compiled from: a database or table, never dated by a reading. */
export const genericSourceSchema = z.strictObject({
  label: z.string().min(3).max(120),
  /** An https address, or a path on this site for our own notes ("/destinations/safety-method"). */
  url: z.string().regex(/^(https:\/\/|\/)\S*$/, "must be an https address or a path on this site"),
  /** What it is, in a sentence: a reader learns what "compiled from" it means. */
  about: shortText,
  /** How an answer names it in a citation, where the label is long ("Positive Destinations"). */
  short: z.string().min(3).max(60).optional(),
});
export type GenericSource = z.infer<typeof genericSourceSchema>;

/** A page we read that says the claim: who published it, when, the day we read it, and what it says. */
export const citationSchema = z.strictObject({
  /** Who published it and what it is ("Human Dignity Trust: Myanmar country profile"). */
  label: z.string().min(3).max(160),
  url: z.url({ protocol: /^https$/ }),
  /** The source's own date (publication, or "data as of"), where it gives one. */
  published: partialDateSchema.optional(),
  /** The day we read the copy. */
  read: isoDateSchema,
  /** What the page says that supports the claim, in our words. */
  says: z.string().min(3).max(400).optional(),
});
export type Citation = z.infer<typeof citationSchema>;

/** A claim's source as the site uses it: a page we read, or what the claim was compiled from and when. */
export type ClaimSource =
  ({ kind: "read" } & Citation) | ({ kind: "compiled"; compiled_on: string } & GenericSource);

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
/** "restricted": a law or a consistent practice of the authorities limits LGBTQ+ expression. */
export const expressionStatuses = ["none", "restricted"] as const;
/** "broad": employment and goods and services, or the constitution; "limited": some areas or regions only. */
export const discriminationStatuses = ["broad", "limited", "none"] as const;

/**
 * The day a compiled value was compiled, where it differs from its entry's `compiled_on` (a group
 * added after the entry was compiled).
 */
const compiledOn = { compiled_on: isoDateSchema.optional() };

/** The six claim groups, generic over how a group names its sources. */
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
        ...compiledOn,
        sources,
      })
      .refine((c) => (c.status === "no") === (c.max_penalty === "none"), {
        message: "max_penalty is none exactly when same-sex relations are not a crime",
      })
      .refine((c) => c.status === "no" || c.penalty_text !== undefined, {
        message: "a crime needs its penalty_text",
      }),
    /** Laws on LGBTQ+ expression: "propaganda" or "promotion" bans, Pride bans, indecency laws aimed at LGBTQ+ people. */
    expression: z
      .strictObject({
        status: z.enum(expressionStatuses),
        /** A law bans "LGBT propaganda" or the "promotion" of homosexuality (for all, or to minors). */
        propaganda: z.boolean(),
        /** Pride marches are banned by law or consistently refused by the authorities. */
        pride_banned: z.boolean(),
        since: year.nullable(),
        /** What a traveler can act on, in one or two plain sentences. */
        text: shortText,
        penalty_text: shortText.optional(),
        ...compiledOn,
        sources,
      })
      .refine((e) => e.status === "restricted" || (!e.propaganda && !e.pride_banned), {
        message: "a propaganda or Pride ban is a restriction",
      }),
    /**
     * National law against discrimination: `status` on sexual orientation, and whether gender identity
     * is protected (it can be where sexual orientation is not, as in Pakistan).
     */
    discrimination: z.strictObject({
      status: z.enum(discriminationStatuses),
      gender_identity: z.boolean(),
      text: shortText,
      ...compiledOn,
      sources,
    }),
    marriage: z.strictObject({
      status: z.enum(marriageStatuses),
      since: year.nullable(),
      note: shortText.optional(),
      ...compiledOn,
      sources,
    }),
    gender_recognition: z.strictObject({
      status: z.enum(genderRecognitionStatuses),
      /** True only where a non-binary marker (X or similar) on documents is confirmed. */
      x_marker: z.boolean(),
      note: shortText.optional(),
      ...compiledOn,
      sources,
    }),
    hiv_entry: z.strictObject({
      status: z.enum(hivEntryStatuses),
      text: shortText,
      ...compiledOn,
      sources,
    }),
  };
}

export const claimGroups = [
  "criminalised",
  "expression",
  "discrimination",
  "marriage",
  "gender_recognition",
  "hiv_entry",
] as const;
export type ClaimGroup = (typeof claimGroups)[number];

const identity = {
  code: countryCodeSchema,
  name: z.string().min(2).max(60),
  /** Everyday names travelers type ("UAE", "Holland"); cities go in `cities`. */
  aliases: z.array(z.string().min(2).max(60)),
  /**
   * Names that are another country's too ("Congo" for the Democratic Republic of the Congo, whose
   * neighbour is also called Congo): a question using one is answered for both, never silently for
   * one. The name stays the other country's for a lookup that wants one country.
   */
  shared_names: z.array(z.string().min(2).max(60)).optional(),
  /** What its people are called ("Emirati", "Jamaican"); also languages ("French"), so they count after places. */
  demonyms: z.array(z.string().min(2).max(60)),
  /** Major tourist cities and islands. */
  cities: z.array(z.string().min(2).max(60)),
  un_member: z.boolean(),
  region: z.enum(worldRegions),
  /** The day this entry was compiled from its generic sources. */
  compiled_on: isoDateSchema,
  /** The day its claims were last compared with copies of their sources; absent when never. */
  reviewed_on: isoDateSchema.optional(),
};

/** A claim's sources in the file: generic sources by key, and citations of pages we read. */
const fileSourcesSchema = z.array(z.union([sourceKeySchema, citationSchema])).min(1);

export const countryBaselineFileEntrySchema = z.strictObject({
  ...identity,
  /** The country's page on equaldex.com/region/, where its slug is known. */
  equaldex: slugSchema.optional(),
  ...groups(fileSourcesSchema),
});
export type CountryBaselineFileEntry = z.infer<typeof countryBaselineFileEntrySchema>;

export const worldBaselineFileSchema = z.strictObject({
  /** The day the entries were compiled: no compiled date in the file may be later. */
  compiled_on: isoDateSchema,
  /** The day of the latest review: no entry's review and no reading may be later. */
  reviewed_on: isoDateSchema.optional(),
  sources: z.record(sourceKeySchema, genericSourceSchema),
  countries: z.array(countryBaselineFileEntrySchema).min(1),
});

/** A claim group as the site uses it: its sources resolved, and whether a page we read says it. */
export type ResolvedClaim<G extends { sources: unknown }> = Omit<G, "sources" | "compiled_on"> & {
  /** True exactly when at least one of its sources is a page we read. */
  checked: boolean;
  sources: ClaimSource[];
};

/** One country as the site uses it: every claim group with `checked` and its sources in full. */
export type CountryBaseline = Omit<CountryBaselineFileEntry, "equaldex" | ClaimGroup> & {
  [G in ClaimGroup]: ResolvedClaim<CountryBaselineFileEntry[G]>;
};

/** What kind of change a changelog entry records. */
export const changeKinds = [
  /** The claim itself changed: a status, a year, a penalty, a note or a text. */
  "correction",
  /** A claim group the entry did not have. */
  "addition",
  /** Only the sources changed: a claim checked against a page we read, or a citation replaced. */
  "sources",
] as const;

/** One change to one claim group of one country: what it was, what it is, why, and on what sources. */
export const changelogEntrySchema = z.strictObject({
  date: isoDateSchema,
  code: countryCodeSchema,
  group: z.enum(claimGroups),
  kind: z.enum(changeKinds),
  /** The claim (or its sources) before, in a few words; "none" for an addition. */
  from: z.string().min(1).max(600),
  to: z.string().min(1).max(600),
  why: z.string().min(3).max(600),
  sources: z.array(z.union([sourceKeySchema, citationSchema])).min(1),
});
export type ChangelogEntry = z.infer<typeof changelogEntrySchema>;

export const worldChangelogFileSchema = z.array(changelogEntrySchema);

/** The countries a package's route passes through, in the order it meets them. */
export const packageRoutesFileSchema = z.record(
  slugSchema,
  z.strictObject({
    countries: z.array(countryCodeSchema).min(1),
    note: shortText.optional(),
  }),
);
