"use client";

import { useActionState, useEffect, useRef } from "react";
import { FormRefusal } from "@/components/ui/form-refusal";
import { buttonClass } from "@/components/ui/button-link";
import { requestBookingCancellation } from "@/lib/actions/booking-cancellation";
import { idleState } from "@/lib/actions/state";

/**
 * The traveler's request to cancel: a box to tick that says what they would receive, and one
 * button. A form posting to a server action, so it works before the script loads and without it;
 * the server fixes the outcome from when the request arrives.
 */
export function CancellationRequestForm({
  token,
  reference,
  tier,
  outcome,
}: {
  token: string;
  reference: string;
  tier: string;
  /** What the terms give today, in words: "$5,312.50 back to your card". */
  outcome: string;
}) {
  const [state, action, pending] = useActionState(requestBookingCancellation, idleState);
  const refused = state.status === "failed" ? state : null;
  const message = useRef<HTMLDivElement>(null);
  // A refusal that comes back to a live page takes the keyboard to its message.
  useEffect(() => {
    if (refused) message.current?.focus();
  }, [refused]);
  return (
    <form action={action} aria-labelledby="cancel-heading" className="mt-6 space-y-4 print:hidden">
      <input type="hidden" name="booking_token" value={token} />
      <input type="hidden" name="quoted_tier" value={tier} />
      {refused && (
        <div ref={message} tabIndex={-1} className="outline-none">
          <FormRefusal
            title="Your cancellation request was not sent."
            reason={refused.error.message}
            className="text-sm"
          />
        </div>
      )}
      <label className="flex gap-3 text-ink">
        <input
          type="checkbox"
          name="confirm"
          value="yes"
          required
          autoFocus={refused !== null}
          className="mt-1 size-4 shrink-0 accent-aubergine"
        />
        <span>
          I want to cancel booking {reference}, and I understand that, asked today, the terms give
          me {outcome}.
        </span>
      </label>
      <button
        type="submit"
        disabled={pending}
        aria-busy={pending}
        className={buttonClass("secondary", "min-w-48")}
      >
        {pending ? "Sending..." : "Send my cancellation request"}
      </button>
    </form>
  );
}
