/**
 * Safety scores as bars out of 5 (width proportional to score/5), with the number
 * as text so the bar is never the only cue. No hooks: the modal island and the server pages share it.
 */
import type { SafetyData } from "@/lib/contract";
import { formatScore } from "@/lib/format";

export type ScoreKey = "overall_score" | "legal_protection" | "social_acceptance" | "safety_index";

export const scoreLabels: Record<ScoreKey, string> = {
  overall_score: "Overall score",
  legal_protection: "Legal protection",
  social_acceptance: "Social acceptance",
  safety_index: "Safety index",
};

const scoreKeys = Object.keys(scoreLabels) as ScoreKey[];

/** The bar's width in percent, to one decimal: 4.3 -> "86%". */
export function barWidth(score: number): string {
  return `${Math.round(score * 200) / 10}%`;
}

/** The value and its bar; a null score (no survey) reads "No data" over an empty track. */
export function ScoreMeter({
  score,
  emphasis = false,
}: {
  score: number | null;
  emphasis?: boolean;
}) {
  return (
    <div className="flex items-center gap-3">
      <div
        aria-hidden="true"
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-lavender-100 forced-colors:border"
      >
        {score !== null && (
          <div
            data-bar
            className={`h-full rounded-full forced-colors:bg-[CanvasText] ${emphasis ? "bg-aubergine" : "bg-lavender-600"}`}
            style={{ width: barWidth(score) }}
          />
        )}
      </div>
      <span
        data-value
        className={`min-w-14 text-right text-sm font-semibold tabular-nums ${score === null ? "text-muted" : "text-aubergine"}`}
      >
        {score === null ? "No data" : formatScore(score)}
      </span>
    </div>
  );
}

/** The four scores of a safety record as a definition list. */
export function ScoreBars({ safety }: { safety: Pick<SafetyData, ScoreKey> }) {
  return (
    <dl className="space-y-4">
      {scoreKeys.map((key) => (
        <div key={key} data-score-key={key}>
          <dt
            className={`mb-1.5 text-sm ${key === "overall_score" ? "font-semibold text-aubergine" : "text-ink"}`}
          >
            {scoreLabels[key]}
          </dt>
          <dd>
            <ScoreMeter score={safety[key]} emphasis={key === "overall_score"} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
