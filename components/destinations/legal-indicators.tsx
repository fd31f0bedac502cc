import type { LegalIndicator } from "@/lib/contract";
import { IndicatorStatus } from "./indicator-status";
import { SourceLink } from "./source-link";

/** The ten legal indicators of a safety record, each with its status, year, detail and source. */
export function LegalIndicators({ indicators }: { indicators: LegalIndicator[] }) {
  return (
    <ul className="mt-6 grid gap-4 lg:grid-cols-2">
      {indicators.map((indicator) => (
        <li
          key={indicator.key}
          data-indicator={indicator.key}
          className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-lavender-100 sm:p-6"
        >
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <h4 className="font-sans text-base font-semibold text-aubergine">{indicator.label}</h4>
            <div className="flex items-center gap-3 text-sm text-muted">
              {indicator.since !== null && <span>Since {indicator.since}</span>}
              <IndicatorStatus status={indicator.status} />
            </div>
          </div>
          <p className="mt-2 text-sm leading-relaxed text-ink">{indicator.detail}</p>
          <p className="mt-2 text-xs leading-relaxed">
            <span className="text-muted">Source: </span>
            <SourceLink source={indicator.source} />
          </p>
        </li>
      ))}
    </ul>
  );
}
