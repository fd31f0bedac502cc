/**
 * The one wrapper every route handler goes through: origin, content type, body size, JSON parsing,
 * contract validation, staff auth, per-client rate limits, and the error envelope.
 */
import "server-only";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { clientAddressConfig, getConfig } from "../config";
import type { ClientInfo } from "../backend";
import { readingLive } from "../backend/live-reads";
import { hasStaffSessionCookie } from "../auth/cookie";
import { getDb, isConnectionFailure } from "../db/client";
import { hitRateLimit } from "../db/queries/rate-limits";
import { onCloudflareWorkers } from "../runtime";
import { addressGroup, resolveClientAddress } from "../security/client-address";
import { isStaffAuthorized } from "../staff/token";
import { ApiError } from "./errors";
import {
  declaredLengthTooLarge,
  isForeignPost,
  isJsonContentType,
  MAX_BODY_BYTES,
} from "./request-guards";

interface RouteInput<Body, Query, Params> {
  request: NextRequest;
  body: Body;
  query: Query;
  params: Params;
  client: ClientInfo;
}

interface RouteOptions<Body, Query, Params> {
  /** Name used for rate-limit buckets and logs, e.g. "inquiries.create". */
  name: string;
  body?: z.ZodType<Body>;
  query?: z.ZodType<Query>;
  params?: z.ZodType<Params>;
  /**
   * The body may also be a plain form post (application/x-www-form-urlencoded), as a desk page's
   * form sends it without a script; its fields are parsed by `body` like JSON's.
   */
  form?: boolean;
  /** Staff only: the token or a staff session; "token" admits the staff token alone. */
  staff?: boolean | "token";
  /** POST routes are rate-limited unless this is false. */
  rateLimit?: boolean;
  status?: number;
  /** Cache-Control for successful answers; API answers are not cached unless a route says so. */
  cacheControl?: string | (() => string);
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };

export function clientOf(request: { headers: Headers }): ClientInfo {
  // Only the configured source counts (CLIENT_ADDRESS_SOURCE): a header a client sends is never
  // trusted, so nobody dodges a rate limit by making up an address.
  return { address: resolveClientAddress(request.headers, clientAddressConfig(getConfig())) };
}

/**
 * What is wrong with a parse. For an API client: the first problem, led by the field's name
 * ("travelers: ..."), and how many more. For a form (`labels` given): every field's first problem,
 * led by the label the form shows ("Travelers: must be at least 1"); a field labelled "" (a box
 * to tick) gives its message alone, as a sentence.
 */
export function describeIssues(
  error: z.ZodError,
  where: string,
  labels?: Record<string, string>,
): string {
  const issue = error.issues[0];
  if (!issue) return `Invalid ${where}`;
  if (!labels) {
    const field = issue.path.length > 0 ? issue.path.join(".") : where;
    const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more problems)` : "";
    return `${field}: ${issue.message}${more}`;
  }
  const byField = new Map<string, string>();
  for (const { path, message } of error.issues) {
    const name = path.join(".") || where;
    if (!byField.has(name)) byField.set(name, message);
  }
  return [...byField]
    .map(([name, message]) => {
      const label = labels[name] ?? name;
      return label === ""
        ? message.charAt(0).toUpperCase() + message.slice(1)
        : `${label}: ${message}`;
    })
    .join("; ");
}

function parseWith<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError("bad_request", describeIssues(result.error, where));
  return result.data;
}

/** Reads the body as text, stopping at the limit even when no Content-Length was sent. */
export async function readLimitedText(request: Request): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new ApiError(
        "payload_too_large",
        `The request body is over ${MAX_BODY_BYTES / 1024} KB`,
      );
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
}

const isFormContentType = (value: string | null) =>
  value !== null && /^application\/x-www-form-urlencoded\s*(;|$)/i.test(value.trim());

async function readJsonBody(request: Request, form = false): Promise<unknown> {
  const type = request.headers.get("content-type");
  if (form && isFormContentType(type)) {
    return Object.fromEntries(new URLSearchParams(await readLimitedText(request)));
  }
  if (!isJsonContentType(type)) {
    throw new ApiError(
      "unsupported_media_type",
      form ? "Send the form, or the body as application/json" : "Send the body as application/json",
    );
  }
  const text = await readLimitedText(request);
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("bad_request", "The request body is not valid JSON");
  }
}

/** Counts one request under `key` in a window; past `max` it throws rate_limited. */
async function countAgainst(key: string, max: number, windowSeconds: number) {
  // A worker in remote mode has no database: every request it serves is forwarded to the backend
  // with the visitor's address (X-Forwarded-For), and the backend counts it there.
  if (getConfig().BACKEND_URL && onCloudflareWorkers()) return;
  const count = await hitRateLimit(await getDb(), key, windowSeconds);
  if (count > max) {
    throw new ApiError("rate_limited", "Too many requests; please wait a minute and try again", {
      "Retry-After": String(windowSeconds),
    });
  }
}

/** Counts one POST of this client to `name` in the database; past the limit it throws rate_limited. */
export async function enforceRateLimit(name: string, client: ClientInfo) {
  const { RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_SECONDS } = getConfig();
  // An IPv6 visitor counts as its /64: fresh addresses from one network are no fresh limit.
  await countAgainst(
    `${name}:${addressGroup(client.address)}`,
    RATE_LIMIT_MAX,
    RATE_LIMIT_WINDOW_SECONDS,
  );
}

/** Counts one read under `key` (a client's address group, a record's id) per minute, up to `max`. */
export async function enforceReadLimit(key: string, max: number) {
  await countAgainst(key, max, 60);
}

/** Turns anything thrown into an ApiError; logs unexpected errors without personal data. */
export function toApiError(error: unknown, name: string): ApiError {
  if (error instanceof ApiError) return error;
  if (isConnectionFailure(error)) {
    console.error(`[api] ${name}: database unavailable`);
    return new ApiError(
      "unavailable",
      "The service is temporarily unavailable; please try again shortly",
    );
  }
  // Only the error's class and code: driver messages can carry query parameters, i.e. visitor data.
  const code = (error as { code?: unknown })?.code;
  console.error(
    `[api] ${name}: ${(error as Error)?.name ?? "Error"}${typeof code === "string" ? ` (${code})` : ""}`,
  );
  return new ApiError("internal", "Something went wrong on our side; please try again");
}

/**
 * A GET on a route that only takes POST, answered with the envelope: what it does changes state
 * (an export is recorded), so a link from another site must not be able to make it happen.
 */
export function postOnly(message: string) {
  return async (): Promise<Response> =>
    new ApiError("method_not_allowed", message, { Allow: "POST" }).toResponse();
}

/** Turns anything thrown into the envelope. */
export function toErrorResponse(error: unknown, name: string): Response {
  return toApiError(error, name).toResponse();
}

/** The staff token (the command line) or a signed-in staff member's session (the desk). */
async function isStaffRequest(headers: Headers): Promise<boolean> {
  if (isStaffAuthorized(headers.get("authorization"))) return true;
  if (!hasStaffSessionCookie(headers)) return false;
  // Loaded only here, so routes that never see a session do not load the auth library.
  const { staffMemberFrom } = await import("../auth/session");
  return (await staffMemberFrom(headers)) !== null;
}

function cacheControlOf(option: RouteOptions<unknown, unknown, unknown>["cacheControl"]): string {
  return (typeof option === "function" ? option() : option) ?? "no-store";
}

export function route<Body = undefined, Query = undefined, Params = undefined>(
  options: RouteOptions<Body, Query, Params>,
  run: (input: RouteInput<Body, Query, Params>) => Promise<unknown>,
) {
  return async (request: NextRequest, context: RouteContext): Promise<Response> => {
    try {
      const config = getConfig();
      // Endpoints in CROSS_SITE_POST_PATHS (a link's token is their authority) take any origin.
      if (isForeignPost(request, config.SITE_URL)) {
        throw new ApiError("forbidden", "Requests from other sites are not accepted");
      }
      if (
        options.staff === "token"
          ? !isStaffAuthorized(request.headers.get("authorization"))
          : options.staff && !(await isStaffRequest(request.headers))
      ) {
        throw new ApiError("unauthorized", "A valid staff token or staff sign-in is required");
      }
      const client = clientOf(request);
      if (request.method === "POST") {
        // Refuse what is plainly too big before counting it or reading it.
        if (declaredLengthTooLarge(request)) {
          throw new ApiError(
            "payload_too_large",
            `The request body is over ${MAX_BODY_BYTES / 1024} KB`,
          );
        }
        if (options.rateLimit !== false) await enforceRateLimit(options.name, client);
      }
      const params = options.params
        ? parseWith(options.params, await context.params, "path")
        : (undefined as Params);
      const query = options.query
        ? parseWith(options.query, Object.fromEntries(request.nextUrl.searchParams), "query")
        : (undefined as Query);
      const body = options.body
        ? parseWith(options.body, await readJsonBody(request, options.form), "body")
        : (undefined as Body);
      const result = await readingLive(() => run({ request, body, query, params, client }));
      if (result instanceof Response) return result;
      return Response.json(result, {
        status: options.status ?? 200,
        headers: { "Cache-Control": cacheControlOf(options.cacheControl) },
      });
    } catch (error) {
      return toErrorResponse(error, options.name);
    }
  };
}
