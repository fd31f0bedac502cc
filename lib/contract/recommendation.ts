import { z } from "zod";

/** POST /ai/recommendations; the site fixes budget, style and safety priority. */
export const recommendationRequestSchema = z.object({
  preferences: z.string().trim().min(1, "Please describe your travel preferences").max(2000),
  budget_range: z.string().trim().max(40).default("luxury"),
  travel_style: z.string().trim().max(40).default("luxury"),
  safety_priority: z.coerce.number().int().min(1).max(5).default(5),
});
export type RecommendationRequest = z.infer<typeof recommendationRequestSchema>;

export const recommendationSchema = z.object({ model: z.string(), response: z.string() });
export const recommendationResponseSchema = z.object({
  recommendations: z.array(recommendationSchema),
  bias_mitigation: z.string(),
});
export type RecommendationResponse = z.infer<typeof recommendationResponseSchema>;
