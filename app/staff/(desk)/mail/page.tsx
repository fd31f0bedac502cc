import type { Metadata } from "next";
import { DeskPager } from "@/components/staff/desk-pager";
import { ExportButton } from "@/components/staff/export-button";
import { MailFilters } from "@/components/staff/mail-filters";
import { MailList } from "@/components/staff/mail-list";
import { ResendNotice } from "@/components/staff/resend-notice";
import { Container } from "@/components/ui/container";
import { requireStaffMember } from "@/lib/auth/current";
import { mailIdSchema, outboxPageQuerySchema, outboxStatusSchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { getDeskMail, listDeskMail } from "@/lib/db/queries/mail-desk";
import { firstParam, type DeskSearchParams } from "@/lib/staff/search-params";

export const metadata: Metadata = { title: "Mail" };

export default async function MailPage({ searchParams }: { searchParams: DeskSearchParams }) {
  await requireStaffMember();
  const params = await searchParams;
  const status = outboxStatusSchema.safeParse(firstParam(params.status)).data;
  // A cursor that is not a mail's id reads as the first page.
  const before = outboxPageQuerySchema.safeParse({ before: firstParam(params.before) || undefined })
    .data?.before;
  const db = await getDb();
  const page = await listDeskMail(db, { status }, before);
  // The mail "Send again" was just pressed on, to say what became of it.
  const noticeId = mailIdSchema.safeParse(
    firstParam(params.resent) || firstParam(params.refused),
  ).data;
  const noticeMail = noticeId ? await getDeskMail(db, noticeId) : null;
  const query = { ...(status && { status }) };
  return (
    <Container className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl text-aubergine md:text-4xl">Mail</h1>
          <p className="mt-1 text-sm text-muted" aria-live="polite">
            {page.total.toLocaleString("en-US")} {status ? "matching" : "in the outbox"}, newest
            first
          </p>
        </div>
        <ExportButton
          action="/api/staff/outbox/export"
          fields={query}
          label="Export this mail list (CSV)"
        />
      </div>
      {noticeMail && <ResendNotice mail={noticeMail} refused={!!firstParam(params.refused)} />}
      <MailFilters status={status} />
      <MailList mails={page.mails} place={{ status, before }} />
      <DeskPager
        path="/staff/mail"
        label="Pages of mail"
        firstLabel="Back to the newest"
        nextLabel="Older mail"
        query={query}
        before={before}
        nextBefore={page.nextBefore}
      />
    </Container>
  );
}
