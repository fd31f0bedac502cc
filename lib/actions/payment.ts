"use server";
/**
 * The local test checkout's Pay as a server action: what the card form calls when it is posted
 * before its script ran, or with JavaScript off; and the confirmation of a booking a travel credit
 * pays in full. It pays or declines exactly as
 * POST /api/payments/local/pay does, under the same rate limit, then sends the browser on to
 * /booking-success. The card number and CVC are never sent back to the page.
 */
import { redirect } from "next/navigation";
import { getBackend } from "../backend";
import { creditConfirmationInputSchema, localPaymentInputSchema } from "../contract";
import type { LocalPaymentResult } from "../contract/checkout";
import { guardAction } from "./guard";
import type { ActionState } from "./state";

const payGuarded = guardAction(
  {
    name: "payments.local.pay",
    input: localPaymentInputSchema,
    fields: ["session_id", "card_number", "expiry", "cvc", "email", "name"],
  },
  (payment, client) => getBackend().payLocalCheckout(payment, client),
);

export async function payTestCheckout(
  previous: ActionState<LocalPaymentResult>,
  form: FormData,
): Promise<ActionState<LocalPaymentResult>> {
  const state = await payGuarded(previous, form);
  if (state.status === "done") redirect(state.data.redirect_url);
  if (state.status === "failed") {
    const { card_number: _card, cvc: _cvc, ...kept } = state.fields;
    return { ...state, fields: kept };
  }
  return state;
}

const confirmGuarded = guardAction(
  {
    name: "payments.credit.confirm",
    input: creditConfirmationInputSchema,
    fields: ["session_id", "name", "email"],
    labels: { name: "Lead traveler's name", email: "Lead traveler's e-mail" },
  },
  (input, client) => getBackend().confirmCreditCheckout(input, client),
);

/**
 * "Confirm my booking" on the page of a booking a travel credit pays in full, as
 * POST /api/payments/credit/confirm does it, under the same rate limit; then /booking-success.
 * A form posting here works before the script loads and without it.
 */
export async function confirmCreditBooking(
  previous: ActionState<LocalPaymentResult>,
  form: FormData,
): Promise<ActionState<LocalPaymentResult>> {
  const state = await confirmGuarded(previous, form);
  if (state.status === "done") redirect(state.data.redirect_url);
  return state;
}
