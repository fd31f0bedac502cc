/** Runs the evaluation against the local engine: each answer, the facts it misses, and its time. */
import type { Catalog } from "../../content/catalog";
import { createLocalEngine } from "../local/engine";
import { CHAT_WORD_LIMIT, directAnswer, tooLong, WORD_LIMIT } from "../knowledge/length";
import type { Agent, EvaluationCase } from "./questions";

export interface EvaluationResult {
  case: EvaluationCase;
  answer: string;
  missing: string[];
  /** What it said that an on-topic answer must not. */
  strayed: string[];
  /** Why it is too long, if it is. */
  long?: string;
  /** What its first two sentences miss of the direct answer. */
  late: string[];
  ms: number;
}

/** How long an agent's answer may run: the chat's is read in a small window. */
export const wordLimitOf = (agent: Agent) => (agent === "chat" ? CHAT_WORD_LIMIT : WORD_LIMIT);

const asText = (fact: string | RegExp) => (typeof fact === "string" ? fact : String(fact));
const holds = (answer: string, fact: string | RegExp) =>
  typeof fact === "string" ? answer.includes(fact) : fact.test(answer);

/** A visitor's earlier chat messages, oldest first, as the chat sends them with a question. */
export const asPreviousMessages = (messages: string[] = []) =>
  messages.map((content, i) => ({
    id: String(i),
    type: "user" as const,
    content,
    timestamp: "2026-11-24T12:00:00Z",
  }));

export function runEvaluation(catalog: Catalog, cases: EvaluationCase[]): EvaluationResult[] {
  const engine = createLocalEngine(() => catalog);
  const previous = asPreviousMessages;
  const ask = (c: EvaluationCase): string => {
    const message = c.ask.trim() || undefined;
    const destination = c.destination ?? "Barcelona";
    switch (c.agent) {
      case "chat":
        return engine.chat({ message: c.ask, context: { previous_messages: previous(c.previous) } })
          .text;
      case "safety_research":
        return engine.researchSafety({
          agent_type: "safety_research",
          message,
          data: { destination },
        }).text;
      case "travel_planning":
        return engine.planTravel({
          agent_type: "travel_planning",
          message,
          data: {
            destination,
            duration: 7,
            budget: "luxury",
            interests: c.ask,
            safety_priority: "high",
          },
        }).text;
      case "price_comparison":
        return engine.comparePrices({
          agent_type: "price_comparison",
          message,
          data: { destination, dates: "flexible", travelers: 2, budget_range: "luxury" },
        }).text;
    }
  };
  return cases.map((c) => {
    const started = performance.now();
    const answer = ask(c);
    const ms = performance.now() - started;
    return {
      case: c,
      answer,
      missing: c.facts.filter((fact) => !holds(answer, fact)).map(asText),
      strayed: (c.not ?? []).filter((fact) => holds(answer, fact)).map(asText),
      long: tooLong(answer, wordLimitOf(c.agent)),
      late: (c.first ?? []).filter((fact) => !holds(directAnswer(answer), fact)).map(asText),
      ms,
    };
  });
}

/** On topic: every fact, nothing it must not say, short enough, and the direct answer first. */
export const isOnTopic = (r: EvaluationResult) =>
  r.missing.length === 0 && r.strayed.length === 0 && !r.long && r.late.length === 0;

export function describeFailure(result: EvaluationResult): string {
  const { case: c } = result;
  return [
    `✗ [${c.agent}] ${JSON.stringify(c.ask)}${c.previous ? ` after ${JSON.stringify(c.previous)}` : ""}${c.destination ? ` (destination ${c.destination})` : ""}`,
    ...result.missing.map((fact) => `    missing: ${fact}`),
    ...result.strayed.map((fact) => `    strayed: ${fact}`),
    ...(result.long ? [`    too long: ${result.long}`] : []),
    ...result.late.map((fact) => `    not in the first two sentences: ${fact}`),
    `    answer: ${result.answer.slice(0, 400).replace(/\n+/g, " ⏎ ")}${result.answer.length > 400 ? "…" : ""}`,
  ].join("\n");
}
