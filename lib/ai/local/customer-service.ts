/**
 * customer_service, the chat's default agent: answers the question asked, from everything the site
 * knows (destinations, safety records, packages, journal, the world baseline), and quotes our
 * policies, naming each document, when the question is about a policy.
 */
import type { AgentChatRequest, AnswerSource } from "../../contract";
import type { Catalog } from "../../content/catalog";
import { findSection, sectionHref, sectionLabel, type LegalSection } from "../knowledge/legal";
import { knowledgeOf, type Passage } from "../knowledge/retrieval";
import { markdownToPlain } from "../knowledge/text";
import type { LocalAnswer } from "../types";
import { describeUnderstanding, understandQuestion } from "../understanding/question";
import type { PolicyTopic, Quote } from "./policy-topics";
import { composeAnswer } from "./question-answer";
import { consultationOffer, dontKnow } from "./voice";

const QUOTE_LIMIT = 1400;

/** A section as plain text, cut at a line break when long, with where to read the rest. */
function quoteText(section: LegalSection, pick?: RegExp): string {
  const lines = markdownToPlain(section.body).split("\n");
  const chosen = pick ? lines.filter((line) => pick.test(line)) : lines;
  let text = "";
  for (const line of chosen) {
    if (text.length + line.length > QUOTE_LIMIT && text.length > 0) {
      return `${text.trim()}\n(The rest is on ${sectionHref(section)}.)`;
    }
    text += `${line}\n`;
  }
  return text.trim();
}

interface Quoted {
  section: LegalSection;
  text: string;
}

function quotesFor(catalog: Catalog, quotes: Quote[]): Quoted[] {
  return quotes.flatMap(({ slug, heading, pick }) => {
    const section = findSection(catalog, slug, heading);
    return section ? [{ section, text: quoteText(section, pick) }] : [];
  });
}

function topicAnswer(catalog: Catalog, topic: PolicyTopic): { text: string; quoted: Quoted[] } {
  const quoted = quotesFor(catalog, topic.quotes);
  const body = quoted.map(
    ({ section, text }) =>
      `From our ${sectionLabel(section)}:\n${text}${text.includes(sectionHref(section)) ? "" : `\n(In full: ${sectionHref(section)}.)`}`,
  );
  return { text: [topic.intro, ...body].join("\n\n"), quoted };
}

/** Text cut at the last sentence that fits, so a quote never stops mid-sentence. */
function clip(text: string, limit: number, href: string): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const end = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf(".\n"));
  return end > 0 ? `${cut.slice(0, end + 1)} (The rest is on ${href}.)` : cut;
}

const capabilities =
  "I can answer questions about booking, consultations, deposits and payments, our fees, cancellation, travel insurance, conduct on our trips, sustainability, privacy and travel documents, quoting our published policies.";

/** When no topic fits: the closest passage of our policies or journal, or an honest "I don't know". */
function closestAnswer(catalog: Catalog, message: string): { text: string; passages: Passage[] } {
  const hits = knowledgeOf(catalog).search(message, { kinds: ["legal", "post"], limit: 5 });
  const legal = hits.find((hit) => hit.passage.kind === "legal" && hit.terms.length >= 2);
  const post = hits.find((hit) => hit.passage.kind === "post" && hit.terms.length >= 2);
  const parts: string[] = [];
  if (legal)
    parts.push(
      `The closest I found in our policies, from our ${clip(legal.passage.text, 1200, legal.passage.href)}`,
    );
  if (post)
    parts.push(`From our journal, "${post.passage.title}" (${post.passage.href}) may help.`);
  return {
    text: parts.join("\n\n"),
    passages: [legal?.passage, post?.passage].filter((p) => p !== undefined),
  };
}

export function answerCustomer(catalog: Catalog, input: AgentChatRequest): LocalAnswer {
  const u = understandQuestion(catalog, input.message, input.context.previous_messages);
  const composed = composeAnswer(catalog, u);
  const sources: AnswerSource[] = [...composed.hrefs].map(([label, href]) => ({ label, href }));
  const context: Passage[] = [...composed.passages];
  const policies = u.topics.map((topic) => {
    const { text, quoted } = topicAnswer(catalog, topic);
    for (const { section } of quoted) {
      if (!sources.some((s) => s.label === sectionLabel(section)))
        sources.push({ label: sectionLabel(section), href: sectionHref(section) });
    }
    return text;
  });
  context.push(
    ...knowledgeOf(catalog).passages.filter(
      (p) => p.kind === "legal" && sources.some((s) => p.title === s.label),
    ),
  );
  const found = composed.lead.length + composed.facts.length + policies.length > 0;
  let body: string[] = [...composed.lead, ...composed.facts, ...policies];
  if (!found) {
    const closest = closestAnswer(catalog, input.message);
    context.push(...closest.passages);
    sources.push(...closest.passages.map((p) => ({ label: p.title, href: p.href })));
    body = [
      closest.text ||
        (/^\s*(hi|hello|hey|good (morning|afternoon|evening))\b/i.test(input.message)
          ? `Hello, and welcome to Lavender Compass. ${capabilities}`
          : `${dontKnow} ${capabilities}`),
    ];
  }
  const closing = policies.length > 0 || !found || composed.lead.length === 0;
  const text = [...body, closing ? consultationOffer : ""].filter(Boolean).join("\n\n");
  return {
    text,
    // Grounded for a provider only with something to give it: a provider asked with an empty
    // context could only say it does not know, and would replace a useful local answer.
    grounded: context.length > 0 || composed.facts.length > 0,
    context,
    facts: found ? [describeUnderstanding(u), `An answer drafted from the data:\n${text}`] : [],
    sources,
  };
}
