/**
 * The papers a family carries ("two dads with our adopted daughter, what papers do we bring?",
 * "taking our son abroad, his other mom is staying home, what paperwork?"): the journal's list of
 * the documents that show parentage, each by its name, and in full the one the question's case
 * calls for (a letter of consent when one parent stays home, adoption papers for an adopted child).
 */
import type { Catalog } from "../../content/catalog";
import { fromJournal, journalSectionHeaded } from "../knowledge/journal-sections";
import { markdownToPlain, normalize, sentencesOf } from "../knowledge/text";
import type { Understanding } from "../understanding/question";

const asksPapers =
  /\b(papers?|paperwork|documents?|docs|consent|letter|prove|proof|need anything|bring|carry)\b/;
const oneParent =
  /\b(without (my|our|her|his|their) (wife|husband|partner|spouse|mom|mum|dad|other \w+)|my ex|ex[- ]?(wife|husband|partner)|just me|only me|alone with|by myself|(other|their|his|her) (mom|mum|dad|parent|mother|father)\b.{0,20}\b(not|isn'?t|staying|home)|(isn'?t|not|can'?t|cannot|won'?t) (coming|come|make it|join)|single (mom|mum|dad|parent))\b/;
const adopted = /\badopt\w*\b/;

export function familyPapersAnswer(
  catalog: Catalog,
  u: Pick<Understanding, "text" | "travelers">,
): { text: string; title: string; href: string } | undefined {
  const text = normalize(u.text);
  // Asked what our own terms say, the terms answer.
  if (
    !u.travelers.has("family") ||
    !asksPapers.test(text) ||
    /\b(terms|policy|policies|agreement)\b/.test(text)
  )
    return undefined;
  const section = journalSectionHeaded(catalog, /^The documents that show parentage/);
  if (!section) return undefined;
  const { post, heading, lines } = section;
  const items = lines.filter((line) => /^\s*[-*]\s+\*\*/.test(line));
  // Each item by the name it gives in bold: "A certified copy of the birth certificate".
  const names = items.map((line) => /\*\*(.+?)\*\*/.exec(line)![1]!.replace(/[.,]$/, ""));
  const whole = (pattern: RegExp) => {
    const item = items.find((line) => pattern.test(line));
    return item
      ? sentencesOf(markdownToPlain(item.replace(/^\s*[-*]\s+/, "")))
          .slice(0, 2)
          .join(" ")
      : undefined;
  };
  const detail = [
    oneParent.test(text) ? whole(/letter of consent/i) : undefined,
    adopted.test(text) ? whole(/adoption papers/i) : undefined,
  ].filter((line): line is string => Boolean(line));
  const quoted = [
    `Carry these for every child, on every international trip: ${names.map((name) => name.charAt(0).toLowerCase() + name.slice(1)).join("; ")}.`,
    ...detail,
  ].join(" ");
  const href = `/blog/${post.slug}`;
  return {
    text: `${fromJournal(catalog, post.title, href, quoted)}, under "${heading}": ${quoted}`,
    title: post.title,
    href,
  };
}
