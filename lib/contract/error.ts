import { z } from "zod";

export const errorCodes = [
  "bad_request",
  "forbidden",
  "not_found",
  "method_not_allowed",
  "gone",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "internal",
  "bad_gateway",
  "unavailable",
  "gateway_timeout",
  "unauthorized",
  "card_declined",
  "conflict",
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** The one error shape every API answer uses. */
export const errorEnvelopeSchema = z.object({
  error: z.object({ code: errorCodeSchema, message: z.string() }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
