/**
 * A US traveler's own passport marker ("my US passport has an X, should I renew early?", "can I
 * still get an X on a new US passport?", "is my old X passport still valid?"): the journal's
 * section on what changed in the United States, whose sentences answer it, not which of our
 * destinations admit an X marker.
 */
import type { Catalog } from "../../content/catalog";
import { fromJournal, journalSectionHeaded } from "../knowledge/journal-sections";
import { bestSentences, markdownToPlain, normalize, sentencesOf } from "../knowledge/text";
import type { Understanding } from "../understanding/question";

const american =
  /\b(us|u\.s\.|american|usa|united states)\b (passports?|citizens?)|\b(i'?m|im|i am|we'?re|we are) (an )?americans?\b|\bamerican passports?\b/;
const ownMarker =
  /\b(x\b|gender markers?|sex markers?|renew\w*|still valid|valid|new passport|my passport)/;

export function usPassportAnswer(
  catalog: Catalog,
  u: Pick<Understanding, "text" | "places">,
): { text: string; title: string; href: string } | undefined {
  // Entering a place with it is that place's law on X markers.
  if (u.places.length > 0) return undefined;
  const question = u.text;
  const text = normalize(question);
  if (!american.test(text) || !ownMarker.test(text) || !/\bpassports?\b/.test(text))
    return undefined;
  const section = journalSectionHeaded(catalog, /^What changed in the United States/);
  if (!section) return undefined;
  const { post } = section;
  // Line by line, so a list item's sentences do not run on into the next item.
  const sentences = markdownToPlain(section.lines.join("\n"))
    .split(/\n+/)
    .flatMap((line) => sentencesOf(line.replace(/^\s*[-*]\s+/, "")));
  // The rule for US passports now, with what it means for the one asked about.
  const rule = sentences.filter((s) =>
    /sex recorded at birth|stays valid until it expires/.test(s),
  );
  const chosen = bestSentences(sentences, question.replace(/\b(us|american|passports?)\b/gi, ""), {
    count: 1,
  });
  const lines = [...new Set([...rule, ...chosen])];
  if (lines.length === 0) return undefined;
  const href = `/blog/${post.slug}`;
  const quoted = lines.join(" ");
  return {
    text: `${fromJournal(catalog, post.title, href, quoted)}, under "${section.heading}": ${quoted}`,
    title: post.title,
    href,
  };
}
