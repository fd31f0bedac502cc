import { OUTBOX_STATUS_LABELS, type OutboxStatus } from "@/lib/contract";

// The text always says it; the tint only helps. A failed mail stands out.
const tints: Record<OutboxStatus, string> = {
  queued: "bg-lavender-100 text-lavender-700 ring-lavender-300",
  sending: "bg-gold/25 text-aubergine ring-gold/60",
  sent: "bg-teal/10 text-teal ring-teal/40",
  failed: "bg-rose-50 text-rose-800 ring-rose-300",
};

export function MailStatusBadge({ status }: { status: OutboxStatus }) {
  return (
    <span
      className={`inline-flex w-fit rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1 ${tints[status]}`}
    >
      {OUTBOX_STATUS_LABELS[status]}
    </span>
  );
}
