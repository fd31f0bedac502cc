/**
 * The chat reads "what do you have in ...?" as the recommendation box reads a request: the places
 * that meet the region, season, budget or safety score asked for, and nothing outside them.
 */
import { loadCatalog } from "../../content/catalog";
import { createLocalEngine } from "./engine";

const catalog = loadCatalog();
const engine = createLocalEngine(() => catalog);
const ask = (message: string) => engine.chat({ message, context: { previous_messages: [] } }).text;
const listed = (answer: string) =>
  [...answer.matchAll(/\/destinations\/([a-z-]+)/g)].map((m) => m[1]);

it("lists only the destinations in the region asked for", () => {
  const answer = ask("Anything in Latin America?");
  const inRegion = catalog.destinations
    .filter((d) => d.region === "Latin America")
    .map((d) => d.id);
  expect(listed(answer).length).toBeGreaterThan(0);
  for (const id of listed(answer)) expect(inRegion).toContain(id);
});

it("puts the safest first when asked for the safest in a region", () => {
  const answer = ask("the safest destination you have in Europe");
  const european = catalog.destinations
    .filter((d) => d.region === "Europe")
    .sort((a, b) => b.safety_score - a.safety_score);
  expect(answer).toMatch(/^The safest of our destinations in Europe/);
  expect(listed(answer)[0]).toBe(european[0]!.id);
});

it("says when no destination is in the region asked for, and names the nearest", () => {
  expect(ask("somewhere in the caribbean?")).toMatch(
    /^None of our \d+ destinations is in the Caribbean\. The nearest: /,
  );
});

it("reads a quarter a destination's record names as that destination's, not a city elsewhere", () => {
  // Mykonos's record names its Little Venice; asked about Mykonos, it is not Venice in Italy.
  expect(catalog.safety.get("mykonos")!.notes).toMatch(/Little Venice/);
  const answer = ask("mykonos - where to watch sunset instead of the little venice crowds");
  expect(answer).not.toMatch(/Venice yet|Italy/);
  // Venice on its own is still Venice.
  expect(ask("is venice gay friendly")).toMatch(/Italy/);
});
