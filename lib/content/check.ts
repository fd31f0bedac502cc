/**
 * Every content file, loaded and checked at once: the catalog, the world baseline with its
 * changelog and package routes, local help on every route, and the flights. The build runs it
 * (scripts/check-content.ts) and so does the server at start, so a broken file stops a deploy
 * rather than turning booking pages, checkout and the chat into errors once it is live.
 */
import { loadCatalog } from "./catalog";
import { defaultContentDir } from "./files";
import { loadFlightRoutes } from "./flights";
import { loadLocalHelp } from "./local-help";
import { loadWorldBaseline, loadWorldChangelog } from "./world-baseline";

export function checkAllContent(dir = defaultContentDir): void {
  const catalog = loadCatalog(dir);
  const world = loadWorldBaseline(dir);
  loadWorldChangelog(dir, world);
  loadLocalHelp(dir, world);
  loadFlightRoutes(catalog.packages, dir);
}
