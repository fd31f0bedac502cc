"use client";

import { useActionState, useEffect, useRef } from "react";
import { EnquiryInput as Field } from "@/components/contact/enquiry-field";
import { buttonClass } from "@/components/ui/button-link";
import { FormRefusal } from "@/components/ui/form-refusal";
import { confirmCreditBooking } from "@/lib/actions/payment";
import { idleState } from "@/lib/actions/state";

/**
 * Who travels on a booking a travel credit pays in full: the lead traveler's name and e-mail (the
 * confirmation and the booking's private link go there), then one button. A form posting to a
 * server action, so it works before the script loads and without it; a refusal comes back with
 * what was typed.
 */
export function CreditConfirmationForm({
  sessionId,
  cancelUrl,
}: {
  sessionId: string;
  cancelUrl: string;
}) {
  const [state, action, pending] = useActionState(confirmCreditBooking, idleState);
  const refused = state.status === "failed" ? state : null;
  const typed = refused?.fields ?? {};
  const form = useRef<HTMLFormElement>(null);
  // A refusal that comes back to a live page: the keyboard goes to the field to correct, or to
  // the message (a page rendered without JavaScript focuses it with autoFocus instead).
  useEffect(() => {
    if (!refused) return;
    const field =
      refused.invalid && form.current?.querySelector<HTMLElement>(`[name="${refused.invalid}"]`);
    (field || form.current?.querySelector<HTMLElement>("[data-refusal]"))?.focus();
  }, [refused]);
  // Confirmed meanwhile in another tab: nothing is wrong, the booking stands.
  const already = refused?.error.code === "conflict";
  return (
    <form
      ref={form}
      action={action}
      aria-label="Lead traveler"
      className="mt-10 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-lavender-100 sm:p-10"
    >
      <input type="hidden" name="session_id" value={sessionId} />
      <h2 className="text-xl font-semibold text-aubergine">Who is traveling?</h2>
      <p className="mt-2 text-sm text-muted">
        The booking is made in the lead traveler&apos;s name; the confirmation and the private link
        to the booking go to their e-mail.
      </p>
      {refused && (
        <div data-refusal tabIndex={-1} className="mt-6 outline-none">
          <FormRefusal
            title={
              already ? "This booking is already confirmed." : "Your booking was not confirmed."
            }
            reason={refused.error.message}
            className="text-sm"
          />
        </div>
      )}
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <Field
          id="credit-lead-name"
          name="name"
          label="Lead traveler's name"
          required
          maxLength={120}
          autoComplete="name"
          defaultValue={typed.name}
          autoFocus={refused?.invalid === "name"}
        />
        <Field
          id="credit-lead-email"
          name="email"
          type="email"
          label="Lead traveler's e-mail"
          required
          maxLength={254}
          autoComplete="email"
          defaultValue={typed.email}
          autoFocus={refused?.invalid === "email"}
        />
      </div>
      <div className="mt-8 flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        <a href={cancelUrl} className={buttonClass("secondary")}>
          Cancel
        </a>
        <button
          type="submit"
          disabled={pending}
          aria-busy={pending}
          className={buttonClass("primary", "sm:px-10")}
        >
          {pending ? "Confirming..." : "Confirm my booking"}
        </button>
      </div>
    </form>
  );
}
