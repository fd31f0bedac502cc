"use server";
/** The contact page's AI recommendations as a server action: what the box posts before its script runs. */
import { getBackend } from "../backend";
import { recommendationRequestSchema } from "../contract";
import type { RecommendationResponse } from "../contract/recommendation";
import { guardAction } from "./guard";
import type { ActionState } from "./state";

export interface PostedRecommendations {
  /** What the visitor asked, kept in the box beside the answers. */
  preferences: string;
  result: RecommendationResponse;
}

// Budget, style and safety priority are fixed by the site: the contract's defaults.
const recommendGuarded = guardAction(
  { name: "ai.recommendations", input: recommendationRequestSchema, fields: ["preferences"] },
  async (request, client): Promise<PostedRecommendations> => ({
    preferences: request.preferences,
    result: await getBackend().getRecommendations(request, client),
  }),
);

export async function recommendTrips(
  previous: ActionState<PostedRecommendations>,
  form: FormData,
): Promise<ActionState<PostedRecommendations>> {
  return recommendGuarded(previous, form);
}
