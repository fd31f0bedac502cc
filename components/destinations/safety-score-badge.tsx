import { formatScore } from "@/lib/format";

/**
 * A destination's overall safety score as a pill: "Safety score 4.3/5" to every reader. Styled by
 * `score-badge` in app/globals.css, which also draws its shield (one short class: a card list shows 25).
 */
export function SafetyScoreBadge({ score, className = "" }: { score: number; className?: string }) {
  return (
    <p className={className ? `score-badge ${className}` : "score-badge"}>
      <span className="sr-only">Safety score </span>
      {formatScore(score)}
    </p>
  );
}
