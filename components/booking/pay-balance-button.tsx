"use client";

import { useActionState, useEffect, useRef, useState, type FormEvent } from "react";
import { postJson } from "@/components/ui/api-client";
import { buttonClass } from "@/components/ui/button-link";
import { toast } from "@/components/ui/toast";
import { startCheckout } from "@/lib/actions/booking";
import { idleState } from "@/lib/actions/state";
import type { CreateCheckoutResponse } from "@/lib/contract/checkout";

const failedText = "Failed to initiate booking. Please try again.";

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
  const [processing, setProcessing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const [failures, setFailures] = useState(0);

  // A disabled button loses the keyboard focus; after a failure it gets it back to try again.
  useEffect(() => {
    if (failures > 0) button.current?.focus();
  }, [failures]);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProcessing(true);
    try {
      const query = new URLSearchParams({
        package_id: packageId,
        origin_url: window.location.origin,
        booking_token: token,
      });
      const { url } = await postJson<CreateCheckoutResponse>(
        `/api/payments/create-checkout?${query}`,
      );
      window.location.assign(url);
    } catch {
      setProcessing(false);
      setFailures((count) => count + 1);
      toast.error(failedText);
    }
  }

  return (
    <form action={postAction} onSubmit={pay}>
      <input type="hidden" name="package_id" value={packageId} />
      <input type="hidden" name="booking_token" value={token} />
      {posted.status === "failed" && (
        <div role="alert" className="mb-4 rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-800">
          <p className="font-semibold">{failedText}</p>
          <p className="mt-1">{posted.error.message}</p>
        </div>
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
