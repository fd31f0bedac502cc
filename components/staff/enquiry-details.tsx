import type { DeskInquiry } from "@/lib/contract";
import { deskTime } from "./format";

/** What the traveler sent, as they sent it. */
export function EnquiryDetails({ inquiry }: { inquiry: DeskInquiry }) {
  const facts: [string, string | null][] = [
    ["E-mail", inquiry.email],
    ["Phone", inquiry.phone],
    ["Destination", inquiry.destination],
    ["Travel dates", inquiry.travel_dates],
    ["Travelers", String(inquiry.travelers_count)],
    ["Received", deskTime(inquiry.created_at)],
  ];
  return (
    <section
      aria-labelledby="enquiry-message"
      className="rounded-2xl border border-lavender-200 bg-white p-6 shadow-sm"
    >
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{label}</dt>
              <dd className="mt-0.5 break-words text-ink">
                {label === "E-mail" ? (
                  <a
                    href={`mailto:${value}`}
                    className="text-lavender-700 underline underline-offset-4"
                  >
                    {value}
                  </a>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
      </dl>
      <h2 id="enquiry-message" className="mt-6 text-xl text-aubergine">
        Message
      </h2>
      <p className="mt-2 whitespace-pre-line text-ink/90">{inquiry.message}</p>
    </section>
  );
}
