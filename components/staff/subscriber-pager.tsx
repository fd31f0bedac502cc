import Link from "next/link";
import { buttonClass } from "@/components/ui/button-link";

/** Newest and older pages of the subscribers, keeping the search and status. */
export function SubscriberPager({
  query,
  before,
  nextBefore,
}: {
  query: Record<string, string>;
  before?: string;
  nextBefore: string | null;
}) {
  const href = (extra: Record<string, string>) =>
    `/staff/subscribers?${new URLSearchParams({ ...query, ...extra })}`;
  if (!before && !nextBefore) return null;
  return (
    <nav aria-label="Pages of subscribers" className="flex flex-wrap justify-between gap-3">
      {before ? (
        <Link href={href({})} className={buttonClass("secondary")}>
          Back to the newest
        </Link>
      ) : (
        <span />
      )}
      {nextBefore && (
        <Link href={href({ before: nextBefore })} rel="next" className={buttonClass("primary")}>
          Older subscribers
        </Link>
      )}
    </nav>
  );
}
