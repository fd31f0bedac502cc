"use client";

import { useRef, useState } from "react";
import { postJson } from "@/components/ui/api-client";
import { buttonClass } from "@/components/ui/button-link";
import { toast } from "@/components/ui/toast";
import type { CreateCheckoutResponse } from "@/lib/contract/checkout";

/** Opens the balance's checkout on the booking's provider; the server sets the amount. */
export function PayBalanceButton({
  packageId,
  token,
  label,
}: {
  packageId: string;
  token: string;
  label: string;
}) {
  const [processing, setProcessing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  async function pay() {
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
      toast.error("Failed to initiate booking. Please try again.");
      requestAnimationFrame(() => button.current?.focus());
    }
  }

  return (
    <button
      ref={button}
      type="button"
      disabled={processing}
      aria-busy={processing}
      onClick={pay}
      className={buttonClass("primary", "min-w-48")}
    >
      {processing ? "Processing..." : label}
    </button>
  );
}
