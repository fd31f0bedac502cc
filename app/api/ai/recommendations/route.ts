import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { recommendationRequestSchema } from "@/lib/contract";

export const POST = route(
  { name: "ai.recommendations", body: recommendationRequestSchema },
  ({ body, client }) => getBackend().getRecommendations(body, client),
);
