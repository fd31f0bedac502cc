"use client";

import { useActionState } from "react";
import { confirmPasswordForPasskey, type ConfirmState } from "@/lib/actions/staff-account";
import { buttonClass } from "@/components/ui/button-link";
import { FormError } from "./form-error";

const fieldClass =
  "mt-2 block w-full rounded-xl border border-lavender-200 bg-white px-4 py-3 text-ink shadow-sm transition-colors hover:border-lavender-300 focus:border-lavender-500";

/**
 * Shown instead of "Add a passkey" when the member signed in more than `minutes` ago: their
 * password signs them in afresh, and the page then offers the passkey. A plain form post.
 */
export function ConfirmPasswordForm({ minutes }: { minutes: number }) {
  const [state, confirm, pending] = useActionState<ConfirmState, FormData>(
    confirmPasswordForPasskey,
    {},
  );
  return (
    <div className="rounded-2xl border border-lavender-200 bg-lavender-50 p-6">
      <h3 className="text-lg text-aubergine">Add a passkey</h3>
      <p className="mt-2 text-sm text-ink">
        For your safety, a passkey is added only within {minutes} minutes of signing in. Type your
        password to go on.
      </p>
      <form action={confirm} className="mt-3 space-y-4">
        <FormError error={state.error} roomy />
        <div>
          <label htmlFor="confirm-password" className="text-sm font-semibold text-aubergine">
            Your password
          </label>
          <input
            id="confirm-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={fieldClass}
          />
        </div>
        <button type="submit" disabled={pending} className={buttonClass("primary")}>
          {pending ? "Checking…" : "Confirm password"}
        </button>
      </form>
    </div>
  );
}
