import { newFormKey } from "@/lib/db/queries/form-keys";
import { renewDeskBookingLink } from "@/lib/actions/staff-bookings";
import { buttonClass } from "@/components/ui/button-link";

/** Replaces the booking's private link and mails the new one; a plain form, no script needed. */
export function RenewLinkForm({ reference, erased }: { reference: string; erased: boolean }) {
  return (
    <form
      action={renewDeskBookingLink}
      aria-labelledby="renew-link"
      className="space-y-4 rounded-2xl border border-lavender-200 bg-lavender-50 p-6 lg:self-start"
    >
      <h2 id="renew-link" className="text-xl text-aubergine">
        Booking link
      </h2>
      <input type="hidden" name="reference" value={reference} />
      {/* Made when the form is shown: posted twice (a double click), it acts once. */}
      <input type="hidden" name="key" value={newFormKey()} />
      {erased ? (
        <p className="text-sm text-ink">
          The traveler&apos;s details were erased, so there is no one to send a link to.
        </p>
      ) : (
        <>
          <p className="text-sm text-ink">
            If the traveler&apos;s private link reached the wrong person: the old link stops working
            at once and the traveler is mailed a new one.
          </p>
          <button type="submit" className={buttonClass("primary", "w-full")}>
            Send a new booking link
          </button>
        </>
      )}
    </form>
  );
}
