/**
 * customer_service, the chat's default agent: answers the question asked, from everything the site
 * knows (destinations, safety records, packages, journal, the world baseline), and quotes the
 * sentences of our policies that answer it, naming each section, when the question is about one.
 */
import type { AgentChatRequest, AnswerSource } from "../../contract";
import { DEFAULT_HOLD_RULES, type HoldRules } from "../../bookings/hold-rules";
import type { Catalog } from "../../content/catalog";
import { legalSections, sectionHref, sectionLabel } from "../knowledge/legal";
import { fromJournal, journalQuote } from "../knowledge/journal-sections";
import { knowledgeOf, type Passage } from "../knowledge/retrieval";
import { asksSupply, escapeRegExp, normalize } from "../knowledge/text";
import type { LocalAnswer } from "../types";
import type { Concern } from "../understanding/concerns";
import {
  describeUnderstanding,
  understandQuestion,
  type Understanding,
} from "../understanding/question";
import { companyAnswer } from "./company";
import { journalArticleAnswer } from "./journal-answer";
import { cancellationTierAnswer } from "./cancellation-tier";
import { entryPermitAnswer } from "./entry-permits";
import { familyPapersAnswer } from "./family-papers";
import { insuranceGuideAnswer } from "./insurance-guide";
import { sextortionAnswer } from "./sextortion";
import { usPassportAnswer } from "./us-passport";
import { eventDateAnswer } from "./event-dates";
import { eventTripAnswer } from "./event-trips";
import { leadTimeAnswer } from "./lead-time";
import { asksLocalHelp, urgentAnswer } from "./local-help-answer";
import { methodAnswer } from "./method-answer";
import { hardConstraintsOf } from "./recommendations/constraints";
import { namedPolicyAnswer } from "./named-policy";
import { outOfReachAnswer } from "./out-of-reach";
import { policyAnswer, quoteSection, quotedText } from "./policy-quotes";
import {
  asksForPlacesToGo,
  asksHormonesOnly,
  composeAnswer,
  recordDetail,
} from "./question-answer";
import { consultationOffer, dontKnow } from "./voice";
import { wholeAnswer } from "./whole-answer";
import { inContentWords } from "../understanding/content-words";
import { placeSwapped } from "../understanding/place-swap";

/** What the site's data answers, as opposed to a policy: asked with one, the data leads. */
const dataConcerns: Concern[] = [
  "safety",
  "best_time",
  "price",
  "inclusions",
  "health",
  "comparison",
  "route",
];

const capabilities =
  "I can answer questions about booking, consultations, deposits and payments, our fees, cancellation, travel insurance, conduct on our trips, sustainability, privacy and travel documents, quoting our published policies.";

/** When no topic fits: the closest passage of our policies or journal, or an honest "I don't know". */
function closestAnswer(catalog: Catalog, message: string): { text: string; passages: Passage[] } {
  const hits = knowledgeOf(catalog).search(message, { kinds: ["legal", "post"], limit: 5 });
  const legal = hits.find((hit) => hit.passage.kind === "legal" && hit.terms.length >= 2);
  const post = hits.find((hit) => hit.passage.kind === "post" && hit.terms.length >= 2);
  const parts: string[] = [];
  const section = legal && legalSections(catalog)[Number(legal.passage.id.split(":")[2])];
  if (section)
    parts.push(
      `The closest I found in our policies. ${quotedText(quoteSection(catalog, message, section))}`,
    );
  // The journal's sentences that answer it, when one of its sections does; else the article.
  const quote = post && journalQuote(catalog, message);
  if (quote)
    parts.push(`${fromJournal(catalog, quote.title, quote.href, quote.text)}: ${quote.text}`);
  else if (post)
    parts.push(`From our journal, "${post.passage.title}" (${post.passage.href}) may help.`);
  return {
    text: parts.join("\n\n"),
    passages: [legal?.passage, post?.passage].filter((p) => p !== undefined),
  };
}

/**
 * What a traveler wears on the way ("my binder on a 14 hour flight to Sydney") or which of their
 * passports to show ("a US/UK dual national"): the journal's guides answer it wherever they go, and
 * the places named are theirs, not where they ask about.
 */
const travelerOnlyWords = String.raw`binders?|binding|tucking|gaffs?|dual (nationals?|citizens?|nationality|citizenship)|two passports`;
const asksTravelerOnly = new RegExp(String.raw`\b(${travelerOnlyWords})\b`);

/** The question without the places it names: what it asks of the journal, not where. */
const withoutNames = (text: string, names: string[]) =>
  names.reduce(
    (rest, name) => rest.replace(new RegExp(`\\b${escapeRegExp(name)}\\b`, "gi"), " "),
    text,
  );

/** Who travels, with what body or papers, or how we rate: what the journal's guides answer. */
const journalTopics = new RegExp(
  String.raw`\b(trans|transgender|non ?binary|transition\w*|bind(er|ers|ing)?|hormones?|hrt|testosterone|estrogen|oestrogen|prep|pep|hiv|x (marker|passport)s?|(passport|marker|it) (says|shows|has) (an )?x|gender markers?|sex markers?|${travelerOnlyWords}|body scanners?|pat ?downs?|security (check|screening)|changing rooms?|score|scores|rate|rating|ratings|index|calculate\w*|weights?|luggage|suitcases?|porters?|walkers?|rollators?|crutches)\b`,
);

/** Whether we received what the visitor sent ("did you get my message?"). */
const askedIfReceived =
  /\b(get|got|gotten|receive[ds]?|receiving|see|seen|saw|read) (my|our|the) (mes+a?ge|msg|e-?mail|request|inquiry|enquiry|note|form)s?\b|\b(my|our) (mes+a?ge|msg) (go|went|get|got) through\b|\b(has|did) (anyone|anybody|someone|somebody) (read|see|seen|get)\b/;

/** A ranking of our places, or which of them score something ("the lowest rating of your places"). */
const rankingAsked =
  /\b(lowest|highest|worst|perfect (5|five|score)|which (of (your|ur) )?(destinations|places|cities)|(of|out of) (all )?(your|ur|the) (destinations|places|cities))\b|\banywhere\b.{0,30}\bscores?\b/;

function asksJournal(u: Understanding): boolean {
  const text = u.text.replace(/[^a-z0-9]+/g, " ");
  // Asked where to go, the answer is our destinations; the journal's guide follows as a link.
  // So is a ranking of them, or which of them score something ("the lowest rating of your
  // places", "which have no survey").
  return journalTopics.test(text) && !asksForPlacesToGo.test(text) && !rankingAsked.test(text);
}

/**
 * Asked for a detail, not for what the data answers (law, safety, prices, where to go, whom to
 * call: someone in crisis gets the numbers, not a sentence that shares a word with their message).
 */
function asksDetail(u: Understanding): boolean {
  return (
    !asksLocalHelp(u) &&
    u.laws.length === 0 &&
    u.topics.length === 0 &&
    !dataConcerns.some((concern) => u.concerns.has(concern)) &&
    // "Any packages to Lisbon?" asks for our trips, not a journal sentence that names packages.
    !/\b(packages?|any trips?|trips? to)\b/.test(u.text) &&
    // Nor does "tell me about the Antarctic cruise" ask a detail: the trip itself answers.
    !(
      u.packages.length > 0 &&
      /\b(tell me (more )?about|describe|more (info|information|details) (on|about)|what('?s| is) (it|the \w+( \w+){0,4}) like)\b/.test(
        u.text,
      )
    ) &&
    // Nor is a ranking of our places, or which of them score something, a detail.
    !rankingAsked.test(u.text) &&
    (!asksForPlacesToGo.test(u.text) || asksWhereWithin(u))
  );
}

/**
 * "Where can you see southern right whales near Cape Town?": where something is found within a
 * place named, a detail of that place, not which of our destinations to travel to.
 */
function asksWhereWithin(u: Understanding): boolean {
  return (
    u.places.length > 0 &&
    /\bwhere (can|could|should|do|would|to) (i |we |you |u |one )?(see|find|watch|spot|buy|get|eat|drink|swim|hear|try|rent|hire|meet|catch|dance|hike|surf|dive|shop)\b/.test(
      u.text,
    ) &&
    !/\b(which|what) (destination|destinations|place|places|city|cities)\b/.test(u.text)
  );
}

/**
 * Whether a traveler can reach or manage something at one of our destinations ("can a mobility
 * scooter get down to the Clifton beaches in Cape Town?"): the journal's detail about the place
 * comes before our terms' promise to tell them honestly.
 */
function asksAccessAt(u: Understanding, ourPlaces: string[]): boolean {
  return (
    ourPlaces.length > 0 &&
    u.topics.length > 0 &&
    u.topics.every((topic) => topic.id === "accessibility") &&
    u.laws.length === 0 &&
    !asksForPlacesToGo.test(u.text)
  );
}

export function answerCustomer(
  catalog: Catalog,
  request: AgentChatRequest,
  holdRules: HoldRules = DEFAULT_HOLD_RULES,
): LocalAnswer {
  // "And Amsterdam's?" after "when is Berlin Pride?" is "when is Amsterdam Pride?".
  const swapped = placeSwapped(catalog, request.message, request.context.previous_messages);
  const asTyped = swapped ? { ...request, message: swapped } : request;
  const input = { ...asTyped, message: inContentWords(asTyped.message) };
  const asked = understandQuestion(catalog, input.message, input.context.previous_messages);
  // "Two moms with two little kids, where should we go?" asks for places, not who may book; a
  // trip asked for with a region, a budget or a month ("what can we book in November under
  // $9,000?", "Asia under 10000 usd") asks for trips, not the booking steps or the payment terms.
  // "Can I pay for a $9k trip in installments?" asks how to pay, not for trips under $9,000.
  const asksHowToPay =
    /\b(pay|paying|payments?)\b.{0,40}\b(in(stall?ments?)|monthly|over time|in parts|split|plan)\b|\b(installments?|instalments?|payment plans?)\b/.test(
      asked.text,
    );
  const asksTrips =
    asksForPlacesToGo.test(asked.text) ||
    (!asksHowToPay &&
      /\b(trips?|holidays?|vacations?|getaways?|what can (we|i) (book|do|get)|options|looking at)\b/.test(
        asked.text,
      ) &&
      asked.places.length === 0 &&
      asked.packages.length === 0 &&
      hardConstraintsOf(catalog, asked.text, asked.places).said.length > 0);
  const u = asksTrips
    ? {
        ...asked,
        topics: asked.topics.filter(
          (topic) => !["age", "booking", "deposit", "fees", "currency"].includes(topic.id),
        ),
      }
    : asked;
  const urgent = urgentAnswer(catalog, input.message, u.places);
  if (urgent) return urgent;
  // "Did you get my message?" after messages in this chat: the chat is answered by our assistants,
  // and only an enquiry or an email reaches the team.
  if (
    input.context.previous_messages.some((message) => message.type === "user") &&
    askedIfReceived.test(u.text) &&
    // An email or the enquiry form does reach the team: that is the 24-hour reply.
    !/\b(e-?mail\w*|form|enquiry|inquiry|called|phoned)\b/i.test(asTyped.message)
  ) {
    const { email } = catalog.site.contact;
    return wholeAnswer(
      catalog,
      `This chat is answered by our AI assistants, not by our team, so what you write here does not reach a person. To reach us, send an enquiry from our contact page (/contact) or write to ${email}: we reply to every inquiry within 24 hours.`,
      [{ label: "Contact us", href: "/contact" }],
    );
  }
  // Live figures, a lone flight, a traveler's own booking: said plainly, not answered with the
  // nearest fact about a place or package the question happens to name.
  const unreachable = outOfReachAnswer(catalog, u.text);
  if (unreachable) {
    return {
      text: `${unreachable}\n\n${consultationOffer}`,
      grounded: false,
      context: [],
      facts: [],
      sources: [{ label: "Contact us", href: "/contact" }],
    };
  }
  /**
   * An answer that is one passage (an article's section, a rule), with the policy sections the
   * question asks for after it (at most `policies` of them), then the offer of a consultation.
   */
  const passageAnswer = (
    text: string,
    sources: AnswerSource[],
    { policies = 0, offer = true }: { policies?: number; offer?: boolean } = {},
  ) => {
    const rule = policies > 0 ? policyAnswer(catalog, u, "") : { parts: [], quoted: [] };
    return wholeAnswer(
      catalog,
      [text, ...rule.parts.slice(0, policies), ...(offer ? [consultationOffer] : [])].join("\n\n"),
      [
        ...sources,
        ...rule.quoted
          .slice(0, policies)
          .map((section) => ({ label: sectionLabel(section), href: sectionHref(section) })),
      ],
    );
  };
  const source = (found: { title: string; href: string }) => ({
    label: found.title,
    href: found.href,
  });
  // Someone threatening to share a traveler's images unless they pay: the steps, first.
  const threat = sextortionAnswer(catalog, input.message);
  if (threat) return passageAnswer(threat.text, [source(threat)]);
  // A question about one of our articles ("in your Antarctic report, …", "who wrote the Sydney
  // trip report?") is answered from that article, not from the place or trip it is about.
  const article = journalArticleAnswer(catalog, input.message);
  if (article)
    return wholeAnswer(catalog, article.text, [{ label: article.title, href: article.href }]);
  // A question that names one of our documents ("the client agreement: do you call before
  // departure?") is answered from the section of it that answers the rest of the question, unless
  // it asks a topic whose sections are quoted together (harassment: what is prohibited, what
  // follows, how to report).
  const policy = u.topics.length === 0 ? namedPolicyAnswer(catalog, input.message) : undefined;
  if (policy)
    return wholeAnswer(catalog, `${policy.text}\n\n${consultationOffer}`, [
      { label: sectionLabel(policy.section), href: sectionHref(policy.section) },
    ]);
  // How far ahead to book: the place's record and the journal's timeline, not the booking steps.
  const ahead = leadTimeAnswer(catalog, u);
  if (ahead)
    return wholeAnswer(
      catalog,
      `${ahead.text}\n\n${consultationOffer}`,
      ahead.hrefs.map(([label, href]) => ({ label, href })),
    );
  // A US traveler's own passport marker: what changed in the United States, from the journal.
  const usPassport = usPassportAnswer(catalog, u);
  if (usPassport) return passageAnswer(usPassport.text, [source(usPassport)], { offer: false });
  // A cancellation asked with when: the one tier of the schedule that applies, also when the
  // cancelling was said just before ("we might need to cancel our Amsterdam week" then "we're
  // about 70 days out, what would we get back?").
  const tier =
    u.packages.length <= 1
      ? cancellationTierAnswer(catalog, input.message, u.followUp ? u.earlier : undefined)
      : undefined;
  if (tier)
    return passageAnswer(tier.text, [
      { label: sectionLabel(tier.section), href: sectionHref(tier.section) },
    ]);
  // The papers a family carries: the journal's list, and the one the question's case calls for.
  const papers = u.laws.length === 0 ? familyPapersAnswer(catalog, u) : undefined;
  if (papers) return passageAnswer(papers.text, [source(papers)]);
  // Insurance asked of the traveler's own case (HIV, surgery, Medicare): the journal's guide first,
  // then the terms' rule on what a policy should cover.
  const cover = u.laws.length === 0 ? insuranceGuideAnswer(catalog, u) : undefined;
  if (cover) return passageAnswer(cover.text, [source(cover)], { policies: 1 });
  // An entry permit asked for a country ("anything to apply for before flying to Sydney?"): the
  // journal's sentences naming it, then the terms' rule on holding the right papers.
  const lastAsked = input.context.previous_messages.filter((m) => m.type === "user").at(-1);
  const entry = u.laws.length === 0 ? entryPermitAnswer(catalog, u, lastAsked?.content) : undefined;
  if (entry)
    return passageAnswer(
      entry.text,
      entry.hrefs.map(([label, href]) => ({ label, href })),
      { policies: Infinity },
    );
  // About us (where we are, who we are, whom we support), with no place or trip in the question.
  // How our staff are trained is the staff code's, not a list of who they are.
  const us =
    u.places.length === 0 &&
    u.packages.length === 0 &&
    u.laws.length === 0 &&
    !u.topics.some((topic) => topic.id === "training")
      ? companyAnswer(catalog, u.text)
      : undefined;
  if (us) return wholeAnswer(catalog, us, [{ label: "About us", href: "/about" }]);
  // Our index itself (how it is calculated, what caps it), with no place named: the method.
  const method =
    u.places.length === 0 && u.packages.length === 0 ? methodAnswer(catalog, u.text) : undefined;
  if (method)
    return wholeAnswer(catalog, method, [
      { label: "How we rate destination safety", href: "/destinations/safety-method" },
    ]);
  // Going to an event we list (EuroPride in Turin): where and when, and that we plan the week.
  const eventTrip = u.laws.length === 0 ? eventTripAnswer(catalog, input.message) : undefined;
  if (eventTrip)
    return wholeAnswer(
      catalog,
      `${eventTrip.text}\n\n${consultationOffer}`,
      eventTrip.hrefs.map(([label, href]) => ({ label, href })),
    );
  // When an event happens, from the line that dates it (a due date or a reply time is the
  // policy's answer, a law's year the law's, a trip's dates the trip's).
  // A package found by one word its name shares with an event ("which city hosted Baltic
  // Pride?", our "Nordic Design and Baltic Old Towns") does not make the question the package's.
  const event = /\b(pride|festival|carnival|parade|fair|mardi gras)\b/i;
  const eventOnly =
    u.packages.length === 0 ||
    (event.test(u.text) &&
      u.packages.every((pkg) => !event.test(pkg.name) && !/\bweek\b/i.test(pkg.name)));
  const dated =
    u.topics.length > 0 || u.laws.length > 0 || !eventOnly
      ? undefined
      : eventDateAnswer(catalog, input.message);
  if (dated) return wholeAnswer(catalog, dated.text, [{ label: dated.label, href: dated.href }]);
  // A question about the traveler's own documents, body or health, with no place or trip named,
  // is answered from the journal's articles on it before any policy; so is one on our method.
  // A detail only an article holds ("how long is the ferry to Provincetown?", "what's a cabeceo?")
  // is quoted from it when three or more of the question's words meet in one of its sections, and
  // the question asks no law, safety, price or recommendation the data answers.
  // Hormones asked with a place named ("testosterone in the us?") are the guide's subject too: the
  // place's record adds its own sentence on medication, not its HIV entry rules.
  // Our destinations asked about: their articles' sections answer a detail about them.
  // A place known by a quarter or sight of it ("Table Mountain") is searched for in the journal by
  // those words, as if no place were named.
  const named = u.places.filter((place) => !place.via);
  const ourPlaces = named.flatMap((place) =>
    place.destination ? [place.name, place.destination.country] : [],
  );
  const placeNames = named.flatMap((place) =>
    place.destination ? [place.name, place.destination.country] : [place.name],
  );
  // Who is told what a traveler shares about their health or identity is the privacy policy's
  // answer alone ("will the hotel know I'm HIV positive?"), not a journal sentence on hotels.
  const fromArticle = u.topics.some((topic) => topic.id === "sensitive")
    ? undefined
    : (named.length === 0 ||
          asksHormonesOnly(u.text) ||
          asksTravelerOnly.test(u.text) ||
          // How much medication to pack is the journal's, wherever the trip goes.
          asksSupply(u.text)) &&
        u.packages.length === 0 &&
        asksJournal(u)
      ? journalQuote(catalog, withoutNames(input.message, placeNames))
      : asksDetail(u) || asksAccessAt(u, ourPlaces)
        ? journalQuote(catalog, input.message, ourPlaces.length > 0 ? 2 : 3, {
            named: placeNames,
            about: ourPlaces,
          })
        : undefined;
  // Searched for as if no place were named, the quote must name the quarter or sight asked about.
  const vias = u.places.flatMap((place) => (place.via ? [place.via] : []));
  const journal =
    fromArticle && vias.length > 0 && !vias.some((via) => normalize(fromArticle.text).includes(via))
      ? undefined
      : fromArticle;
  // A detail of one of our places that its record holds, word for word, answers before the journal.
  const destinations = u.places.flatMap((place) => (place.destination ? [place.destination] : []));
  const detailOf =
    destinations.length === 1 &&
    u.packages.every((pkg) => !pkg.destination_ids.includes(destinations[0]!.id)) &&
    u.laws.length === 0 &&
    !asksLocalHelp(u)
      ? recordDetail(
          catalog,
          destinations[0]!,
          u.text,
          asksDetail(u) ? 1 : 2,
          // A traveler living with HIV is told the entry rules in full.
          u.travelers.has("hiv") ? ["no_hiv_entry_restrictions"] : [],
        )
      : undefined;
  const composed = composeAnswer(catalog, u, {
    answered: journal !== undefined,
    holdRules,
    said: detailOf,
  });
  // Beside an article's section that holds the detail, the record's sentence follows it.
  if (detailOf) {
    const d = destinations[0]!;
    const line = `From ${d.name}'s safety record (/destinations/${d.id}): ${detailOf}`;
    // Said first, the sentence is not said again among the record's notes.
    const without = (text: string) => text.replace(` ${detailOf}`, "").replace(detailOf, "");
    composed.lead.splice(0, composed.lead.length, ...composed.lead.map(without).filter(Boolean));
    composed.facts.splice(0, composed.facts.length, ...composed.facts.map(without).filter(Boolean));
    composed.lead.unshift(line);
    composed.direct ||= !journal;
  }
  const sources: AnswerSource[] = [...composed.hrefs].map(([label, href]) => ({ label, href }));
  const context: Passage[] = [...composed.passages];
  const rules = u.topics.flatMap((topic) => (topic.rule ? [topic.rule()] : []));
  const { parts, quoted } = policyAnswer(catalog, u, rules.join(" "));
  const policies = [...rules, ...parts];
  for (const section of quoted) {
    if (!sources.some((s) => s.label === sectionLabel(section)))
      sources.push({ label: sectionLabel(section), href: sectionHref(section) });
  }
  context.push(
    ...knowledgeOf(catalog).passages.filter(
      (p) => p.kind === "legal" && sources.some((s) => p.title === s.label),
    ),
  );

  const warnings = composed.lead.filter((line) => line.startsWith("Warning: "));
  if (journal) {
    // Beside the data's own answer, the article follows it; otherwise it is the answer, after
    // any warning about a law that criminalises, which stays first.
    const line = `${fromJournal(catalog, journal.title, journal.href, journal.text)}: ${journal.text}`;
    if (composed.direct) composed.facts.push(line);
    else composed.lead.splice(warnings.length, 0, line);
    sources.push({ label: journal.title, href: journal.href });
  }
  const found = composed.lead.length + composed.facts.length + policies.length > 0;
  // Asked only about a policy ("can I cancel the Iberian Rail Journey?"), the quote is the direct
  // answer and the trip's own figures follow it; a warning about a law still comes first.
  const policyFirst =
    policies.length > 0 &&
    !dataConcerns.some((concern) => u.concerns.has(concern)) &&
    !(u.laws.length > 0 && composed.lead.length > 0) &&
    !composed.direct &&
    !journal;
  let body: string[] = policyFirst
    ? [
        ...warnings,
        ...policies,
        ...composed.lead.filter((line) => !warnings.includes(line)),
        ...composed.facts,
      ]
    : [...composed.lead, ...composed.facts, ...policies];
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
