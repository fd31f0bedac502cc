/**
 * Travel insurance asked of a traveler's own situation ("will insurance cover me if I'm HIV+?",
 * "complications after gender-affirming surgery abroad?", "I'm on Original Medicare, am I covered
 * overseas?", "what insurance for the Antarctic trip?"), wherever the trip goes: the journal's
 * insurance guide, at the section that answers it, before our terms' general rule on what a policy
 * should cover.
 */
import type { Catalog } from "../../content/catalog";
import { fromJournal } from "../knowledge/journal-sections";
import { normalize } from "../knowledge/text";
import type { Understanding } from "../understanding/question";
import { articleQuote } from "./journal-answer";

const asksCover =
  /\b(insur\w+|medicare|medicaid|health (plan|cover|coverage)|(am|are|is) (i|we|he|she|they) covered|cover (me|us|him|her|them))\b/;
/** What makes it the traveler's own case rather than the policy's general rule. */
const ownCase =
  /\b(hiv\+?|positive|surgery|surgical|transition\w*|gender affirming|medicare|medicaid|pre ?existing|conditions?|pregnan\w*|older|elderly|retired|\d{2} (and|years)|hormones?|hrt|prep|my (health )?plan|expedition|antarctic\w*|remote|evacuat\w*)\b/;

export function insuranceGuideAnswer(
  catalog: Catalog,
  u: Pick<Understanding, "text" | "places" | "packages">,
): { text: string; title: string; href: string } | undefined {
  const text = normalize(u.text);
  if (!asksCover.test(text) || !ownCase.test(text)) return undefined;
  const guide = catalog.posts.find((post) => /\binsurance\b/i.test(post.title));
  const quote = guide && articleQuote(catalog, guide, u.text);
  if (!guide || !quote) return undefined;
  const href = `/blog/${guide.slug}`;
  const under = quote.heading ? `, under "${quote.heading}"` : "";
  return {
    text: `${fromJournal(catalog, guide.title, href, quote.text)}${under}: ${quote.text}`,
    title: guide.title,
    href,
  };
}
