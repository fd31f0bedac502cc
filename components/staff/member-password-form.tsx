"use client";

import { useActionState } from "react";
import { setMemberPassword, type MemberPasswordState } from "@/lib/actions/staff-team";
import { FormError } from "./form-error";

/** The owner sets a member's new password on their card; a form post, no script needed. */
export function MemberPasswordForm({ id, name }: { id: string; name: string }) {
  const [state, set, pending] = useActionState<MemberPasswordState, FormData>(
    setMemberPassword,
    {},
  );
  const field = `password-${id}`;
  return (
    <form action={set} className="space-y-2">
      <input type="hidden" name="id" value={id} />
      <FormError error={state.error} />
      <label htmlFor={field} className="block text-sm font-semibold text-aubergine">
        New password for {name}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={field}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          maxLength={128}
          aria-describedby={`${field}-hint`}
          className="min-w-0 flex-1 rounded-xl border border-lavender-200 bg-white px-4 py-2 text-ink shadow-sm hover:border-lavender-300 focus:border-lavender-500"
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded-full border border-aubergine px-4 py-2 text-sm font-semibold text-aubergine transition-colors hover:bg-lavender-100 disabled:opacity-60"
        >
          Set password<span className="sr-only"> for {name}</span>
        </button>
      </div>
      <p id={`${field}-hint`} className="text-xs text-muted">
        12 to 128 characters. Their sessions end and they are mailed about it; tell them the new
        password in person or by phone.
      </p>
    </form>
  );
}
