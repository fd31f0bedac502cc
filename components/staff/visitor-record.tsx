import type { ReactNode } from "react";
import type { VisitorRecord } from "@/lib/contract";
import { formatAmount } from "@/lib/format";
import { counted } from "@/lib/privacy/counts";
import { deskTime } from "./format";

function Section({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-lg text-aubergine">
        {title} <span className="font-sans text-sm font-normal text-muted">({count})</span>
      </h3>
      {count === 0 ? <p className="text-sm text-muted">None stored.</p> : children}
    </section>
  );
}

const cardClass = "rounded-xl border border-lavender-200 bg-white px-4 py-3 text-sm shadow-sm";

/** Everything stored about one address, as the owner reviews it before exporting or erasing. */
export function VisitorRecordView({ record }: { record: VisitorRecord }) {
  return (
    <div className="space-y-6">
      <Section id="visitor-enquiries" title="Enquiries" count={record.enquiries.length}>
        <ul className="space-y-3">
          {record.enquiries.map((enquiry) => (
            <li key={enquiry.id} className={cardClass}>
              <p className="font-semibold text-aubergine">
                {enquiry.name} · {deskTime(enquiry.created_at)}
              </p>
              <p className="text-muted">
                Status {enquiry.status}
                {enquiry.phone && ` · phone ${enquiry.phone}`}
                {enquiry.destination && ` · ${enquiry.destination}`} · {enquiry.history.length} desk
                history {enquiry.history.length === 1 ? "entry" : "entries"}
              </p>
              <p className="mt-1 line-clamp-3 whitespace-pre-line text-ink/90">{enquiry.message}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="visitor-bookings" title="Bookings" count={record.bookings.length}>
        <ul className="space-y-3">
          {record.bookings.map((booking) => (
            <li key={booking.session_id} className={cardClass}>
              <p className="font-semibold text-aubergine">
                {booking.reference ?? booking.session_id} · {booking.package_name}
              </p>
              <p className="text-muted">
                {booking.customer_name}
                {booking.starts_on && ` · departs ${booking.starts_on}`} ·{" "}
                {counted(booking.travelers, "traveler", "travelers")}
              </p>
              <p className="text-ink/90">
                Paid {formatAmount(booking.amount_paid, booking.currency)} of{" "}
                {formatAmount(booking.trip_total, booking.currency)}
                {booking.test_mode && " (test checkout)"}
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="visitor-checkouts" title="Checkouts" count={record.checkouts.length}>
        <ul className="space-y-3">
          {record.checkouts.map((session) => (
            <li key={session.id} className={cardClass}>
              <p className="font-semibold break-all text-aubergine">{session.id}</p>
              <p className="text-muted">
                {session.purpose === "balance" ? "Balance" : "Booking"} of {session.package_name} ·{" "}
                {formatAmount(session.amount_total, session.currency)} · {session.payment_status}
                {session.card_last4 && ` · card ending ${session.card_last4}`}
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="visitor-newsletter" title="Newsletter" count={record.subscription ? 1 : 0}>
        {record.subscription && (
          <p className={cardClass}>
            {record.subscription.email} · {record.subscription.status} since{" "}
            {deskTime(record.subscription.created_at)}
          </p>
        )}
      </Section>
      <Section id="visitor-mails" title="Mails to or about them" count={record.mails.length}>
        <ul className="space-y-3">
          {record.mails.map((mail) => (
            <li key={mail.id} className={cardClass}>
              <p className="font-semibold break-words text-aubergine">{mail.subject}</p>
              <p className="break-words text-muted">
                To {mail.to} · {mail.kind} · {mail.status} · {deskTime(mail.created_at)}
              </p>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
