import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";

export const GET = route({ name: "agents.list" }, () => getBackend().listAgents());
