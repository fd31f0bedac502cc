import { headers } from "next/headers";
import { redirect } from "next/navigation";
import {
  PaymentVerification,
  VerificationView,
} from "@/components/booking/payment-verification-client";
import { Container } from "@/components/ui/container";
import { clientOf } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { readReceiptCookie } from "@/lib/payments/hold-cookie";
import type { VerificationState } from "@/lib/payments/verification";

export const metadata = { title: "Booking", robots: { index: false } };

/** The payment's outcome as the server reads it now, for a browser that runs no scripts. */
async function outcomeWithoutScripts(sessionId: string): Promise<VerificationState> {
  try {
    // The visitor's address goes along, so an upstream counts this read as theirs.
    const client = clientOf({ headers: await headers() });
    // Only the browser that started the checkout is shown its private link (lib/payments/hold-cookie.ts).
    const status = await getBackend().getCheckoutStatus(
      sessionId,
      client,
      await readReceiptCookie(),
    );
    if (status.payment_status === "paid") return { kind: "paid", status };
    return status.status === "expired" ? { kind: "expired" } : { kind: "timed_out" };
  } catch {
    return { kind: "error" };
  }
}

/**
 * Without a session_id the visitor belongs on the packages page. The page's script checks the
 * payment up to 5 times; with JavaScript off, the server's own reading is shown instead.
 */
export default async function BookingSuccessPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { session_id: sessionId } = await searchParams;
  if (typeof sessionId !== "string" || !sessionId) redirect("/packages");
  const outcome = await outcomeWithoutScripts(sessionId);
  return (
    <Container className="max-w-3xl py-16 sm:py-24">
      <PaymentVerification sessionId={sessionId} />
      <noscript>
        <style>{"[data-verification]{display:none}"}</style>
        <VerificationView sessionId={sessionId} state={outcome} />
      </noscript>
    </Container>
  );
}
