"use server";
/**
 * The local test checkout's Pay as a server action: what the card form calls when it is posted
 * before its script ran, or with JavaScript off. It pays or declines exactly as
 * POST /api/payments/local/pay does, under the same rate limit, then sends the browser on to
 * /booking-success. The card number and CVC are never sent back to the page.
 */
import { redirect } from "next/navigation";
import { getBackend } from "../backend";
import { localPaymentInputSchema } from "../contract";
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
