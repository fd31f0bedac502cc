"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * Reads the page again every two seconds, for half a minute at most, while a mail it shows is
 * still on its way; the server stops rendering this once the mail is sent or has failed. Without
 * JavaScript, reloading the page does the same.
 */
export function RefreshWhilePending() {
  const router = useRouter();
  useEffect(() => {
    let rounds = 0;
    const timer = setInterval(() => {
      if (++rounds >= 15) clearInterval(timer);
      router.refresh();
    }, 2_000);
    return () => clearInterval(timer);
  }, [router]);
  return null;
}
