import Link from "@/components/ui/link";
import type { SafetyData } from "@/lib/contract";
import { formatLongDate, formatScore } from "@/lib/format";
import { noSurveyNote } from "@/lib/content/safety-score";
import { LegalIndicators } from "./legal-indicators";
import { describeSafetyLevel } from "./safety-rubric";
import { ScoreBars } from "./score-bar";
import { SourceLink } from "./source-link";

function Block({
  title,
  card = false,
  children,
}: {
  title: string;
  card?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section
      className={
        card ? "rounded-3xl bg-white p-6 shadow-sm ring-1 ring-lavender-100 sm:p-8" : "mt-14"
      }
    >
      <h3 className="text-2xl font-semibold text-aubergine">{title}</h3>
      {children}
    </section>
  );
}

/** A destination's whole safety record, with everything its scores rest on. */
export function SafetyProfile({ name, safety }: { name: string; safety: SafetyData }) {
  return (
    <>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-lavender-100 sm:p-8">
          <ScoreBars safety={safety} />
        </div>
        <div className="flex flex-col justify-center gap-4 text-muted">
          <p className="leading-relaxed">
            Scores combine legal protection (40%), social acceptance (30%) and the safety index
            (30%).
            {safety.social_acceptance === null &&
              " With no survey for this place, legal protection and safety are rescaled to fill the social share."}
            {safety.criminalised &&
              " Same-sex relations are criminalized here, so the overall score is capped at 1."}
          </p>
          <p className="text-sm">
            Last reviewed {formatLongDate(safety.last_reviewed)} · Method version{" "}
            {safety.method_version} ·{" "}
            <Link
              href="/destinations/safety-method"
              className="font-semibold text-lavender-700 underline underline-offset-4 hover:text-aubergine"
            >
              How we rate safety
            </Link>
          </p>
        </div>
      </div>

      <Block title="Legal protection">
        <LegalIndicators indicators={safety.indicators} />
      </Block>

      <div className="mt-14 grid gap-6 lg:grid-cols-2">
        <Block card title="Social acceptance">
          {safety.survey ? (
            <div className="mt-4 leading-relaxed">
              <p className="text-ink">{safety.survey.finding}</p>
              <p className="mt-3 text-sm">
                <span className="text-muted">Survey: </span>
                <a href={safety.survey.url} rel="noopener noreferrer" className="text-link">
                  {safety.survey.label}
                </a>
                <span className="text-muted">
                  {" "}
                  · {safety.survey.percent_accepting}% accepting, {safety.survey.year}
                </span>
              </p>
            </div>
          ) : (
            <p className="mt-4 text-muted">{noSurveyNote}</p>
          )}
        </Block>

        <Block card title="Safety on the ground">
          <p className="mt-4 text-sm font-semibold text-aubergine">
            Safety index {formatScore(safety.safety_index)}:{" "}
            {describeSafetyLevel(safety.safety_index)}
          </p>
          <p className="mt-3 leading-relaxed text-ink">{safety.safety_rationale}</p>
        </Block>

        <Block card title={`Notes for travelers in ${name}`}>
          <p className="mt-4 leading-relaxed text-ink">{safety.notes}</p>
        </Block>

        <Block card title="Trans and non-binary travelers">
          <p className="mt-4 leading-relaxed text-ink">{safety.trans_notes}</p>
        </Block>
      </div>

      <Block title="Sources">
        <ul className="mt-4 space-y-2 text-sm leading-relaxed">
          {safety.sources.map((source) => (
            <li key={source.url}>
              <SourceLink
                source={source}
                surveyYear={source.url === safety.survey?.url ? safety.survey.year : undefined}
              />
            </li>
          ))}
        </ul>
      </Block>
    </>
  );
}
