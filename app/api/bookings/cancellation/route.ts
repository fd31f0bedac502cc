import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { cancellationRequestSchema } from "@/lib/contract";

/**
 * The traveler asks to cancel: `{ booking_token, confirm: true, quoted_tier? }`, the token in the
 * body (never in an address). Recorded with when it arrived; the agency settles it.
 */
export const POST = route(
  { name: "bookings.cancel", body: cancellationRequestSchema, status: 201 },
  ({ body, client }) => getBackend().requestCancellation(body, client),
);
