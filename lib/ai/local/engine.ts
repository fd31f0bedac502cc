/** The local engine: every answer computed from the catalog, with no keys and no network. */
import type {
  AgentChatRequest,
  PriceComparisonRequest,
  RecommendationRequest,
  SafetyResearchRequest,
  TravelPlanningRequest,
} from "../../contract";
import type { HoldRules } from "../../bookings/hold-rules";
import type { Catalog } from "../../content/catalog";
import type { LocalAnswer } from "../types";
import { answerCustomer } from "./customer-service";
import { comparePrices } from "./price-comparison";
import { recommendLocally, type LocalRecommendations } from "./recommendations";
import { researchSafety } from "./safety-research";
import { planTravel } from "./travel-planning";

export interface LocalEngine {
  recommend(input: RecommendationRequest): LocalRecommendations;
  chat(input: AgentChatRequest): LocalAnswer;
  planTravel(input: TravelPlanningRequest): LocalAnswer;
  researchSafety(input: SafetyResearchRequest): LocalAnswer;
  comparePrices(input: PriceComparisonRequest): LocalAnswer;
}

/** `holdRules`: how many travelers one online booking may name, which a party is measured against. */
export function createLocalEngine(catalog: () => Catalog, holdRules?: HoldRules): LocalEngine {
  return {
    recommend: (input) => recommendLocally(catalog(), input, holdRules),
    chat: (input) => answerCustomer(catalog(), input, holdRules),
    planTravel: (input) => planTravel(catalog(), input.data, input.message),
    researchSafety: (input) => researchSafety(catalog(), input.data.destination, input.message),
    comparePrices: (input) => comparePrices(catalog(), input.data, input.message),
  };
}
