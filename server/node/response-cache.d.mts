import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

export interface ResponseCacheOptions {
  /** The longest a response is kept, whatever its s-maxage says (default 10 s). */
  maxAgeMs?: number;
  /** Memory for all kept responses together (default 64 MB). */
  maxBytes?: number;
  /** A larger response is never kept (default 4 MB). */
  maxEntryBytes?: number;
  /** The clock, for tests. */
  now?: () => number;
}

export interface ResponseCache {
  readonly size: number;
  handle(req: IncomingMessage, res: ServerResponse, next: () => unknown): unknown;
}

export const defaultOptions: Required<Omit<ResponseCacheOptions, "now">>;
export function sharedMaxAge(headers: OutgoingHttpHeaders): number;
export function createResponseCache(options?: ResponseCacheOptions): ResponseCache;
