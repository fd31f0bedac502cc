import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Icon } from "@/components/ui/icon";
import { CreditConfirmationForm } from "@/components/booking/credit-confirmation-form";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { FailureNotice } from "@/components/ui/failure-notice";
import { isNotFound } from "@/lib/api/errors";
import { getBackend } from "@/lib/backend";
import { checkoutSessionIdSchema, type CreditCheckout } from "@/lib/contract";
import { formatAmount, formatLongDate } from "@/lib/format";

export const metadata: Metadata = { title: "Confirm your booking", robots: { index: false } };

type Props = { params: Promise<{ session_id: string }> };

async function readCheckout(id: string): Promise<CreditCheckout | null | "failed"> {
  try {
    return await getBackend().getCreditCheckout(id);
  } catch (error) {
    if (isNotFound(error)) return null;
    console.error(`[page] credit checkout failed to load: ${(error as Error)?.message}`);
    return "failed";
  }
}

/** The hold's end as a visitor reads it: "14:32 UTC". */
const holdEnds = (iso: string) => `${iso.slice(11, 16)} UTC on ${formatLongDate(iso.slice(0, 10))}`;

/**
 * A booking a travel credit pays in full: nothing to pay, so no payment page; this page asks who
 * travels and books it while the seats are held.
 */
export default async function CreditCheckoutPage({ params }: Props) {
  const { session_id: raw } = await params;
  const id = checkoutSessionIdSchema.safeParse(raw);
  if (!id.success) notFound();
  const checkout = await readCheckout(id.data);
  if (checkout === null) notFound();
  if (checkout === "failed") {
    return (
      <Container className="max-w-3xl py-16 sm:py-20">
        <FailureNotice message="Failed to load this checkout. Please try again." />
      </Container>
    );
  }
  return (
    <Container className="max-w-3xl py-16 sm:py-20">
      <header>
        <p className="text-sm font-semibold tracking-widest text-lavender-700 uppercase">
          Confirm your booking
        </p>
        <h1 className="mt-2 text-4xl font-semibold text-aubergine sm:text-5xl">
          {checkout.package_name}
        </h1>
        <p className="mt-3 text-muted">{checkout.description}</p>
      </header>
      <div
        role="note"
        className="mt-8 flex gap-4 rounded-2xl border border-lavender-200 bg-lavender-50 p-5 text-ink"
      >
        <Icon name="ticket" className="mt-0.5 size-6 shrink-0 text-lavender-700" />
        <p>
          Your travel credit pays all that is due today:{" "}
          <strong>{formatAmount(checkout.credit_applied, checkout.currency)}</strong>. Nothing is
          charged to a card.
          {checkout.status === "open" &&
            ` Your seats are held until ${holdEnds(checkout.expires_at)}.`}
        </p>
      </div>
      {checkout.status === "open" ? (
        <CreditConfirmationForm sessionId={checkout.id} cancelUrl={checkout.cancel_url} />
      ) : (
        <div className="mt-10 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-lavender-100">
          <h2 className="text-2xl font-semibold text-aubergine">
            {checkout.status === "complete"
              ? "This booking is already confirmed."
              : "This checkout's hold has ended."}
          </h2>
          <p className="mt-3 text-muted">
            {checkout.status === "complete"
              ? "The confirmation and the link to your booking are in the lead traveler's e-mail."
              : "Seats are held for a short while, and this hold has ended; your travel credit is whole again. Please start your booking again."}
          </p>
          <ButtonLink href="/packages" className="mt-6">
            Back to packages
          </ButtonLink>
        </div>
      )}
    </Container>
  );
}
