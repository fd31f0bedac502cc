"use client";

import { useActionState } from "react";
import { buttonClass } from "@/components/ui/button-link";
import {
  cancelWholeDeparture,
  type CancellationFormState,
} from "@/lib/actions/staff-cancellations";
import { AGENCY_CANCELLATION_CREDIT } from "@/lib/bookings/cancellation";
import { AgencyReasonFields } from "./agency-reason-fields";
import { FormError } from "./form-error";

/**
 * The agency cancels the whole departure from its manifest, whatever its bookings: each refunded
 * in full with the $500 credit, the departure sold no more. The reason and note are shown to the
 * travelers. A plain form post.
 */
export function DepartureCancelForm({
  departureId,
  bookings,
}: {
  departureId: string;
  /** Bookings the cancellation would settle (0: none, it is only taken off sale). */
  bookings: number;
}) {
  const [state, cancel, pending] = useActionState<CancellationFormState, FormData>(
    cancelWholeDeparture,
    {},
  );
  return (
    <form action={cancel} aria-label="Cancel this departure" className="mt-4 space-y-3">
      <input type="hidden" name="departure_id" value={departureId} />
      <FormError error={state.error} />
      <AgencyReasonFields idPrefix="departure" />
      <label className="flex gap-2 text-sm text-ink">
        <input type="checkbox" name="confirm" value="yes" required className="mt-0.5" />
        <span>
          Take this departure off sale
          {bookings > 0
            ? ` and cancel its ${bookings === 1 ? "booking" : `${bookings} bookings`}, each refunded everything paid plus the $${AGENCY_CANCELLATION_CREDIT} credit`
            : ""}
          ; this cannot be undone.
        </span>
      </label>
      <button type="submit" disabled={pending} className={buttonClass("secondary", "w-full")}>
        {pending ? "Working..." : "Cancel this departure"}
      </button>
    </form>
  );
}
