"use client";

import { Icon } from "@/components/ui/icon";
import { useActionState, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { KeptTextarea } from "@/components/ui/kept-textarea";
import { toast } from "@/components/ui/toast";
import { postJson } from "@/components/ui/api-client";
import { buttonClass } from "@/components/ui/button-link";
import { recommendTrips } from "@/lib/actions/recommendations";
import { idleState } from "@/lib/actions/state";
import type { RecommendationRequest, RecommendationResponse } from "@/lib/contract/recommendation";
import { AiRecommendationsResults } from "./ai-recommendations-results";

const describe = "Please describe your travel preferences";
const failed = "Failed to generate recommendations. Please try again.";

/**
 * The contact page's AI box: preferences in, each model's recommendations out. The text field is
 * the browser's own, read when the box is sent, so what was typed before the script ran stays.
 * Once its script runs it asks the API and answers with toasts; posted before that, or without
 * JavaScript, it goes to the recommendations server action and the page comes back with the
 * recommendations rendered.
 */
export function AiRecommendations() {
  const [posted, postAction] = useActionState(recommendTrips, idleState);
  const asked =
    posted.status === "done"
      ? posted.data.preferences
      : posted.status === "failed"
        ? (posted.fields.preferences ?? "")
        : "";
  const [generating, setGenerating] = useState(false);
  const [result, setResult] = useState<RecommendationResponse | null>(
    posted.status === "done" ? posted.data.result : null,
  );
  // The answer to a post made without the script, until the visitor asks again with it.
  const [askedWithScript, setAskedWithScript] = useState(false);
  const refused = !askedWithScript && posted.status === "failed" ? posted : null;
  const [failures, setFailures] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();

  // A disabled button loses the keyboard focus; after a failure it gets it back to try again.
  useEffect(() => {
    if (failures > 0) buttonRef.current?.focus();
  }, [failures]);

  async function generate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (generating) return;
    setAskedWithScript(true);
    const preferences = String(new FormData(event.currentTarget).get("preferences") ?? "");
    if (!preferences.trim()) {
      toast.error(describe);
      document.getElementById(inputId)?.focus();
      return;
    }
    // Budget, style and safety priority are fixed by the site.
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
      toast.error(failed);
      setFailures((count) => count + 1);
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
        <Icon name="sparkles" className="h-4 w-4" />
        Queer Intelligence
      </p>
      <h2 id={headingId} className="mt-3 text-3xl font-semibold text-aubergine">
        AI travel recommendations
      </h2>
      <p id={hintId} className="mt-2 max-w-2xl text-muted">
        Tell us what you love and what matters to you. Several models answer from our own
        destinations, safety data and packages, and we show you where they agree.
      </p>
      <form action={postAction} onSubmit={generate} className="mt-6">
        <label htmlFor={inputId} className="text-sm font-semibold text-aubergine">
          Your travel preferences
        </label>
        <KeptTextarea
          id={inputId}
          name="preferences"
          rows={4}
          maxLength={2000}
          defaultValue={asked}
          aria-describedby={refused ? `${hintId} ${inputId}-error` : hintId}
          autoFocus={refused?.invalid === "preferences"}
          placeholder="A week of beaches and nightlife in autumn, somewhere very safe for a trans traveler..."
          className="mt-2 block min-h-28 w-full resize-y rounded-xl border border-lavender-200 bg-white px-4 py-3 text-ink shadow-sm placeholder:text-muted/80 hover:border-lavender-300 focus:border-lavender-500"
        />
        {refused && (
          <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm text-rose-800">
            {refused.invalid === "preferences" ? describe : `${failed} ${refused.error.message}`}
          </p>
        )}
        <button
          ref={buttonRef}
          type="submit"
          autoFocus={Boolean(refused) && refused?.invalid !== "preferences"}
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
