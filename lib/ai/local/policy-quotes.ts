/**
 * A policy answer as a visitor wants it: only the sentences of each section that answer the
 * question (the tier or rule with its figures), most relevant section first, each with a link to
 * the section in full. Sentences are chosen by the policy index's search, not by word lists.
 */
import type { Catalog } from "../../content/catalog";
import { answerLength } from "../knowledge/length";
import { findSection, sectionHref, sectionLabel, type LegalSection } from "../knowledge/legal";
import { labelsNamedIn, policyUnitsOf, type PolicyUnit } from "../knowledge/policy-units";
import type { Understanding } from "../understanding/question";
import { repeats } from "../knowledge/text";
import type { PolicyTopic, Quote } from "./policy-topics";

/** Sentences of one section quoted for one question, at most this many (a table counts as one). */
const UNITS_PER_SECTION = 2;
/** Bullets are scanned, not read through: a general question may take a whole short list. */
const BULLETS_PER_SECTION = 5;
/** A sentence scoring under this share of the section's best is not about the question. */
const RELEVANCE = 0.5;
/** Words of prose (lists aside) after which further sections are linked rather than quoted. */
const PROSE_BUDGET = 110;

export interface QuotedSection {
  section: LegalSection;
  /** The section's best score for the question: how much it is about it. */
  score: number;
  text: string;
}

/** The section's units the question asks about; its first figures when the search finds none. */
function chooseUnits(
  catalog: Catalog,
  question: string,
  quote: Pick<Quote, "pick" | "restatesRule">,
  section: LegalSection,
  said: string,
) {
  const index = policyUnitsOf(catalog);
  const allowed = (unit: PolicyUnit) => !quote.pick || quote.pick.test(unit.text);
  // A sentence with a figure is the rule itself, one without usually its explanation; a table
  // lays out every tier with its figures, and would lose to any short sentence on length alone.
  // A section opens with its rule, so between equals the earlier sentence wins.
  const first = index.units.find((unit) => unit.section === section)?.id ?? 0;
  // A paragraph whose bold run-in heading the question says ("late paying" for "Late payment.")
  // is the rule asked for, wherever it stands in the section.
  const namesLabel = labelsNamedIn(question);
  const weight = (unit: PolicyUnit) =>
    (unit.kind === "table" ? 3 : unit.hasFigure ? 1.5 : 1) *
    (namesLabel(unit) ? 2 : Math.max(0.5, 1 - 0.05 * (unit.id - first)));
  const hits = index
    .search(question, section)
    .filter(({ unit }) => allowed(unit))
    .map(({ unit, score }) => ({ unit, score: score * weight(unit) }))
    .sort((a, b) => b.score - a.score);
  const best = hits[0]?.score ?? 0;
  const relevant = hits.filter((hit) => hit.score >= best * RELEVANCE).map((hit) => hit.unit);
  const bullets = relevant.filter((unit) => unit.kind === "bullet" && unit.opensBlock);
  const chosen = [
    ...relevant.filter((unit) => !bullets.includes(unit)).slice(0, UNITS_PER_SECTION),
    ...bullets.slice(0, BULLETS_PER_SECTION),
  ];
  // Nothing in the section matches the question's words: its opening states its rule.
  if (chosen.length === 0)
    chosen.push(
      ...index.units
        .filter((unit) => unit.section === section && allowed(unit))
        .slice(0, UNITS_PER_SECTION),
    );
  // A lone sentence ("Your first consultation is free.") reads better with the one that follows it
  // in its paragraph, which usually holds the figures.
  const [only] = chosen;
  const next = only && index.units[only.id + 1];
  if (chosen.length === 1 && next && next.section === section && next.block === only.block)
    chosen.push(next);
  // A paragraph named by its run-in heading is asked for with the figures that follow its opening
  // ("Late payment. If a payment is late, we will contact you…" then the fee).
  for (const unit of [...chosen].filter(namesLabel)) {
    const figures = index.units
      .filter((u) => u.section === section && u.block === unit.block && u.id > unit.id)
      .filter((u) => u.hasFigure)
      .slice(0, 2);
    for (const more of figures) if (!chosen.includes(more)) chosen.push(more);
  }
  // A bullet's later sentence needs its first, which names what it is about.
  for (const unit of [...chosen]) {
    const opener = index.units.find(
      (u) => u.section === section && u.block === unit.block && u.opensBlock,
    );
    if (unit.kind === "bullet" && opener && !chosen.includes(opener)) chosen.push(opener);
  }
  // Two sentences of a paragraph with one between them keep it: "Some suppliers pay a commission.
  // If one in your trip does, we will tell you, in writing. Commissions never decide…" reads as one.
  for (const unit of [...chosen]) {
    const between = index.units[unit.id + 1];
    const after = index.units[unit.id + 2];
    if (
      between &&
      after &&
      chosen.includes(after) &&
      !chosen.includes(between) &&
      between.block === unit.block &&
      after.block === unit.block &&
      unit.kind !== "bullet"
    )
      chosen.push(between);
  }
  const rank = new Map(hits.map((hit, i) => [hit.unit, i]));
  // What the booking step's rule already said is not quoted again; the section may then have
  // nothing left to add, and is left out.
  const units = quote.restatesRule ? chosen.filter((unit) => !repeats(said, unit.text)) : chosen;
  return { units, rank: (unit: PolicyUnit) => rank.get(unit) ?? hits.length, score: best };
}

/**
 * The chosen units as text, the block holding the best answer first: a bullet stays a "- " line,
 * and sentences of one paragraph stay together in the document's order.
 */
function render(units: PolicyUnit[], rank: (unit: PolicyUnit) => number): string {
  const blocks = new Map<number, PolicyUnit[]>();
  for (const unit of [...units].sort((a, b) => a.id - b.id))
    blocks.set(unit.block, [...(blocks.get(unit.block) ?? []), unit]);
  const best = (block: PolicyUnit[]) => Math.min(...block.map(rank));
  return [...blocks.values()]
    .sort((a, b) => best(a) - best(b))
    .map((block) => {
      const text = block.map((unit) => unit.text).join(" ");
      return block[0]!.kind === "bullet" ? `- ${text}` : text;
    })
    .join("\n");
}

/** One section, cut to what the question asks of it. */
export function quoteSection(
  catalog: Catalog,
  question: string,
  section: LegalSection,
  quote: Pick<Quote, "pick" | "restatesRule"> = {},
  said = "",
): QuotedSection {
  const { units, rank, score } = chooseUnits(catalog, question, quote, section, said);
  return { section, score, text: render(units, rank) };
}

export function quoteSections(
  catalog: Catalog,
  question: string,
  topic: PolicyTopic,
  said = "",
): QuotedSection[] {
  return topic.quotes
    .filter((quote) => !quote.when || quote.when.test(question))
    .flatMap((quote) => {
      const section = findSection(catalog, quote.slug, quote.heading);
      if (!section) return [];
      const quoted = quoteSection(catalog, question, section, quote, said);
      return quoted.text ? [quoted] : [];
    })
    .sort((a, b) => b.score - a.score);
}

/** "From our Terms of Service, section 8 (...):" with the quote and where to read it in full. */
export function quotedText({ section, text }: QuotedSection): string {
  return `From our ${sectionLabel(section)}:\n${text}\n(In full: ${sectionHref(section)}.)`;
}

/**
 * The quotes for the topics asked about, the most relevant first. Once the prose runs past the
 * budget, a further section is linked by name instead of quoted, so the answer stays short; what
 * the answer already `said` is not quoted again.
 */
export function policyAnswer(
  catalog: Catalog,
  u: Pick<Understanding, "text" | "topics" | "packages">,
  said = "",
): { parts: string[]; quoted: LegalSection[] } {
  const parts: string[] = [];
  const quoted: LegalSection[] = [];
  const linked: LegalSection[] = [];
  let prose = 0;
  for (const topic of u.topics) {
    for (const quote of quoteSections(catalog, u.text, topic, said)) {
      if (quoted.includes(quote.section) || linked.includes(quote.section)) continue;
      const text = quotedText(quote);
      const words = answerLength(text).prose;
      // A question about one of our packages is not about the custom trips' agreement.
      const forCustomTrips = u.packages.length > 0 && quote.section.slug === "client-agreement";
      if (forCustomTrips || (quoted.length > 0 && prose + words > PROSE_BUDGET)) {
        linked.push(quote.section);
        continue;
      }
      prose += words;
      parts.push(text);
      quoted.push(quote.section);
    }
  }
  if (linked.length > 0)
    parts.push(
      `Also in our policies: ${linked.map((s) => `${sectionLabel(s)}, ${sectionHref(s)}`).join("; ")}.`,
    );
  return { parts, quoted: [...quoted, ...linked] };
}
