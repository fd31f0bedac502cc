import type { Source } from "@/lib/contract";
import { formatLongDate } from "@/lib/format";

/** A published source with the date we last read it. */
export function SourceLink({ source }: { source: Source }) {
  return (
    <>
      <a
        href={source.url}
        rel="noopener noreferrer"
        className="font-medium text-lavender-700 underline decoration-lavender-300 underline-offset-4 hover:text-aubergine"
      >
        {source.label}
      </a>{" "}
      <span className="text-muted">(as of {formatLongDate(source.as_of)})</span>
    </>
  );
}
