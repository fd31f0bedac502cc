/** The shapes of the editorial files in content/, before the loaders derive what the API serves. */
import { z } from "zod";
import { isoDateSchema, slugSchema, sourceSchema } from "../contract/common";
import { regionSchema } from "../contract/destination";
import { indicatorStatusSchema, legalIndicatorKeys, surveySchema } from "../contract/safety";
import { itineraryDaySchema } from "../contract/package";

export const destinationFileSchema = z.strictObject({
  slug: slugSchema,
  name: z.string().min(2),
  country: z.string().min(2),
  region: regionSchema,
  description: z.string().min(160).max(600),
  image_alt: z.string().min(10).max(200),
  highlights: z.array(z.string().min(10).max(200)).min(4).max(6),
  best_time_to_visit: z.string().min(3).max(120),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type DestinationFile = z.infer<typeof destinationFileSchema>;

const indicatorFileSchema = z.strictObject({
  status: indicatorStatusSchema,
  since: z.number().int().min(1700).max(2100).nullable(),
  detail: z.string().min(3).max(400),
  source: sourceSchema,
});

export const safetyFileSchema = z.strictObject({
  destination: slugSchema,
  last_reviewed: isoDateSchema,
  indicators: z.strictObject(
    Object.fromEntries(legalIndicatorKeys.map((key) => [key, indicatorFileSchema])) as Record<
      (typeof legalIndicatorKeys)[number],
      typeof indicatorFileSchema
    >,
  ),
  survey: surveySchema.nullable(),
  safety_level: z.number().int().min(0).max(5),
  safety_rationale: z.string().min(20).max(800),
  safety_sources: z.array(sourceSchema).min(2),
  notes: z.string().min(40).max(1200),
  trans_notes: z.string().min(40).max(800),
});
export type SafetyFile = z.infer<typeof safetyFileSchema>;

export const packageFileSchema = z.strictObject({
  slug: slugSchema,
  name: z.string().min(3).max(80),
  category: z.string().min(3).max(40),
  description: z.string().min(80).max(600),
  image_alt: z.string().min(10).max(200),
  destination_ids: z.array(slugSchema).min(1),
  inclusions: z.array(z.string().min(5).max(200)).min(5).max(8),
  duration_days: z.number().int().min(1).max(60),
  /** True when `price` is per traveler; the total is then price x travelers. */
  price_per_person: z.boolean(),
  /** Dated departures and the seats each holds (the group limit of one booking too). */
  departures: z
    .array(z.strictObject({ starts_on: isoDateSchema, seats: z.number().int().min(1).max(500) }))
    .min(1),
  price: z.number().int().positive(),
  group_size: z.string().min(3).max(60),
  itinerary: z.array(itineraryDaySchema).min(1),
});
export type PackageFile = z.infer<typeof packageFileSchema>;

export const authorFileSchema = z.strictObject({
  id: slugSchema,
  name: z.string().min(3),
  role: z.string().min(3),
  bio: z.string().min(40).max(600),
});
export const authorsFileSchema = z.array(authorFileSchema).min(1);

/** Front matter of a journal post; slug comes from the file name, read_time from the word count. */
export const postFrontMatterSchema = z.strictObject({
  title: z.string().min(5).max(120),
  excerpt: z.string().min(40).max(300),
  category: z.string().min(3).max(40),
  author: slugSchema,
  created_at: z.union([isoDateSchema, z.date().transform((d) => d.toISOString().slice(0, 10))]),
  featured: z.boolean().default(false),
  featured_image_alt: z.string().min(10).max(200),
  tags: z.array(z.string().min(2)).min(1).max(10),
  seo_title: z.string().min(5).max(70),
  seo_description: z.string().min(50).max(170),
  seo_keywords: z.array(z.string().min(2)).min(1).max(12),
});
export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;

/** Front matter of a legal document in content/legal. */
export const legalFrontMatterSchema = z.strictObject({
  title: z.string().min(5),
  description: z.string().min(20).max(200),
  updated: z.union([isoDateSchema, z.date().transform((d) => d.toISOString().slice(0, 10))]),
  back: z.enum(["/", "/legal"]),
  order: z.number().int().min(1),
  icon: z.string().min(2),
  color: z.string().min(2),
  highlight_last: z.boolean().default(false),
});

export const siteFileSchema = z.strictObject({
  brand: z.string().min(2),
  tagline: z.string().min(10),
  description: z.string().min(50).max(300),
  founded: z.number().int().min(1900).max(2100),
  town: z.string().min(3),
  address: z.strictObject({ locality: z.string(), region: z.string(), country: z.string() }),
  contact: z.strictObject({
    email: z.email(),
    phone: z.string().min(7),
    legal_email: z.email(),
    privacy_email: z.email(),
    conduct_email: z.email(),
    sustainability_email: z.email(),
    emergency_phone: z.string().min(7),
  }),
  social: z.array(z.strictObject({ name: z.string(), url: z.url({ protocol: /^https$/ }) })),
  /** Only claims that cannot be counted from content; counts are always computed. */
  marketing: z.strictObject({ lgbtq_focus: z.string() }),
  /**
   * The promises every page repeats, stated once: the content tests hold every article, legal text
   * and screen to these words.
   */
  promises: z.strictObject({
    reply_hours: z.number().int().positive(),
    reply: z.string().min(10),
    flight_offsets: z.string().min(20),
  }),
  photo_credit: z.string().min(3),
});
export type SiteFile = z.infer<typeof siteFileSchema>;

export const eventSchema = z.strictObject({
  slug: slugSchema,
  name: z.string().min(3),
  description: z.string().min(10),
  location: z.string().min(3),
  starts: isoDateSchema,
  ends: isoDateSchema,
  url: z.url({ protocol: /^https$/ }),
  /** The published page that confirms the dates. */
  dates_source: sourceSchema,
});
export type SiteEvent = z.infer<typeof eventSchema>;
export const eventsFileSchema = z.array(eventSchema);

/** A card's second figure is either how many travel (capacity) or how long the trip lasts (duration). */
export const experienceSchema = z
  .strictObject({
    slug: slugSchema,
    title: z.string().min(3),
    blurb: z.string().min(20),
    price_label: z.string().min(2),
    capacity_label: z.string().min(2).optional(),
    duration_label: z.string().min(2).optional(),
    kind: z.enum(["ultra-luxury", "pride-train", "expedition", "romance"]),
    package: slugSchema,
  })
  .refine((card) => (card.capacity_label === undefined) !== (card.duration_label === undefined), {
    message: "needs exactly one of capacity_label and duration_label",
  });
export type Experience = z.infer<typeof experienceSchema>;
export const experiencesFileSchema = z.array(experienceSchema).length(6);

export const partnerSchema = z.strictObject({
  slug: slugSchema,
  name: z.string().min(2),
  fullName: z.string().min(3),
  description: z.string().min(20),
  url: z.url({ protocol: /^https$/ }),
});
export type Partner = z.infer<typeof partnerSchema>;
export const partnersFileSchema = z.array(partnerSchema).length(3);

export const pageFrontMatterSchema = z.strictObject({
  title: z.string().min(3),
  description: z.string().min(20).max(200),
});
