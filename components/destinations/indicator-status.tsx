import { Icon, type IconName } from "@/components/ui/icon";
import type { IndicatorStatus as Status } from "@/lib/contract";

const looks: Record<Status, { label: string; icon: IconName; className: string }> = {
  yes: { label: "Yes", icon: "check", className: "bg-teal/10 text-teal ring-teal/30" },
  partial: { label: "Partial", icon: "minus", className: "bg-gold/15 text-gold-700 ring-gold/40" },
  no: { label: "No", icon: "x", className: "bg-blush/60 text-[#8c2f3c] ring-[#8c2f3c]/25" },
};

/** A legal indicator's status: the word and an icon carry it, so colour is never the only cue. */
export function IndicatorStatus({ status }: { status: Status }) {
  const { label, icon, className } = looks[status];
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${className}`}
    >
      <Icon name={icon} className="h-3.5 w-3.5" strokeWidth={2.5} />
      {label}
    </span>
  );
}
