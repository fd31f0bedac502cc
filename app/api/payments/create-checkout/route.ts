import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { getConfig } from "@/lib/config";
import { createCheckoutQuerySchema } from "@/lib/contract";
import { resolveCheckoutOrigin } from "@/lib/payments/origin";

/** No body: the order is in the query. Any amount sent is ignored; the server prices it. */
export const POST = route(
  { name: "payments.create-checkout", query: createCheckoutQuerySchema },
  ({ query, request, client }) => {
    const { SITE_URL, CHECKOUT_ORIGINS } = getConfig();
    const origin = resolveCheckoutOrigin(query.origin_url, [
      SITE_URL,
      request.nextUrl.origin,
      ...CHECKOUT_ORIGINS,
    ]);
    const { package_id, departure_id, travelers, booking_token } = query;
    return getBackend().createCheckout(
      { package_id, departure_id, travelers, booking_token, origin },
      client,
    );
  },
);
