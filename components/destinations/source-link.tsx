import type { Source } from "@/lib/contract";
import { formatLongDate } from "@/lib/format";

/**
 * A published source with the day we read it (its `as_of`, which a destination record's sources
 * hold as the day read), or, for the survey a score rests on, the year it was conducted: a survey
 * is dated by that year, not by a reading.
 */
export function SourceLink({ source, surveyYear }: { source: Source; surveyYear?: number }) {
  return (
    <>
      <a href={source.url} rel="noopener noreferrer" className="text-link">
        {source.label}
      </a>{" "}
      <span className="text-muted">
        (
        {surveyYear === undefined
          ? `read ${formatLongDate(source.as_of)}`
          : `survey of ${surveyYear}`}
        )
      </span>
    </>
  );
}
