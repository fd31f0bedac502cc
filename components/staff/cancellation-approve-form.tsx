"use client";

import { useActionState } from "react";
import { buttonClass } from "@/components/ui/button-link";
import { approveCancellation, type CancellationFormState } from "@/lib/actions/staff-cancellations";
import { FormError } from "./form-error";

const fieldClass =
  "mt-1 block w-full rounded-xl border border-lavender-200 bg-white px-4 py-2 text-ink shadow-sm hover:border-lavender-300 focus:border-lavender-500";

/**
 * Staff approve a traveler's request: supplier costs that cannot be recovered (if the tier allows
 * them) with the reason the traveler will read, then the refund or credit. A plain form post.
 */
export function CancellationApproveForm({
  reference,
  costsAllowed,
  action,
}: {
  reference: string;
  /** Whether the tier takes supplier costs (not more than 60 days before travel). */
  costsAllowed: boolean;
  /** The button's words: "Approve and refund", "Approve and issue the credit". */
  action: string;
}) {
  const [state, approve, pending] = useActionState<CancellationFormState, FormData>(
    approveCancellation,
    {},
  );
  return (
    <form action={approve} aria-label="Approve the cancellation" className="mt-4 space-y-3">
      <input type="hidden" name="reference" value={reference} />
      <FormError error={state.error} />
      {costsAllowed && (
        <>
          <div>
            <label htmlFor="supplier-costs" className="text-sm font-semibold text-aubergine">
              Supplier costs we cannot recover (USD, optional)
            </label>
            <input
              id="supplier-costs"
              name="supplier_costs"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor="supplier-costs-reason" className="text-sm font-semibold text-aubergine">
              What they are (the traveler reads this)
            </label>
            <textarea
              id="supplier-costs-reason"
              name="supplier_costs_reason"
              rows={2}
              maxLength={500}
              className={fieldClass}
            />
          </div>
        </>
      )}
      <button type="submit" disabled={pending} className={buttonClass("primary", "w-full")}>
        {pending ? "Working..." : action}
      </button>
    </form>
  );
}
