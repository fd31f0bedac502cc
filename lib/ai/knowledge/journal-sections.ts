/**
 * The journal's articles cut at their second-level headings ("Airport security, without
 * surprises"), so a question the journal answers ("airport body scanners freak me out, tips?") is
 * answered with the few sentences that say it, and the article's address, rather than with the
 * closest paragraph of a policy.
 */
import MiniSearch from "minisearch";
import type { Catalog } from "../../content/catalog";
import { perCatalog } from "./cache";
import { bestSentences, markdownToPlain, normalize, sentencesOf, termOf } from "./text";

export interface JournalSection {
  id: number;
  /** The article's title. */
  title: string;
  heading: string;
  sentences: string[];
  href: string;
}

function build(catalog: Catalog) {
  const sections: JournalSection[] = [];
  for (const post of catalog.posts) {
    for (const part of post.content.split(/^## /m).slice(1)) {
      const [heading = "", ...body] = part.split("\n");
      const sentences = sentencesOf(markdownToPlain(body.join("\n")));
      if (sentences.length === 0) continue;
      sections.push({
        id: sections.length,
        title: post.title,
        heading: heading.trim(),
        sentences,
        href: `/blog/${post.slug}`,
      });
    }
  }
  const index = new MiniSearch<JournalSection>({
    fields: ["heading", "text"],
    storeFields: [],
    extractField: (section, field) =>
      field === "text" ? section.sentences.join(" ") : String(section[field as "heading"]),
    processTerm: termOf,
    searchOptions: {
      boost: { heading: 2 },
      prefix: (term) => term.length > 4,
      combineWith: "OR",
    },
  });
  index.addAll(sections);
  return { sections, index };
}

const journalSectionsOf = perCatalog("journal-sections", build);

/**
 * The journal's answer to a question: the one or two sentences of the best-matching section that
 * share most words with it, in the article's order, when that section shares at least `minTerms`
 * different words with the question.
 */
export function journalQuote(
  catalog: Catalog,
  question: string,
  minTerms = 2,
): { text: string; title: string; href: string } | undefined {
  const { sections, index } = journalSectionsOf(catalog);
  const [hit] = index.search(normalize(question));
  if (!hit || new Set(hit.queryTerms).size < minTerms) return undefined;
  const section = sections[Number(hit.id)]!;
  const chosen = bestSentences(section.sentences, question, { count: 2 });
  if (chosen.length === 0) return undefined;
  return { text: chosen.join(" "), title: section.title, href: section.href };
}
