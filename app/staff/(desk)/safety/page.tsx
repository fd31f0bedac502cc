import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { DeskPager } from "@/components/staff/desk-pager";
import { SafetyChangeList } from "@/components/staff/safety-change-list";
import { Container } from "@/components/ui/container";
import { requireStaffMember } from "@/lib/auth/current";
import { getDb } from "@/lib/db/client";
import { listDeskSafetyChanges } from "@/lib/db/queries/safety-alerts";
import { agencyOptions } from "@/lib/safety/agency-options";
import { firstParam, type DeskSearchParams } from "@/lib/staff/search-params";
import { z } from "zod";

export const metadata: Metadata = { title: "Safety changes" };

/** Material changes to the safety records of booked routes, each with the bookings it touched. */
export default async function SafetyChangesPage({
  searchParams,
}: {
  searchParams: DeskSearchParams;
}) {
  await requireStaffMember();
  const params = await searchParams;
  // A cursor that is not a change's id reads as the first page.
  const before = z.uuid().safeParse(firstParam(params.before)).data;
  const page = await listDeskSafetyChanges(await getDb(), before);
  return (
    <Container className="space-y-6">
      <div>
        <h1 className="text-3xl text-aubergine md:text-4xl">Safety changes</h1>
        <p className="mt-1 text-sm text-muted" aria-live="polite">
          {page.total.toLocaleString("en-US")} in all, newest first
        </p>
      </div>
      <section
        aria-labelledby="safety-watch-rules"
        className="space-y-2 rounded-2xl border border-lavender-200 bg-white p-5 text-sm text-ink shadow-sm"
      >
        <h2 id="safety-watch-rules" className="text-lg text-aubergine">
          How travelers are told
        </h2>
        <p>
          At each start the site compares every country of the world baseline and every
          destination&apos;s safety record with the version travelers were last alerted on. A
          material change (criminalisation, the maximum penalty, a law on expression, the
          recognition of couples, gender recognition, HIV entry, a safety level, or an overall score
          that falls by 0.3 or more) mails each traveler whose trip through that place has not
          ended, once, with what changed, its source and their options, and staff once. A new source
          or a reworded note mails no one.
        </p>
        <p>The travelers&apos; options under the terms, as their mail states them:</p>
        <ul className="list-disc space-y-1 pl-5">
          {agencyOptions.map((option) => (
            <li key={option.text}>
              {option.text} (
              <Link href={option.href} className="text-lavender-700 underline underline-offset-4">
                {option.clause}
              </Link>
              )
            </li>
          ))}
          <li>They may also cancel under the usual schedule, shown on their booking page.</li>
        </ul>
      </section>
      <SafetyChangeList changes={page.changes} />
      <DeskPager
        path="/staff/safety"
        label="Pages of safety changes"
        firstLabel="Back to the newest"
        nextLabel="Older changes"
        query={{}}
        before={before}
        nextBefore={page.nextBefore}
      />
    </Container>
  );
}
