/** The LLM providers the configuration enables: one model per key that is set, through the AI SDK. */
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModel } from "ai";
import type { Config } from "../../config";

export interface ModelProvider {
  id: "openai" | "anthropic" | "google" | (string & {});
  /** Shown as a recommendation's `model` and an agent answer's `model`, e.g. "OpenAI gpt-4o-mini". */
  label: string;
  model: LanguageModel;
}

type ProviderConfig = Pick<
  Config,
  | "OPENAI_API_KEY"
  | "OPENAI_MODEL"
  | "OPENAI_BASE_URL"
  | "ANTHROPIC_API_KEY"
  | "ANTHROPIC_MODEL"
  | "GOOGLE_GENERATIVE_AI_API_KEY"
  | "GOOGLE_MODEL"
>;

export function providersFromConfig(config: ProviderConfig): ModelProvider[] {
  const providers: ModelProvider[] = [];
  if (config.OPENAI_API_KEY) {
    const openai = createOpenAI({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL });
    // The chat completions API, which OpenAI-compatible servers speak too.
    providers.push({
      id: "openai",
      label: `OpenAI ${config.OPENAI_MODEL}`,
      model: openai.chat(config.OPENAI_MODEL),
    });
  }
  if (config.ANTHROPIC_API_KEY) {
    const anthropic = createAnthropic({ apiKey: config.ANTHROPIC_API_KEY });
    providers.push({
      id: "anthropic",
      label: `Anthropic ${config.ANTHROPIC_MODEL}`,
      model: anthropic(config.ANTHROPIC_MODEL),
    });
  }
  if (config.GOOGLE_GENERATIVE_AI_API_KEY) {
    const google = createGoogleGenerativeAI({ apiKey: config.GOOGLE_GENERATIVE_AI_API_KEY });
    providers.push({
      id: "google",
      label: `Google ${config.GOOGLE_MODEL}`,
      model: google(config.GOOGLE_MODEL),
    });
  }
  return providers;
}
