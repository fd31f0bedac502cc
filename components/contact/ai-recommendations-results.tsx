import type { RecommendationResponse } from "@/lib/contract/recommendation";

/**
 * Each model's answer under its name, then how the answers were cross-checked. Model output is
 * plain text with its line breaks, never HTML: no links or images can come from it.
 */
export function AiRecommendationsResults({ result }: { result: RecommendationResponse }) {
  return (
    <div className="mt-8 space-y-6">
      <h3 className="text-xl font-semibold text-aubergine">Your recommendations</h3>
      <ul className="grid gap-4">
        {result.recommendations.map((recommendation, index) => (
          <li
            key={`${index}-${recommendation.model}`}
            className="rounded-2xl border border-lavender-200 bg-lavender-50 p-5"
          >
            <article aria-label={recommendation.model}>
              <h4 className="text-base font-semibold text-lavender-700">{recommendation.model}</h4>
              <p className="mt-3 leading-relaxed break-words whitespace-pre-wrap text-ink">
                {recommendation.response}
              </p>
            </article>
          </li>
        ))}
      </ul>
      <div className="rounded-2xl bg-aubergine p-5">
        <h4 className="text-sm font-semibold tracking-[0.15em] text-gold uppercase">
          How we checked these answers
        </h4>
        <p className="mt-3 leading-relaxed break-words whitespace-pre-wrap text-cream">
          {result.bias_mitigation}
        </p>
      </div>
    </div>
  );
}
