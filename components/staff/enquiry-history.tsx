import { INQUIRY_STATUS_LABELS, inquiryStatusSchema } from "@/lib/contract";
import type { DeskEvent } from "@/lib/contract";
import { deskTime } from "./format";

function describe(event: DeskEvent): string {
  if (event.kind === "taken") return "took the enquiry on";
  if (event.kind === "opened") return "opened the enquiry and is handling it";
  if (event.kind === "note") return "added a note";
  const status = inquiryStatusSchema.safeParse(event.status);
  return `set the status to ${status.success ? INQUIRY_STATUS_LABELS[status.data] : event.status}`;
}

/** Every change to the enquiry, oldest first, with who made it and when. */
export function EnquiryHistory({ events }: { events: DeskEvent[] }) {
  return (
    <section aria-labelledby="enquiry-history" className="space-y-4">
      <h2 id="enquiry-history" className="text-xl text-aubergine">
        History
      </h2>
      {events.length === 0 ? (
        <p className="text-muted">Nothing recorded yet.</p>
      ) : (
        <ol className="space-y-3 border-l-2 border-lavender-200 pl-5">
          {events.map((event) => (
            <li key={event.id} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.6rem] h-3 w-3 rounded-full bg-gold ring-4 ring-cream"
              />
              <p className="text-sm text-ink">
                <strong className="font-semibold text-aubergine">{event.staffName}</strong>{" "}
                {describe(event)}
                <span className="text-muted">
                  {" "}
                  ·{" "}
                  <time dateTime={event.createdAt.toISOString()}>{deskTime(event.createdAt)}</time>
                </span>
              </p>
              {event.note && (
                <p className="mt-1 rounded-xl bg-white px-4 py-3 text-sm whitespace-pre-line text-ink/90 shadow-sm">
                  {event.note}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
