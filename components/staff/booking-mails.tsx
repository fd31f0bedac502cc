import Link from "@/components/ui/link";
import { DeskBadge } from "./desk-badge";
import type { DeskMail } from "@/lib/contract";
import { deskTime } from "./format";
import { mailKindLabel } from "./mail-kinds";

/** The mails about a booking, newest first, each opening its own page. */
export function BookingMails({ mails }: { mails: DeskMail[] }) {
  return (
    <section aria-labelledby="booking-mails" className="space-y-4">
      <h2 id="booking-mails" className="text-xl text-aubergine">
        Mails
      </h2>
      {mails.length === 0 ? (
        <p className="text-muted">No mail about this booking.</p>
      ) : (
        <ul className="divide-y divide-lavender-100 overflow-hidden rounded-2xl border border-lavender-200 bg-white shadow-sm">
          {mails.map((mail) => (
            <li key={mail.id} className="grid grid-cols-[1fr_auto] items-start gap-3 px-5 py-4">
              <div className="min-w-0">
                <Link
                  href={`/staff/mail/${mail.id}`}
                  prefetch={false}
                  className="font-semibold break-words text-lavender-700 underline underline-offset-4"
                >
                  {mail.subject}
                </Link>
                <p className="text-sm [overflow-wrap:anywhere] text-muted">
                  {mailKindLabel(mail.kind)} to {mail.to} · {deskTime(mail.createdAt)}
                </p>
              </div>
              <DeskBadge kind="mail" status={mail.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
