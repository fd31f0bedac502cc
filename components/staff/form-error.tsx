"use client";

import { useFocusOnError } from "./use-focus-on-error";

/**
 * A desk form's error, announced and given the keyboard focus each time a new one shows, so a
 * keyboard or screen-reader user lands on what went wrong.
 */
export function FormError({ error, roomy = false }: { error?: string; roomy?: boolean }) {
  const ref = useFocusOnError<HTMLParagraphElement>(error);
  if (!error) return null;
  return (
    <p
      ref={ref}
      role="alert"
      tabIndex={-1}
      className={`rounded-xl border border-rose-200 bg-rose-50 px-4 ${roomy ? "py-3" : "py-2"} text-sm text-rose-800`}
    >
      {error}
    </p>
  );
}
