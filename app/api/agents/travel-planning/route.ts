import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { travelPlanningRequestSchema } from "@/lib/contract";

export const POST = route(
  { name: "agents.travel-planning", body: travelPlanningRequestSchema },
  ({ body, client }) => getBackend().planTravel(body, client),
);
