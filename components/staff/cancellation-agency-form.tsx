"use client";

import { useActionState } from "react";
import { buttonClass } from "@/components/ui/button-link";
import { cancelForAgency, type CancellationFormState } from "@/lib/actions/staff-cancellations";
import { AGENCY_CANCELLATION_CREDIT } from "@/lib/bookings/cancellation";
import { AgencyReasonFields } from "./agency-reason-fields";
import { FormError } from "./form-error";

/**
 * The agency cancels: this booking, or every booking of its departure at once, each refunded in
 * full with the $500 credit; the reason is shown to the travelers. A plain form post.
 */
export function CancellationAgencyForm({
  reference,
  departureBookings,
}: {
  reference: string;
  /** Bookings on this departure that would be cancelled with it (0: no departure to offer). */
  departureBookings: number;
}) {
  const [state, cancel, pending] = useActionState<CancellationFormState, FormData>(
    cancelForAgency,
    {},
  );
  return (
    <form action={cancel} aria-label="Cancel on the agency's behalf" className="mt-4 space-y-3">
      <input type="hidden" name="reference" value={reference} />
      <FormError error={state.error} />
      <AgencyReasonFields idPrefix="agency" />
      {departureBookings > 0 && (
        <fieldset>
          <legend className="text-sm font-semibold text-aubergine">Cancel</legend>
          <label className="mt-1 flex gap-2 text-sm text-ink">
            <input type="radio" name="scope" value="booking" defaultChecked /> This booking only
          </label>
          <label className="mt-1 flex gap-2 text-sm text-ink">
            <input type="radio" name="scope" value="departure" />
            <span>
              The whole departure:{" "}
              {departureBookings === 1 ? "this booking" : `all ${departureBookings} bookings`}, and
              it is sold no more
            </span>
          </label>
        </fieldset>
      )}
      <label className="flex gap-2 text-sm text-ink">
        <input type="checkbox" name="confirm" value="yes" required className="mt-0.5" />
        Refund everything paid and add the ${AGENCY_CANCELLATION_CREDIT} credit; this cannot be
        undone.
      </label>
      <button type="submit" disabled={pending} className={buttonClass("secondary", "w-full")}>
        {pending ? "Working..." : "Cancel and refund in full"}
      </button>
    </form>
  );
}
