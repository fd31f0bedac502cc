import type { Metadata } from "next";
import { DeskListFrame } from "@/components/staff/desk-heading";
import { EnquiryList } from "@/components/staff/enquiry-list";
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
    <DeskListFrame list={list} address={address} page={page}>
      <EnquiryList inquiries={page.rows} empty={list.words.empty} />
    </DeskListFrame>
  );
}
