import { z } from "zod";
import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { checkoutSessionIdSchema } from "@/lib/contract";

/** The local test checkout page's data, so a remote-mode front can render the page too. */
export const GET = route(
  { name: "payments.local.session", params: z.object({ session_id: checkoutSessionIdSchema }) },
  ({ params }) => getBackend().getLocalCheckout(params.session_id),
);
