import { z } from "zod";
import { slugSchema } from "./common";

export const itineraryDaySchema = z.object({
  day: z.string().min(1),
  title: z.string().min(3),
  description: z.string().min(20),
});

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
  group_size: z.string().min(3),
  itinerary: z.array(itineraryDaySchema),
});
export type TravelPackage = z.infer<typeof packageSchema>;

export const packageListSchema = z.array(packageSchema);
