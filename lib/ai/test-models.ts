/** Test stand-ins for LLM providers, built on the AI SDK's own mock model (tests only). */
import { MockLanguageModelV3 } from "ai/test";
import type { ModelProvider } from "./providers/models";

type GenerateCall = Parameters<MockLanguageModelV3["doGenerate"]>[0];

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};

function reply(text: string) {
  return {
    content: [{ type: "text" as const, text }],
    finishReason: { unified: "stop" as const, raw: undefined },
    usage,
    warnings: [],
  };
}

/** A provider whose model answers `answer` (or computes it from the call) and records every call. */
export function answeringProvider(
  label: string,
  answer: string | ((call: GenerateCall) => string),
  { delayMs = 0 } = {},
): ModelProvider & { calls: GenerateCall[] } {
  const calls: GenerateCall[] = [];
  const model = new MockLanguageModelV3({
    doGenerate: async (call) => {
      calls.push(call);
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return reply(typeof answer === "string" ? answer : answer(call));
    },
  });
  return { id: label.toLowerCase(), label, model, calls };
}

/** A provider that never answers; it only stops when the call is aborted. */
export function silentProvider(
  label: string,
  { ignoreAbort = false } = {},
): ModelProvider & { aborted: () => boolean } {
  let aborted = false;
  const model = new MockLanguageModelV3({
    doGenerate: (call) =>
      new Promise((_, reject) => {
        call.abortSignal?.addEventListener("abort", () => {
          aborted = true;
          if (!ignoreAbort) reject(call.abortSignal?.reason ?? new Error("aborted"));
        });
      }),
  });
  return { id: label.toLowerCase(), label, model, aborted: () => aborted };
}

/** A provider whose service fails, as a provider with a bad key or an outage does. */
export function failingProvider(label: string): ModelProvider {
  const model = new MockLanguageModelV3({
    doGenerate: async () => {
      throw new Error("503 Service Unavailable: upstream overloaded");
    },
  });
  return { id: label.toLowerCase(), label, model };
}

/** The system prompt and the user's text of a recorded call. */
export function promptOf(call: GenerateCall): { system: string; user: string } {
  let system = "";
  let user = "";
  for (const message of call.prompt) {
    if (message.role === "system") system += message.content;
    if (message.role === "user") {
      for (const part of message.content) if (part.type === "text") user += part.text;
    }
  }
  return { system, user };
}
