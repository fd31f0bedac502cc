/**
 * Queer Intelligence: the local engine always answers; each configured provider gets the same
 * retrieved context and may answer instead (agents) or alongside (recommendations). A provider that
 * fails, times out or strays from the data is left out, and never takes the others down with it.
 */
import type { HoldRules } from "../bookings/hold-rules";
import type { Catalog } from "../content/catalog";
import { agentList } from "./agents";
import { placesNamedIn } from "./knowledge/destinations";
import { normalize } from "./knowledge/text";
import { createLocalEngine } from "./local/engine";
import { describeBiasMitigation, type ProviderOutcome } from "./local/recommendations/bias";
import { askProvider, ProviderFailure, type AskOptions } from "./providers/ask";
import type { ModelProvider } from "./providers/models";
import { buildSystemPrompt, buildVisitorMessage } from "./providers/prompts";
import { agentTasks, recommendationTask } from "./providers/tasks";
import { LOCAL_MODEL, type LocalAnswer, type QueerIntelligence } from "./types";
import { understandQuestion } from "./understanding/question";

export interface EngineOptions {
  catalog: () => Catalog;
  providers?: ModelProvider[];
  /** Per provider call; 20 s unless a test needs less. */
  timeoutMs?: number;
  maxOutputTokens?: number;
  /** Told why a provider was left out (never the visitor's words); logs a warning by default. */
  onProviderFailure?: (provider: ModelProvider, reason: string) => void;
  /** The booking rules a party asked about is measured against; the defaults unless configured. */
  holdRules?: HoldRules;
}

const logFailure = (provider: ModelProvider, reason: string) =>
  console.warn(`[ai] ${provider.label} left out: ${reason}`);

/**
 * Why a provider's answer strays from what it was given, if it does: a place (one of ours or any
 * country or city of the world baseline) the context never names, or a criminalisation warning of
 * the local answer left out.
 */
function strayedFrom(
  catalog: Catalog,
  answer: LocalAnswer,
  system: string,
  text: string,
): string | undefined {
  const given = normalize(system);
  const outside = understandQuestion(catalog, text).places.filter(
    (place) => !given.includes(normalize(place.name)),
  );
  if (outside.length > 0) return "it named places outside the data it was given";
  if (/^Warning: /m.test(answer.text) && !/criminali[sz]/i.test(text))
    return "it left out the warning about a law that criminalises same-sex relations";
  return undefined;
}

export function createQueerIntelligence(options: EngineOptions): QueerIntelligence {
  const local = createLocalEngine(options.catalog, options.holdRules);
  const providers = options.providers ?? [];
  const limits: AskOptions = {
    timeoutMs: options.timeoutMs ?? 20_000,
    maxOutputTokens: options.maxOutputTokens ?? 700,
  };
  const report = options.onProviderFailure ?? logFailure;

  async function ask(
    provider: ModelProvider,
    system: string,
    visitor: string,
    signal?: AbortSignal,
  ) {
    try {
      return {
        ok: true as const,
        text: await askProvider(provider, { system, visitor }, { ...limits, signal }),
      };
    } catch (error) {
      const reason = error instanceof ProviderFailure ? error.reason : "it failed";
      // Stopped because another provider answered first: not a failure worth reporting.
      if (!signal?.aborted) report(provider, reason);
      return { ok: false as const, reason };
    }
  }

  /**
   * Every provider is asked at once, each with the full timeout, and the answer of the first one
   * in order that succeeds is used; the rest are then stopped. A provider that stalls costs the
   * visitor at most one timeout, never one per provider.
   */
  async function agentAnswer(
    answer: LocalAnswer,
    task: string,
    visitor: string,
    /** Why an answer that passed the general checks still won't do for this agent, if it won't. */
    rejectForAgent: (text: string) => string | undefined = () => undefined,
  ) {
    const fallback = { text: answer.text, model: LOCAL_MODEL };
    if (!answer.grounded || providers.length === 0) return fallback;
    const system = buildSystemPrompt(task, answer.context, answer.facts);
    const reject = (text: string) =>
      strayedFrom(options.catalog(), answer, system, text) ?? rejectForAgent(text);
    const stop = new AbortController();
    const pending = providers.map((provider) => ask(provider, system, visitor, stop.signal));
    try {
      for (const [i, call] of pending.entries()) {
        const result = await call;
        if (!result.ok) continue;
        const reason = reject(result.text);
        if (!reason) return { text: result.text, model: providers[i]!.label };
        report(providers[i]!, reason);
      }
      return fallback;
    } finally {
      stop.abort();
    }
  }

  return {
    listAgents: () => agentList,

    async recommend(input) {
      const catalog = options.catalog();
      const { analysis, lenses, context } = local.recommend(input);
      const system = buildSystemPrompt(recommendationTask, context, []);
      const visitor = buildVisitorMessage({
        preferences: input.preferences,
        budget_range: input.budget_range,
        travel_style: input.travel_style,
        safety_priority: `${input.safety_priority} of 5`,
      });
      const answers = await Promise.all(
        providers.map((provider) => ask(provider, system, visitor)),
      );
      const outcomes: ProviderOutcome[] = [];
      const items: { model: string; response: string }[] = [];
      // The places a provider was given: the destinations in the context and those its packages reach.
      const given = new Set(
        context.flatMap((passage) =>
          passage.kind === "package"
            ? (catalog.packages.find((pkg) => pkg.id === passage.ref)?.destination_ids ?? [])
            : [passage.ref],
        ),
      );
      for (const [i, result] of answers.entries()) {
        const { label } = providers[i]!;
        const places = result.ok ? placesNamedIn(catalog, result.text) : [];
        const outside = places.filter((place) => !given.has(place));
        if (!result.ok) {
          outcomes.push({ label, status: "left_out", reason: result.reason });
        } else if (places.length === 0 || outside.length > 0) {
          const reason =
            places.length === 0
              ? "it named none of the places in our data"
              : "it named places outside the data it was given";
          report(providers[i]!, reason);
          outcomes.push({ label, status: "left_out", reason });
        } else {
          items.push({ model: label, response: result.text });
          outcomes.push({ label, status: "answered", places });
        }
      }
      return {
        recommendations: [...items, ...lenses.map(({ model, response }) => ({ model, response }))],
        bias_mitigation: describeBiasMitigation(catalog, analysis, lenses, outcomes),
      };
    },

    async chat(input) {
      const answer = local.chat(input);
      const visitor = buildVisitorMessage(
        { question: input.message },
        input.context.previous_messages,
      );
      const { text, model } = await agentAnswer(answer, agentTasks.customer_service(), visitor);
      return { answer: text, model, sources: answer.sources };
    },

    async planTravel(input) {
      const answer = local.planTravel(input);
      const { destination, duration, interests, budget } = input.data;
      const visitor = buildVisitorMessage({ destination, interests, budget });
      const { text, model } = await agentAnswer(
        answer,
        agentTasks.travel_planning(duration),
        visitor,
        (plan) =>
          new RegExp(`\\bDays? (\\d+-)?${duration}\\b`).test(plan) &&
          !new RegExp(`\\bDays? ${duration + 1}\\b`).test(plan)
            ? undefined
            : `its plan was not ${duration} days long`,
      );
      return { itinerary: text, model, sources: answer.sources };
    },

    async researchSafety(input) {
      const answer = local.researchSafety(input);
      const visitor = buildVisitorMessage({
        destination: input.data.destination,
        ...(input.message ? { question: input.message } : {}),
      });
      const { text, model } = await agentAnswer(answer, agentTasks.safety_research(), visitor);
      return { safety_report: text, model, sources: answer.sources };
    },

    async comparePrices(input) {
      const answer = local.comparePrices(input);
      const { destination, dates, travelers } = input.data;
      const visitor = buildVisitorMessage({
        destination,
        dates,
        ...(input.message ? { question: input.message } : {}),
      });
      const { text, model } = await agentAnswer(
        answer,
        agentTasks.price_comparison(travelers),
        visitor,
      );
      return { analysis: text, model, sources: answer.sources };
    },
  };
}
