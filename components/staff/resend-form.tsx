import { resendDeskMail } from "@/lib/actions/staff-mail";
import type { OutboxStatus } from "@/lib/contract";
import { buttonClass } from "@/components/ui/button-link";

/**
 * "Send again" for a failed mail: back in the queue and sent at once. A plain form, no script
 * needed; `from` and the list's filter bring staff back to where they pressed it.
 */
export function ResendForm({
  id,
  subject,
  from,
  status,
  before,
  compact = false,
}: {
  id: string;
  subject: string;
  from: "list" | "mail";
  status?: OutboxStatus;
  before?: string;
  compact?: boolean;
}) {
  return (
    <form action={resendDeskMail}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="from" value={from} />
      {status && <input type="hidden" name="status" value={status} />}
      {before && <input type="hidden" name="before" value={before} />}
      {/* Named for its mail: a list holds several of these buttons. */}
      <button
        type="submit"
        aria-label={`Send again: ${subject}`}
        className={
          compact
            ? "rounded-full bg-aubergine px-4 py-1.5 text-xs font-semibold whitespace-nowrap text-cream shadow-sm transition-colors hover:bg-lavender-700"
            : buttonClass("primary", "w-full")
        }
      >
        Send again
      </button>
    </form>
  );
}
