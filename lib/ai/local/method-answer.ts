/**
 * Questions about our Queer Safety Index itself ("how do you calculate your safety score?", "what's
 * the highest score a country that criminalises can get?"), answered from the published method:
 * the section and sentences that share most words with the question, with the page's address.
 */
import type { Catalog } from "../../content/catalog";
import { bestSentences, markdownToPlain, normalize, sentencesOf } from "../knowledge/text";

/** About the index, the score or the method, not a place's score. */
const asksMethod =
  /\b((your|ur|the|our|queer) (safety )?(index|scores?|scoring|ratings?|method\w*)|how (do|did) (you|u) (rate|score|calculate|measure|work out|decide)|safety method|score (is|gets?) capped|highest score|(what|how) would (a|the) (country|place|destination) (score|get|be rated)|how often (do|does|are|is) (you|u|the \w+|your \w+) (\w+ )?(update|review|refresh|re-?check|check)\w*)\b/;

export function methodAnswer(catalog: Catalog, question: string): string | undefined {
  const text = normalize(question);
  if (!asksMethod.test(text) || !catalog.methodology) return undefined;
  const sections = catalog.methodology.body.split(/^## /m).slice(1);
  const sentences = sections.flatMap((part) => {
    const [heading = "", ...body] = part.split("\n");
    return sentencesOf(markdownToPlain(body.join("\n"))).map((sentence) => ({
      heading: heading.trim(),
      sentence,
    }));
  });
  // "criminalises" and "criminalized" are one word here; a list run into one sentence is long.
  const british = (line: string) => line.replace(/iz(e|ed|es|ing|ation)\b/g, "is$1");
  const asked = british(text);
  const chosen = bestSentences(
    sentences.map(({ sentence }) => sentence),
    asked,
    {
      count: 2,
      least: 2,
      bonus: (sentence) =>
        (/\b(highest|maximum|max|most|cap\w*|illegal|criminal\w*|a crime)\b/.test(asked) &&
        /\bcapped\b/.test(sentence)
          ? 2
          : 0) +
        (/\b(how often|update\w*|review\w*|refresh\w*|current|up to date)\b/.test(asked) &&
        /\b(reviewed|twice a year|last review)\b/i.test(sentence)
          ? 2
          : 0) -
        (sentence.split(/\s+/).length > 40 ? 2 : 0),
    },
  );
  if (chosen.length === 0) return undefined;
  const heading = sentences.find(({ sentence }) => sentence === chosen[0])!.heading;
  return `From our safety method (/destinations/safety-method), "${heading}": ${chosen.join(" ")}`;
}
