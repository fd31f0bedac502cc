import type { Metadata } from "next";
import { AuditFilters } from "@/components/staff/audit-filters";
import { AuditList } from "@/components/staff/audit-list";
import { DeskPager } from "@/components/staff/desk-pager";
import { ExportButton } from "@/components/staff/export-button";
import { OwnerOnly } from "@/components/staff/owner-only";
import { buttonClass } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { isOwner } from "@/lib/auth/actor";
import { requireStaffMember } from "@/lib/auth/current";
import { auditFilterSchema, auditQuerySchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { countStaffActions, listAuditChoices, listStaffActions } from "@/lib/db/queries/audit";
import { firstParam, type DeskSearchParams } from "@/lib/staff/search-params";

export const metadata: Metadata = { title: "Audit log" };

const PAGE_SIZE = 50;

export default async function AuditPage({ searchParams }: { searchParams: DeskSearchParams }) {
  const member = await requireStaffMember();
  if (!isOwner(member)) return <OwnerOnly section="The audit log" />;
  const params = await searchParams;
  // A filter or a cursor that is not valid reads as none.
  const { action, staff } =
    auditFilterSchema.safeParse({
      action: firstParam(params.action) || undefined,
      staff: firstParam(params.staff) || undefined,
    }).data ?? {};
  const before = auditQuerySchema.safeParse({ before: firstParam(params.before) || undefined }).data
    ?.before;
  const db = await getDb();
  const filter = { action, staffId: staff };
  const [rows, total, choices] = await Promise.all([
    listStaffActions(db, { ...filter, before, limit: PAGE_SIZE + 1 }),
    countStaffActions(db, filter),
    listAuditChoices(db),
  ]);
  const entries = rows.slice(0, PAGE_SIZE);
  const nextBefore = rows.length > PAGE_SIZE ? (entries.at(-1)?.id ?? null) : null;
  const query = { ...(action && { action }), ...(staff && { staff }) };
  return (
    <Container className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl text-aubergine md:text-4xl">Audit log</h1>
          <p className="mt-1 text-sm text-muted" aria-live="polite">
            {total.toLocaleString("en-US")} {action || staff ? "matching" : "entries in all"},
            newest first. Records are named by id or reference, never by a visitor&rsquo;s details.
          </p>
        </div>
        <ExportButton
          action="/api/staff/audit/export"
          fields={query}
          label="Download CSV"
          className={buttonClass("secondary")}
        />
      </div>
      <AuditFilters
        actions={choices.actions}
        staff={choices.staff}
        action={action}
        staffId={staff}
      />
      <AuditList entries={entries} />
      <DeskPager
        path="/staff/audit"
        label="Pages of the audit log"
        firstLabel="Back to the newest"
        nextLabel="Older entries"
        query={query}
        before={before}
        nextBefore={nextBefore}
      />
    </Container>
  );
}
