"use client";

import { useActionState, useState, type FormEvent } from "react";
import { Icon } from "@/components/ui/icon";
import { EnquiryInput as Field } from "@/components/contact/enquiry-field";
import { ApiRequestError, postJson } from "@/components/ui/api-client";
import { buttonClass } from "@/components/ui/button-link";
import { localPaymentInputSchema } from "@/lib/contract/card";
import type { LocalPaymentResult } from "@/lib/contract/checkout";
import { payTestCheckout } from "@/lib/actions/payment";
import { idleState } from "@/lib/actions/state";

const fields = ["card_number", "expiry", "cvc", "email", "name"] as const;
type FieldName = (typeof fields)[number];
type Values = Record<FieldName, string>;

const labels: Record<FieldName, string> = {
  card_number: "Card number",
  expiry: "Expiry (MM/YY)",
  cvc: "CVC",
  email: "Email",
  name: "Name on card",
};

/** The first problem with each field, in words a traveler reads. */
function problemsOf(values: Values, sessionId: string): Partial<Record<FieldName, string>> {
  const parsed = localPaymentInputSchema.safeParse({ session_id: sessionId, ...values });
  if (parsed.success) return {};
  const problems: Partial<Record<FieldName, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as FieldName;
    if (fields.includes(field)) problems[field] ??= `${labels[field]} ${issue.message}.`;
  }
  return problems;
}

/** The test checkout's card form: checked here and again on the server, which alone decides. */
export function LocalCheckoutForm({
  sessionId,
  amount,
  cancelUrl,
}: {
  sessionId: string;
  amount: string;
  cancelUrl: string;
}) {
  const [problems, setProblems] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [paying, setPaying] = useState(false);
  // Posted before this script ran, or without JavaScript, the form goes to the server action: a
  // declined or refused card comes back here with its reason, the card fields empty.
  const [posted, postAction] = useActionState(payTestCheckout, idleState);
  const refused = posted.status === "failed" && failure === undefined ? posted : null;
  // Fixed for the page's life: the fields are the browser's own, and a default that changed later
  // would rewrite one the visitor had not touched since.
  const typed = posted.status === "failed" ? posted.fields : {};

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      fields.map((field) => [field, String(data.get(field) ?? "")]),
    ) as Values;
    const found = problemsOf(values, sessionId);
    setProblems(found);
    setFailure(undefined);
    const first = fields.find((field) => found[field]);
    if (first) {
      document.getElementById(`checkout-${first}`)?.focus();
      return;
    }
    setPaying(true);
    try {
      const result = await postJson<LocalPaymentResult>("/api/payments/local/pay", {
        session_id: sessionId,
        ...values,
      });
      window.location.assign(result.redirect_url);
    } catch (error) {
      setFailure(
        error instanceof ApiRequestError ? error.message : "The payment could not be completed.",
      );
      setPaying(false);
    }
  }

  const bind = (field: FieldName) => ({
    id: `checkout-${field}`,
    name: field,
    label: labels[field],
    required: true,
    defaultValue: typed[field],
    autoFocus: refused?.invalid === field,
    "aria-invalid": problems[field] ? true : undefined,
    "aria-describedby": problems[field] ? `checkout-${field}-problem` : undefined,
  });

  const problem = (field: FieldName) =>
    problems[field] && (
      <p id={`checkout-${field}-problem`} className="mt-1 text-sm text-rose-700">
        {problems[field]}
      </p>
    );

  return (
    <form
      action={postAction}
      onSubmit={pay}
      noValidate
      aria-label="Card payment"
      className="mt-10 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-lavender-100 sm:p-10"
    >
      <input type="hidden" name="session_id" value={sessionId} />
      <div className="grid gap-6 sm:grid-cols-6">
        <div className="sm:col-span-6">
          <Field {...bind("card_number")} inputMode="numeric" autoComplete="cc-number" />
          {problem("card_number")}
        </div>
        <div className="sm:col-span-3">
          <Field {...bind("expiry")} placeholder="MM/YY" autoComplete="cc-exp" />
          {problem("expiry")}
        </div>
        <div className="sm:col-span-3">
          <Field {...bind("cvc")} inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
          {problem("cvc")}
        </div>
        <div className="sm:col-span-3">
          <Field {...bind("email")} type="email" autoComplete="email" />
          {problem("email")}
        </div>
        <div className="sm:col-span-3">
          <Field {...bind("name")} autoComplete="cc-name" />
          {problem("name")}
        </div>
      </div>
      <div role="alert" className="empty:hidden">
        {(failure ?? refused?.error.message) && (
          <p className="mt-6 rounded-xl border border-blush bg-blush/40 px-4 py-3 text-ink">
            {failure ?? refused?.error.message}
          </p>
        )}
      </div>
      <div className="mt-8 flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        <a href={cancelUrl} className={buttonClass("secondary")}>
          Cancel
        </a>
        <button
          type="submit"
          autoFocus={refused !== null && !refused.invalid}
          disabled={paying}
          className={buttonClass("primary", "sm:px-10")}
        >
          <Icon name="lock" className="size-4" />
          {paying ? "Processing..." : `Pay ${amount}`}
        </button>
      </div>
    </form>
  );
}
