import { loadCatalog } from "../content/catalog";
import { daysOf, hardConstraintsOf, minScoreOf } from "./local/recommendations/constraints";
it("d", () => {
  const catalog = loadCatalog();
  for (const q of (process.env.QS ?? "").split("|")) { const h = hardConstraintsOf(catalog, q); console.log(q, minScoreOf(q.toLowerCase()), JSON.stringify(daysOf(q)), JSON.stringify({ex: h.excluded, exD: h.excludedDestinations, said: h.said})); }
});
