import Link from "next/link";
import { buttonClass } from "@/components/ui/button-link";

/** Newest and older pages of the audit log, keeping the filters. */
export function AuditPager({
  query,
  before,
  nextBefore,
}: {
  query: Record<string, string>;
  before?: string;
  nextBefore: string | null;
}) {
  const href = (extra: Record<string, string>) =>
    `/staff/audit?${new URLSearchParams({ ...query, ...extra })}`;
  if (!before && !nextBefore) return null;
  return (
    <nav aria-label="Pages of the audit log" className="flex flex-wrap justify-between gap-3">
      {before ? (
        <Link href={href({})} className={buttonClass("secondary")}>
          Back to the newest
        </Link>
      ) : (
        <span />
      )}
      {nextBefore && (
        <Link href={href({ before: nextBefore })} rel="next" className={buttonClass("primary")}>
          Older entries
        </Link>
      )}
    </nav>
  );
}
