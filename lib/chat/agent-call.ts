/** Which endpoint each agent uses and what it is sent. */
import type {
  AgentChatRequest,
  AgentKind,
  ChatMessage,
  PriceComparisonRequest,
  SafetyResearchRequest,
  TravelPlanningRequest,
} from "../contract/agents";
import { findDestination, type DestinationName } from "./destination";

export type AgentCall =
  | { path: "/api/agents/chat"; body: AgentChatRequest }
  | { path: "/api/agents/travel-planning"; body: TravelPlanningRequest }
  | { path: "/api/agents/safety-research"; body: SafetyResearchRequest }
  | { path: "/api/agents/price-comparison"; body: PriceComparisonRequest };

/** The customer service agent sees the last five messages. */
export const contextSize = 5;

/**
 * Earlier replies can be long; each is cut so five of them stay well inside the API's 64 KB body
 * limit. They are context for the question, not the question itself.
 */
export const contextCharacters = 4000;

export function previousMessages(history: readonly ChatMessage[]): ChatMessage[] {
  return history.slice(-contextSize).map((message) => ({
    ...message,
    content: message.content.slice(0, contextCharacters),
  }));
}

/**
 * `history` is the conversation before this message. Beside each agent's `data`, whose destination
 * is the one the text names (Barcelona when none), the visitor's words travel as `message`, so the
 * agent can read more from them: a country we don't cover, a traveler, a misspelled city.
 */
export function buildAgentCall(
  agent: AgentKind,
  message: string,
  history: readonly ChatMessage[],
  destinations: readonly DestinationName[],
): AgentCall {
  const destination = findDestination(message, destinations);
  switch (agent) {
    case "customer_service":
      return {
        path: "/api/agents/chat",
        body: { message, context: { previous_messages: previousMessages(history) } },
      };
    case "travel_planning":
      return {
        path: "/api/agents/travel-planning",
        body: {
          agent_type: "travel_planning",
          message,
          data: {
            destination,
            duration: 7,
            budget: "luxury",
            interests: message,
            safety_priority: "high",
          },
        },
      };
    case "safety_research":
      return {
        path: "/api/agents/safety-research",
        body: { agent_type: "safety_research", message, data: { destination } },
      };
    case "price_comparison":
      return {
        path: "/api/agents/price-comparison",
        body: {
          agent_type: "price_comparison",
          message,
          data: { destination, dates: "flexible", travelers: 2, budget_range: "luxury" },
        },
      };
  }
}
