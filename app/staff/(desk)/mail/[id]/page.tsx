import { DeskRecordHeading } from "@/components/staff/desk-heading";
import type { Metadata } from "next";
import { DeskBadge } from "@/components/staff/desk-badge";
import { notFound } from "next/navigation";
import { MailDetails } from "@/components/staff/mail-details";
import { RefreshWhilePending } from "@/components/staff/refresh-while-pending";
import { ResendForm } from "@/components/staff/resend-form";
import { ResendNotice } from "@/components/staff/resend-notice";
import { Container } from "@/components/ui/container";
import { requireStaffMember } from "@/lib/auth/current";
import { getConfig } from "@/lib/config";
import { mailIdSchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { getDeskMail } from "@/lib/db/queries/mail-desk";

export const metadata: Metadata = { title: "Mail" };

export default async function MailMessagePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ resent?: string; refused?: string }>;
}) {
  await requireStaffMember();
  const id = mailIdSchema.safeParse((await params).id).data;
  if (!id) notFound();
  const mail = await getDeskMail(await getDb(), id);
  if (!mail) notFound();
  const { resent, refused } = await searchParams;
  // Only a site with a mail server sends: without SMTP_URL, mail stays queued for staff to read.
  const pending = !!getConfig().SMTP_URL && (mail.status === "queued" || mail.status === "sending");
  return (
    <Container className="space-y-8">
      <div className="space-y-3">
        <DeskRecordHeading
          back={{ href: "/staff/mail", label: "All mail" }}
          title={mail.subject}
          titleClassName="break-words"
        >
          <DeskBadge kind="mail" status={mail.status} />
        </DeskRecordHeading>
        {(resent || refused) && <ResendNotice mail={mail} refused={!!refused} />}
        {/* Also for a mail queued moments ago: the page shows it sent as soon as it is. */}
        {pending && !resent && <RefreshWhilePending />}
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <MailDetails mail={mail} />
        {mail.status === "failed" && (
          <div className="space-y-4 rounded-2xl border border-lavender-200 bg-lavender-50 p-6 lg:self-start">
            <h2 className="text-xl text-aubergine">Not delivered</h2>
            <p className="text-sm text-ink">
              The mail server refused this mail or could not be reached. Sending it again puts it
              back in the queue and tries at once.
            </p>
            <ResendForm id={mail.id} subject={mail.subject} from="mail" />
          </div>
        )}
      </div>
    </Container>
  );
}
