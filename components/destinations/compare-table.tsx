import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import {
  legalIndicatorKeys,
  type Destination,
  type SafetyData,
  type TravelPackage,
} from "@/lib/contract";
import { indicatorLabels } from "@/lib/content/safety-score";
import { formatScore } from "@/lib/format";
import { IndicatorStatus } from "./indicator-status";
import { describeSafetyLevel } from "./safety-rubric";
import { scoreLabels, ScoreMeter, type ScoreKey } from "./score-bar";

export interface ComparedDestination {
  destination: Destination;
  /** null when the safety data failed to load; the page says so above the table. */
  safety: SafetyData | null;
  packages: TravelPackage[] | null;
}

const rowHeader =
  "sticky left-0 z-10 w-28 bg-white px-3 py-4 text-left align-top text-xs font-semibold text-aubergine sm:w-44 sm:px-4 sm:text-sm";
const dataCell = "px-4 py-4 align-top text-sm";

function Row({
  label,
  columns,
  render,
}: {
  label: string;
  columns: ComparedDestination[];
  render: (column: ComparedDestination) => ReactNode;
}) {
  return (
    <tr>
      <th scope="row" className={rowHeader}>
        {label}
      </th>
      {columns.map((column) => (
        <td key={column.destination.slug} className={dataCell}>
          {render(column)}
        </td>
      ))}
    </tr>
  );
}

function GroupHeading({ label, span }: { label: string; span: number }) {
  return (
    <tr className="bg-lavender-50">
      <th
        scope="colgroup"
        colSpan={span}
        className="px-4 py-3 text-left font-display text-lg font-semibold text-aubergine"
      >
        {label}
      </th>
    </tr>
  );
}

/** Two or three destinations side by side: scores, laws, survey, safety, season and packages. */
export function CompareTable({ columns }: { columns: ComparedDestination[] }) {
  const span = columns.length + 1;
  const hasSafety = columns.every((column) => column.safety !== null);
  const hasPackages = columns.every((column) => column.packages !== null);
  const safetyOf = (column: ComparedDestination) => column.safety as SafetyData;
  return (
    <div
      role="region"
      aria-labelledby="compare-caption"
      tabIndex={0}
      className="mt-12 overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-lavender-100"
    >
      <table
        className={`w-full table-fixed ${columns.length === 3 ? "min-w-[46rem]" : "min-w-[33rem]"}`}
      >
        <caption id="compare-caption" className="sr-only">
          {columns.map((column) => column.destination.name).join(" compared with ")}
        </caption>
        <thead>
          <tr className="border-b border-lavender-200">
            <td className={rowHeader} />
            {columns.map(({ destination }) => (
              <th key={destination.slug} scope="col" className="px-4 py-5 text-left align-top">
                <Link href={`/destinations/${destination.slug}`} className="group block">
                  <span className="block font-display text-2xl font-semibold text-aubergine group-hover:underline">
                    {destination.name}
                  </span>
                  <span className="mt-1 block text-sm font-normal text-muted">
                    {destination.country} · {destination.region}
                  </span>
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        {hasSafety && (
          <tbody className="divide-y divide-lavender-100">
            <GroupHeading label="Scores" span={span} />
            {(Object.keys(scoreLabels) as ScoreKey[]).map((key) => (
              <Row
                key={key}
                label={scoreLabels[key]}
                columns={columns}
                render={(column) => (
                  <div data-score-key={key}>
                    <ScoreMeter score={safetyOf(column)[key]} emphasis={key === "overall_score"} />
                  </div>
                )}
              />
            ))}
            <GroupHeading label="Legal indicators" span={span} />
            {legalIndicatorKeys.map((key) => (
              <Row
                key={key}
                label={indicatorLabels[key]}
                columns={columns}
                render={(column) => {
                  const indicator = safetyOf(column).indicators.find((item) => item.key === key);
                  return indicator ? (
                    <span className="flex flex-wrap items-center gap-2">
                      <IndicatorStatus status={indicator.status} />
                      {indicator.since !== null && (
                        <span className="text-muted">since {indicator.since}</span>
                      )}
                    </span>
                  ) : (
                    <span className="text-muted">No data</span>
                  );
                }}
              />
            ))}
            <GroupHeading label="On the ground" span={span} />
            <Row
              label="Survey"
              columns={columns}
              render={(column) => {
                const survey = safetyOf(column).survey;
                return survey ? (
                  <span>
                    <span className="font-semibold text-ink">
                      {survey.percent_accepting}% accepting
                    </span>{" "}
                    <span className="text-muted">({survey.year})</span>
                  </span>
                ) : (
                  <span className="text-muted">No data</span>
                );
              }}
            />
            <Row
              label="Safety level"
              columns={columns}
              render={(column) => (
                <span>
                  <span className="font-semibold text-ink">
                    {formatScore(safetyOf(column).safety_index)}
                  </span>
                  <span className="mt-1 block text-muted">
                    {describeSafetyLevel(safetyOf(column).safety_index)}
                  </span>
                </span>
              )}
            />
          </tbody>
        )}
        <tbody className="divide-y divide-lavender-100">
          <GroupHeading label="Planning" span={span} />
          <Row
            label="Best time to visit"
            columns={columns}
            render={({ destination }) => destination.best_time_to_visit}
          />
          {hasPackages && (
            <Row
              label="Packages"
              columns={columns}
              render={({ packages }) =>
                packages && packages.length > 0 ? (
                  <ul className="space-y-1.5">
                    {packages.map((pkg) => (
                      <li key={pkg.id}>
                        <Link
                          href={`/packages#${pkg.id}`}
                          className="font-medium text-lavender-700 underline underline-offset-4 hover:text-aubergine"
                        >
                          {pkg.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <span className="text-muted">None yet</span>
                )
              }
            />
          )}
        </tbody>
      </table>
    </div>
  );
}
