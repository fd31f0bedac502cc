"use client";

import { useActionState } from "react";
import { signInStaff, type SignInState } from "@/lib/actions/staff-sign-in";
import { buttonClass } from "@/components/ui/button-link";

const fieldClass =
  "mt-2 block w-full rounded-xl border border-lavender-200 bg-white px-4 py-3 text-ink shadow-sm transition-colors hover:border-lavender-300 focus:border-lavender-500";

/** E-mail and password; posts to the sign-in action, with or without this script running. */
export function SignInForm() {
  const [state, signIn, pending] = useActionState<SignInState, FormData>(signInStaff, {});
  return (
    <form action={signIn} className="space-y-5" noValidate={false}>
      {state.error && (
        <p
          role="alert"
          className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800"
        >
          {state.error}
        </p>
      )}
      <div>
        <label htmlFor="staff-email" className="text-sm font-semibold text-aubergine">
          E-mail
        </label>
        <input
          id="staff-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={state.email}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor="staff-password" className="text-sm font-semibold text-aubergine">
          Password
        </label>
        <input
          id="staff-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={fieldClass}
        />
      </div>
      <button type="submit" disabled={pending} className={buttonClass("primary", "w-full")}>
        {pending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
