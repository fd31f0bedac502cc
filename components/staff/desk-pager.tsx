import Link from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button-link";

/** The first and next pages of a desk list, keeping its search and filter. */
export function DeskPager({
  path,
  label,
  firstLabel,
  nextLabel,
  query,
  before,
  nextBefore,
}: {
  path: string;
  /** The navigation's name, e.g. "Pages of bookings". */
  label: string;
  firstLabel: string;
  nextLabel: string;
  query: Record<string, string>;
  before?: string;
  nextBefore: string | null;
}) {
  const href = (extra: Record<string, string>) =>
    `${path}?${new URLSearchParams({ ...query, ...extra })}`;
  if (!before && !nextBefore) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap justify-between gap-3">
      {before ? (
        <Link href={href({})} className={buttonClass("secondary")}>
          {firstLabel}
        </Link>
      ) : (
        <span />
      )}
      {nextBefore && (
        <Link href={href({ before: nextBefore })} rel="next" className={buttonClass("primary")}>
          {nextLabel}
        </Link>
      )}
    </nav>
  );
}
