import type { Metadata } from "next";
import { describeAction } from "@/components/staff/audit-actions";
import { AuditList } from "@/components/staff/audit-list";
import { DeskListFrame } from "@/components/staff/desk-heading";
import { OwnerOnly } from "@/components/staff/owner-only";
import { buttonClass } from "@/components/ui/button-link";
import { isOwner } from "@/lib/auth/actor";
import { requireStaffMember } from "@/lib/auth/current";
import { getDb } from "@/lib/db/client";
import { listAuditChoices } from "@/lib/db/queries/audit";
import { auditDesk as list } from "@/lib/staff/desk";
import { readDeskAddress } from "@/lib/staff/desk/address";
import type { DeskSearchParams } from "@/lib/staff/search-params";

export const metadata: Metadata = { title: list.title };

export default async function AuditPage({ searchParams }: { searchParams: DeskSearchParams }) {
  const member = await requireStaffMember();
  if (!isOwner(member)) return <OwnerOnly section="The audit log" />;
  const address = readDeskAddress(list, await searchParams, member.id);
  const db = await getDb();
  const [page, choices] = await Promise.all([
    list.list(db, address.filter, address.before),
    listAuditChoices(db),
  ]);
  return (
    <DeskListFrame
      list={list}
      address={address}
      page={page}
      exportClassName={buttonClass("secondary")}
      options={{
        action: choices.actions.map((value) => [value, describeAction(value)] as const),
        staff: choices.staff.map((staff) => [staff.id, staff.name] as const),
      }}
    >
      <AuditList entries={page.rows} empty={list.words.empty} />
    </DeskListFrame>
  );
}
