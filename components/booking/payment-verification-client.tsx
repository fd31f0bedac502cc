"use client";

import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { Icon } from "@/components/ui/icon";
import { useEffect, useReducer, useState } from "react";
import { toast } from "@/components/ui/toast";
import { getJson } from "@/components/ui/api-client";
import { ButtonLink } from "@/components/ui/button-link";
import { BOOKING_STATUS_LABELS } from "@/lib/contract/booking-status";
import type { CheckoutStatus } from "@/lib/contract/checkout";
import { formatAmount } from "@/lib/format";
import {
  delayBefore,
  initialVerification,
  MAX_ATTEMPTS,
  nextVerification,
  verificationToast,
  type VerificationState,
} from "@/lib/payments/verification";

/** No timer for the first check, so it starts at once. */
const wait = (ms: number) =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/** One check of the session's status, after the pause the state machine asks for. */
async function checkStatus(sessionId: string, attempt: number): Promise<CheckoutStatus> {
  await wait(delayBefore(attempt));
  return getJson<CheckoutStatus>(`/api/payments/checkout-status/${encodeURIComponent(sessionId)}`, {
    cache: "no-store",
  });
}

function useVerification(sessionId: string): VerificationState {
  const [state, dispatch] = useReducer(nextVerification, initialVerification);
  const attempt = state.kind === "checking" ? state.attempt : 0;
  const check = useQuery({
    queryKey: ["checkout-status", sessionId, attempt],
    queryFn: () => checkStatus(sessionId, attempt),
    enabled: state.kind === "checking",
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const { data, isError } = check;
  useEffect(() => {
    if (data) dispatch({ type: "result", attempt, status: data });
    else if (isError) dispatch({ type: "failure", attempt });
  }, [data, isError, attempt]);

  useEffect(() => {
    const message = verificationToast(state);
    if (!message) return;
    if (message.tone === "success") toast.success(message.message, { id: message.message });
    else toast.error(message.message, { id: message.message });
  }, [state]);
  return state;
}

function Panel({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="rounded-[2rem] bg-white p-8 text-center shadow-sm ring-1 ring-lavender-100 sm:p-12">
      <div className="mx-auto flex size-16 items-center justify-center rounded-full bg-lavender-50">
        {icon}
      </div>
      <h1 className="mt-6 text-3xl font-semibold text-aubergine sm:text-4xl">{title}</h1>
      {children}
    </div>
  );
}

function FailureActions() {
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-4">
      <ButtonLink href="/packages">Try Again</ButtonLink>
      <ButtonLink href="/contact" variant="secondary">
        Contact Support
      </ButtonLink>
    </div>
  );
}

/** The words of the confirmed view: a new booking's, a balance's, or a booking since cancelled. */
function confirmedWords(status: CheckoutStatus) {
  const now = status.booking_status;
  if (now === "cancellation_requested" || now?.startsWith("cancelled")) {
    return {
      title: "Booking Cancelled",
      lead: "This payment was received, and the booking has since been cancelled. Your booking page shows what came back to you.",
      statusText: BOOKING_STATUS_LABELS[now],
      steps: null,
    };
  }
  if (status.purpose === "balance") {
    return {
      title: "Balance Paid!",
      lead: "Thank you: your trip is now paid in full. A receipt is on its way to your inbox.",
      statusText: "Paid in full",
      steps: [
        "We send your final itinerary and travel documents before departure.",
        "Our concierge calls you 48 hours before you leave.",
        "Questions or special requests? Reply to your receipt e-mail at any time.",
      ],
    };
  }
  return {
    title: "Booking Confirmed!",
    lead: "Thank you for traveling with Lavender Compass. A confirmation is on its way to your inbox.",
    statusText: "Confirmed",
    steps: [
      "Our concierge will contact you within 24 hours to plan the details of your journey.",
      "You will receive your full itinerary and travel documents once everything is final.",
      "Questions or special requests? Reply to your confirmation e-mail at any time.",
    ],
  };
}

function Confirmed({ sessionId, status }: { sessionId: string; status: CheckoutStatus }) {
  const words = confirmedWords(status);
  return (
    <Panel icon={<Icon name="circle-check" className="size-9 text-teal" />} title={words.title}>
      <p className="mx-auto mt-3 max-w-xl text-muted">{words.lead}</p>
      <dl className="mx-auto mt-8 max-w-md divide-y divide-lavender-100 rounded-2xl bg-lavender-50 px-6 text-left text-sm">
        <div className="flex justify-between gap-4 py-3">
          <dt className="text-muted">Session ID</dt>
          <dd className="font-mono break-all text-ink">{sessionId}</dd>
        </div>
        <div className="flex justify-between gap-4 py-3">
          <dt className="text-muted">Amount</dt>
          <dd className="font-semibold text-ink">
            {formatAmount(status.amount_total, status.currency)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 py-3">
          <dt className="text-muted">Status</dt>
          <dd className="font-semibold text-teal">{words.statusText}</dd>
        </div>
        {status.booking_reference && (
          <div className="flex justify-between gap-4 py-3">
            <dt className="text-muted">Booking reference</dt>
            <dd className="font-mono font-semibold text-ink">{status.booking_reference}</dd>
          </div>
        )}
      </dl>
      {status.booking_reference && !status.booking_token && (
        <p className="mx-auto mt-6 max-w-md text-ink">
          The private link to your booking page is in your confirmation e-mail.
        </p>
      )}
      {status.booking_token && (
        <p className="mx-auto mt-6 max-w-md text-ink">
          Your private booking page, also in your confirmation e-mail (keep the link to yourself):{" "}
          <a
            className="font-semibold break-all underline"
            href={`/bookings/${status.booking_token}`}
          >
            view your booking, balance and cancellation terms
          </a>
        </p>
      )}
      {words.steps && (
        <>
          <h2 className="mt-10 text-xl font-semibold text-aubergine">Next steps</h2>
          <ol className="mx-auto mt-4 max-w-md list-decimal space-y-2 pl-5 text-left text-ink">
            {words.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      )}
      <div className="mt-10">
        <ButtonLink href="/">Return to Home</ButtonLink>
      </div>
    </Panel>
  );
}

function Verification({ sessionId }: { sessionId: string }) {
  return <VerificationView sessionId={sessionId} state={useVerification(sessionId)} />;
}

/** What a state of the verification shows; also the answer the server gives without JavaScript. */
export function VerificationView({
  sessionId,
  state,
}: {
  sessionId: string;
  state: VerificationState;
}) {
  switch (state.kind) {
    case "checking":
      return (
        <Panel
          icon={
            <Icon
              name="loader-circle"
              className="size-9 animate-spin text-lavender-700 motion-reduce:animate-none"
            />
          }
          title="Verifying your payment..."
        >
          <p role="status" className="mt-3 text-muted">
            Attempt {state.attempt} of {MAX_ATTEMPTS}
          </p>
        </Panel>
      );
    case "paid":
      return <Confirmed sessionId={sessionId} status={state.status} />;
    case "expired":
      return (
        <Panel
          icon={<Icon name="clock" className="size-9 text-gold-700" />}
          title="Payment Session Expired"
        >
          <p className="mx-auto mt-3 max-w-xl text-muted">
            Your payment session has expired. Please try booking again.
          </p>
          <FailureActions />
        </Panel>
      );
    default:
      return (
        <Panel
          icon={<Icon name="circle-x" className="size-9 text-rose-700" />}
          title="Payment Verification Failed"
        >
          <p className="mx-auto mt-3 max-w-xl text-muted">
            We encountered an issue processing your payment. Please try again or contact support.
          </p>
          <FailureActions />
        </Panel>
      );
  }
}

/** /booking-success: checks the payment up to 5 times, 2 seconds apart. */
export function PaymentVerification({ sessionId }: { sessionId: string }) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <div aria-live="polite" data-verification>
        <Verification sessionId={sessionId} />
      </div>
    </QueryClientProvider>
  );
}
