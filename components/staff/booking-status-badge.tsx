import { BOOKING_STATUS_LABELS, type BookingStatus } from "@/lib/contract";

// The text always says it; the tint only helps. What needs staff stands out, the past recedes.
const tints: Record<BookingStatus, string> = {
  confirmed: "bg-lavender-50 text-aubergine ring-lavender-300",
  balance_due: "bg-gold/25 text-aubergine ring-gold/60",
  paid_in_full: "bg-teal/10 text-teal ring-teal/40",
  cancellation_requested: "bg-rose-50 text-rose-800 ring-rose-300",
  cancelled_refunded: "bg-white text-muted ring-lavender-200",
  cancelled_credited: "bg-white text-muted ring-lavender-200",
  cancelled: "bg-white text-muted ring-lavender-200",
  travelled: "bg-white text-muted ring-lavender-200",
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span
      className={`inline-flex w-fit rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1 ${tints[status]}`}
    >
      {BOOKING_STATUS_LABELS[status]}
    </span>
  );
}
