import { OUTBOX_STATUS_LABELS } from "@/lib/contract";
import type { DeskMail } from "@/lib/contract";
import { RefreshWhilePending } from "./refresh-while-pending";

const alertClass = "rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800";

/**
 * What became of a mail staff sent again, or why it was not sent again. While it is still on its
 * way the page reads itself again, so the notice turns into "sent" (or the server's refusal).
 */
export function ResendNotice({ mail, refused }: { mail: DeskMail; refused: boolean }) {
  const subject = `“${mail.subject}”`;
  if (refused) {
    return (
      <p role="alert" className={alertClass}>
        Only a failed mail can be sent again: {subject} is{" "}
        {OUTBOX_STATUS_LABELS[mail.status].toLowerCase()}.
      </p>
    );
  }
  if (mail.status === "failed") {
    return (
      <p role="alert" className={alertClass}>
        Sent again, but the mail server refused {subject} again
        {mail.lastError ? ` (${mail.lastError})` : ""}.
      </p>
    );
  }
  return (
    <p role="status" className="text-sm font-semibold text-teal">
      {mail.status === "sent"
        ? `Sent again: the mail server accepted ${subject}.`
        : `${subject} is back in the queue and on its way.`}
      {mail.status !== "sent" && <RefreshWhilePending />}
    </p>
  );
}
