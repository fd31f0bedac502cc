import Link from "next/link";
import type { OutboxStatus } from "@/lib/contract";
import type { DeskMail } from "@/lib/db/queries/mail-desk";
import { deskTime } from "./format";
import { mailKindLabel } from "./mail-kinds";
import { MailStatusBadge } from "./mail-status-badge";
import { ResendForm } from "./resend-form";

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
export function MailList({ mails, place }: { mails: DeskMail[]; place: ListPlace }) {
  if (mails.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-lavender-300 bg-white/60 px-6 py-10 text-center text-muted">
        No mail matches.
      </p>
    );
  }
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-lavender-200 bg-white shadow-sm lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">The outbox, newest first</caption>
          <thead className="bg-lavender-50 text-xs tracking-wider text-muted uppercase">
            <tr>
              {["Created", "Mail", "Status", "Attempts", "Last error", "Sent"].map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                  {heading}
                </th>
              ))}
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-lavender-100">
            {mails.map((mail) => (
              <tr key={mail.id} className="align-top hover:bg-lavender-50">
                <td className="w-32 px-4 py-3 text-muted">{deskTime(mail.createdAt)}</td>
                <td className="px-4 py-3">
                  <Subject mail={mail} />
                  <span className="block [overflow-wrap:anywhere] text-muted">
                    {mailKindLabel(mail.kind)} to {mail.to}
                  </span>
                </td>
                <td className="px-4 py-3">
                  <MailStatusBadge status={mail.status} />
                </td>
                <td className="px-4 py-3 text-center">{mail.attempts}</td>
                <td className="w-40 px-4 py-3 break-words text-rose-800">{mail.lastError ?? ""}</td>
                <td className="w-32 px-4 py-3 text-muted">
                  {mail.sentAt ? deskTime(mail.sentAt) : ""}
                </td>
                <td className="px-4 py-3">
                  <Resend mail={mail} place={place} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 lg:hidden">
        {mails.map((mail) => (
          <li
            key={mail.id}
            className="rounded-2xl border border-lavender-200 bg-white p-5 shadow-sm"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <MailStatusBadge status={mail.status} />
              <span className="text-sm text-muted">{deskTime(mail.createdAt)}</span>
            </div>
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
          </li>
        ))}
      </ul>
    </>
  );
}
