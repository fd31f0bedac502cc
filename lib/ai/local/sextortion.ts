/**
 * Someone threatening to share a traveler's intimate images unless they pay ("a match wants money
 * or he'll send my pics to my family"): the journal's steps for when it happens, from its dating
 * apps guide (do not pay, keep the evidence, report, tell someone), not a list of destinations.
 */
import type { Catalog } from "../../content/catalog";
import { fromJournal, journalSectionHeaded } from "../knowledge/journal-sections";
import { markdownToPlain, normalize, sentencesOf } from "../knowledge/text";

const threatensImages =
  /\b(send|leak|share|post|show|release|expose)\w*\b.{0,40}\b(pics?|photos?|pictures?|images?|nudes?|videos?|vids?)\b|\b(pics?|photos?|pictures?|images?|nudes?|videos?)\b.{0,40}\b(unless|or else|if i don'?t|blackmail\w*|extort\w*)\b|\bsextort\w*|\bblackmail\w*/;
const demands =
  /\b(pay|money|cash|send him|send her|wants|demand\w*|unless|or else|blackmail\w*|extort\w*)\b/;

export function sextortionAnswer(
  catalog: Catalog,
  question: string,
): { text: string; title: string; href: string } | undefined {
  const text = normalize(question);
  if (!threatensImages.test(text) || !demands.test(text)) return undefined;
  const section = journalSectionHeaded(catalog, /^Sextortion/);
  if (!section) return undefined;
  const { post } = section;
  // The steps of "If it happens:", each item's sentences.
  const steps = section.lines
    .filter((line) => /^\s*[-*]\s+/.test(line))
    .flatMap((line) => sentencesOf(markdownToPlain(line.replace(/^\s*[-*]\s+/, ""))));
  if (steps.length === 0) return undefined;
  const quoted = steps.join(" ");
  const href = `/blog/${post.slug}`;
  return {
    text: `${fromJournal(catalog, post.title, href, quoted)}, under "${section.heading}": ${quoted}`,
    title: post.title,
    href,
  };
}
