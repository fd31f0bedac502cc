import type { Metadata } from "next";
import { EnquiryFilters } from "@/components/staff/enquiry-filters";
import { EnquiryList } from "@/components/staff/enquiry-list";
import { DeskPager } from "@/components/staff/desk-pager";
import { ExportButton } from "@/components/staff/export-button";
import { Container } from "@/components/ui/container";
import { requireStaffMember } from "@/lib/auth/current";
import { inquiryPageQuerySchema, inquiryStatusSchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { listDeskInquiries } from "@/lib/db/queries/inquiry-desk";
import { readDeskSearch } from "@/lib/staff/desk-search";
import { firstParam, type DeskSearchParams } from "@/lib/staff/search-params";

export const metadata: Metadata = { title: "Enquiries" };

export default async function EnquiriesPage({ searchParams }: { searchParams: DeskSearchParams }) {
  const member = await requireStaffMember();
  const params = await searchParams;
  // The words searched for are sealed in the address, never written there.
  const { text: search, token, lapsed } = readDeskSearch(params, member.id);
  const status = inquiryStatusSchema.safeParse(firstParam(params.status)).data;
  // A cursor that is not an enquiry's id reads as the first page.
  const before = inquiryPageQuerySchema.safeParse({
    before: firstParam(params.before) || undefined,
  }).data?.before;
  const page = await listDeskInquiries(await getDb(), { search, status }, before);
  const query = { ...(token && { search: token }), ...(status && { status }) };
  return (
    <Container className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl text-aubergine md:text-4xl">Enquiries</h1>
          <p className="mt-1 text-sm text-muted" aria-live="polite">
            {page.total.toLocaleString("en-US")} {search || status ? "matching" : "in all"}, newest
            first
          </p>
        </div>
        <ExportButton
          action="/api/staff/inquiries/export"
          fields={{ q: search, status }}
          label="Export these enquiries (CSV)"
        />
      </div>
      <EnquiryFilters search={search} status={status} lapsed={lapsed} />
      <EnquiryList inquiries={page.inquiries} />
      <DeskPager
        path="/staff/enquiries"
        label="Pages of enquiries"
        firstLabel="Back to the newest"
        nextLabel="Older enquiries"
        query={query}
        before={before}
        nextBefore={page.nextBefore}
      />
    </Container>
  );
}
