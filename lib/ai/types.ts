/** Queer Intelligence: one interface for the recommendations and the four agents. */
import type {
  AgentChatRequest,
  AgentList,
  AgentResponse,
  AnswerSource,
  PriceComparisonRequest,
  RecommendationRequest,
  RecommendationResponse,
  SafetyResearchRequest,
  TravelPlanningRequest,
} from "../contract";
import type { Passage } from "./knowledge/retrieval";

export interface QueerIntelligence {
  listAgents(): AgentList;
  recommend(input: RecommendationRequest): Promise<RecommendationResponse>;
  /** customer_service: answers in `answer`. */
  chat(input: AgentChatRequest): Promise<AgentResponse>;
  /** travel_planning: answers in `itinerary`. */
  planTravel(input: TravelPlanningRequest): Promise<AgentResponse>;
  /** safety_research: answers in `safety_report`. */
  researchSafety(input: SafetyResearchRequest): Promise<AgentResponse>;
  /** price_comparison: answers in `analysis`. */
  comparePrices(input: PriceComparisonRequest): Promise<AgentResponse>;
}

/** What the local engine answers for one agent call, and what a provider is then given. */
export interface LocalAnswer {
  text: string;
  /**
   * False when the data holds nothing to answer with (a place we don't cover): the honest local
   * reply stands and no provider is asked, so none can fill the gap with invention.
   */
  grounded: boolean;
  /** The retrieved passages a provider receives as its only context. */
  context: Passage[];
  /** Figures computed from the data (totals, per-day prices, the plan's length), also context. */
  facts: string[];
  sources: AnswerSource[];
}

export const LOCAL_MODEL = "Local engine";
