/** The "Last updated" line of each legal document, worded as each document is dated. */
import { formatLongDate } from "@/lib/format";

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2025-10-18" -> "18 Oct 2025". Written out by hand: Intl's en-GB gives "Sept" for September. */
export function formatShortDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}

// The site dates these three in the short form and the codes and sustainability policy in full.
const shortDated = new Set(["privacy", "terms", "client-agreement"]);

export function formatUpdated(slug: string, isoDate: string): string {
  return shortDated.has(slug) ? formatShortDate(isoDate) : formatLongDate(isoDate);
}
