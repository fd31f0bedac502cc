import { z } from "zod";
import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { checkoutSessionIdSchema } from "@/lib/contract";

/** The page that confirms a booking a travel credit pays in full, so a remote-mode front can render it. */
export const GET = route(
  { name: "payments.credit.session", params: z.object({ session_id: checkoutSessionIdSchema }) },
  ({ params }) => getBackend().getCreditCheckout(params.session_id),
);
