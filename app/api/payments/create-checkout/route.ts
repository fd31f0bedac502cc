import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { getConfig } from "@/lib/config";
import { ApiError } from "@/lib/api/errors";
import {
  BOOKING_TOKEN_HEADER,
  bookingTokenSchema,
  CHECKOUT_HOLD_HEADER,
  createCheckoutQuerySchema,
  CREDIT_CODE_HEADER,
  creditCodeSchema,
  holdTokenSchema,
} from "@/lib/contract";
import { readHoldCookie, rememberHold } from "@/lib/payments/hold-cookie";
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

/** A travel credit's code from its header, if sent; a malformed one is refused before any lookup. */
function creditCodeFrom(headers: Headers): string | undefined {
  const sent = headers.get(CREDIT_CODE_HEADER);
  if (sent === null || sent.trim() === "") return undefined;
  const parsed = creditCodeSchema.safeParse(sent);
  if (!parsed.success) {
    throw new ApiError(
      "bad_request",
      "X-Credit-Code: must be a travel credit code like LCC-XXXX-XXXX-XXXX-XXXX",
    );
  }
  return parsed.data;
}

/** The buyer's earlier checkout to release: a front's header, else the browser's cookie. */
async function earlierHoldFrom(headers: Headers): Promise<string | undefined> {
  const sent = headers.get(CHECKOUT_HOLD_HEADER);
  if (sent === null) return readHoldCookie();
  const parsed = holdTokenSchema.safeParse(sent);
  if (!parsed.success)
    throw new ApiError("bad_request", "X-Checkout-Hold: must be a checkout hold token");
  return parsed.data;
}

/**
 * No body: the order is in the query. Any amount sent is ignored; the server prices it. The
 * checkout returns to origin_url only when it is one of the configured origins: the request's own
 * Host and X-Forwarded-Host are the client's to write, so they decide nothing.
 */
export const POST = route(
  { name: "payments.create-checkout", query: createCheckoutQuerySchema },
  async ({ query, request, client }) => {
    const origin = resolveCheckoutOrigin(query.origin_url, allowedCheckoutOrigins(getConfig()));
    const { package_id, departure_id, travelers, email, carbon_offset } = query;
    const booking_token = bookingTokenFrom(request.headers);
    const replaces = await earlierHoldFrom(request.headers);
    const credit_code = creditCodeFrom(request.headers);
    const opened = await getBackend().createCheckout(
      {
        package_id,
        departure_id,
        travelers,
        booking_token,
        email,
        carbon_offset,
        replaces,
        credit_code,
        origin,
      },
      client,
    );
    if (opened.hold_token) await rememberHold(opened.hold_token);
    return opened;
  },
);
