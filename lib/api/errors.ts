/** The API's typed error: thrown anywhere on the server, answered as the one JSON envelope. */
import type { ErrorCode, ErrorEnvelope } from "../contract/error";

const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  card_declined: 402,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
  gateway_timeout: 504,
};

export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = statusByCode[code];
  }

  /**
   * Recognised by shape, not prototype: a page, its server actions and the backend they call may be
   * bundled apart, each with its own copy of this class, and a declined card must stay a 402.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return (
      value instanceof Error &&
      value.name === "ApiError" &&
      Object.hasOwn(statusByCode, (value as { code?: string }).code ?? "")
    );
  }

  toEnvelope(): ErrorEnvelope {
    return { error: { code: this.code, message: this.message } };
  }

  toResponse(): Response {
    // The rest of an oversized body is never read, so its connection cannot carry another
    // request: it is closed after the answer, or the client's next request on it would wait.
    const closing: Record<string, string> =
      this.code === "payload_too_large" ? { Connection: "close" } : {};
    return Response.json(this.toEnvelope(), {
      status: this.status,
      headers: { "Cache-Control": "no-store", ...closing, ...this.headers },
    });
  }
}

export function errorCodeForStatus(status: number): ErrorCode {
  const found = (Object.entries(statusByCode) as [ErrorCode, number][]).find(
    ([, s]) => s === status,
  );
  return found ? found[0] : status >= 500 ? "bad_gateway" : "bad_request";
}

export const notFound = (what: string) => new ApiError("not_found", `${what} was not found`);

/**
 * Whether an error is a not_found ApiError. Matched by code, not instanceof: a page and the backend
 * it calls may be bundled apart, each with its own copy of the class.
 */
export const isNotFound = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === "not_found";
