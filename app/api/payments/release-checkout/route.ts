import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { releaseCheckoutInputSchema } from "@/lib/contract";

/** Gives an unpaid checkout's seats back by its hold token: what the cancel link does. */
export const POST = route(
  { name: "payments.release-checkout", body: releaseCheckoutInputSchema },
  ({ body, client }) => getBackend().releaseCheckout(body, client),
);
