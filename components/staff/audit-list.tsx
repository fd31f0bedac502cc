import type { AuditEntry } from "@/lib/contract";
import { describeAction } from "./audit-actions";
import { DeskEmpty, DeskRows } from "./desk-list";
import { deskTime } from "./format";

/** One page of the audit log, newest first: when, who, what, on which record. */
export function AuditList({ entries, empty }: { entries: AuditEntry[]; empty: string }) {
  if (entries.length === 0) return <DeskEmpty>{empty}</DeskEmpty>;
  return (
    <DeskRows ordered label="Audit entries">
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
    </DeskRows>
  );
}
