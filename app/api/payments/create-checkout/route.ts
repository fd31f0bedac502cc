import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { getConfig } from "@/lib/config";
import { createCheckoutQuerySchema } from "@/lib/contract";
import { resolveCheckoutOrigin } from "@/lib/payments/origin";

/** No body; package_id and origin_url in the query. Any amount sent is ignored. */
export const POST = route(
  { name: "payments.create-checkout", query: createCheckoutQuerySchema },
  ({ query, request, client }) => {
    const { SITE_URL, CHECKOUT_ORIGINS } = getConfig();
    const origin = resolveCheckoutOrigin(query.origin_url, [
      SITE_URL,
      request.nextUrl.origin,
      ...CHECKOUT_ORIGINS,
    ]);
    return getBackend().createCheckout({ package_id: query.package_id, origin }, client);
  },
);
