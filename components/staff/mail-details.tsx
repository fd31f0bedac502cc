import type { DeskMailWithText } from "@/lib/contract";
import { deskTime } from "./format";
import { mailKindLabel } from "./mail-kinds";

/** A mail as it was queued: where it goes, how sending went, and its text as sent. */
export function MailDetails({ mail }: { mail: DeskMailWithText }) {
  const facts: [string, string | null][] = [
    ["To", mail.to],
    ["Kind", mailKindLabel(mail.kind)],
    ["Attempts", String(mail.attempts)],
    ["Last error", mail.lastError],
    ["Queued", deskTime(mail.createdAt)],
    ["Sent", mail.sentAt ? deskTime(mail.sentAt) : null],
  ];
  return (
    <section
      aria-labelledby="mail-text"
      className="rounded-2xl border border-lavender-200 bg-white p-6 shadow-sm"
    >
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts
          .filter(([, value]) => value !== null)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{label}</dt>
              <dd
                className={`mt-0.5 break-words ${label === "Last error" ? "text-rose-800" : "text-ink"}`}
              >
                {value}
              </dd>
            </div>
          ))}
      </dl>
      <h2 id="mail-text" className="mt-6 text-xl text-aubergine">
        Message
      </h2>
      <pre className="mt-2 font-sans break-words whitespace-pre-wrap text-ink/90">{mail.text}</pre>
    </section>
  );
}
