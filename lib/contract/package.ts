import { z } from "zod";
import { slugSchema } from "./common";

export const itineraryDaySchema = z.object({
  day: z.string().min(1),
  title: z.string().min(3),
  description: z.string().min(20),
});

/** One dated departure; seats_left counts paid bookings and checkouts still in progress. */
export const departureSchema = z.object({
  id: z.string().min(1).max(120),
  starts_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)"),
  seats_left: z.number().int().min(0),
  /**
   * The largest party one online booking may name on this departure, whatever is left; a larger
   * group books through an enquiry. Absent where the seats were not counted (a page at build).
   */
  max_travelers: z.number().int().min(1).optional(),
});
export type Departure = z.infer<typeof departureSchema>;

/** A fixed-price package as the API serves it; price is whole US dollars. */
export const packageSchema = z.object({
  id: slugSchema,
  name: z.string().min(3),
  category: z.string().min(3),
  description: z.string().min(40),
  image_url: z.string().startsWith("/"),
  image_alt: z.string().min(10),
  destination_ids: z.array(slugSchema),
  inclusions: z.array(z.string().min(3)).min(1),
  duration_days: z.number().int().min(1).max(60),
  price: z.number().int().positive(),
  /** True when price is per traveler: the total is price x travelers. */
  price_per_person: z.boolean(),
  /** Upcoming departures, soonest first. */
  departures: z.array(departureSchema),
  group_size: z.string().min(3),
  itinerary: z.array(itineraryDaySchema),
});
export type TravelPackage = z.infer<typeof packageSchema>;

export const packageListSchema = z.array(packageSchema);
