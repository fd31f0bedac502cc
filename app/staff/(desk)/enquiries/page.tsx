import type { Metadata } from "next";
import { DeskFilters } from "@/components/staff/desk-filters";
import { DeskHeading, DeskListPager } from "@/components/staff/desk-heading";
import { EnquiryList } from "@/components/staff/enquiry-list";
import { Container } from "@/components/ui/container";
import { requireStaffMember } from "@/lib/auth/current";
import { getDb } from "@/lib/db/client";
import { enquiriesDesk as list } from "@/lib/staff/desk";
import { readDeskAddress } from "@/lib/staff/desk/address";
import type { DeskSearchParams } from "@/lib/staff/search-params";

export const metadata: Metadata = { title: list.title };

export default async function EnquiriesPage({ searchParams }: { searchParams: DeskSearchParams }) {
  const member = await requireStaffMember();
  const address = readDeskAddress(list, await searchParams, member.id);
  const page = await list.list(await getDb(), address.filter, address.before);
  return (
    <Container className="space-y-6">
      <DeskHeading list={list} total={page.total} address={address} />
      <DeskFilters
        list={list}
        values={address.values}
        search={address.search}
        lapsed={address.lapsed}
      />
      <EnquiryList inquiries={page.rows} empty={list.words.empty} />
      <DeskListPager list={list} address={address} nextBefore={page.nextBefore} />
    </Container>
  );
}
