import type { CheckoutStatus } from "../contract";
import {
  delayBefore,
  initialVerification,
  MAX_ATTEMPTS,
  nextVerification,
  verificationToast,
  type VerificationState,
} from "./verification";

const status = (overrides: Partial<CheckoutStatus> = {}): CheckoutStatus => ({
  payment_status: "unpaid",
  status: "open",
  amount_total: 850000,
  currency: "usd",
  booking_reference: null,
  booking_token: null,
  purpose: "booking",
  booking_status: null,
  ...overrides,
});

function run(results: ("unpaid" | "failure")[]): VerificationState {
  return results.reduce<VerificationState>((state, result, index) => {
    const attempt = index + 1;
    return result === "failure"
      ? nextVerification(state, { type: "failure", attempt })
      : nextVerification(state, { type: "result", attempt, status: status() });
  }, initialVerification);
}

describe("payment verification", () => {
  it("starts checking on attempt 1 of 5 with no wait, then 2 seconds between checks", () => {
    expect(initialVerification).toEqual({ kind: "checking", attempt: 1 });
    expect(MAX_ATTEMPTS).toBe(5);
    expect(delayBefore(1)).toBe(0);
    expect(delayBefore(2)).toBe(2000);
    expect(delayBefore(5)).toBe(2000);
  });

  it("confirms as soon as a check reads paid and keeps the status for the view", () => {
    const paid = status({ payment_status: "paid", status: "complete" });
    const state = nextVerification(
      { kind: "checking", attempt: 3 },
      { type: "result", attempt: 3, status: paid },
    );
    expect(state).toEqual({ kind: "paid", status: paid });
    expect(verificationToast(state)).toEqual({ tone: "success", message: "Payment successful!" });
  });

  it("stops at an expired session with its own toast", () => {
    const state = nextVerification(initialVerification, {
      type: "result",
      attempt: 1,
      status: status({ status: "expired" }),
    });
    expect(state).toEqual({ kind: "expired" });
    expect(verificationToast(state)?.message).toBe("Payment session expired.");
  });

  it("counts unpaid checks up to 5 attempts in all, then times out", () => {
    expect(run(["unpaid"])).toEqual({ kind: "checking", attempt: 2 });
    expect(run(["unpaid", "unpaid", "unpaid", "unpaid"])).toEqual({ kind: "checking", attempt: 5 });
    const state = run(["unpaid", "unpaid", "unpaid", "unpaid", "unpaid"]);
    expect(state).toEqual({ kind: "timed_out" });
    expect(verificationToast(state)?.message).toBe(
      "Payment status check timed out. Please contact support.",
    );
  });

  it("fails on a failed request at any attempt", () => {
    expect(run(["failure"])).toEqual({ kind: "error" });
    const state = run(["unpaid", "unpaid", "failure"]);
    expect(state).toEqual({ kind: "error" });
    expect(verificationToast(state)?.message).toBe("Failed to verify payment status.");
  });

  it("ignores answers to other attempts and anything after an end state", () => {
    const checking: VerificationState = { kind: "checking", attempt: 2 };
    expect(nextVerification(checking, { type: "failure", attempt: 1 })).toBe(checking);
    const paid = nextVerification(checking, {
      type: "result",
      attempt: 2,
      status: status({ payment_status: "paid" }),
    });
    expect(nextVerification(paid, { type: "failure", attempt: 2 })).toBe(paid);
    expect(verificationToast(checking)).toBeUndefined();
  });

  it("reads paid before expired when a provider reports both", () => {
    const state = nextVerification(initialVerification, {
      type: "result",
      attempt: 1,
      status: status({ payment_status: "paid", status: "expired" }),
    });
    expect(state.kind).toBe("paid");
  });
});
