"use client";

/** What the safety modal shows for one destination: loading, the scores and notes, or the failure. */
import Link from "@/components/ui/link";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { getJson } from "@/components/ui/api-client";
import type { SafetyData } from "@/lib/contract";
import { formatLongDate } from "@/lib/format";
import { noSurveyNote } from "@/lib/content/safety-score";
import { ScoreBars } from "./score-bar";

export interface SafetyTarget {
  id: string;
  slug: string;
  name: string;
  country: string;
}

const failureMessage = "Failed to load safety data";

const isScore = (value: unknown) => typeof value === "number" && value >= 0 && value <= 5;

/** Whether an answer holds every field the modal shows, of the kind it shows. */
function shownFields(value: unknown): value is SafetyData {
  if (typeof value !== "object" || value === null) return false;
  const safety = value as Record<string, unknown>;
  return (
    isScore(safety.overall_score) &&
    isScore(safety.legal_protection) &&
    isScore(safety.safety_index) &&
    (safety.social_acceptance === null || isScore(safety.social_acceptance)) &&
    typeof safety.notes === "string" &&
    typeof safety.method_version === "string" &&
    typeof safety.last_reviewed === "string" &&
    /^\d{4}-\d{2}-\d{2}$/.test(safety.last_reviewed)
  );
}

type Result = { status: "ok"; safety: SafetyData } | { status: "error" };

export function SafetyDialogBody({ target }: { target: SafetyTarget }) {
  // Mounted afresh (keyed) for each opening, so "no result yet" is the loading state.
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getJson<SafetyData>(
      `/api/safety/destination/${encodeURIComponent(target.id)}`,
      { signal: controller.signal },
      shownFields,
    ).then(
      (safety) => setResult({ status: "ok", safety }),
      () => {
        if (controller.signal.aborted) return;
        toast.error(failureMessage, { id: failureMessage });
        setResult({ status: "error" });
      },
    );
    return () => controller.abort();
  }, [target.id]);

  if (!result) {
    return (
      <p role="status" className="mt-8 animate-pulse text-muted motion-reduce:animate-none">
        Loading safety data...
      </p>
    );
  }
  if (result.status === "error") {
    return (
      <p
        role="alert"
        className="mt-8 rounded-2xl border border-blush bg-blush/40 px-5 py-4 text-ink"
      >
        {failureMessage}
      </p>
    );
  }
  const { safety } = result;
  return (
    <div className="mt-8">
      <ScoreBars safety={safety} />
      {safety.social_acceptance === null && (
        <p className="mt-3 text-sm text-muted">
          {noSurveyNote}{" "}
          <Link
            href="/destinations/safety-method"
            className="font-medium text-lavender-700 underline underline-offset-4 hover:text-aubergine"
          >
            How we rate safety
          </Link>
        </p>
      )}
      <h3 className="mt-8 text-xl font-semibold text-aubergine">Notes</h3>
      <p className="mt-2 leading-relaxed text-muted">{safety.notes}</p>
      <p className="mt-6 text-sm text-muted">
        Last reviewed {formatLongDate(safety.last_reviewed)} · method version{" "}
        {safety.method_version}
      </p>
      <Link
        href={`/destinations/${target.slug}`}
        className="mt-6 inline-flex font-semibold text-lavender-700 underline underline-offset-4 hover:text-aubergine"
      >
        Full safety profile<span className="sr-only"> of {target.name}</span>
      </Link>
    </div>
  );
}
