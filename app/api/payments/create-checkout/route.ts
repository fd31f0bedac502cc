import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { getConfig } from "@/lib/config";
import { ApiError } from "@/lib/api/errors";
import {
  BOOKING_TOKEN_HEADER,
  bookingTokenSchema,
  createCheckoutQuerySchema,
} from "@/lib/contract";
import { allowedCheckoutOrigins, resolveCheckoutOrigin } from "@/lib/payments/origin";

/** The balance's booking link token from its header, if sent; a malformed one is refused. */
function bookingTokenFrom(headers: Headers): string | undefined {
  const sent = headers.get(BOOKING_TOKEN_HEADER);
  if (sent === null) return undefined;
  const parsed = bookingTokenSchema.safeParse(sent);
  if (!parsed.success)
    throw new ApiError("bad_request", "X-Booking-Token: must be a booking link token");
  return parsed.data;
}

/**
 * No body: the order is in the query. Any amount sent is ignored; the server prices it. The
 * checkout returns to origin_url only when it is one of the configured origins: the request's own
 * Host and X-Forwarded-Host are the client's to write, so they decide nothing.
 */
export const POST = route(
  { name: "payments.create-checkout", query: createCheckoutQuerySchema },
  ({ query, request, client }) => {
    const origin = resolveCheckoutOrigin(query.origin_url, allowedCheckoutOrigins(getConfig()));
    const { package_id, departure_id, travelers } = query;
    const booking_token = bookingTokenFrom(request.headers);
    return getBackend().createCheckout(
      { package_id, departure_id, travelers, booking_token, origin },
      client,
    );
  },
);
