import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { agentChatRequestSchema } from "@/lib/contract";

/** The customer_service agent. */
export const POST = route(
  { name: "agents.chat", body: agentChatRequestSchema },
  ({ body, client }) => getBackend().chatWithAgent(body, client),
);
