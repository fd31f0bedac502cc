import { z } from "zod";
import { enforceReadLimit, route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { getConfig } from "@/lib/config";
import { checkoutSessionIdSchema } from "@/lib/contract";
import { addressGroup } from "@/lib/security/client-address";

/**
 * Reads of one session's status a minute, from anyone: six times what the booking-success page
 * asks (5 checks, 2 seconds apart), so a buyer who reloads it is never refused.
 */
const READS_PER_SESSION = 30;

export const GET = route(
  { name: "payments.checkout-status", params: z.object({ session_id: checkoutSessionIdSchema }) },
  async ({ params, client }) => {
    const perAddress = getConfig().CHECKOUT_STATUS_READS_PER_MINUTE;
    // Counted together: one write to the database for both.
    await Promise.all([
      enforceReadLimit(`payments.checkout-status:${addressGroup(client.address)}`, perAddress),
      enforceReadLimit(`payments.checkout-status.session:${params.session_id}`, READS_PER_SESSION),
    ]);
    return getBackend().getCheckoutStatus(params.session_id, client);
  },
);
