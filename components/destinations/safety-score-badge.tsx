import { ShieldCheck } from "lucide-react";
import { formatScore } from "@/lib/format";

/** A destination's overall safety score as a pill: "Safety score 4.3/5" to every reader. */
export function SafetyScoreBadge({ score, className = "" }: { score: number; className?: string }) {
  return (
    <p
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full bg-lavender-50 px-3 py-1 text-sm font-semibold text-aubergine ring-1 ring-lavender-200 ${className}`}
    >
      <ShieldCheck aria-hidden="true" className="h-4 w-4 text-teal" />
      <span className="sr-only">Safety score </span>
      {formatScore(score)}
    </p>
  );
}
