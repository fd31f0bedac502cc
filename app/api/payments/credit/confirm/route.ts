import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { creditConfirmationInputSchema } from "@/lib/contract";

/** Books a checkout a travel credit pays in full, for the lead traveler named. */
export const POST = route(
  { name: "payments.credit.confirm", body: creditConfirmationInputSchema },
  ({ body, client }) => getBackend().confirmCreditCheckout(body, client),
);
