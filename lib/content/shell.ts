/** What the shared shell shows on every page: brand facts, events and partners from content/. */
import "server-only";
import { getCatalog } from "./catalog";

export function getShellContent() {
  const { site, events, partners } = getCatalog();
  return {
    site,
    partners,
    /** When this render happened: the banner's first paint matches the server's clock. */
    renderedAt: Date.now(),
    events: events.map(({ slug, name, location, starts, ends, url }) => ({
      slug,
      name,
      location,
      starts,
      ends,
      url,
    })),
  };
}
