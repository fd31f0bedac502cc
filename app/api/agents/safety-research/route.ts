import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { safetyResearchRequestSchema } from "@/lib/contract";

export const POST = route(
  { name: "agents.safety-research", body: safetyResearchRequestSchema },
  ({ body, client }) => getBackend().researchSafety(body, client),
);
