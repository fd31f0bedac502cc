"use client";

import { useEffect, useRef, useState } from "react";
import { ApiRequestError, postJson } from "@/components/ui/api-client";
import { toast } from "@/components/ui/toast";
import { BOOKING_TOKEN_HEADER } from "@/lib/contract/booking-token-header";
import { CREDIT_CODE_HEADER } from "@/lib/contract/credit-code-header";
import type { CreateCheckoutResponse } from "@/lib/contract/checkout";

export const checkoutFailedText = "Failed to initiate booking. Please try again.";

/**
 * Starts a checkout from the browser: `processing` while it is created, then the provider's page.
 * A failure gives the control back with the toast and returns the keyboard focus to `control`
 * (a disabled button loses it). The server prices the order; the browser only names it.
 */
export function useCheckoutStart<Control extends HTMLElement>() {
  const [processing, setProcessing] = useState(false);
  const [failures, setFailures] = useState(0);
  /** Why the last start failed, kept on the page until the next try (the toast fades). */
  const [failure, setFailure] = useState<string | null>(null);
  const control = useRef<Control>(null);

  useEffect(() => {
    if (failures > 0) control.current?.focus();
  }, [failures]);

  // Back from the payment page, a page restored from the browser's cache starts afresh.
  useEffect(() => {
    const restore = (event: PageTransitionEvent) => event.persisted && setProcessing(false);
    window.addEventListener("pageshow", restore);
    return () => window.removeEventListener("pageshow", restore);
  }, []);

  /**
   * `bookingToken` pays that booking's balance and `creditCode` takes a travel credit off it; both
   * go in headers, never in the URL.
   */
  async function start(order: Record<string, string>, bookingToken?: string, creditCode?: string) {
    setProcessing(true);
    setFailure(null);
    try {
      const query = new URLSearchParams({ ...order, origin_url: window.location.origin });
      const { url } = await postJson<CreateCheckoutResponse>(
        `/api/payments/create-checkout?${query}`,
        undefined,
        {
          headers: {
            ...(bookingToken && { [BOOKING_TOKEN_HEADER]: bookingToken }),
            ...(creditCode?.trim() && { [CREDIT_CODE_HEADER]: creditCode.trim() }),
          },
        },
      );
      // The control stays disabled until the payment page loads, so nobody books twice.
      window.location.assign(url);
    } catch (error) {
      setProcessing(false);
      setFailures((count) => count + 1);
      // A credit code refused (unknown, expired, used up) says why: the traveler can correct it.
      const reason = creditCode?.trim() && error instanceof ApiRequestError ? error.message : null;
      toast.error(checkoutFailedText, reason ? { description: reason } : undefined);
      // On the page, every refusal says why (sold out, too many held, the code), as it does for a
      // form posted without its script; a failure with no answer asks to try again.
      setFailure(
        error instanceof ApiRequestError
          ? error.message
          : "No answer came from our booking service. Please try again.",
      );
    }
  }

  return { processing, control, start, failure };
}
