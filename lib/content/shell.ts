/** What the shared shell shows on every page: brand facts, events and partners from content/. */
import "server-only";
import { getCatalog } from "./catalog";

export function getShellContent() {
  const { site, events, partners } = getCatalog();
  return {
    site,
    partners,
    events: events.map(({ slug, name, location, starts, ends, url }) => ({ slug, name, location, starts, ends, url })),
  };
}
