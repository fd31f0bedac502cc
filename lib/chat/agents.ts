/** How the chat names and introduces its four agents (SPEC.md section 3: the agent kinds). */
import type { AgentKind } from "../contract/agents";

export interface AgentIntro {
  kind: AgentKind;
  name: string;
  description: string;
}

export const defaultAgent: AgentKind = "customer_service";

export const agentIntros: readonly AgentIntro[] = [
  {
    kind: "customer_service",
    name: "Customer Service",
    description: "Bookings, consultations, deposits, fees, cancellations and travel insurance.",
  },
  {
    kind: "travel_planning",
    name: "Travel Planning",
    description: "A seven-day luxury itinerary for the destination you name, safety first.",
  },
  {
    kind: "safety_research",
    name: "Safety Research",
    description: "Safety scores, legal protections and sourced guidance for a destination.",
  },
  {
    kind: "price_comparison",
    name: "Price Comparison",
    description: "Our packages for a destination compared by total, per day and per traveler.",
  },
];

export function agentName(kind: AgentKind): string {
  return agentIntros.find((intro) => intro.kind === kind)?.name ?? kind;
}
