/** Browser calls to the site's own API; a failed call throws with the envelope's message. */
import type { ErrorEnvelope } from "@/lib/contract/error";

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

/** The envelope's message, read without zod, which every page would otherwise have to download. */
function envelopeMessage(payload: unknown): string | undefined {
  const message = (payload as Partial<ErrorEnvelope> | undefined)?.error?.message;
  return typeof message === "string" ? message : undefined;
}

/** Whether an answer is what the caller can show; checked by hand, for the same reason. */
export type Accepts<T> = (payload: unknown) => payload is T;

async function readResponse<T>(response: Response, accepts?: Accepts<T>): Promise<T> {
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new ApiRequestError(response.status, envelopeMessage(payload) ?? response.statusText);
  }
  // A success whose body is not what was asked for (a proxy's HTML page, an empty object) fails
  // like any other answer, rather than breaking the island that shows it.
  if (accepts && !accepts(payload)) throw new ApiRequestError(response.status, "Unexpected answer");
  return payload as T;
}

export async function getJson<T>(
  path: string,
  init?: RequestInit,
  accepts?: Accepts<T>,
): Promise<T> {
  return readResponse<T>(
    await fetch(path, { ...init, headers: { Accept: "application/json" } }),
    accepts,
  );
}

export async function postJson<T>(path: string, body?: unknown, init?: RequestInit): Promise<T> {
  return readResponse<T>(
    await fetch(path, {
      ...init,
      method: "POST",
      headers: {
        ...(init?.headers as Record<string, string> | undefined),
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}
