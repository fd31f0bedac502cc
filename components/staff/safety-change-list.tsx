import Link from "@/components/ui/link";
import { DeskBadge } from "./desk-badge";
import type { OutboxStatus } from "@/lib/contract";
import type { DeskSafetyChange } from "@/lib/contract";
import { deskDay, deskTime } from "./format";

const linkClass = "font-semibold text-lavender-700 underline underline-offset-4";

function TravelerMail({ booking }: { booking: DeskSafetyChange["bookings"][number] }) {
  if (booking.mailStatus)
    return (
      <span className="flex flex-col items-start gap-1">
        <DeskBadge kind="mail" status={booking.mailStatus as OutboxStatus} />
        {booking.mailSentAt && (
          <span className="text-xs text-muted">{deskTime(booking.mailSentAt)}</span>
        )}
        {booking.mailError && (
          <span className="text-xs [overflow-wrap:anywhere] text-rose-800">
            {booking.mailError}
          </span>
        )}
      </span>
    );
  return (
    <span className="text-sm text-muted">
      {booking.erased ? "Not mailed: the traveler was erased" : "Mail no longer kept"}
    </span>
  );
}

/** One material change: what changed, on what source, and each booking it touched with its mail. */
function SafetyChange({ change }: { change: DeskSafetyChange }) {
  const id = `safety-change-${change.id}`;
  return (
    <article
      aria-labelledby={id}
      className="space-y-4 rounded-2xl border border-lavender-200 bg-white p-5 shadow-sm"
    >
      <div>
        <h2 id={id} className="text-xl text-aubergine">
          {change.recordName}
        </h2>
        <p className="text-sm text-muted">Found {deskTime(change.detectedAt)}</p>
      </div>
      <ul className="space-y-3">
        {change.changes.map((field) => (
          <li key={field.label}>
            <p className="text-ink">
              <span className="font-semibold">{field.label}:</span> was {field.from}; now {field.to}
              {field.direction === "better" && " (an improvement)"}.
            </p>
            {field.now && <p className="text-sm text-ink">Now: {field.now}</p>}
            {field.why && <p className="text-sm text-ink">Why: {field.why}</p>}
            {field.sources.map((source, index) => (
              <p key={source.url + index} className="text-sm text-muted">
                Source:{" "}
                <a href={source.url} rel="noopener noreferrer" className={linkClass}>
                  {source.label}
                </a>{" "}
                ({source.dated})
              </p>
            ))}
            {field.unrecorded && (
              <p className="text-sm font-semibold text-rose-800">
                Source not yet recorded: travelers were told we would write to them with it. Record
                it in the changelog; the next deploy mails it to them.
              </p>
            )}
            {field.sourcedLater && change.sourcesSentAt && (
              <p className="text-sm text-muted">
                Source recorded after the alert, and mailed to travelers{" "}
                {deskTime(change.sourcesSentAt)}.
              </p>
            )}
          </li>
        ))}
      </ul>
      {change.bookings.length === 0 ? (
        <p className="text-sm text-muted">No booking with a trip through it that had not ended.</p>
      ) : (
        // On a phone the table scrolls sideways inside the card rather than out of it.
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">Bookings this change touched</caption>
            <thead className="text-xs tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Booking
                </th>
                <th scope="col" className="py-2 pr-3">
                  Traveler
                </th>
                <th scope="col" className="py-2 pr-3">
                  Departure
                </th>
                <th scope="col" className="py-2">
                  Alert mail
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-lavender-100">
              {change.bookings.map((booking) => (
                <tr key={booking.reference ?? booking.customerName} className="align-top">
                  <td className="py-2 pr-3">
                    {booking.reference ? (
                      <Link
                        href={`/staff/bookings/${booking.reference}`}
                        prefetch={false}
                        className={`font-mono whitespace-nowrap ${linkClass}`}
                      >
                        {booking.reference}
                      </Link>
                    ) : (
                      "—"
                    )}
                    <span className="block text-muted">{booking.packageName}</span>
                  </td>
                  <td className="py-2 pr-3 [overflow-wrap:anywhere]">{booking.customerName}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {booking.startsOn ? deskDay(booking.startsOn) : "—"}
                  </td>
                  <td className="py-2">
                    <TravelerMail booking={booking} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}

export function SafetyChangeList({ changes }: { changes: DeskSafetyChange[] }) {
  if (changes.length === 0)
    return (
      <p className="rounded-2xl border border-lavender-200 bg-white p-5 text-muted">
        No material change to a safety record has been found since the watch began.
      </p>
    );
  return (
    <div className="space-y-6">
      {changes.map((change) => (
        <SafetyChange key={change.id} change={change} />
      ))}
    </div>
  );
}
