import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Icon } from "@/components/ui/icon";
import { LocalCheckoutForm } from "@/components/booking/local-checkout-form";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { FailureNotice } from "@/components/ui/failure-notice";
import { isNotFound } from "@/lib/api/errors";
import { getBackend } from "@/lib/backend";
import { getConfig, isPublicOrigin } from "@/lib/config";
import { getShellContent } from "@/lib/content/shell";
import { checkoutSessionIdSchema, type LocalCheckout } from "@/lib/contract";
import { formatAmount } from "@/lib/format";
import { TEST_CARD_DECLINED, TEST_CARD_PAYS } from "@/lib/payments/test-cards";

export const metadata: Metadata = { title: "Test checkout", robots: { index: false } };

type Props = { params: Promise<{ session_id: string }> };

/** Loads the session; an unknown id is a 404, a backend that failed a notice in place. */
async function readCheckout(id: string): Promise<LocalCheckout | null | "failed"> {
  try {
    return await getBackend().getLocalCheckout(id);
  } catch (error) {
    if (isNotFound(error)) return null;
    console.error(`[page] checkout failed to load: ${(error as Error)?.message}`);
    return "failed";
  }
}

/**
 * A public site runs the test checkout only when its operator asked for it (ALLOW_TEST_CHECKOUT):
 * a visitor who reached it must know that nothing here books the trip.
 */
function LiveSiteNotice() {
  const { email, phone } = getShellContent().site.contact;
  return (
    <p className="mt-3 text-sm leading-relaxed">
      <strong>This live website is not taking real payments yet.</strong> Nothing you pay here is
      charged, and the booking it makes is a test: it holds no seat on the departure. To book this
      trip, write to{" "}
      <a className="font-semibold underline" href={`mailto:${email}`}>
        {email}
      </a>{" "}
      or call <span className="whitespace-nowrap">{phone}</span>.
    </p>
  );
}

const groups = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ");

/** The local test checkout: the hosted payment page the site uses when no Stripe key is set. */
export default async function LocalCheckoutPage({ params }: Props) {
  const { session_id: raw } = await params;
  const id = checkoutSessionIdSchema.safeParse(raw);
  if (!id.success) notFound();
  const checkout = await readCheckout(id.data);
  if (checkout === null) notFound();

  return (
    <Container className="max-w-3xl py-16 sm:py-20">
      <div
        role="note"
        className="flex gap-4 rounded-2xl border border-gold-700/40 bg-gold/15 p-5 text-ink"
      >
        <Icon name="flask-conical" className="mt-0.5 size-6 shrink-0 text-gold-700" />
        <div>
          <p className="font-semibold text-aubergine">Test mode: no card is charged.</p>
          <p className="mt-1 text-sm leading-relaxed">
            This is the site&apos;s own test checkout. Pay with the test card{" "}
            <span className="font-mono whitespace-nowrap">{groups(TEST_CARD_PAYS)}</span>, any
            future expiry date and any CVC. The card{" "}
            <span className="font-mono whitespace-nowrap">{groups(TEST_CARD_DECLINED)}</span> is
            declined, and so is every other number.
          </p>
          {isPublicOrigin(getConfig().SITE_URL) && <LiveSiteNotice />}
        </div>
      </div>

      {checkout === "failed" ? (
        <div className="mt-10">
          <FailureNotice message="Failed to load this checkout. Please try again." />
        </div>
      ) : (
        <>
          <header className="mt-10">
            <p className="text-sm font-semibold tracking-widest text-lavender-700 uppercase">
              Secure checkout
            </p>
            <h1 className="mt-2 text-4xl font-semibold text-aubergine sm:text-5xl">
              {checkout.package_name}
            </h1>
            {checkout.description && <p className="mt-3 text-muted">{checkout.description}</p>}
            <p className="mt-4 text-lg text-ink">
              Total due today:{" "}
              <strong className="font-display text-2xl text-aubergine">
                {formatAmount(checkout.amount_total, checkout.currency)}
              </strong>
            </p>
          </header>
          {checkout.status === "open" ? (
            <LocalCheckoutForm
              sessionId={checkout.id}
              amount={formatAmount(checkout.amount_total, checkout.currency)}
              cancelUrl={checkout.cancel_url}
            />
          ) : (
            <div className="mt-10 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-lavender-100">
              <h2 className="text-2xl font-semibold text-aubergine">
                {checkout.status === "complete"
                  ? "This checkout has already been paid."
                  : "This checkout session has expired."}
              </h2>
              <p className="mt-3 text-muted">
                {checkout.status === "complete"
                  ? "Your booking is confirmed; the confirmation is in your e-mail."
                  : "Seats are held for a short while so you can pay, and this checkout's hold has ended. Please start your booking again."}
              </p>
              <ButtonLink href="/packages" className="mt-6">
                Back to packages
              </ButtonLink>
            </div>
          )}
        </>
      )}
    </Container>
  );
}
