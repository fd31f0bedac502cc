import type { NextRequest } from "next/server";
import { clientOf, enforceRateLimit } from "@/lib/api/handler";
import { isNotFound } from "@/lib/api/errors";
import { getBackend } from "@/lib/backend";
import { holdTokenSchema } from "@/lib/contract";
import { forgetHold } from "@/lib/payments/hold-cookie";

const goTo = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });

/**
 * The cancel link of a booking checkout (the provider's "back" and the test checkout's Cancel):
 * the checkout's seats are given back at once and the buyer is back on the booking step with the
 * same trip chosen. Its token is the authority; a link used again changes nothing.
 */
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ token: string }> },
): Promise<Response> {
  const token = holdTokenSchema.safeParse((await params).token);
  if (!token.success) return new Response("Not found", { status: 404 });
  try {
    const client = clientOf(request);
    await enforceRateLimit("payments.release-checkout", client);
    const trip = await getBackend().releaseCheckout({ hold_token: token.data }, client);
    await forgetHold(token.data);
    const choice = new URLSearchParams({ travelers: String(trip.travelers) });
    if (trip.departure_id) choice.set("departure_id", trip.departure_id);
    if (trip.released) choice.set("cancelled", "1");
    return goTo(`/packages/${trip.package_id}/book?${choice}`);
  } catch (error) {
    // An unknown link, or the backend away: the packages, where booking starts again.
    if (!isNotFound(error)) console.error("[checkout] a cancel link could not be followed");
    return goTo("/packages");
  }
}
