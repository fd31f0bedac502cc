"use client";

import { useActionState, type FormEvent } from "react";
import { FormRefusal } from "@/components/ui/form-refusal";
import { startCheckout } from "@/lib/actions/booking";
import { idleState } from "@/lib/actions/state";
import { CheckoutButton } from "./checkout-button";
import { CreditCodeField } from "./credit-code-field";
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
  const { processing, control: button, start, failure } = useCheckoutStart<HTMLButtonElement>();
  // Why the last try was refused: the script's answer, or the form's when posted without it.
  const reason = failure ?? (posted.status === "failed" ? posted.error.message : null);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get("credit_code");
    await start({ package_id: packageId }, token, typeof code === "string" ? code : undefined);
  }

  return (
    // A printed booking (with its safety brief) has nothing to press.
    <form action={postAction} onSubmit={pay} className="print:hidden">
      <input type="hidden" name="package_id" value={packageId} />
      <input type="hidden" name="booking_token" value={token} />
      <CreditCodeField id="balance-credit-code" className="mb-4 max-w-sm" />
      {reason && (
        <FormRefusal title={checkoutFailedText} reason={reason} className="mb-4 text-sm" />
      )}
      <CheckoutButton
        ref={button}
        processing={processing}
        refused={posted.status === "failed"}
        className="min-w-48"
      >
        {label}
      </CheckoutButton>
    </form>
  );
}
