/**
 * The booking page's payment verification: checking, then confirmed, expired,
 * timed out or failed. Pure, so the page and the tests share one definition.
 */
import type { CheckoutStatus } from "../contract";

export const MAX_ATTEMPTS = 5;
export const POLL_INTERVAL_MS = 2_000;

export type VerificationState =
  | { kind: "checking"; attempt: number }
  | { kind: "paid"; status: CheckoutStatus }
  | { kind: "expired" }
  | { kind: "timed_out" }
  | { kind: "error" };

export type VerificationEvent =
  | { type: "result"; attempt: number; status: CheckoutStatus }
  | { type: "failure"; attempt: number };

export const initialVerification: VerificationState = { kind: "checking", attempt: 1 };

export function nextVerification(
  state: VerificationState,
  event: VerificationEvent,
): VerificationState {
  // Only the answer to the check in flight counts; a late or repeated one changes nothing.
  if (state.kind !== "checking" || event.attempt !== state.attempt) return state;
  if (event.type === "failure") return { kind: "error" };
  if (event.status.payment_status === "paid") return { kind: "paid", status: event.status };
  if (event.status.status === "expired") return { kind: "expired" };
  if (state.attempt >= MAX_ATTEMPTS) return { kind: "timed_out" };
  return { kind: "checking", attempt: state.attempt + 1 };
}

/** The wait before a check: none for the first, POLL_INTERVAL_MS between the others. */
export const delayBefore = (attempt: number) => (attempt > 1 ? POLL_INTERVAL_MS : 0);

/** The toast each end state raises. */
export function verificationToast(
  state: VerificationState,
): { tone: "success" | "error"; message: string } | undefined {
  switch (state.kind) {
    case "paid":
      return { tone: "success", message: "Payment successful!" };
    case "expired":
      return { tone: "error", message: "Payment session expired." };
    case "timed_out":
      return { tone: "error", message: "Payment status check timed out. Please contact support." };
    case "error":
      return { tone: "error", message: "Failed to verify payment status." };
    default:
      return undefined;
  }
}
