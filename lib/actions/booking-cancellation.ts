"use server";
/**
 * "Ask to cancel" on the booking page: with or without JavaScript the form posts here, under the
 * API's checks and rate limit (POST /api/bookings/cancellation shares its bucket), and the browser
 * is sent back to the booking page (post, redirect, get), which then shows the request.
 */
import { redirect } from "next/navigation";
import { getBackend } from "../backend";
import { cancellationRequestSchema, type CancellationReceipt } from "../contract";
import { guardAction } from "./guard";
import type { ActionState } from "./state";

const requestGuarded = guardAction(
  {
    name: "bookings.cancel",
    input: cancellationRequestSchema,
    fields: ["booking_token", "confirm", "quoted_tier"],
    // The box to tick speaks for itself: "Confirm that you want to cancel this booking".
    labels: { confirm: "", quoted_tier: "The terms shown", booking_token: "The booking link" },
  },
  (request, client) => getBackend().requestCancellation(request, client),
);

export async function requestBookingCancellation(
  previous: ActionState<CancellationReceipt>,
  form: FormData,
): Promise<ActionState<CancellationReceipt>> {
  const state = await requestGuarded(previous, form);
  // Outside the guard: redirect() throws to hand the browser over, which the guard would catch.
  if (state.status === "done") {
    redirect(`/bookings/${String(form.get("booking_token"))}?cancellation=requested`);
  }
  if (state.status === "failed") {
    // The token is the key to the booking: never echoed back in the page's state.
    const { booking_token: _token, ...kept } = state.fields;
    return { ...state, fields: kept };
  }
  return state;
}
