import { z } from "zod";

export const agentKinds = [
  "customer_service",
  "travel_planning",
  "safety_research",
  "price_comparison",
] as const;
export const agentKindSchema = z.enum(agentKinds);
export type AgentKind = z.infer<typeof agentKindSchema>;

const messageText = z.string().trim().min(1, "is required").max(2000, "is over 2,000 characters");

/** A message in the chat window. */
export const chatMessageSchema = z.object({
  id: z.string().max(100),
  type: z.enum(["user", "agent"]),
  content: z.string().max(20000),
  timestamp: z.string().max(40),
  agent: agentKindSchema.optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const agentChatRequestSchema = z.object({
  message: messageText,
  context: z
    .object({ previous_messages: z.array(chatMessageSchema).max(5).default([]) })
    .default({ previous_messages: [] }),
});
export type AgentChatRequest = z.infer<typeof agentChatRequestSchema>;

const destinationText = z.string().trim().min(1).max(80);

/**
 * The visitor's own words, sent by the chat beside `data` so the agent can read more from them
 * than the one destination the chat matched (a country we don't cover, a traveler, a question).
 */
const visitorMessage = messageText.optional();

export const travelPlanningRequestSchema = z.object({
  agent_type: z.literal("travel_planning").default("travel_planning"),
  message: visitorMessage,
  data: z.object({
    destination: destinationText,
    duration: z.coerce.number().int().min(1).max(30).default(7),
    budget: z.string().trim().max(40).default("luxury"),
    interests: messageText,
    safety_priority: z.string().trim().max(20).default("high"),
  }),
});
export type TravelPlanningRequest = z.infer<typeof travelPlanningRequestSchema>;

export const safetyResearchRequestSchema = z.object({
  agent_type: z.literal("safety_research").default("safety_research"),
  message: visitorMessage,
  data: z.object({ destination: destinationText }),
});
export type SafetyResearchRequest = z.infer<typeof safetyResearchRequestSchema>;

export const priceComparisonRequestSchema = z.object({
  agent_type: z.literal("price_comparison").default("price_comparison"),
  message: visitorMessage,
  data: z.object({
    destination: destinationText,
    dates: z.string().trim().max(80).default("flexible"),
    travelers: z.coerce.number().int().min(1).max(20).default(2),
    budget_range: z.string().trim().max(40).default("luxury"),
  }),
});
export type PriceComparisonRequest = z.infer<typeof priceComparisonRequestSchema>;

/** A page of this site an answer rests on, e.g. { label: "Terms of Service, section 8", href: "/legal/terms" }. */
export const answerSourceSchema = z.object({
  label: z.string().min(1),
  href: z.string().startsWith("/"),
});
export type AnswerSource = z.infer<typeof answerSourceSchema>;

/**
 * The fields the chat reads from any agent's answer; others pass through.
 * model names who answered ("Local engine" or a provider's model); sources are the site's own pages.
 */
export const agentResponseSchema = z.looseObject({
  answer: z.string().optional(),
  itinerary: z.string().optional(),
  safety_report: z.string().optional(),
  analysis: z.string().optional(),
  model: z.string().optional(),
  sources: z.array(answerSourceSchema).optional(),
});
export type AgentResponse = z.infer<typeof agentResponseSchema>;

export const agentSummarySchema = z.object({
  id: agentKindSchema,
  name: z.string(),
  description: z.string(),
});
export const agentListSchema = z.object({ agents: z.array(agentSummarySchema) });
export type AgentList = z.infer<typeof agentListSchema>;
