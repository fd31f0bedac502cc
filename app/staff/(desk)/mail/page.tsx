import type { Metadata } from "next";
import { DeskListFrame } from "@/components/staff/desk-heading";
import { MailList } from "@/components/staff/mail-list";
import { ResendNotice } from "@/components/staff/resend-notice";
import { requireStaffMember } from "@/lib/auth/current";
import { mailIdSchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { getDeskMail } from "@/lib/db/queries/mail-desk";
import { mailDesk as list } from "@/lib/staff/desk";
import { readDeskAddress } from "@/lib/staff/desk/address";
import { firstParam, type DeskSearchParams } from "@/lib/staff/search-params";

export const metadata: Metadata = { title: list.title };

export default async function MailPage({ searchParams }: { searchParams: DeskSearchParams }) {
  const member = await requireStaffMember();
  const params = await searchParams;
  const address = readDeskAddress(list, params, member.id);
  const db = await getDb();
  const page = await list.list(db, address.filter, address.before);
  // The mail "Send again" was just pressed on, to say what became of it.
  const noticeId = mailIdSchema.safeParse(
    firstParam(params.resent) || firstParam(params.refused),
  ).data;
  const noticeMail = noticeId ? await getDeskMail(db, noticeId) : null;
  return (
    <DeskListFrame
      list={list}
      address={address}
      page={page}
      above={
        noticeMail && <ResendNotice mail={noticeMail} refused={!!firstParam(params.refused)} />
      }
    >
      <MailList
        mails={page.rows}
        place={{ status: address.filter.status, before: address.before }}
        empty={list.words.empty}
      />
    </DeskListFrame>
  );
}
