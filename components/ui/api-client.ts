/** Browser calls to the site's own API; a failed call throws with the envelope's message. */
import { errorEnvelopeSchema } from "@/lib/contract/error";

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

async function readResponse<T>(response: Response): Promise<T> {
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const envelope = errorEnvelopeSchema.safeParse(payload);
    throw new ApiRequestError(
      response.status,
      envelope.success ? envelope.data.error.message : response.statusText,
    );
  }
  return payload as T;
}

export async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  return readResponse<T>(await fetch(path, { ...init, headers: { Accept: "application/json" } }));
}

export async function postJson<T>(path: string, body?: unknown, init?: RequestInit): Promise<T> {
  return readResponse<T>(
    await fetch(path, {
      ...init,
      method: "POST",
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}
