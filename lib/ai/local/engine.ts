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

/**
 * What a visitor typed, read as the letters it shows: full-width and other compatibility forms
 * ("ｉｓ ａｍｓｔｅｒｄａｍ ｓａｆｅ？", "ﬁne") become their plain letters (NFKC) in every string of
 * the request, invisible characters go, and "US$" is a dollar sign, so they are understood as the
 * same words typed plainly.
 */
export function asTyped<T>(input: T): T {
  // Invisible joiners and spaces ("Bang\u200bkok") are dropped; a curly apostrophe is a straight one.
  if (typeof input === "string")
    return (
      input
        .normalize("NFKC")
        .replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, "")
        .replace(/[\u2018\u2019\u02BC]/g, "'")
        // "US$10,000" is dollars, not the United States.
        .replace(/\bUS ?\$/gi, "$") as T
    );
  if (Array.isArray(input)) return input.map(asTyped) as T;
  if (input && Object.getPrototypeOf(input) === Object.prototype)
    return Object.fromEntries(
      Object.entries(input).map(([key, value]) => [key, asTyped(value)]),
    ) as T;
  return input;
}

/** `holdRules`: how many travelers one online booking may name, which a party is measured against. */
export function createLocalEngine(catalog: () => Catalog, holdRules?: HoldRules): LocalEngine {
  return {
    recommend: (input) => recommendLocally(catalog(), asTyped(input), holdRules),
    chat: (input) => answerCustomer(catalog(), asTyped(input), holdRules),
    planTravel: (input) => {
      const typed = asTyped(input);
      return planTravel(catalog(), typed.data, typed.message);
    },
    researchSafety: (input) => {
      const typed = asTyped(input);
      return researchSafety(catalog(), typed.data.destination, typed.message);
    },
    comparePrices: (input) => {
      const typed = asTyped(input);
      return comparePrices(catalog(), typed.data, typed.message);
    },
  };
}
