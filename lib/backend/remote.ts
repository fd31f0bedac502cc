/**
 * The remote backend: every call goes to ${BACKEND_URL}/api/..., under a timeout, and every answer
 * is validated by the contract. Upstream failures become 502/503/504 envelopes, never crashes.
 */
import "server-only";
import type { z } from "zod";
import type { StaffPageQuery } from "../contract";
import {
  BOOKING_TOKEN_HEADER,
  CHECKOUT_HOLD_HEADER,
  agentListSchema,
  agentResponseSchema,
  bookingLinkRenewalSchema,
  bookingRecordSchema,
  categoryListSchema,
  bookingViewSchema,
  checkoutStatusSchema,
  cancellationReceiptSchema,
  createCheckoutResponseSchema,
  creditRecordSchema,
  CREDIT_CODE_HEADER,
  destinationListSchema,
  errorEnvelopeSchema,
  healthSchema,
  inquiryReceiptSchema,
  newsletterConfirmationSchema,
  newsletterReceiptSchema,
  newsletterUnsubscriptionSchema,
  ONE_CLICK_BODY,
  packageListSchema,
  postListSchema,
  postSchema,
  recommendationResponseSchema,
  releasedCheckoutSchema,
  safetyDataSchema,
  inquiryRecordSchema,
  creditCheckoutSchema,
  localCheckoutSchema,
  localPaymentResultSchema,
  mailResendSchema,
  outboxRecordSchema,
  subscriberRecordSchema,
  webhookReceiptSchema,
} from "../contract";
import { ApiError } from "../api/errors";
import { isReadingLive } from "./live-reads";
import type { Backend, ClientInfo } from "./types";

/** Abort errors are DOMExceptions, which are not always instances of this realm's Error. */
function isTimeout(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === "TimeoutError" || name === "AbortError";
}

interface RemoteOptions {
  baseUrl: string;
  timeoutMs: number;
  staffToken?: () => string;
}

interface CallOptions {
  method?: "GET" | "POST";
  body?: unknown;
  /** Sent as is, for bodies whose bytes matter (a signed webhook). */
  rawBody?: string;
  headers?: Record<string, string>;
  client?: ClientInfo;
  staff?: boolean;
  /** Never served from the cache. */
  live?: boolean;
  /** This call's own timeout, when it must outlast BACKEND_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** AI answers may wait out the upstream's 20 s provider budget before its local engine answers. */
const AI_TIMEOUT_MS = 25_000;

export function createRemoteBackend({ baseUrl, timeoutMs, staffToken }: RemoteOptions): Backend {
  async function call<T extends z.ZodType>(
    path: string,
    schema: T,
    options: CallOptions = {},
  ): Promise<z.infer<T>> {
    const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
    if (options.body !== undefined || options.rawBody !== undefined) {
      headers["Content-Type"] ??= "application/json";
    }
    if (options.client) headers["X-Forwarded-For"] = options.client.address;
    if (options.staff && staffToken) headers.Authorization = `Bearer ${staffToken()}`;

    let response: Response;
    try {
      response = await fetch(`${baseUrl}/api${path}`, {
        method: options.method ?? "GET",
        headers,
        body:
          options.rawBody ??
          (options.body === undefined ? undefined : JSON.stringify(options.body)),
        signal: AbortSignal.timeout(options.timeoutMs ?? timeoutMs),
        // Reads may be cached briefly, which also lets statically generated pages revalidate;
        // writes, health and staff reads always go to the upstream.
        ...(options.method === "POST" || options.live || isReadingLive()
          ? { cache: "no-store" as const }
          : { next: { revalidate: 60 } }),
      });
    } catch (error) {
      if (isTimeout(error))
        throw new ApiError("gateway_timeout", "The upstream backend did not answer in time");
      throw new ApiError("bad_gateway", "The upstream backend could not be reached");
    }

    let payload: unknown;
    try {
      payload = await response.json();
    } catch (error) {
      if (isTimeout(error))
        throw new ApiError("gateway_timeout", "The upstream backend did not answer in time");
      throw new ApiError("bad_gateway", "The upstream backend sent an unreadable answer");
    }

    if (!response.ok) {
      const envelope = errorEnvelopeSchema.safeParse(payload);
      // The upstream's own client errors (not found, bad input, rate limited) are the visitor's answer;
      // its server errors are ours to report as a failed upstream.
      if (envelope.success && response.status < 500) {
        throw new ApiError(envelope.data.error.code, envelope.data.error.message);
      }
      if (response.status === 503)
        throw new ApiError("unavailable", "The upstream backend is unavailable");
      if (response.status === 504)
        throw new ApiError("gateway_timeout", "The upstream backend timed out");
      throw new ApiError("bad_gateway", `The upstream backend failed (status ${response.status})`);
    }

    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      throw new ApiError(
        "bad_gateway",
        "The upstream backend sent an answer that breaks the contract",
      );
    }
    return parsed.data;
  }

  const segment = encodeURIComponent;
  /** A staff list's paging as a query string, empty when there is none. */
  const pageQuery = ({ before, limit }: StaffPageQuery) => {
    const query = new URLSearchParams({
      ...(before && { before }),
      ...(limit && { limit: String(limit) }),
    }).toString();
    return query ? `?${query}` : "";
  };
  const ask = (body: unknown, client: ClientInfo): CallOptions => ({
    method: "POST",
    body,
    client,
    timeoutMs: Math.max(timeoutMs, AI_TIMEOUT_MS),
  });

  return {
    mode: "remote",
    getDestinations: () => call("/destinations", destinationListSchema),
    getSafety: (id) => call(`/safety/destination/${segment(id)}`, safetyDataSchema),
    getPackages: () => call("/packages", packageListSchema),
    getPosts: ({ limit, featured, category }) => {
      const query = new URLSearchParams({ limit: String(limit) });
      if (featured !== undefined) query.set("featured", String(featured));
      if (category !== undefined) query.set("category", category);
      return call(`/blog/posts?${query}`, postListSchema);
    },
    getCategories: () => call("/blog/categories", categoryListSchema),
    searchPosts: (q) => call(`/blog/search?${new URLSearchParams({ q })}`, postListSchema),
    getPost: (slug) => call(`/blog/post/${segment(slug)}`, postSchema),
    createInquiry: (input, client) =>
      call("/inquiries", inquiryReceiptSchema, { method: "POST", body: input, client }),
    subscribe: (input, client) =>
      call("/newsletter", newsletterReceiptSchema, { method: "POST", body: input, client }),
    confirmSubscription: (input, client) =>
      call("/newsletter/confirm", newsletterConfirmationSchema, {
        method: "POST",
        body: input,
        client,
      }),
    // The upstream's one-click endpoint, as a mail provider calls it.
    unsubscribe: ({ token }, client) =>
      call(`/newsletter/unsubscribe?token=${segment(token)}`, newsletterUnsubscriptionSchema, {
        method: "POST",
        rawBody: ONE_CLICK_BODY,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        client,
      }),
    async getHealth() {
      const upstream = await call("/health", healthSchema, { live: true });
      return { ...upstream, mode: "remote" };
    },
    listInquiries: (page = {}) =>
      call(`/staff/inquiries${pageQuery(page)}`, inquiryRecordSchema.array(), {
        staff: true,
        live: true,
      }),
    listSubscribers: (page = {}) =>
      call(`/staff/subscribers${pageQuery(page)}`, subscriberRecordSchema.array(), {
        staff: true,
        live: true,
      }),
    createCheckout: (
      {
        package_id,
        origin,
        departure_id,
        travelers,
        booking_token,
        email,
        carbon_offset,
        replaces,
        credit_code,
      },
      client,
    ) =>
      call(
        `/payments/create-checkout?${new URLSearchParams({
          package_id,
          origin_url: origin,
          ...(departure_id && { departure_id }),
          ...(travelers && { travelers: String(travelers) }),
          ...(email && { email }),
          ...(carbon_offset !== undefined && { carbon_offset: String(carbon_offset) }),
        })}`,
        createCheckoutResponseSchema,
        {
          method: "POST",
          client,
          headers: {
            ...(booking_token && { [BOOKING_TOKEN_HEADER]: booking_token }),
            ...(replaces && { [CHECKOUT_HOLD_HEADER]: replaces }),
            ...(credit_code && { [CREDIT_CODE_HEADER]: credit_code }),
          },
        },
      ),
    releaseCheckout: (input, client) =>
      call("/payments/release-checkout", releasedCheckoutSchema, {
        method: "POST",
        body: input,
        client,
      }),
    getBooking: (token) => call(`/bookings/${segment(token)}`, bookingViewSchema, { live: true }),
    requestCancellation: (input, client) =>
      call("/bookings/cancellation", cancellationReceiptSchema, {
        method: "POST",
        body: input,
        client,
      }),
    listCredits: (page = {}) =>
      call(`/staff/credits${pageQuery(page)}`, creditRecordSchema.array(), {
        staff: true,
        live: true,
      }),
    getCheckoutStatus: (id, client, proof) =>
      call(`/payments/checkout-status/${segment(id)}`, checkoutStatusSchema, {
        live: true,
        client,
        ...(proof && { headers: { [CHECKOUT_HOLD_HEADER]: proof } }),
      }),
    getLocalCheckout: (id) =>
      call(`/payments/local/session/${segment(id)}`, localCheckoutSchema, { live: true }),
    payLocalCheckout: (input, client) =>
      call("/payments/local/pay", localPaymentResultSchema, {
        method: "POST",
        body: input,
        client,
      }),
    getCreditCheckout: (id) =>
      call(`/payments/credit/session/${segment(id)}`, creditCheckoutSchema, { live: true }),
    confirmCreditCheckout: (input, client) =>
      call("/payments/credit/confirm", localPaymentResultSchema, {
        method: "POST",
        body: input,
        client,
      }),
    receivePaymentWebhook: (payload, signature) =>
      call("/payments/webhook", webhookReceiptSchema, {
        method: "POST",
        rawBody: payload,
        headers: signature ? { "Stripe-Signature": signature } : {},
      }),
    listBookings: (page = {}) =>
      call(`/staff/bookings${pageQuery(page)}`, bookingRecordSchema.array(), {
        staff: true,
        live: true,
      }),
    // The upstream records the action as its staff token's: it cannot see who is signed in here.
    renewBookingLink: (reference) =>
      call(`/staff/bookings/${segment(reference)}/renew-link`, bookingLinkRenewalSchema, {
        method: "POST",
        staff: true,
      }),
    listOutbox: (page = {}) =>
      call(`/staff/outbox${pageQuery(page)}`, outboxRecordSchema.array(), {
        staff: true,
        live: true,
      }),
    resendMail: (id) =>
      call(`/staff/outbox/${segment(id)}/resend`, mailResendSchema, {
        method: "POST",
        staff: true,
      }),
    getRecommendations: (input, client) =>
      call("/ai/recommendations", recommendationResponseSchema, ask(input, client)),
    listAgents: () => call("/agents/list", agentListSchema),
    chatWithAgent: (input, client) => call("/agents/chat", agentResponseSchema, ask(input, client)),
    planTravel: (input, client) =>
      call("/agents/travel-planning", agentResponseSchema, ask(input, client)),
    researchSafety: (input, client) =>
      call("/agents/safety-research", agentResponseSchema, ask(input, client)),
    comparePrices: (input, client) =>
      call("/agents/price-comparison", agentResponseSchema, ask(input, client)),
  };
}
