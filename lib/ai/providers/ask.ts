/** One call to one provider: capped, timed out, checked; any failure stays inside this call. */
import { generateText } from "ai";
import { checkAnswer } from "./guard";
import type { ModelProvider } from "./models";

export interface AskOptions {
  timeoutMs: number;
  maxOutputTokens: number;
  /** Aborts the call from outside, e.g. once another provider has answered. */
  signal?: AbortSignal;
}

export interface Prompt {
  system: string;
  visitor: string;
}

export class ProviderFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "ProviderFailure";
  }
}

const within = (ms: number) =>
  `it did not answer within ${ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`}`;

function isTimeout(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === "TimeoutError" || name === "AbortError";
}

/** The provider's checked plain-text answer, or a ProviderFailure saying why there is none. */
export async function askProvider(
  provider: ModelProvider,
  prompt: Prompt,
  options: AskOptions,
): Promise<string> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  options.signal?.addEventListener("abort", stop);
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Our own deadline as well as the abort signal, so a model that ignores the signal still cannot hold us.
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ProviderFailure(within(options.timeoutMs)));
    }, options.timeoutMs);
  });
  try {
    const result = await Promise.race([
      generateText({
        model: provider.model,
        system: prompt.system,
        messages: [{ role: "user", content: prompt.visitor }],
        allowSystemInMessages: false,
        maxOutputTokens: options.maxOutputTokens,
        temperature: 0.3,
        maxRetries: 0,
        abortSignal: controller.signal,
      }),
      deadline,
    ]);
    const verdict = checkAnswer(result.text, prompt.system);
    if (!verdict.ok) throw new ProviderFailure(verdict.reason);
    return verdict.text;
  } catch (error) {
    if (error instanceof ProviderFailure) throw error;
    if (isTimeout(error)) throw new ProviderFailure(within(options.timeoutMs));
    // The provider's own message may echo request details; keep only the kind of failure.
    throw new ProviderFailure(`its service failed (${(error as Error)?.name ?? "Error"})`);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", stop);
  }
}
