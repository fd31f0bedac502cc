import type { ReactNode, Ref } from "react";
import { buttonClass } from "@/components/ui/button-link";

/**
 * The submit button that starts a checkout: disabled and reading "Processing..." while the
 * checkout is created, and focused again when the server refused a post made without the script.
 */
export function CheckoutButton({
  ref,
  processing,
  refused,
  disabled = false,
  className,
  children,
  after,
}: {
  ref: Ref<HTMLButtonElement>;
  processing: boolean;
  refused: boolean;
  disabled?: boolean;
  className: string;
  children: ReactNode;
  /** Said in both states, after the label: e.g. the package's name for screen readers. */
  after?: ReactNode;
}) {
  return (
    <button
      ref={ref}
      type="submit"
      autoFocus={refused}
      disabled={processing || disabled}
      aria-busy={processing}
      className={buttonClass("primary", className)}
    >
      {processing ? "Processing..." : children}
      {after}
    </button>
  );
}
