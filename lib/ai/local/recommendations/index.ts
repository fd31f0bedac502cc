/** Local recommendations: three lenses over one analysis of the request, plus the providers' context. */
import type { RecommendationRequest } from "../../../contract";
import { DEFAULT_HOLD_RULES, type HoldRules } from "../../../bookings/hold-rules";
import type { Catalog } from "../../../content/catalog";
import { knowledgeOf, type Passage } from "../../knowledge/retrieval";
import { allowedBySafety, analyseRequest, type RequestAnalysis } from "./analysis";
import { experiencesLens, safetyFirstLens, valueLens, type LensAnswer } from "./lenses";

export interface LocalRecommendations {
  analysis: RequestAnalysis;
  lenses: LensAnswer[];
  /** What a provider is given: the candidates the lenses drew on, most relevant first. */
  context: Passage[];
}

export function recommendLocally(
  catalog: Catalog,
  input: RecommendationRequest,
  holdRules: HoldRules = DEFAULT_HOLD_RULES,
): LocalRecommendations {
  const analysis = analyseRequest(catalog, input, undefined, holdRules);
  const lenses = [
    safetyFirstLens(catalog, analysis),
    experiencesLens(catalog, analysis),
    valueLens(catalog, analysis),
  ];
  const index = knowledgeOf(catalog);
  const picked = new Set(lenses.flatMap((lens) => lens.picks.flatMap((pick) => pick.places)));
  const destinations = [...analysis.destinations]
    .filter((d) => allowedBySafety(analysis, d))
    .sort(
      (a, b) =>
        Number(picked.has(b.destination.id)) - Number(picked.has(a.destination.id)) ||
        b.relevance - a.relevance,
    )
    .slice(0, 8)
    .map((d) => index.byId.get(`destination:${d.destination.id}`));
  const packages = [...analysis.packages]
    .filter((p) => allowedBySafety(analysis, p))
    .sort((a, b) => b.relevance - a.relevance)
    .slice(0, 6)
    .map((p) => index.byId.get(`package:${p.pkg.id}`));
  return {
    analysis,
    lenses,
    context: [...destinations, ...packages].filter((p): p is Passage => p !== undefined),
  };
}
