import { BALANCE_STATUS_LABELS, type BalanceStatus } from "@/lib/contract";

// The text always says it; the tint only helps. Overdue stands out, paid in full recedes.
const tints: Record<BalanceStatus, string> = {
  overdue: "bg-rose-50 text-rose-800 ring-rose-300",
  due: "bg-gold/25 text-aubergine ring-gold/60",
  paid_in_full: "bg-teal/10 text-teal ring-teal/40",
  cancelled: "bg-white text-muted ring-lavender-200",
};

export function BalanceBadge({ status }: { status: BalanceStatus }) {
  return (
    <span
      className={`inline-flex w-fit rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1 ${tints[status]}`}
    >
      {BALANCE_STATUS_LABELS[status]}
    </span>
  );
}
