import { INQUIRY_STATUS_LABELS, type InquiryStatus } from "@/lib/contract";

// Each status its own tint from the site's palette; the text always says it, colour only helps.
const tints: Record<InquiryStatus, string> = {
  new: "bg-gold/25 text-aubergine ring-gold/60",
  contacted: "bg-lavender-100 text-lavender-700 ring-lavender-300",
  proposal_sent: "bg-blush text-aubergine ring-blush",
  booked: "bg-teal/10 text-teal ring-teal/40",
  closed: "bg-white text-muted ring-lavender-200",
};

export function StatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <span
      className={`inline-flex w-fit rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1 ${tints[status]}`}
    >
      {INQUIRY_STATUS_LABELS[status]}
    </span>
  );
}
