import { z } from "zod";
import { scoreSchema, slugSchema } from "./common";

import { regions } from "./regions";

export { regions };
export const regionSchema = z.enum(regions);

/** A destination as the API serves it; safety_score is the safety record's overall score. */
export const destinationSchema = z.object({
  id: slugSchema,
  slug: slugSchema,
  name: z.string().min(2),
  country: z.string().min(2),
  region: regionSchema,
  description: z.string().min(40),
  image_url: z.string().startsWith("/"),
  image_alt: z.string().min(10),
  safety_score: scoreSchema,
  highlights: z.array(z.string().min(3)).min(1),
  best_time_to_visit: z.string().min(3),
});
export type Destination = z.infer<typeof destinationSchema>;

export const destinationListSchema = z.array(destinationSchema);
