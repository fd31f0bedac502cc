import type { AuditEntry } from "@/lib/db/queries/audit";
import { describeAction } from "./audit-actions";
import { deskTime } from "./format";

/** One page of the audit log, newest first: when, who, what, on which record. */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-lavender-300 bg-white/60 px-6 py-10 text-center text-muted">
        No entries match.
      </p>
    );
  }
  return (
    <ol
      aria-label="Audit entries"
      className="divide-y divide-lavender-100 overflow-hidden rounded-2xl border border-lavender-200 bg-white shadow-sm"
    >
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="grid gap-1 px-5 py-4 md:grid-cols-[12.5rem_10rem_1fr] md:items-baseline md:gap-6"
        >
          <time dateTime={entry.createdAt.toISOString()} className="text-sm text-muted">
            {deskTime(entry.createdAt)}
          </time>
          <span className="font-semibold break-words text-aubergine">{entry.staffName}</span>
          <span className="min-w-0 text-ink">
            <span className="block">
              <span>{describeAction(entry.action)}</span>{" "}
              <code className="text-xs text-muted">{entry.action}</code>
            </span>
            {(entry.target || entry.detail) && (
              <span className="block text-sm break-words text-ink/80">
                {entry.target && (
                  <>
                    {entry.action.startsWith("visitor.") ? "Visitor" : "Record"}{" "}
                    <code className="font-mono text-xs">{entry.target}</code>
                  </>
                )}
                {entry.target && entry.detail && " · "}
                {entry.detail}
              </span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
