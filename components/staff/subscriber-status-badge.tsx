import { SUBSCRIBER_STATUS_LABELS, type SubscriberStatus } from "@/lib/contract";

// The text always says the status; the tint only helps.
const tints: Record<SubscriberStatus, string> = {
  pending: "bg-gold/25 text-aubergine ring-gold/60",
  confirmed: "bg-teal/10 text-teal ring-teal/40",
  unsubscribed: "bg-white text-muted ring-lavender-200",
};

export function SubscriberStatusBadge({ status }: { status: SubscriberStatus }) {
  return (
    <span
      className={`inline-flex w-fit rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1 ${tints[status]}`}
    >
      {SUBSCRIBER_STATUS_LABELS[status]}
    </span>
  );
}
