/** Builds the assistants' search indexes ahead of the first question, so it is answered at once. */
import type { Catalog } from "../content/catalog";
import { offeringsOf } from "./knowledge/offerings";
import { policyUnitsOf } from "./knowledge/policy-units";
import { knowledgeOf } from "./knowledge/retrieval";
import { understandQuestion } from "./understanding/question";

export function warmKnowledge(catalog: Catalog): void {
  knowledgeOf(catalog);
  offeringsOf(catalog);
  policyUnitsOf(catalog);
  // Builds the speller and the names of packages and countries the understanding step reads.
  understandQuestion(catalog, "Is Lisbon safe for a trans traveler in June?");
}
