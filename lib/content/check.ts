/**
 * Every content file, loaded and checked at once: the catalog, the world baseline with its
 * changelog and package routes, local help on every route, and the flights. The build runs it
 * (scripts/check-content.ts) and so does the server at start, so a broken file stops a deploy
 * rather than turning booking pages, checkout and the chat into errors once it is live.
 */
import { getCatalog, loadCatalog, type Catalog } from "./catalog";
import { ContentError, defaultContentDir } from "./files";
import { getFlightRoutes, loadFlightRoutes } from "./flights";
import { getLocalHelp, loadLocalHelp } from "./local-help";
import {
  getWorldBaseline,
  loadWorldBaseline,
  loadWorldChangelog,
  type WorldBaseline,
} from "./world-baseline";

/**
 * Without a folder, the content this process serves, through the loaders that keep what they load
 * (so the server's start reads each file once and its first requests find them loaded); with one,
 * a copy a test edits.
 */
export function checkAllContent(dir?: string): void {
  const catalog = dir ? loadCatalog(dir) : getCatalog();
  const world = dir ? loadWorldBaseline(dir) : getWorldBaseline();
  loadWorldChangelog(dir ?? defaultContentDir, world);
  if (dir) {
    loadLocalHelp(dir, world);
    loadFlightRoutes(catalog.packages, dir);
  } else {
    getLocalHelp();
    getFlightRoutes();
  }
  checkCriminalisationAgrees(catalog, world);
}

/**
 * A destination's safety record and its country's world record say the same of the one fact a
 * traveler must not get wrong: whether same-sex relations are a crime there. A deploy that changes
 * one and not the other would have the chat warn of the law while the destination's page scores
 * the place as legal.
 */
function checkCriminalisationAgrees(catalog: Catalog, world: WorldBaseline): void {
  const problems: string[] = [];
  for (const destination of catalog.destinations) {
    const country = world.countries.find(
      (candidate) =>
        candidate.name === destination.country || candidate.aliases.includes(destination.country),
    );
    const indicator = catalog.safety
      .get(destination.id)
      ?.indicators.find((item) => item.key === "decriminalised");
    if (!country || !indicator) continue;
    const crime = country.criminalised.status === "yes";
    if ((crime && indicator.status === "yes") || (!crime && indicator.status === "no")) {
      problems.push(
        `safety/${destination.id}.json says relations are ${indicator.status === "yes" ? "legal" : "a crime"} in ${destination.country}, but world/baseline.json (${country.code}) says ${country.criminalised.status === "yes" ? "they are a crime" : "they are not"}`,
      );
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
}
