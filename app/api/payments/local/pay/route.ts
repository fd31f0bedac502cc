import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { localPaymentInputSchema } from "@/lib/contract";

/** The local test checkout's Pay button. The card number is checked here and never stored. */
export const POST = route(
  { name: "payments.local.pay", body: localPaymentInputSchema },
  ({ body, client }) => getBackend().payLocalCheckout(body, client),
);
