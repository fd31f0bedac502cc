/** Builds the assistants' search indexes ahead of the first question, so it is answered at once. */
import type { Catalog } from "../content/catalog";
import { offeringsOf } from "./knowledge/offerings";
import { knowledgeOf } from "./knowledge/retrieval";
import { spellerOf } from "./understanding/spelling";

export function warmKnowledge(catalog: Catalog): void {
  knowledgeOf(catalog);
  offeringsOf(catalog);
  spellerOf(catalog);
}
