/**
 * Our legal sections cut into what can be quoted on its own: each sentence of a paragraph or a
 * bullet, and each table whole (a tier table answers as one), indexed with minisearch so a policy
 * answer can quote the sentences that answer the question instead of the whole section.
 */
import MiniSearch from "minisearch";
import type { Catalog } from "../../content/catalog";
import { perCatalog } from "./cache";
import { legalSections, type LegalSection } from "./legal";
import { markdownToPlain, normalize, stripInline, termOf } from "./text";

export interface PolicyUnit {
  id: number;
  section: LegalSection;
  /** The paragraph, bullet or table it belongs to, counted from the top of the section. */
  block: number;
  kind: "paragraph" | "bullet" | "table";
  /** As quoted: a sentence, or a table's rows as "- when: what" lines. */
  text: string;
  /** What the search reads: the text, and for a table its header ("When you cancel"). */
  searchText: string;
  /** The first sentence of its bullet, which carries the bullet's label ("Deposit: ..."). */
  opensBlock: boolean;
  /** Holds a figure: an amount, a share or a number of days. */
  hasFigure: boolean;
  /** The bold run-in heading its paragraph or bullet opens with ("Late payment", "Deposit"). */
  label?: string;
}

/** Sentences, with a bold run-in heading ("Late payment.") kept with the sentence it introduces. */
function sentencesOf(text: string): string[] {
  const parts = text.split(/(?<=[.!?])\s+(?=[A-Z"(])/);
  const sentences: string[] = [];
  for (const part of parts) {
    const last = sentences.at(-1);
    if (last !== undefined && last.split(" ").length <= 3)
      sentences[sentences.length - 1] = `${last} ${part}`;
    else sentences.push(part);
  }
  return sentences.map((s) => s.trim()).filter(Boolean);
}

/** A paragraph's or bullet's bold run-in heading: "**Late payment.** If a payment…" → "Late payment". */
function runInLabel(markdown: string): string | undefined {
  return /^\*\*([^*]{2,40}?)[.:]?\*\*/.exec(markdown.trim())?.[1];
}

function unitsOf(section: LegalSection, start: number): PolicyUnit[] {
  const units: PolicyUnit[] = [];
  let block = 0;
  const add = (
    kind: PolicyUnit["kind"],
    text: string,
    opensBlock: boolean,
    extra = "",
    label?: string,
  ) =>
    units.push({
      id: start + units.length,
      section,
      block,
      kind,
      text,
      searchText: `${extra} ${text}`.trim(),
      opensBlock,
      hasFigure: /\d|\$/.test(text),
      ...(label && opensBlock ? { label } : {}),
    });
  for (const raw of section.body.split(/\n\s*\n/).map((b) => b.trim())) {
    const lines = raw.split("\n");
    if (lines[0]?.startsWith("|")) {
      add("table", markdownToPlain(raw), true, stripInline(lines[0].replace(/\|/g, " ")));
    } else if (/^([-*]|\d+\.)\s/.test(lines[0] ?? "")) {
      // Each bullet is its own block, so a quoted bullet keeps its label.
      for (const bullet of raw.split(/\n(?=(?:[-*]|\d+\.)\s)/)) {
        const item = bullet.replace(/^([-*]|\d+\.)\s+/, "");
        const text = stripInline(item.replace(/\s+/g, " "));
        const label = runInLabel(item);
        sentencesOf(text).forEach((sentence, i) => add("bullet", sentence, i === 0, "", label));
        block++;
      }
    } else {
      const text = markdownToPlain(raw).replace(/\s+/g, " ");
      const label = runInLabel(raw);
      sentencesOf(text).forEach((sentence, i) => add("paragraph", sentence, i === 0, "", label));
    }
    block++;
  }
  return units;
}

export interface PolicyIndex {
  units: PolicyUnit[];
  /** The units of one section matching the question, best first, with their scores. */
  search(question: string, section: LegalSection): { unit: PolicyUnit; score: number }[];
}

/**
 * A word without its plural "s" and cut to six letters: a light stem, so "fees" finds "fee",
 * "cancellation" finds "cancel" and "deposits" finds "deposit".
 */
const stemOf = (token: string) => {
  const term = termOf(token);
  return term === null ? null : term.replace(/([^s])s$/, "$1").slice(0, 6);
};

/**
 * For one question, whether it says every word, two or more, of a unit's run-in heading, each
 * known by its first three letters ("late paying" for "Late payment", "rush surcharge" for "Rush
 * surcharge").
 */
export function labelsNamedIn(question: string): (unit: PolicyUnit) => boolean {
  const root = (word: string) => termOf(word)?.slice(0, 3) ?? null;
  const asked = new Set(
    normalize(question)
      .split(/[^a-z0-9]+/)
      .map(root),
  );
  return (unit) => {
    if (!unit.label) return false;
    const words = unit.label
      .split(/[^A-Za-z0-9]+/)
      .map(root)
      .filter((word) => word !== null);
    // A heading of one word ("delete", "What we ask of you") names too little to tell.
    return words.length >= 2 && words.every((word) => asked.has(word));
  };
}

function build(catalog: Catalog): PolicyIndex {
  const units: PolicyUnit[] = [];
  for (const section of legalSections(catalog)) units.push(...unitsOf(section, units.length));
  const index = new MiniSearch<PolicyUnit>({
    fields: ["searchText"],
    storeFields: [],
    processTerm: stemOf,
    searchOptions: { prefix: true, combineWith: "OR" },
  });
  index.addAll(units);
  return {
    units,
    search(question, section) {
      return index
        .search(normalize(question), {
          filter: (hit) => units[Number(hit.id)]!.section === section,
        })
        .map((hit) => ({ unit: units[Number(hit.id)]!, score: hit.score }));
    },
  };
}

export const policyUnitsOf = perCatalog("policy-units", build);
