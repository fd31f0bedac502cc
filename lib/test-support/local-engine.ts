/**
 * The local engine on the real catalog, as the assistants' tests ask it: the chat with earlier
 * messages, and the three other agents with a request read through the contract, so every field a
 * test does not name takes the value the API gives it (seven days, two travelers, "flexible"); an
 * empty message is a request without one.
 */
import {
  priceComparisonRequestSchema,
  safetyResearchRequestSchema,
  travelPlanningRequestSchema,
} from "../contract/agents";
import { loadCatalog } from "../content/catalog";
import { createLocalEngine } from "../ai/local/engine";
import { asPreviousMessages } from "../ai/evaluation/run";

export const catalog = loadCatalog();
export const engine = createLocalEngine(() => catalog);

/** The chat's answer to a message, after the visitor's `earlier` messages. */
export const chat = (message: string, earlier: string[] = []) =>
  engine.chat({ message, context: { previous_messages: asPreviousMessages(earlier) } }).text;

export const plan = (destination: string, message: string, data: Record<string, unknown> = {}) =>
  engine.planTravel(
    travelPlanningRequestSchema.parse({
      message,
      data: { destination, interests: message, ...data },
    }),
  ).text;

export const research = (destination: string, message: string) =>
  engine.researchSafety(safetyResearchRequestSchema.parse({ message, data: { destination } })).text;

export const compare = (destination: string, message: string, data: Record<string, unknown> = {}) =>
  engine.comparePrices(
    priceComparisonRequestSchema.parse({
      message: message || undefined,
      data: { destination, ...data },
    }),
  ).text;
