"use client";

import { Sparkles } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { postJson } from "@/components/ui/api-client";
import { buttonClass } from "@/components/ui/button-link";
import type { RecommendationRequest, RecommendationResponse } from "@/lib/contract/recommendation";
import { AiRecommendationsResults } from "./ai-recommendations-results";

/** The contact page's AI box: preferences in, each model's recommendations out (SPEC.md "Contact"). */
export function AiRecommendations() {
  const [preferences, setPreferences] = useState("");
  const [generating, setGenerating] = useState(false);
  const [result, setResult] = useState<RecommendationResponse | null>(null);
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();

  async function generate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (generating) return;
    if (!preferences.trim()) {
      toast.error("Please describe your travel preferences");
      return;
    }
    // SPEC.md section 7: budget, style and safety priority are fixed by the site.
    const request: RecommendationRequest = {
      preferences,
      budget_range: "luxury",
      travel_style: "luxury",
      safety_priority: 5,
    };
    setGenerating(true);
    try {
      setResult(await postJson<RecommendationResponse>("/api/ai/recommendations", request));
      toast.success("AI recommendations generated!");
    } catch (error) {
      console.error("AI recommendations failed", error);
      toast.error("Failed to generate recommendations. Please try again.");
    } finally {
      setGenerating(false);
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-lavender-100 bg-white p-6 shadow-sm sm:p-10"
    >
      <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.25em] text-lavender-600 uppercase">
        <Sparkles aria-hidden="true" className="h-4 w-4" />
        Queer Intelligence
      </p>
      <h2 id={headingId} className="mt-3 text-3xl font-semibold text-aubergine">
        AI travel recommendations
      </h2>
      <p id={hintId} className="mt-2 max-w-2xl text-muted">
        Tell us what you love and what matters to you. Several models answer from our own
        destinations, safety data and packages, and we show you where they agree.
      </p>
      <form method="post" onSubmit={generate} className="mt-6">
        <label htmlFor={inputId} className="text-sm font-semibold text-aubergine">
          Your travel preferences
        </label>
        <textarea
          id={inputId}
          rows={4}
          maxLength={2000}
          value={preferences}
          aria-describedby={hintId}
          onChange={(event) => setPreferences(event.target.value)}
          placeholder="A week of beaches and nightlife in autumn, somewhere very safe for a trans traveler..."
          className="mt-2 block min-h-28 w-full resize-y rounded-xl border border-lavender-200 bg-white px-4 py-3 text-ink shadow-sm placeholder:text-muted/80 hover:border-lavender-300 focus:border-lavender-500"
        />
        <button
          type="submit"
          disabled={generating}
          className={buttonClass("primary", "mt-4 w-full sm:w-auto sm:px-10")}
        >
          {generating ? "Generating..." : "Get Recommendations"}
        </button>
      </form>
      <div aria-live="polite">{result && <AiRecommendationsResults result={result} />}</div>
    </section>
  );
}
