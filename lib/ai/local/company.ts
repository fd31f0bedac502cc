/**
 * Questions about the agency itself (where it is, when and by whom it was founded, who does what,
 * whom it partners with, the emergency line, which AI models answer), answered from the site's own
 * records: site.json, the team's author records, partners.json and the About page.
 */
import type { Catalog } from "../../content/catalog";
import { findSection, sectionBullets, sectionHref, sectionLabel } from "../knowledge/legal";
import { normalize } from "../knowledge/text";

interface CompanyFact {
  asks: RegExp;
  /** Asked without naming us ("the emergency number?"), it is still ours that is asked for. */
  anyway?: boolean;
  answer: (catalog: Catalog, question?: string) => string | undefined;
}

/** The question is about us: "you", "your company", "this agency", the brand's name. */
const aboutUs =
  /\b(you|your|you guys|y'?all|u|ur|lavender compass|(the|this) (agency|company)|your (agency|company|team))\b/;

const facts: CompanyFact[] = [
  {
    asks: /\b(who are (you|u|y'?all)|what is lavender compass|what (do|does) (you|u|lavender compass) do|tell me about (you|yourselves|lavender compass))\b/,
    anyway: true,
    answer: ({ site }) =>
      `${site.description} We were founded in ${site.founded} in ${site.town}. More about us: /about.`,
  },
  {
    // How to reach us: the address a visitor writes to, not where we are.
    asks: /\b(e-?mail( address)?|phone number|telephone|how (do|can) (i|we) (reach|contact|call|email)|contact (you|details|info\w*)|(legal|privacy|sustainability) contact|where (do|can|should) (i|we) send|who (do|should) (i|we) (email|write to|contact))\b/,
    anyway: true,
    // A matter with its own address in our policies (conduct, privacy) is the policy's answer.
    answer: ({ site }, question) => {
      // Legal matters, privacy requests and sustainability have addresses of their own.
      const own = /\b(legal|lawyers?|attorneys?|terms|contracts?)\b/.test(question ?? "")
        ? ["legal", site.contact.legal_email]
        : /\b(privacy|my data|delete|deletion|erase|personal (data|information))\b/.test(
              question ?? "",
            )
          ? ["privacy", site.contact.privacy_email]
          : /\b(sustainab\w*|carbon|offsets?|environment\w*)\b/.test(question ?? "")
            ? ["sustainability", site.contact.sustainability_email]
            : undefined;
      if (own?.[1])
        return `For ${own[0]} questions, write to ${own[1]}. For anything else, write to ${site.contact.email} or call ${site.contact.phone}.`;
      return /\b(conduct|privacy|data|report\w*|complain\w*|harass\w*|incident|happened)\b/.test(
        question ?? "",
      )
        ? undefined
        : `Write to ${site.contact.email} or call ${site.contact.phone}; the form on our contact page (/contact) reaches the same team. We reply within 24 hours.`;
    },
  },
  {
    // Not a kind of trip or food ("a train-based trip", "plant-based menus"), nor a city to visit
    // ("which city would you start with?").
    asks: /\b((?<!-)based|located|headquarter\w*|where are you|office|(?<!e-?mail )address|which (town|city|state)(?! (would|should|do|can|could|is best|to)\b))\b/,
    answer: ({ site }) =>
      `We're based in ${site.town}, and we plan trips for travelers everywhere.`,
  },
  {
    asks: /\b(founded|started|start(ed)? it|founder|established|how old is|since when|who (owns|runs|started) (it|you|the (company|agency|business)|lavender compass)\b|who (owns|started)|(what|which) year did (you|u|it) (start|begin|open)|when did (you|u|(the|this) (company|agency)) (start|begin|open)|how long (have|has) (you|u|you guys|y'?all|lavender compass|(the|this) (agency|company)) been (around|in business|operating|going|doing this)|are (you|u|y'?all) (new|a new)|how long in business)\b/,
    answer: ({ site, authors }) => {
      const founder = authors.find((author) => /\bfound/i.test(author.role));
      return `Lavender Compass was founded in ${site.founded}${founder ? ` by ${founder.name}, our ${founder.role.toLowerCase()}` : ""}, in ${site.town}.`;
    },
  },
  {
    // What the site holds, counted from its own content, so the figure is always true of it.
    asks: /\bhow many (destinations|places|countries|cities|packages|trips|tours|articles|posts|guides|journal)\b/,
    answer: ({ destinations, packages, posts }) =>
      `We cover ${destinations.length} destinations (/destinations), sell ${packages.length} fixed-price packages (/packages) and have published ${posts.length} journal articles (/blog).`,
  },
  {
    // "What number do I call if something goes wrong on a trip with you?" asks for it too, but not
    // "if something goes wrong, how fast do I need PEP?".
    asks: /\b(emergenc\w*|emergancy|24\/7|urgent|help line|helpline)\b.*\b(number|phone|line|call|contact)\b|\b(number|phone|line|call)\b.*\bemerg|\b(what|which) (number|phone)\b.*\b(trip|away|travel\w*)\b|\bsomething (goes|went|go) (\w+ )?wrong\b(?!.*\b(pep|prep|hiv)\b)/,
    anyway: true,
    answer: ({ site }) =>
      `Our emergency line for travelers on a trip is ${site.contact.emergency_phone}. For anything else, write to ${site.contact.email} or call ${site.contact.phone}; in danger, call the local emergency number first.`,
  },
  {
    // Not a traveler's own partner ("my partner is celiac").
    asks: /\b(?<!\b(my|our|her|his|their) )(partner(s|ships?|ed|ing| with)?|organi[sz]ations?|orgs?|charit(y|ies)|non-?profits?|affiliat\w*|members? of|causes?)\b/,
    answer: ({ partners }) =>
      partners.length > 0
        ? `We work with and support ${partners.map((partner) => partner.name).join(", ")}. More about them on our About page: /about.`
        : undefined,
  },
  {
    asks: /\b(ai|models?|llms?|chatgpt|gpt|claude|gemini|openai|anthropic)\b.*\b(use|run|power|behind|which|what)\b|\b(which|what) (ai|models?)\b/,
    answer: ({ about }) => {
      const sentence = about?.body
        .split(/(?<=[.!?])\s+/)
        .find((line) => /OpenAI|Anthropic|Google/.test(line));
      return sentence
        ? `${sentence.trim()} Without them configured, our own engine answers from the same records. More: /about.`
        : undefined;
    },
  },
  {
    // "Who does your safety research?", "who's your Europe specialist?": the one whose role says so.
    asks: /\b(whos|who('s| is| does| do| runs| writes| edits| handles| plans)?)\b/,
    // "Who edits the journal?" names our journal without "your".
    anyway: true,
    answer: ({ authors }, question) => {
      const words = (question ?? "").split(/[^a-z]+/).filter((word) => word.length > 3);
      const generic = new Set([
        "travel",
        "designer",
        "lead",
        "your",
        "does",
        "whos",
        "specialist",
        "head",
        "senior",
      ]);
      const matched = authors.filter((author) =>
        normalize(author.role)
          .split(/[^a-z]+/)
          .some(
            (word) =>
              word.length > 3 &&
              !generic.has(word) &&
              words.some((asked) => asked.startsWith(word.slice(0, 6))),
          ),
      );
      return matched.length > 0 && matched.length < authors.length
        ? matched.map((author) => `${author.name} is our ${author.role}.`).join(" ") +
            " Every member of the team: /about."
        : undefined;
    },
  },
  {
    // "Do your staff get accessibility training?": what our staff code of conduct says they train
    // in, quoted from the section that holds it.
    asks: /\b(staff|team|employees?|trip leaders?|guides?|designers?)\b.*\btrain(ed|s|ing)\b|\btrain(ed|s|ing)\b.*\b(staff|team|employees?)\b/,
    answer: (catalog) => {
      const section = findSection(catalog, "staff-conduct", /^Training$/);
      const [line] = section ? sectionBullets(section, /\btraining\b/i) : [];
      return section && line
        ? `From our ${sectionLabel(section)}: ${line} (${sectionHref(section)})`
        : undefined;
    },
  },
  {
    // Not any "who's" ("who's responsible for being fit to travel?") or "people" ("least safe for
    // LGBTQ people"): a word for our team.
    asks: /\b(head of|lead\w*|team|staff|(your|ur|the) people|people (who )?work|who works?|designers?|edit\w*|employees?)\b/,
    // "How many people work there?": we publish no headcount, only the people named on the site.
    answer: ({ authors }, question) =>
      `${/\bhow many\b/.test(question ?? "") ? "We don't publish a headcount. " : ""}Our team named on this site: ${authors.map((author) => `${author.name}, ${author.role}`).join("; ")}.`,
  },
];

/** Our own facts for a question about us, if it asks one we hold. */
export function companyAnswer(catalog: Catalog, question: string): string | undefined {
  const text = normalize(question);
  const us = aboutUs.test(text);
  for (const fact of facts) {
    if (!(us || fact.anyway) || !fact.asks.test(text)) continue;
    const answer = fact.answer(catalog, text);
    if (answer) return answer;
  }
  return undefined;
}
