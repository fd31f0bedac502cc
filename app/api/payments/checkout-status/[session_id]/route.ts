import { z } from "zod";
import { enforceReadLimit, route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { getConfig } from "@/lib/config";
import { CHECKOUT_HOLD_HEADER, checkoutSessionIdSchema, holdTokenSchema } from "@/lib/contract";
import { readReceiptCookie } from "@/lib/payments/hold-cookie";
import { addressGroup } from "@/lib/security/client-address";

/**
 * Reads of one session's status a minute, from anyone: six times what the booking-success page
 * asks (5 checks, 2 seconds apart), so a buyer who reloads it is never refused.
 */
const READS_PER_SESSION = 30;

export const GET = route(
  { name: "payments.checkout-status", params: z.object({ session_id: checkoutSessionIdSchema }) },
  async ({ params, client, request }) => {
    const perAddress = getConfig().CHECKOUT_STATUS_READS_PER_MINUTE;
    // Counted together: one write to the database for both.
    await Promise.all([
      enforceReadLimit(`payments.checkout-status:${addressGroup(client.address)}`, perAddress),
      enforceReadLimit(`payments.checkout-status.session:${params.session_id}`, READS_PER_SESSION),
    ]);
    // A remote-mode front passes on its visitor's proof in the header; a browser has the cookie.
    const sent = holdTokenSchema.safeParse(request.headers.get(CHECKOUT_HOLD_HEADER)).data;
    const proof = sent ?? (await readReceiptCookie());
    return getBackend().getCheckoutStatus(params.session_id, client, proof);
  },
);
