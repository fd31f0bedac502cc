/** How the chat names and introduces its four agents. */
import { agentList } from "../ai/agents";
import type { AgentKind } from "../contract/agents";

export interface AgentIntro {
  kind: AgentKind;
  name: string;
  description: string;
}

export const defaultAgent: AgentKind = "customer_service";

/** The same four agents GET /agents/list describes: one text for both. */
export const agentIntros: readonly AgentIntro[] = agentList.agents.map(
  ({ id, name, description }) => ({ kind: id, name, description }),
);

export function agentName(kind: AgentKind): string {
  return agentIntros.find((intro) => intro.kind === kind)?.name ?? kind;
}
