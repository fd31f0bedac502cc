/**
 * A question that names one of our documents ("the client agreement: do you call before
 * departure?", "does your staff code let staff date clients?", "what does your privacy policy say
 * happens to what I type in this chat?") is answered from that document: the section whose
 * sentences answer the rest of the question, quoted, with the link to it.
 */
import type { Catalog } from "../../content/catalog";
import { legalSections, type LegalSection } from "../knowledge/legal";
import { policyUnitsOf } from "../knowledge/policy-units";
import { normalize, stemOf, termsOf } from "../knowledge/text";
import { quoteSection, quotedText } from "./policy-quotes";

/** How a visitor names each document, most specific first ("staff code" before "code of conduct"). */
const documentNames: { slug: string; named: RegExp }[] = [
  {
    slug: "staff-conduct",
    named:
      /\b(staff|employee)s?'? (code|conduct|rules)( of conduct)?\b|\bcode of conduct for (staff|employees)\b/,
  },
  {
    slug: "traveler-conduct",
    named: /\b(travell?er|guest|client)s?'? (code|conduct)( of conduct)?\b|\bcode of conduct\b/,
  },
  { slug: "client-agreement", named: /\bclient agreement\b|\b(your|the|ur) agreement\b/ },
  { slug: "privacy", named: /\bprivacy (policy|notice|statement)\b/ },
  { slug: "sustainability", named: /\bsustainab\w* (travel )?polic(y|ies)\b/ },
  {
    slug: "terms",
    named:
      /\bterms (of service|and conditions|& conditions)\b|\b(your|the|ur) terms\b|\bt ?& ?cs?\b|\btos\b/,
  },
];

/** The document the question names and the question without its name, or undefined. */
function namedDocument(question: string): { slug: string; rest: string } | undefined {
  const text = normalize(question).replace(/['’]/g, "'");
  for (const { slug, named } of documentNames) {
    const match = named.exec(text);
    if (match) return { slug, rest: text.replace(match[0], " ") };
  }
  return undefined;
}

/**
 * The section of the document that answers the rest of the question: its sentences' best score
 * in the policy index, and more when its heading holds a word of the question ("Professional
 * Boundaries" for "date clients" does not, "Support Before and During Your Trip" for "during the
 * trip" does).
 */
function answeringSection(catalog: Catalog, slug: string, rest: string): LegalSection | undefined {
  const index = policyUnitsOf(catalog);
  const asked = new Set([...termsOf(rest)].map(stemOf));
  if (asked.size === 0) return undefined;
  const scored = legalSections(catalog)
    .filter((section) => section.slug === slug)
    .map((section) => ({
      section,
      best: index.search(rest, section)[0]?.score ?? 0,
      heading: [...termsOf(section.heading)].filter((term) => asked.has(stemOf(term))).length,
    }));
  const top = Math.max(0, ...scored.map((s) => s.best));
  if (top === 0) return undefined;
  return scored
    .map(({ section, best, heading }) => ({ section, score: best + heading * top * 0.5 }))
    .sort((a, b) => b.score - a.score)[0]!.section;
}

/** The quoted section of the named document that answers the question, or undefined. */
export function namedPolicyAnswer(
  catalog: Catalog,
  question: string,
): { text: string; section: LegalSection } | undefined {
  const named = namedDocument(question);
  if (!named) return undefined;
  const section = answeringSection(catalog, named.slug, named.rest);
  if (!section) return undefined;
  return { text: quotedText(quoteSection(catalog, named.rest, section)), section };
}
