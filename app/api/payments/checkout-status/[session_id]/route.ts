import { z } from "zod";
import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { checkoutSessionIdSchema } from "@/lib/contract";

export const GET = route(
  { name: "payments.checkout-status", params: z.object({ session_id: checkoutSessionIdSchema }) },
  ({ params }) => getBackend().getCheckoutStatus(params.session_id),
);
