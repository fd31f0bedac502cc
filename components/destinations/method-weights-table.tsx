/** The method's weights, generated from lib/content/safety-score.ts so the page cannot drift from the code. */
import { legalIndicatorKeys } from "@/lib/contract";
import {
  componentWeights,
  CRIMINALISATION_CAP,
  indicatorLabels,
  indicatorWeights,
} from "@/lib/content/safety-score";

const totalWeight = legalIndicatorKeys.reduce((sum, key) => sum + indicatorWeights[key], 0);
const cell = "px-4 py-3 text-left align-top";

export function IndicatorWeightsTable() {
  return (
    <div className="mt-8 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-lavender-100">
      <table className="w-full text-sm">
        <caption className="px-4 pt-5 pb-2 text-left font-display text-lg font-semibold text-aubergine">
          Legal indicators and their weights
        </caption>
        <thead className="border-b border-lavender-200 text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className={cell}>
              Indicator
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Weight
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Partial earns
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-lavender-100">
          {legalIndicatorKeys.map((key) => (
            <tr key={key}>
              <th scope="row" className={`${cell} font-medium text-ink`}>
                {indicatorLabels[key]}
              </th>
              <td className={`${cell} text-right tabular-nums`}>{indicatorWeights[key]}</td>
              <td className={`${cell} text-right tabular-nums`}>{indicatorWeights[key] / 2}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-lavender-200 font-semibold text-aubergine">
          <tr>
            <th scope="row" className={cell}>
              Total
            </th>
            <td className={`${cell} text-right tabular-nums`}>{totalWeight}</td>
            <td className={cell} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function ComponentWeightsTable() {
  const rows = [
    ["Legal protection", componentWeights.legal],
    ["Social acceptance", componentWeights.social],
    ["Safety index", componentWeights.safety],
  ] as const;
  return (
    <div className="mt-8 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-lavender-100">
      <table className="w-full text-sm">
        <caption className="px-4 pt-5 pb-2 text-left font-display text-lg font-semibold text-aubergine">
          Weights of the overall score
        </caption>
        <thead className="border-b border-lavender-200 text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className={cell}>
              Component
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Weight
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-lavender-100">
          {rows.map(([label, weight]) => (
            <tr key={label}>
              <th scope="row" className={`${cell} font-medium text-ink`}>
                {label}
              </th>
              <td className={`${cell} text-right tabular-nums`}>{weight}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="px-4 pt-1 pb-5 text-sm text-muted">
        Without a survey, legal protection and the safety index are divided by{" "}
        {Math.round((componentWeights.legal + componentWeights.safety) * 100) / 100}. Where same-sex
        relations are criminalized, the overall score is capped at {CRIMINALISATION_CAP}.
      </p>
    </div>
  );
}
