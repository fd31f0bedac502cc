"use client";

import { useActionState, type FormEvent } from "react";
import { FormRefusal } from "@/components/ui/form-refusal";
import { buttonClass } from "@/components/ui/button-link";
import { startCheckout } from "@/lib/actions/booking";
import { idleState } from "@/lib/actions/state";
import { checkoutFailedText, useCheckoutStart } from "./use-checkout-start";

/**
 * Opens the balance's checkout on the booking's provider; the server sets the amount. Before its
 * script runs, or without JavaScript, the form goes to the booking server action instead.
 */
export function PayBalanceButton({
  packageId,
  token,
  label,
}: {
  packageId: string;
  token: string;
  label: string;
}) {
  const [posted, postAction] = useActionState(startCheckout, idleState);
  const { processing, control: button, start } = useCheckoutStart<HTMLButtonElement>();

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await start({ package_id: packageId }, token);
  }

  return (
    <form action={postAction} onSubmit={pay}>
      <input type="hidden" name="package_id" value={packageId} />
      <input type="hidden" name="booking_token" value={token} />
      {posted.status === "failed" && (
        <FormRefusal
          title={checkoutFailedText}
          reason={posted.error.message}
          className="mb-4 text-sm"
        />
      )}
      <button
        ref={button}
        type="submit"
        autoFocus={posted.status === "failed"}
        disabled={processing}
        aria-busy={processing}
        className={buttonClass("primary", "min-w-48")}
      >
        {processing ? "Processing..." : label}
      </button>
    </form>
  );
}
