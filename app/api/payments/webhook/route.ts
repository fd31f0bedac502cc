import { readLimitedText, route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";

/**
 * Stripe's webhook. The signature covers the exact bytes, so the body is read as text and never
 * parsed before it is verified. Not rate-limited: Stripe retries, and forged calls fail the check.
 */
export const POST = route({ name: "payments.webhook", rateLimit: false }, async ({ request }) =>
  getBackend().receivePaymentWebhook(
    await readLimitedText(request),
    request.headers.get("stripe-signature"),
  ),
);
