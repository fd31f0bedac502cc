"use client";

import { useActionState } from "react";
import { changePassword, type PasswordFormState } from "@/lib/actions/staff-account";
import { buttonClass } from "@/components/ui/button-link";
import { FormError } from "./form-error";

const fieldClass =
  "mt-2 block w-full rounded-xl border border-lavender-200 bg-white px-4 py-3 text-ink shadow-sm transition-colors hover:border-lavender-300 focus:border-lavender-500";

/**
 * The member's own new password, with their current one; posts to a server action, so it works
 * before this script runs and without it. Neither password is ever filled in again.
 */
export function PasswordForm() {
  const [state, change, pending] = useActionState<PasswordFormState, FormData>(changePassword, {});
  return (
    <form action={change} aria-labelledby="change-password" className="space-y-4">
      <h3 id="change-password" className="text-lg text-aubergine">
        Change your password
      </h3>
      <FormError error={state.error} roomy />
      <div>
        <label htmlFor="current-password" className="text-sm font-semibold text-aubergine">
          Current password
        </label>
        <input
          id="current-password"
          name="current"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={state.field === "current" || undefined}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor="new-password" className="text-sm font-semibold text-aubergine">
          New password
        </label>
        <p id="new-password-hint" className="mt-1 text-sm text-muted">
          12 to 128 characters. A few unrelated words make a strong one.
        </p>
        <input
          id="new-password"
          name="next"
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          maxLength={128}
          aria-describedby="new-password-hint"
          aria-invalid={state.field === "next" || undefined}
          className={fieldClass}
        />
      </div>
      <p className="text-sm text-muted">
        Your other sessions end, on every device; this one stays. You are mailed about the change.
      </p>
      <button type="submit" disabled={pending} className={buttonClass("primary")}>
        {pending ? "Changing…" : "Change password"}
      </button>
    </form>
  );
}
