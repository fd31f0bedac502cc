/** An answer that is one source's own words, whichever assistant gives it. */
import type { AnswerSource } from "../../contract";
import type { Catalog } from "../../content/catalog";
import { knowledgeOf } from "../knowledge/retrieval";
import type { LocalAnswer } from "../types";

/**
 * A whole answer from one source (a help line, an article, a policy section, the timeline, our own
 * records): its text, grounded on the passages of the pages it cites.
 */
export function wholeAnswer(catalog: Catalog, text: string, sources: AnswerSource[]): LocalAnswer {
  const hrefs = new Set(sources.map((source) => source.href));
  return {
    text,
    grounded: true,
    context: knowledgeOf(catalog).passages.filter((passage) => hrefs.has(passage.href)),
    facts: [text],
    sources,
  };
}
