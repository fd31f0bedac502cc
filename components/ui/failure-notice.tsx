"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/toast";

/**
 * Shown where a section's data failed to load on the server: the message in place, and the same
 * message as a toast once the page is interactive.
 */
export function FailureNotice({ message }: { message: string }) {
  useEffect(() => {
    toast.error(message, { id: message });
  }, [message]);
  return (
    <p
      role="alert"
      className="rounded-2xl border border-blush bg-blush/40 px-6 py-5 text-center text-ink"
    >
      {message}
    </p>
  );
}
