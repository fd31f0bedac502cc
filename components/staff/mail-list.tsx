import Link from "@/components/ui/link";
import { DeskBadge } from "./desk-badge";
import type { OutboxStatus } from "@/lib/contract";
import type { DeskMail } from "@/lib/contract";
import { deskTime } from "./format";
import { mailKindLabel } from "./mail-kinds";
import { ResendForm } from "./resend-form";
import { DeskCardTop, DeskEmpty, DeskTable } from "./desk-list";

interface ListPlace {
  /** The list's filter and page, kept when "Send again" brings staff back. */
  status?: OutboxStatus;
  before?: string;
}

function Subject({ mail }: { mail: DeskMail }) {
  return (
    <Link
      href={`/staff/mail/${mail.id}`}
      prefetch={false}
      className="font-semibold break-words text-lavender-700 underline underline-offset-4"
    >
      {mail.subject}
    </Link>
  );
}

function Resend({ mail, place }: { mail: DeskMail; place: ListPlace }) {
  if (mail.status !== "failed") return null;
  return <ResendForm id={mail.id} subject={mail.subject} from="list" compact {...place} />;
}

/**
 * One page of the outbox, newest first: a table on wide screens, a card a mail on narrow ones
 * (the other is not displayed, so each is read once). Messages are read on each mail's page.
 */
export function MailList({
  mails,
  place,
  empty,
}: {
  mails: DeskMail[];
  place: ListPlace;
  empty: string;
}) {
  if (mails.length === 0) return <DeskEmpty>{empty}</DeskEmpty>;
  return (
    <DeskTable
      rows={mails}
      rowKey={(mail) => mail.id}
      caption="The outbox, newest first"
      columns={[
        {
          heading: "Created",
          className: "w-32 text-muted",
          cell: (mail) => deskTime(mail.createdAt),
        },
        {
          heading: "Mail",
          cell: (mail) => (
            <>
              <Subject mail={mail} />
              <span className="block [overflow-wrap:anywhere] text-muted">
                {mailKindLabel(mail.kind)} to {mail.to}
              </span>
            </>
          ),
        },
        { heading: "Status", cell: (mail) => <DeskBadge kind="mail" status={mail.status} /> },
        { heading: "Attempts", className: "text-center", cell: (mail) => mail.attempts },
        {
          heading: "Last error",
          className: "w-40 break-words text-rose-800",
          cell: (mail) => mail.lastError ?? "",
        },
        {
          heading: "Sent",
          className: "w-32 text-muted",
          cell: (mail) => (mail.sentAt ? deskTime(mail.sentAt) : ""),
        },
        {
          heading: <span className="sr-only">Actions</span>,
          headClassName: "px-4 py-3",
          cell: (mail) => <Resend mail={mail} place={place} />,
        },
      ]}
      card={(mail) => (
        <>
          <DeskCardTop>
            <DeskBadge kind="mail" status={mail.status} />
            <span className="text-sm text-muted">{deskTime(mail.createdAt)}</span>
          </DeskCardTop>
          <p className="mt-2">
            <Subject mail={mail} />
          </p>
          <p className="text-sm [overflow-wrap:anywhere] text-muted">
            {mailKindLabel(mail.kind)} to {mail.to}
          </p>
          <p className="mt-1 text-sm text-ink">
            {mail.attempts} {mail.attempts === 1 ? "attempt" : "attempts"}
            {mail.sentAt && <> · sent {deskTime(mail.sentAt)}</>}
          </p>
          {mail.lastError && (
            <p className="mt-1 text-sm break-words text-rose-800">Last error: {mail.lastError}</p>
          )}
          {mail.status === "failed" && (
            <div className="mt-3">
              <Resend mail={mail} place={place} />
            </div>
          )}
        </>
      )}
    />
  );
}
