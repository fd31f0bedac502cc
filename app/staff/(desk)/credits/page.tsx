import type { Metadata } from "next";
import { CreditList } from "@/components/staff/credit-list";
import { DeskListFrame } from "@/components/staff/desk-heading";
import { requireStaffMember } from "@/lib/auth/current";
import { getDb } from "@/lib/db/client";
import { creditsDesk as list } from "@/lib/staff/desk";
import { readDeskAddress } from "@/lib/staff/desk/address";
import type { DeskSearchParams } from "@/lib/staff/search-params";

export const metadata: Metadata = { title: list.title };

/** Every travel credit, newest first, 50 a page, with what is left and where it was used. */
export default async function CreditsPage({ searchParams }: { searchParams: DeskSearchParams }) {
  const member = await requireStaffMember();
  const address = readDeskAddress(list, await searchParams, member.id);
  const page = await list.list(await getDb(), address.filter, address.before);
  return (
    <DeskListFrame
      list={list}
      address={address}
      page={page}
      above={
        <p className="text-sm text-muted">
          Only the traveler&apos;s mail has a code; the desk shows its last four characters. A
          credit is never paid out as money.
        </p>
      }
    >
      <CreditList credits={page.rows} empty={list.words.empty} />
    </DeskListFrame>
  );
}
