import { DESK_PAGE_SIZE } from "@/lib/contract/staff";
import type { Metadata } from "next";
import { CreditList } from "@/components/staff/credit-list";
import { DeskPager } from "@/components/staff/desk-pager";
import { Container } from "@/components/ui/container";
import { requireStaffMember } from "@/lib/auth/current";
import { isoDay } from "@/lib/bookings/money";
import { creditPageQuerySchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { listCredits } from "@/lib/db/queries/credits";
import { firstParam, type DeskSearchParams } from "@/lib/staff/search-params";

export const metadata: Metadata = { title: "Travel credits" };

/** Every travel credit, newest first, 50 a page, with what is left and where it was used. */
export default async function CreditsPage({ searchParams }: { searchParams: DeskSearchParams }) {
  await requireStaffMember();
  const params = await searchParams;
  const before = creditPageQuerySchema.safeParse({
    before: firstParam(params.before) || undefined,
  }).data?.before;
  const rows = await listCredits(await getDb(), isoDay(), {
    before,
    limit: DESK_PAGE_SIZE + 1,
  });
  const credits = rows.slice(0, DESK_PAGE_SIZE);
  return (
    <Container className="space-y-6">
      <div>
        <h1 className="text-3xl text-aubergine md:text-4xl">Travel credits</h1>
        <p className="mt-1 text-sm text-muted">
          Newest first. Only the traveler&apos;s mail has a code; the desk shows its last four
          characters. A credit is never paid out as money.
        </p>
      </div>
      <CreditList credits={credits} />
      <DeskPager
        path="/staff/credits"
        label="Pages of credits"
        firstLabel="Back to the newest"
        nextLabel="Older credits"
        query={{}}
        before={before}
        nextBefore={rows.length > DESK_PAGE_SIZE ? (credits.at(-1)?.id ?? null) : null}
      />
    </Container>
  );
}
