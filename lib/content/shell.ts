/** What the shared shell shows on every page: brand facts, events and partners from content/. */
import "server-only";
import { formatDateRange } from "@/lib/format";
import { getCatalog } from "./catalog";

export function getShellContent() {
  const { site, events, partners } = getCatalog();
  return {
    site,
    partners,
    /** When this render happened: the banner's first paint matches the server's clock. */
    renderedAt: Date.now(),
    /** Dates formatted here, so the banner's island never starts the browser's Intl data. */
    events: events.map(({ slug, name, location, starts, ends, url }) => ({
      slug,
      name,
      location,
      dates: formatDateRange(starts, ends),
      ends,
      url,
    })),
  };
}
