/**
 * The answer to an understood question: any criminalisation warning first, then the direct answer
 * in a sentence or two, then the facts with their figures and the page that holds them. Short,
 * unless it lists. Policies are quoted only when the question is about one (customer service).
 */
import type { Destination, SafetyData, TravelPackage } from "../../contract";
import { indicatorInWords, type LegalIndicatorKey } from "../../contract/safety";
import { DEFAULT_HOLD_RULES, type HoldRules } from "../../bookings/hold-rules";
import type { Catalog } from "../../content/catalog";
import { getPackageRouteCountries } from "../../content/world-baseline";
import { getFlightOffset } from "../../content/flights";
import { formatLongDate, formatPrice, formatScore } from "../../format";
import { isPricedPerPerson, packagesReaching, routeOf } from "../knowledge/destinations";
import { knowledgeOf, type Passage } from "../knowledge/retrieval";
import { monthName, monthsMentioned, monthsOfBestTime } from "../knowledge/seasons";
import {
  bestSentences,
  containsPhrase,
  escapeRegExp,
  firstSentence,
  listInProse,
  newSentences,
  normalize,
  sentencesOf,
  stemOf,
  termsOf,
} from "../knowledge/text";
import type { Concern, TravelerKind } from "../understanding/concerns";
import { countryOf, type Place, type Understanding } from "../understanding/question";
import { answerLength } from "../knowledge/length";
import { fromJournal, journalSentenceSharing } from "../knowledge/journal-sections";
import { packageDeposit } from "./booking-rules";
import { analyseRequest } from "./recommendations/analysis";
import {
  departsIn,
  hardConstraintsOf,
  inPlacesAsked,
  monthsUnderWay,
  partyCounted,
  partyFit,
  pricePerPerson,
} from "./recommendations/constraints";
import { lawsAcrossDestinations } from "./laws-across";
import { exceptEvents } from "./event-trips";
import { asksLocalHelp, localHelpLines } from "./local-help-answer";
import type { CountryBaseline } from "../../content/world-baseline";
import {
  citedOnce,
  countryLawFirst,
  countryName,
  sourcesList,
  criminalisationWarning,
  discriminationLine,
  expressionInBrief,
  expressionLine,
  genderLine,
  hivLine,
  isCriminalising,
  legalLine,
  marriageLine,
} from "./country-baseline";

export interface Composed {
  /** Warnings and the direct answer: what the visitor reads first. */
  lead: string[];
  facts: string[];
  passages: Passage[];
  hrefs: Map<string, string>;
  /**
   * The data answers the very thing asked (a package's departures, party price, offset or
   * itinerary; a country's emergency numbers): it comes before any policy quoted beside it.
   */
  direct: boolean;
}

const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
/** A reason set after "because": its opening article in small letters, a name ("Brazil") as it is. */
const lowerArticle = (text: string) =>
  text.replace(/^(The|A|An|Its|It|This|These|There|Their)\b/, (word) => word.toLowerCase());
const perPerson = (pkg: TravelPackage) => (isPricedPerPerson(pkg) ? " per person" : "");
const sentences = (text: string, count: number) =>
  (text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text]).slice(0, count).join("").trim();

/** Words of a safety question that the record's own words rarely repeat: what they mean there. */
const riskWords =
  /\b(risk|risks|hazard|hazards|danger|dangers|dangerous|advisory|advisories|watch (out )?for|look out for|beware|be aware|warnings?|warn|precautions?|worry|worried|careful|safe|safety|tips?|avoid|concern|concerns|hurt|injur\w*|harm)\b/;
/** "What should we watch out for?": the dangers themselves, worth a second sentence of the notes. */
const asksForDangers =
  /\b(watch (out )?for|look out for|beware|warnings?|precautions?|careful|avoid|risks?|dangers?|hazards?)\b/;
/** "OK to leave our luggage in the car?": an act asked about, not the place. */
const asksAboutAnAct = /\b(ok(ay)?|alright|fine) to \w+/;
const riskCues =
  /\b(crime|theft|robber|scam|spik|drug|(your|a) drink\b|drink more|heat|cartel|kidnap|level \d|advis|violen|harass|pickpocket|flag|current|bike|cycl|police|hazard|tide|break-?ins?\b|rocket|shelter|protected room|self-driv|typhoon|storm)/i;
/**
 * How a record says to get about safely (cars, not street taxis; phones out of sight): the answer to
 * a danger asked about, but not to whether a couple may hold hands, which its scene answers.
 */
const precautionCues = /\b(ride-hailing|pre-booked|booked car|street (offers|taxis)|out of sight)/i;
const asksAboutAffection = /\b(hold(ing)? hands|kiss\w*|affection\w*|pda)\b/;

/**
 * A traveler's own need, in the words they ask with, and the words a record answers it with: a
 * cane or a wheelchair is answered by the hills and steps, the heat by the summer highs, a heart
 * condition by the altitude, "a doctor" by the clinic the record names.
 */
const needs: { asked: RegExp; answered: RegExp }[] = [
  {
    asked:
      /\b(wheelchairs?|canes?|walkers?|mobility|walk(ing)? far|(can'?t|cannot) walk|knees?|hips?|stairs|steps|hills?|hilly|disab\w*|accessib\w*|get(ting)? around)\b/,
    answered:
      /\b(hill\w*|steep|cobble\w*|stairs?|steps|slopes?|flat|lifts?|elevators?|slippery|ramps?)\b/i,
  },
  { asked: /\b(heat|hot|temperatures?|humid\w*)\b/, answered: /\b(heat|hot|°[FC]|shade|highs)\b/i },
  // "When is typhoon season in Taipei?": the storms or rains the record warns of, and when.
  {
    asked: /\b(typhoons?|monsoons?|hurricanes?|cyclones?|storms?|rainy|rains?|wet season)\b/,
    answered: /\b(typhoons?|monsoons?|hurricanes?|cyclones?|storms?|rains?|rainy|downpours?)\b/i,
  },
  {
    asked: /\b(altitude|elevation|thin air|breath\w*|heart)\b/,
    answered: /\b(altitude|elevation)\b/i,
  },
  {
    asked:
      /\b(doctors?|clinics?|health ?care|health (centres?|centers?|services?|support)|hospitals?|sexual health|stis?|stds?|hiv test\w*)\b/,
    answered:
      /\b(clinics?|health (cent(er|re)s?|organi[sz]ations?|and support)|doctors?|refer\w*|hospitals?)\b/i,
  },
  // "Any laws a tourist could break?": what the record says is a crime or banned there.
  {
    asked:
      /\b(laws?|illegal|break|arrest\w*|fined|offen[cs]es?|prohibited|banned|(legal|police) trouble|get (me |us )?(arrested|locked up|jailed))\b/,
    answered: /\b(crimes?|illegal|laws?|arrest\w*|fines?|prohibit\w*|banned)\b/i,
  },
  // "Why is it only a 4?": the rationale's reason for the score.
  {
    asked: /\bwhy\b.*\b(only|low|lower|\d)\b|\b(scores?|rating|rated|index)\b.*\bwhy\b/,
    answered: /\b(level \d|caps?|we rate|rated|rating|because)\b/i,
  },
];

/**
 * The sentences of a destination's notes and safety rationale that answer the question: those
 * sharing its words (photos, swimming, nightlife), for "is it safe?", "what should we watch for?"
 * those naming a danger, and for a traveler's own need (a cane, the heat, a doctor) those that
 * answer it; the notes' opening sentences when none does.
 */
function notesFor(s: SafetyData, question: string, count: number): string {
  // Below 3/5 the verdict already gives the rationale's first sentence as its reason.
  const rationale = sentencesOf(s.safety_rationale).slice(s.overall_score < 3 ? 1 : 0);
  const asked = normalize(question);
  const risky = riskWords.test(asked) || asksAboutAnAct.test(asked);
  const needed = needs.filter((need) => need.asked.test(asked));
  // A health need may be answered by the notes for trans travelers (a clinic they name).
  const candidates = [
    ...sentencesOf(s.notes),
    ...rationale,
    ...(needed.length > 0 ? sentencesOf(s.trans_notes) : []),
  ];
  // A word of the question that one sentence alone holds ("clubs") points to it.
  const stemsOf = (text: string) => new Set([...termsOf(text)].map(stemOf));
  const held = candidates.map(stemsOf);
  const rare = [...stemsOf(question)].filter(
    (stem) => held.filter((stems) => stems.has(stem)).length === 1,
  );
  const chosen = bestSentences(candidates, question, {
    count,
    least: 2,
    bonus: (sentence) =>
      (risky &&
      (riskCues.test(sentence) ||
        (!asksAboutAffection.test(asked) && precautionCues.test(sentence)))
        ? 2
        : 0) +
      (needed.some((need) => need.answered.test(sentence)) ? 3 : 0) +
      rare.filter((stem) => stemsOf(sentence).has(stem)).length,
  });
  // Asked about dangers beside something else ("where should we stay + is it ok to walk at
  // night?"), the sentence naming the danger comes too.
  const dangers = candidates.filter((sentence) => riskCues.test(sentence));
  const danger =
    // Below 3/5 the verdict's own reason names it already.
    risky &&
    s.overall_score >= 3 &&
    dangers.length > 0 &&
    !chosen.some((sentence) => riskCues.test(sentence))
      ? [bestSentences(dangers, question, { count: 1 })[0] ?? dangers[0]!]
      : [];
  if (chosen.length > 0) return [...chosen, ...danger].join(" ");
  return [sentences(s.notes, count), ...danger].join(" ");
}

/**
 * A detail a destination's record holds ("can we grab a taxi back from Chora at 3am?" in Mykonos:
 * "arrange your hotel's driver for nights out because taxis are scarce"): the sentence of its notes
 * or of a legal protection's detail holding a word of the question that no other sentence of the
 * record holds, the place's own name aside, with the most of the question's words; none when no
 * sentence holds such a word, or fewer than `least` of the question's words.
 */
export function recordDetail(
  catalog: Catalog,
  d: Destination,
  question: string,
  /** How many of the question's words it must hold (two beside a policy or a concern asked). */
  least = 1,
  /** Legal protections the answer states anyway (HIV entry, asked by a traveler living with HIV). */
  answered: readonly string[] = [],
): string | undefined {
  const s = safetyOf(catalog, d);
  // The notes, and what each legal protection's detail says ("banned conversion practices in
  // 2016", "Paragraph 175 was repealed entirely in 1994").
  const candidates = [
    ...sentencesOf(s.notes),
    ...s.indicators
      .filter((indicator) => !answered.includes(indicator.key))
      .flatMap((indicator) => sentencesOf(indicator.detail)),
  ];
  const record = [...candidates, ...sentencesOf(s.safety_rationale), ...sentencesOf(s.trans_notes)];
  const stemsOf = (text: string) => new Set([...termsOf(normalize(text))].map(stemOf));
  const name = stemsOf(`${d.name} ${d.country}`);
  // "Banned" names no detail, as any law may ban something: "is conversion therapy banned in
  // Brazil?" is not answered by Rio's sentence on laws that "banned 'gender ideology'" teaching.
  const lawWords = stemsOf("ban bans banned");
  const asked = [...stemsOf(question)].filter(
    (stem) => !name.has(stem) && !lawWords.has(stem) && stem.length >= 3,
  );
  const held = record.map(stemsOf);
  const rare = asked.filter((stem) => held.filter((stems) => stems.has(stem)).length === 1);
  // A common word ("taxis") tells more than a place within it ("Chora"), which the record names
  // with a capital.
  const common = (sentence: string) => stemsOf(sentence.replace(/\b\p{Lu}[\p{L}'’-]*/gu, " "));
  const [best] = candidates
    .map((sentence, i) => ({
      sentence,
      rare: rare.filter((stem) => held[i]!.has(stem)).length,
      commonRare: rare.filter((stem) => common(sentence).has(stem)).length,
      shared: asked.filter((stem) => held[i]!.has(stem)).length,
    }))
    .filter(({ rare, shared }) => rare > 0 && shared >= least)
    .sort((a, b) => b.commonRare - a.commonRare || b.rare - a.rare || b.shared - a.shared);
  // "OK to walk between neighbourhoods at night?" asks about a danger: the safety answer names the
  // record's own ("use pre-booked cars… after dark"), not a sentence that only shares "walk".
  const plain = normalize(question);
  if (
    best &&
    (riskWords.test(plain) || asksAboutAnAct.test(plain)) &&
    !riskCues.test(best.sentence)
  )
    return undefined;
  return best?.sentence;
}

function safetyOf(catalog: Catalog, destination: Destination): SafetyData {
  return catalog.safety.get(destination.id)!;
}

function indicator(safety: SafetyData, key: string) {
  return safety.indicators.find((i) => i.key === key);
}

/** "a trans traveler on their own", "a lesbian couple": whom the question is for. */
function whoOf(u: Understanding): string | undefined {
  const alone = u.travelers.has("solo");
  const kind = u.travelers.has("trans")
    ? "a trans traveler"
    : u.travelers.has("nonbinary")
      ? "a non-binary traveler"
      : u.travelers.has("lesbian_couple")
        ? "a lesbian couple"
        : u.travelers.has("gay_couple")
          ? "a gay couple"
          : u.travelers.has("couple")
            ? "a same-sex couple"
            : alone
              ? "someone traveling alone"
              : undefined;
  if (!kind) return undefined;
  return alone && !kind.startsWith("someone") ? `${kind} on their own` : kind;
}

/**
 * The answer to "is it safe?" in a word, from the overall score; never a yes where same-sex
 * relations are a crime, nor where everyday safety is 2/5 or less (serious general risk or frequent
 * violence), whatever the law and acceptance add to the overall score (Rio de Janeiro 3.3).
 */
function verdict(score: number, criminalised: boolean, safetyIndex = 5): string {
  if (criminalised) return "With great caution";
  if (safetyIndex <= 2) return "With caution";
  return score >= 4 ? "Yes" : score >= 3 ? "Mostly yes, with some care" : "With caution";
}

/** Whether the visitor names, besides destination `d`, a country where same-sex relations are a crime. */
function crimeElsewhere(u: Understanding, d: Destination): boolean {
  const own = countryOf(d)?.code;
  return u.places.some(
    (place) => place.country && place.country.code !== own && isCriminalising(place.country),
  );
}

/**
 * `said`: a sentence of the record already answering the question, first ("taxis are scarce"); a
 * "yes" after it would read as answering it ("easy to get a cab in Mykonos at night?"), so the
 * score stands alone unless the visitor asked whether the place is safe. A caution stays.
 */
function safetyLead(catalog: Catalog, u: Understanding, d: Destination, said?: string): string {
  const s = safetyOf(catalog, d);
  const who = whoOf(u);
  // A trip that also goes where same-sex relations are a crime gets no "yes": the verdict is only
  // this destination's, and says so.
  // "OK to leave our luggage in the car?" asks about an act, not the place: no "yes" it could be
  // read as answering (the record's sentence that follows says never to).
  // "What's a crime to say in Bangkok?", "where to stay near De Waterkant?": no yes-or-no question,
  // so no "yes" either; the score alone.
  // "Is there anything dangerous there?", "any risks?" ask the other way round: a "yes" would read
  // as "yes, there is danger". "Does it rain a lot?" asks no safety question at all.
  const askedTheOtherWay = asksIfDangerous.test(u.text) && !asksIfSafeOrWelcoming.test(u.text);
  // "What's the safety score for Barcelona?" asks for a figure, not whether: no "yes" either.
  const asksTheScore = /\bwhat\b.*\b(score|scores|rating|rated|index)\b/.test(u.text);
  const yesOrNo =
    !askedTheOtherWay &&
    !asksTheScore &&
    (asksIfSafe.test(u.text) ||
      (u.concerns.has("safety") &&
        /^\W*(is|are|am|can|could|will|would|should|do|does|did|was|were|has|have|may|might|ok|okay|safe)\b/.test(
          u.text,
        )));
  const affirmative = !s.criminalised && s.safety_index > 2 && s.overall_score >= 3;
  const answeredFirst = said !== undefined && affirmative && !asksIfSafe.test(u.text);
  const head =
    asksAboutAnAct.test(u.text) || !yesOrNo || answeredFirst
      ? `${d.name} scores ${formatScore(s.overall_score)} overall on our Queer Safety Index${who ? ` for ${who}` : ""}`
      : crimeElsewhere(u, d)
        ? `${d.name} itself scores ${formatScore(s.overall_score)} overall on our Queer Safety Index${who ? ` for ${who}` : ""}`
        : `${verdict(s.overall_score, s.criminalised, s.safety_index)}${who ? ` for ${who}` : ""}: ${d.name} scores ${formatScore(s.overall_score)} overall on our Queer Safety Index`;
  // Below 3/5 the reason comes with the verdict, cut to its first clause; where the law makes
  // same-sex relations a crime, that is the reason (the score is capped for it).
  const reason = s.criminalised
    ? "same-sex relations are a crime there, which caps the score"
    : (sentencesOf(s.safety_rationale)[0] ?? s.safety_rationale)
        .replace(/^We rate .+? \d(?:\.\d)?(?::| because) /, "")
        .split(/[;,] (?:and |but |with )?/)[0]!;
  return s.overall_score < 3 || s.safety_index <= 2
    ? `${head}, mainly because ${lowerArticle(reason).replace(/\.$/, "")}.`
    : `${head}.`;
}

/** Asked in so many words whether a place is safe or welcoming, not only what its law says. */
export const asksIfSafe =
  /\b(safe|safety|safer|safest|unsafe|danger\w*|risk\w*|friendly|accepting|welcoming|homophob\w*|transphob\w*|hostile|harass\w*)\b/;
/** Asked whether a place is safe or welcoming, the way round a "yes" answers. */
const asksIfSafeOrWelcoming =
  /\b(safe|safety|safer|safest|friendly|accepting|welcoming|ok(ay)?|fine|good)\b/;
/** Asked whether there is danger, where a "yes" would say there is. */
const asksIfDangerous =
  /\b(unsafe|dangers?|dangerous|risks?|risky|hostile|homophob\w*|transphob\w*|harass\w*|anything to (worry|watch))\b/;

/**
 * A question about a law ("can we marry in Lisbon?", "since when is it legal to be gay in Iceland?")
 * is answered with that law from the destination's safety record, its source and the day the
 * source was read, before any score; the score follows, with the page of the full record.
 */
function lawAnswer(
  catalog: Catalog,
  u: Understanding,
  d: Destination,
): { lead: string[]; facts: string[] } {
  const s = safetyOf(catalog, d);
  // Where two people cannot marry, whether a marriage made elsewhere counts is the next question.
  const partnership = indicator(s, "partnership");
  // So is it where the couple is of two countries ("my bf is Taiwanese, my country has no
  // marriage equality", "I'm from a country without it"), or married elsewhere.
  const twoCountries =
    /\b(my|our|his|her|their) (own |home )?country\b|\b(from|in) (a|another|a different) country\b|\bforeign\w*|\bcitizens?\b|\bnationals?\b|\babroad\b/.test(
      u.text,
    );
  const keys: LegalIndicatorKey[] =
    u.laws.includes("partnership") && (partnership?.status !== "yes" || twoCountries)
      ? [...new Set([...u.laws, "foreign_marriage_recognition" as const])]
      : u.laws;
  const lead = keys.flatMap((key) => {
    const law = indicator(s, key);
    if (!law) return [];
    return [
      `${indicatorInWords(`${law.label} (${d.country})`, law.status)}. ${law.detail} (${law.source.label}, read ${formatLongDate(law.source.as_of)})`,
    ];
  });
  // Asked of an X or a gender marker, the trans notes' own advice on documents follows the law.
  const documents =
    keys.includes("x_marker_entry") || keys.includes("gender_recognition")
      ? sentencesOf(s.trans_notes).filter((sentence) =>
          /\b(passport|x[- ]marker|consulate|documents?|border)\b/i.test(sentence),
        )
      : [];
  return {
    lead,
    facts: [
      ...documents,
      `${d.name} scores ${formatScore(s.overall_score)} overall on our Queer Safety Index; the full record and its sources: /destinations/${d.id}.`,
    ],
  };
}

function safetyFacts(catalog: Catalog, u: Understanding, d: Destination): string[] {
  const s = safetyOf(catalog, d);
  const social =
    s.social_acceptance === null
      ? "not scored (no published survey covers it)"
      : formatScore(s.social_acceptance);
  const facts = [
    `${d.name}'s scores: legal protection ${formatScore(s.legal_protection)}, social acceptance ${social}, safety index ${formatScore(s.safety_index)}. ${notesFor(s, u.text, u.travelers.size > 0 && !asksForDangers.test(u.text) ? 1 : 2)} Full record: /destinations/${d.id}.`,
  ];
  if (u.travelers.has("trans") || u.travelers.has("nonbinary")) {
    // The trans notes already cover documents; the X marker rule is added for non-binary travelers.
    const x = indicator(s, "x_marker_entry");
    facts.push(
      `For trans and non-binary travelers: ${sentences(s.trans_notes, 2)}${x && u.travelers.has("nonbinary") ? ` X markers: ${firstSentence(x.detail)}` : ""}`,
    );
  }
  // Unless the law was asked for, and so already leads the answer.
  if (u.travelers.has("couple") && !u.laws.includes("partnership")) {
    const partnership = indicator(s, "partnership");
    const foreign = indicator(s, "foreign_marriage_recognition");
    if (partnership)
      facts.push(
        `For couples: ${firstSentence(partnership.detail)}${foreign ? ` ${firstSentence(foreign.detail)}` : ""}`,
      );
  }
  if (u.travelers.has("solo") && !u.travelers.has("trans")) {
    const own =
      sentences(s.notes, 3).slice(sentences(s.notes, 2).length).trim() ||
      firstSentence(s.safety_rationale);
    // Not the sentence the notes above already chose.
    if (!facts[0]!.includes(own)) facts.push(`On your own: ${own}`);
  }
  return facts;
}

/** Hormones asked about, and not HIV: the entry rules for HIV are not the answer. */
export const asksHormonesOnly = (text: string) =>
  /\b(hrt|hormones?|testosterone|estrogen|oestrogen|t shots?)\b/.test(text) &&
  !/\b(hiv|prep|pep|antiretroviral\w*|arvs?)\b/.test(text);

/**
 * A health question about a place: its HIV entry rules, and the medication sentence of its safety
 * record; asked about hormones alone, only that sentence, where the record has one.
 */
function healthFacts(
  catalog: Catalog,
  place: Place,
  question: string,
  answered: boolean,
): { lead: string[]; facts: string[] } {
  const meds = place.destination
    ? (safetyOf(catalog, place.destination).trans_notes.match(
        /[^.!?]*\b(hormone|medication|prescription)[^.!?]*[.!?]/gi,
      ) ?? [])[0]?.trim()
    : undefined;
  const medsLine =
    meds && place.destination
      ? `From ${place.destination.name}'s safety record: ${meds}`
      : undefined;
  if (asksHormonesOnly(question))
    return medsLine || answered
      ? { lead: [], facts: medsLine ? [medsLine] : [] }
      : {
          lead: [
            `Our records for ${place.country ? countryName(place.country) : place.name} say nothing specific about traveling with hormones; our journal's guide to traveling with HRT covers packing, customs and refills.`,
          ],
          facts: [],
        };
  const hiv = place.destination
    ? indicator(safetyOf(catalog, place.destination), "no_hiv_entry_restrictions")
    : undefined;
  const country = place.country;
  const restricted = country ? country.hiv_entry.status !== "none" : hiv?.status === "no";
  const where = country ? countryName(country) : place.name;
  // Rules on long stays only, where the destination's record says visitors meet none (Australia
  // tests no visitor; some long-stay visas count the cost of treatment): a visit is not affected.
  const visitFree =
    hiv !== undefined && hiv.status !== "no" && country?.hiv_entry.status === "restrictions";
  // "Is there an HIV travel ban?" asks the other way round from "can I go?": its answer is "no".
  const asksForBan =
    /\b(is there|are there|any)\b.{0,40}\b(bans?|restrictions?|restrict\w*|barred|rules?|tests?|testing)\b|\bdo(es)? \w+( \w+)? (ban|restrict|bar|deport|test)\b|\b(travel )?(bans?|restrictions?)\b[^.?!]{0,40}\?/.test(
      question,
    );
  const [visitWord, freeWord] = asksForBan ? ["no", "No"] : ["yes", "Yes"];
  const lead = visitFree
    ? `For a visit, ${visitWord}: ${where} has no HIV-related entry restrictions for visitors (${firstSentence(hiv.detail).replace(/\.$/, "")}), so you can bring your medication for personal use. Longer stays differ: ${newSentences(hiv.detail, country.hiv_entry.text) || country.hiv_entry.text}`
    : restricted
      ? `Be careful: ${where} has HIV-related entry or residence rules. ${country?.hiv_entry.text ?? firstSentence(hiv!.detail)}`
      : `${freeWord}: ${where} has no HIV-related entry restrictions${hiv ? ` (${firstSentence(hiv.detail).replace(/\.$/, "")})` : ""}, so you can bring your medication for personal use.`;
  const facts: string[] = [];
  if (country) facts.push(hivLine(country));
  if (medsLine) facts.push(medsLine);
  return { lead: [lead], facts };
}

/** The sentences of a destination's notes that answer a need the question states (the heat). */
export function needNotes(s: SafetyData, question: string): string[] {
  const asked = normalize(question);
  const needed = needs.filter((need) => need.asked.test(asked));
  return needed.length === 0
    ? []
    : sentencesOf(s.notes).filter((sentence) =>
        needed.some((need) => need.answered.test(sentence)),
      );
}

function bestTime(
  catalog: Catalog,
  d: Destination,
  u: Understanding,
): { lead: string; facts: string[] } {
  const best = d.best_time_to_visit;
  const lead = `The best time to visit ${d.name} is ${/^(Late|Early|Mid)\b/.test(best) ? lowerFirst(best) : best}.`;
  const facts: string[] = [];
  const dated = d.highlights.filter((h) => monthsMentioned(h).size > 0);
  if (dated.length > 0)
    facts.push(`Worth timing: ${dated.map((h) => h.replace(/\.$/, "")).join("; ")}.`);
  if (u.months.size > 0) {
    const months = monthsOfBestTime(best);
    const fits = [...u.months].filter((m) => months.has(m));
    facts.push(
      fits.length > 0
        ? `${listInProse(fits.map(monthName))} ${fits.length > 1 ? "are" : "is"} within that window.`
        : `${listInProse([...u.months].map(monthName), "or")} ${u.months.size > 1 ? "fall" : "falls"} outside it.`,
    );
  }
  // "Too hot in July for my parents?": the record's own word on the heat follows the season.
  facts.push(...needNotes(safetyOf(catalog, d), u.text));
  // "Mykonos in August, a good idea?": what the record says of the month asked.
  if (u.months.size > 0)
    for (const sentence of sentencesOf(safetyOf(catalog, d).notes))
      if (
        [...monthsMentioned(sentence)].some((m) => u.months.has(m)) &&
        !facts.some((fact) => fact.includes(sentence))
      )
        facts.push(sentence);
  // "Is Tallinn worth it in December?": what our journal says of the place in that month ("the
  // Christmas market on Town Hall Square in December").
  if (u.months.size > 0) {
    const found = journalSentenceSharing(catalog, u.text, {
      kept: ({ text, title }) =>
        (containsPhrase(title, d.name) || containsPhrase(text, d.name)) &&
        [...monthsMentioned(text)].some((m) => u.months.has(m)),
    });
    if (found && !facts.some((fact) => fact.includes(found.text)))
      facts.push(`${fromJournal(catalog, found.title, found.href, found.text)}: ${found.text}`);
  }
  return { lead, facts };
}

function packageLine(catalog: Catalog, pkg: TravelPackage, withInclusions = false): string {
  const line = `- ${pkg.name}: ${pkg.duration_days} days, ${formatPrice(pkg.price)}${perPerson(pkg)} (${routeOf(catalog, pkg)}), /packages#${pkg.id}`;
  return withInclusions ? `${line}. Includes: ${pkg.inclusions.slice(0, 3).join("; ")}.` : line;
}

function packagesFor(
  catalog: Catalog,
  d: Destination,
  u: Understanding,
): { lead: string; facts: string[] } {
  const packages = packagesReaching(catalog, d.id);
  if (packages.length === 0)
    return {
      lead: `None of our fixed-price packages includes ${d.name} yet; we would plan it as a custom trip.`,
      facts: [],
    };
  const count =
    packages.length === 1
      ? "One of our packages includes"
      : `${packages.length} of our packages include`;
  // Each trip against the budget and the months asked ("Cape Town in April, under $20,000").
  const budget = /\d/.test(u.text)
    ? hardConstraintsOf(catalog, u.text, u.places).budgetPerPerson
    : undefined;
  const months = listInProse([...u.months].sort((a, b) => a - b).map(monthName), "or");
  const misses = (pkg: TravelPackage) => [
    ...(budget !== undefined && pricePerPerson(pkg) > budget
      ? [`above the ${formatPrice(budget)} per person you mention`]
      : []),
    ...(u.months.size > 0 && !departsIn(pkg, u.months) ? [`no departure in ${months}`] : []),
  ];
  const none =
    packages.every((pkg) => misses(pkg).length > 0) && (budget !== undefined || u.months.size > 0);
  return {
    lead: `${count} ${d.name}: ${listInProse(packages.map((p) => p.name))}.${none ? ` ${packages.length === 1 ? "It does not keep" : "None of them keeps"} to what you asked; we can plan ${d.name} as a custom trip (/contact).` : ""}`,
    facts: [
      packages
        .map((p) => {
          const missed = misses(p);
          return `${packageLine(catalog, p, u.concerns.has("inclusions"))}${missed.length > 0 ? ` (${missed.join("; ")})` : ""}`;
        })
        .join("\n"),
    ],
  };
}

/** A route's countries, said where it matters: a stop that is not one of the package's destinations, or a warning. */
function routeFacts(catalog: Catalog, pkg: TravelPackage, always: boolean): string[] {
  const countries = getPackageRouteCountries(pkg.id);
  if (countries.length === 0) return [];
  const destinationCountries = new Set(
    pkg.destination_ids.map((id) => catalog.destinations.find((d) => d.id === id)?.country),
  );
  const stopovers = countries.filter((c) => !destinationCountries.has(c.name));
  const warnings = countries.map(criminalisationWarning).filter((w): w is string => !!w);
  if (!always && stopovers.length === 0 && warnings.length === 0) return [];
  return [
    `The route passes through ${listInProse(countries.map(countryName))}${stopovers.length > 0 ? `, including ${listInProse(stopovers.map(countryName))}, where none of its destinations is` : ""}.`,
    ...warnings,
  ];
}

const departuresWords =
  /\b(departures?|dates?|when (does|do|is|are) (it|they|the( \w+){1,6}) (leave|depart|start|run|go)|(does|do|is) (it|they|that one|(your|the|this|that)( \w+){0,4} (trip|package|tour|cruise|one)) (run|running|leave|depart|go)\b.{0,20}\b(in|during) \w+|when can (i|we) (go|leave)|next one)\b/;
/**
 * Departures asked ("when does it leave?", "does your trip go in October?"), or a month asked
 * after them ("anything in October?" following "what dates does the Malta trip leave?").
 */
function asksDepartures(u: Pick<Understanding, "text" | "followUp" | "earlier" | "months">) {
  return (
    departuresWords.test(u.text) ||
    (u.followUp &&
      u.months.size > 0 &&
      u.text.split(/\s+/).length <= 6 &&
      departuresWords.test(u.earlier ?? ""))
  );
}
/** "Which islands does it stop at?", "what's the route?": the itinerary's days, by their titles. */
const asksItinerary =
  /\b((which|what) (islands?|stops?|places|cities|towns|ports)|where does it (go|stop)|itinerary|route|day by day)\b/;
const asksOffset = /\b(carbon|offset\w*|emissions?|co2)\b/;
/** Words that ask, rather than name what is asked about: left out when matching a package's text. */
const askingWords = new Set(
  "days day long many package packages cruise tour trip people person total include included includes two three four departure departures date dates carbon offset offsets".split(
    " ",
  ),
);

/**
 * What a question asks about one package beyond its price: its departures, the price for the
 * party it names, the carbon offset of its flights, and the sentence of its description,
 * itinerary or inclusions that holds the detail asked ("where does the ship leave from?").
 */
function packageDetails(
  catalog: Catalog,
  pkg: TravelPackage,
  u: Understanding,
  holdRules: HoldRules,
): string[] {
  const lines: string[] = [];
  if (asksDepartures(u)) lines.push(...departuresOf(pkg, u));
  // "How much is the deposit?" of a trip: its own figures, for the party asked or two.
  if (u.topics.some((topic) => topic.id === "deposit") && isPricedPerPerson(pkg))
    lines.push(packageDeposit(pkg, partyCounted(u.text) ?? 2));
  if (asksItinerary.test(u.text))
    lines.push(
      `The ${pkg.name}, day by day: ${pkg.itinerary.map((day) => `${day.day}, ${day.title}`).join("; ")}.`,
    );
  const party = partyCounted(u.text);
  if (party && party > 1 && isPricedPerPerson(pkg))
    lines.push(
      `For ${party} travelers it is ${formatPrice(pkg.price * party)} in all (${formatPrice(pkg.price)} per person).`,
    );
  const fit = partyFit(pkg, party, holdRules);
  if (fit) lines.push(fit);
  if (asksOffset.test(u.text)) {
    const offset = getFlightOffset(pkg.id);
    lines.push(
      offset.kind === "offered"
        ? `The carbon offset for the ${pkg.name}'s flights is ${formatPrice(offset.per_traveler)} per traveler (about ${offset.kg.toLocaleString("en-US")} kg CO2e from Boston), offered at booking for you to choose.`
        : offset.kind === "included"
          ? `The ${pkg.name} already includes the carbon offset for its flights.`
          : `The ${pkg.name} has no flights, so there is no carbon offset to add.`,
    );
  }
  const own = new Set(normalize(pkg.name).split(/[^a-z0-9]+/));
  const detail = u.text
    .split(/[^a-z0-9]+/)
    .filter((word) => !own.has(word) && !askingWords.has(word))
    .join(" ");
  // Its description's first sentence follows in every answer about it (packageFacts).
  const texts = [
    ...sentencesOf(pkg.description).slice(1),
    ...pkg.itinerary.map((day) => `${day.day}, ${day.title}: ${day.description}`),
    ...pkg.inclusions.map((inclusion) => `Included: ${inclusion.replace(/\.$/, "")}.`),
  ];
  // "How long are we on the train?" asks a duration: the sentence that gives one in hours.
  const duration = /\bhow long\b/.test(u.text)
    ? (text: string) =>
        /\b(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)( and a half)? hours?\b/i.test(
          text,
        )
          ? 2
          : 0
    : undefined;
  const found = bestSentences(texts, detail, { count: 2, least: 1, bonus: duration }).filter(
    (text) => !lines.some((line) => line.includes(text)),
  );
  // "When is the parade?": the itinerary's day it falls on, dated for each departure.
  const dayNamed = /\bday \d{1,2}\b/.test(u.text);
  if ((asksWhichDay.test(u.text) && !asksDepartures(u)) || (dayNamed && asksDate.test(u.text)))
    lines.push(...daysDated(pkg, found, u));
  if (lines.length === 0 || found.length > 0) lines.push(...found);
  return lines;
}

const asksWhichDay = /\b(when|what (day|date)|which (day|date)|what time of year)\b/;
/** "What date is day 4 …", "when is day 3 …": a day of the itinerary asked for by its number. */
const asksDate = /\b(when|what|which) \w|\bdate\b/;

/** Each itinerary day among `found`, as the dates it falls on: "Day 6 (Parade day) falls on …". */
function daysDated(pkg: TravelPackage, found: string[], u: Understanding): string[] {
  const weekdayDate = (iso: string) =>
    `${new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" })}, ${formatLongDate(iso)}`;
  // "When is day 3 … departing February 11?": the day named, on the departures of the month asked.
  const dayAsked = Number(/\bday (\d{1,2})\b/.exec(u.text)?.[1] ?? 0);
  const departures = pkg.departures.filter(
    (departure) => u.months.size === 0 || u.months.has(Number(departure.starts_on.slice(5, 7)) - 1),
  );
  return pkg.itinerary.flatMap((day) => {
    const [first, last = first] = (day.day.match(/\d+/g) ?? []).map(Number);
    if (first === undefined) return [];
    const named = dayAsked > 0 && dayAsked >= first && dayAsked <= last!;
    if (!named && !found.includes(`${day.day}, ${day.title}: ${day.description}`)) return [];
    const offset = (named ? dayAsked : first) - 1;
    const dates = (departures.length > 0 ? departures : pkg.departures).map((departure) => {
      const date = new Date(`${departure.starts_on}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + offset);
      return weekdayDate(date.toISOString().slice(0, 10));
    });
    if (dates.length === 0) return [];
    const label = named && first !== last ? `Day ${dayAsked}` : day.day;
    return [
      `${label} of the ${pkg.name} (${day.title}) falls on ${listInProse(dates, "or")}${dates.length > 1 ? ", by departure" : ""}.`,
    ];
  });
}

/**
 * A package's departures (of the year asked, if one is), and whether one falls in the months asked:
 * "does it run in October?" is answered no when none does.
 */
function departuresOf(pkg: TravelPackage, u: Understanding): string[] {
  const year = /\b(20\d\d)\b/.exec(u.text)?.[1];
  const dates = pkg.departures
    .map((d) => d.starts_on)
    .filter((day) => !year || day.startsWith(year));
  if (dates.length === 0) return [];
  const inMonths = dates.filter((day) =>
    monthsUnderWay(pkg, day).some((month) => u.months.has(month)),
  );
  const months = listInProse([...u.months].sort((a, b) => a - b).map(monthName), "or");
  return [
    ...(u.months.size > 0 && inMonths.length === 0
      ? [`The ${pkg.name} has no departure in ${months}.`]
      : []),
    `The ${pkg.name} departs on ${listInProse(dates.map(formatLongDate))}, for ${pkg.duration_days} days (seats left${dates.length > 1 ? " on each" : ""}: /packages/${pkg.id}/book).`,
  ];
}

/**
 * A package asked for above the budget the question states ("Mardi Gras, but only $8,000"): said
 * plainly, with what we have within it, cheapest first.
 */
function overBudget(catalog: Catalog, pkg: TravelPackage, u: Understanding): string[] {
  if (!/\d/.test(u.text)) return [];
  const budget = hardConstraintsOf(catalog, u.text, u.places).budgetPerPerson;
  if (!budget || pricePerPerson(pkg) <= budget) return [];
  const within = catalog.packages
    .filter((other) => pricePerPerson(other) <= budget)
    .sort((a, b) => a.price - b.price)
    .slice(0, 3)
    .map(
      (other) =>
        `${other.name} (${formatPrice(other.price)}${perPerson(other)}, ${other.duration_days} days)`,
    );
  return [
    `That is above the ${formatPrice(budget)} per person you mention${within.length > 0 ? `; within it we offer ${listInProse(within)}: /packages` : `, and none of our packages is within it; a custom trip may be (/contact)`}.`,
  ];
}

function packageFacts(
  catalog: Catalog,
  pkg: TravelPackage,
  u: Understanding,
  holdRules: HoldRules,
): { lead: string[]; facts: string[]; detailed: boolean } {
  const pp = isPricedPerPerson(pkg);
  const sharing = /two sharing/i.test(pkg.description) ? " (based on two sharing)" : "";
  const price = `The ${pkg.name} costs ${formatPrice(pkg.price)}${pp ? ` per person${sharing}` : ""} for ${pkg.duration_days} days.`;
  const details = packageDetails(catalog, pkg, u, holdRules);
  const lead = [...details, price, ...overBudget(catalog, pkg, u)];
  const facts = [
    `${pkg.name}: ${routeOf(catalog, pkg)}; ${pkg.group_size}. ${firstSentence(pkg.description)} Details and booking: /packages#${pkg.id}.`,
  ];
  // The inclusions answer a question about the package's contents, or one that asks nothing in
  // particular ("tell me about the Antarctic cruise"); asked its price, its route's safety or a
  // policy, they would bury the answer.
  const asksNothingElse =
    u.topics.length === 0 && [...u.concerns].every((concern) => concern === "packages");
  if (u.concerns.has("inclusions") || asksNothingElse)
    facts.push(`Included: ${pkg.inclusions.map((i) => i.replace(/\.$/, "")).join("; ")}.`);
  facts.push(
    ...routeFacts(
      catalog,
      pkg,
      (["safety", "health", "documents", "route"] as Concern[]).some((c) => u.concerns.has(c)),
    ),
  );
  return { lead, facts, detailed: details.length > 0 };
}

/**
 * A package offered instead of the place asked about ("Jamaica on honeymoon?" brings up the Cape
 * Winelands Honeymoon): one line with its days, price and link; a warning on its route still shows.
 */
function alternative(catalog: Catalog, pkg: TravelPackage): { lead: string[]; facts: string[] } {
  const warnings = routeFacts(catalog, pkg, false).filter((line) => line.startsWith("Warning: "));
  return {
    lead: [],
    facts: [
      `Instead, we offer the ${pkg.name}: ${pkg.duration_days} days in ${routeOf(catalog, pkg)}, ${formatPrice(pkg.price)}${perPerson(pkg)}, /packages#${pkg.id}.`,
      ...warnings,
    ],
  };
}

/** A package is asked about when no place is named or it goes to one; otherwise it is offered instead. */
function isAlternative(catalog: Catalog, pkg: TravelPackage, u: Understanding): boolean {
  if (u.places.length === 0) return false;
  const countries = new Set(getPackageRouteCountries(pkg.id).map((c) => c.name));
  return u.places.every(
    (place) =>
      !(place.destination && pkg.destination_ids.includes(place.destination.id)) &&
      !(place.country && countries.has(place.country.name)),
  );
}

/** The chat's answers aim at about 150 words; a country we don't cover shares them with the others named. */
const COUNTRY_WORDS = 150;

/**
 * A fact the answer may give: its line, whether it was asked about, a shorter line to try before
 * leaving it out, and whether it may only be shortened, never left out (where same-sex relations
 * are legal, a restriction on expression is the warning a traveler must hear; where they are a
 * crime, the crime's warning leads and the restriction may give way to room).
 */
interface Fact {
  line: string;
  asked: boolean;
  shorter?: string;
  essential?: boolean;
}

/**
 * What our journal says of a country we do not cover, where a sentence names it and shares a word
 * of the question besides ("Japan allows visitors up to a one-month supply of most prescription
 * medication" for "how much of my prescription meds can I bring into Japan?").
 */
function journalOnCountry(catalog: Catalog, country: string, question: string): string[] {
  const names = new RegExp(`\\b${escapeRegExp(country)}\\b`, "i");
  const found = journalSentenceSharing(catalog, question, {
    kept: ({ text }) => names.test(text),
    ignored: new Set([...termsOf(normalize(country))].map(stemOf)),
  });
  return found
    ? [`${fromJournal(catalog, found.title, found.href, found.text)}: ${found.text}`]
    : [];
}

function notCovered(
  catalog: Catalog,
  place: Place,
  u: Understanding,
  budget = COUNTRY_WORDS,
  compact = false,
): { lead: string[]; facts: string[] } {
  const country = place.country!;
  const name = countryName(country);
  const where = place.name === country.name ? name : place.name;
  const elsewhere =
    place.nearby.length > 0
      ? ` In ${name} we plan trips to ${listInProse(place.nearby.map((d) => `${d.name} (/destinations/${d.id})`))}.`
      : ` We do not plan trips to ${name}${exceptEvents(catalog, country)}.`;
  const hivRules = country.hiv_entry.status !== "none";
  const health =
    (u.concerns.has("health") || u.travelers.has("hiv")) && hivRules
      ? [`Be careful: ${name} has HIV-related entry or residence rules. ${country.hiv_entry.text}`]
      : [];
  const law = countryLawFirst(country, u, { compact });
  const { warning, expressionLed } = law;
  // Beside other countries, each line of the law says which country it is about.
  const direct = compact
    ? law.direct.map((line) => (line.includes(country.name) ? line : `${country.name}: ${line}`))
    : law.direct;
  const lead = [
    ...(warning ? [warning] : []),
    ...(u.concerns.has("sources") ? [sourcesList(country)] : []),
    ...health,
    ...direct,
    `We don't cover ${where} yet.${elsewhere}`,
    ...journalOnCountry(catalog, country.name, u.text),
  ];
  // Each fact only when asked, or when the question asks nothing in particular; the least asked
  // are left out first when the answer would run long (all of them, comparing several countries).
  const general = u.travelers.size === 0;
  const optional: Fact[] = [];
  if (!isCriminalising(country) && !direct.some((line) => line.startsWith("Same-sex relations")))
    optional.push({ line: legalLine(country), asked: true });
  if (u.concerns.has("discrimination"))
    optional.push({ line: discriminationLine(country), asked: true });
  // That no law restricts expression is worth saying where same-sex relations are legal, or when
  // asked; a law that restricts it is said whoever asks ("I'm HIV+, can I travel to Russia?").
  if (
    !expressionLed &&
    (u.concerns.has("expression") ||
      (country.expression.status === "restricted" && !isCriminalising(country)) ||
      ((u.concerns.has("safety") || general) &&
        (country.expression.status === "restricted" || !isCriminalising(country))))
  )
    optional.push({
      line: expressionLine(country),
      asked: u.concerns.has("expression"),
      // Beside other countries, the short line names its country.
      shorter: expressionInBrief(country, compact ? `Expression in ${name}: ` : "Expression: "),
      essential: country.expression.status === "restricted" && !isCriminalising(country),
    });
  // Marriage is asked about in its own words ("recognized", "honeymoon"); a couple asking whether
  // it is safe hears of it only while the answer has room.
  const asksMarriage =
    /\b(marr\w*|wedding|honeymoon|partnership|civil union|recogni[sz]\w*|spouses?)\b/.test(u.text);
  if (u.travelers.has("couple") || u.concerns.has("safety") || general)
    optional.push({ line: marriageLine(country), asked: asksMarriage });
  if (
    u.travelers.has("trans") ||
    u.travelers.has("nonbinary") ||
    u.concerns.has("documents") ||
    general
  )
    optional.push({
      line: genderLine(country),
      asked: u.travelers.has("trans") || u.travelers.has("nonbinary"),
    });
  if (u.travelers.has("hiv") || u.concerns.has("health") || general)
    optional.push({
      line: hivLine(country),
      asked: u.travelers.has("hiv") || u.concerns.has("health"),
    });
  optional.push({
    line: "Where we do plan trips, with a safety record for each: /destinations.",
    asked: false,
  });
  // As answers are held: a list's own lines do not count, only the prose around it.
  const words = (lines: string[]) => {
    const length = answerLength(lines.join("\n\n"));
    return length.isList ? length.prose : length.words;
  };
  // A journal post for the traveler's own need follows the answer, a line of its own.
  const post =
    ["trans", "nonbinary", "hiv", "solo", "family"].some((kind) =>
      u.travelers.has(kind as TravelerKind),
    ) ||
    u.concerns.has("health") ||
    u.concerns.has("documents");
  const limit = budget - (post ? 15 : 0);
  const kept = [...optional];
  while (words([...lead, ...kept.map((fact) => fact.line)]) > limit) {
    const index = kept.findLastIndex(
      ({ line, asked, shorter, essential }) =>
        (compact || !asked) && !(essential && (!shorter || shorter === line)),
    );
    if (index >= 0) {
      const fact = kept[index]!;
      if (fact.shorter && fact.shorter !== fact.line) kept[index] = { ...fact, line: fact.shorter };
      else kept.splice(index, 1);
      continue;
    }
    // Still too long: an expression law not asked about is said in a few words, then left to the
    // country's full record.
    const expression = lead.findIndex(
      (line, i) => i > 0 && line.startsWith("Be careful: ") && !health.includes(line),
    );
    if (!expressionLed || u.concerns.has("expression") || expression <= 0) break;
    const brief = expressionInBrief(country);
    if (lead[expression] !== brief) lead[expression] = brief;
    else {
      lead.splice(expression, 1);
      break;
    }
  }
  return { lead, facts: citedOnce(kept.map((fact) => fact.line)) };
}

/**
 * "We don't cover Senegal yet. We do not plan trips to Senegal." said once for every country we
 * don't cover and have no destination in: "We don't cover Senegal or Namibia yet, and we do not
 * plan trips there."
 */
function coverageOnce(lines: string[]): string[] {
  // A country with an exception ("…, except a week in Turin for EuroPride…") keeps its own line.
  const pattern = /^We don't cover (.+) yet\. We do not plan trips to ([^,]+)\.$/;
  const matches = lines.map((line) => pattern.exec(line));
  const planned = matches.filter((m): m is RegExpExecArray => m !== null);
  if (planned.length < 2) return lines;
  const first = matches.findIndex((m) => m !== null);
  const merged = `We don't cover ${listInProse(
    planned.map((m) => m[1]!),
    "or",
  )} yet, and we do not plan trips there.`;
  return lines.flatMap((line, i) => (i === first ? [merged] : matches[i] ? [] : [line]));
}

/** How much a country's law threatens a traveler: the higher, the less safe. */
function legalRisk(country: CountryBaseline): number {
  const status = { no: 0, de_facto: 1, yes: 2 }[country.criminalised.status];
  const penalty = { none: 0, fine: 1, years: 2, life: 3, death: 4 }[
    country.criminalised.max_penalty
  ];
  return status * 10 + penalty + (country.expression.status === "restricted" ? 1 : 0);
}

/** "Which is safer, Senegal or Namibia?": the answer on the law alone, for countries we don't cover. */
function compareCountries(countries: CountryBaseline[]): string | undefined {
  const sorted = [...countries].sort((a, b) => legalRisk(a) - legalRisk(b));
  const [safest, next] = sorted;
  if (!safest || !next || legalRisk(safest) === legalRisk(next)) return undefined;
  const others = sorted.slice(1).filter(isCriminalising).map(countryName);
  const Name = countryName(safest).replace(/^the /, "The ");
  return isCriminalising(safest)
    ? `On the law alone, ${Name} carries the lower risk of the ${countries.length === 2 ? "two" : countries.length}, though it criminalises same-sex relations too.`
    : `On the law alone, ${Name} is the safer of the ${countries.length === 2 ? "two" : countries.length}: same-sex relations are legal there${others.length > 0 ? `, while ${listInProse(others)} ${others.length > 1 ? "criminalise" : "criminalises"} them` : ""}.`;
}

function relatedPost(catalog: Catalog, u: Understanding, place?: Place): Passage | undefined {
  // The journal post for the most specific need: health, then trans, documents, solo, families.
  const need =
    u.travelers.has("hiv") || u.concerns.has("health")
      ? "PrEP HRT medication"
      : u.travelers.has("trans") || u.travelers.has("nonbinary")
        ? "trans nonbinary"
        : u.concerns.has("documents")
          ? "passports gender markers"
          : u.travelers.has("solo")
            ? "solo"
            : u.travelers.has("family")
              ? "families"
              : "";
  const name = place?.destination?.name ?? "";
  const query = `${need} ${name}`.trim();
  if (!query) return undefined;
  const [hit] = knowledgeOf(catalog).search(query, { kinds: ["post"], limit: 1 });
  // Without a need, the post must be about the place: "Mexico City" is not the Cape Town guide.
  if (!need && hit && !containsPhrase(hit.passage.text, name)) return undefined;
  return hit?.passage;
}

/**
 * Compares two or more of our destinations side by side on safety and season, or, asked about
 * price ("which is cheaper?"), by the lowest-priced package that reaches each.
 */
function compareDestinations(
  catalog: Catalog,
  destinations: Destination[],
  u: Understanding,
): { lead: string; facts: string[] } {
  if (u.concerns.has("price")) {
    const byPrice = destinations
      .map((d) => ({ d, pkg: packagesReaching(catalog, d.id)[0] }))
      .sort((a, b) => (a.pkg?.price ?? Infinity) - (b.pkg?.price ?? Infinity));
    const low = byPrice[0]!;
    if (low.pkg)
      return {
        lead: `By our packages, ${low.d.name} is the lower price: ${low.pkg.name} at ${formatPrice(low.pkg.price)}${perPerson(low.pkg)}.`,
        facts: [
          byPrice
            .map(({ d, pkg }) =>
              pkg
                ? `- ${d.name}: from ${formatPrice(pkg.price)}${perPerson(pkg)}, ${pkg.name}, ${pkg.duration_days} days, /packages#${pkg.id}`
                : `- ${d.name}: no fixed-price package yet; we would plan it as a custom trip`,
            )
            .join("\n"),
        ],
      };
  }
  const sorted = [...destinations].sort(
    (a, b) => safetyOf(catalog, b).overall_score - safetyOf(catalog, a).overall_score,
  );
  const [top] = sorted;
  return {
    lead: `On our Queer Safety Index, ${top!.name} scores highest of the ${destinations.length} at ${formatScore(top!.safety_score)} overall.`,
    facts: [
      sorted
        .map(
          (d) =>
            `- ${d.name}: ${formatScore(d.safety_score)} overall, best ${d.best_time_to_visit.replace(/^(Late|Early|Mid)\b/, (word) => word.toLowerCase())}, ${packagesReaching(catalog, d.id).length} package(s), /destinations/${d.id}`,
        )
        .join("\n"),
    ],
  };
}

function comparePackages(
  catalog: Catalog,
  packages: TravelPackage[],
): { lead: string; facts: string[] } {
  const perDay = (p: TravelPackage) => Math.round(p.price / p.duration_days);
  const sorted = [...packages].sort((a, b) => a.price - b.price);
  return {
    lead: `The ${sorted[0]!.name} is the lower price at ${formatPrice(sorted[0]!.price)}${perPerson(sorted[0]!)}.`,
    facts: [
      sorted
        .map(
          (p) =>
            `- ${p.name}: ${formatPrice(p.price)}${perPerson(p)} for ${p.duration_days} days, about ${formatPrice(perDay(p))} a day, /packages#${p.id}`,
        )
        .join("\n"),
    ],
  };
}

/**
 * Places asked for by region, season, budget or safety score, or by what the visitor wants to do
 * ("good hiking destinations?"): read as the recommendation box reads a request, so the chat and
 * the box keep to the same constraints. Those that meet every constraint, best first; if none do,
 * it says so and names the nearest with what each misses.
 */
function placesAskedFor(
  catalog: Catalog,
  u: Understanding,
  holdRules: HoldRules,
): { lead: string; facts: string[] } | undefined {
  const analysis = analyseRequest(
    catalog,
    { preferences: u.text, budget_range: "luxury", travel_style: "luxury", safety_priority: 1 },
    u.places,
    holdRules,
  );
  const { hard } = analysis;
  // What the visitor wants to do or see; a month is a constraint, not a wish.
  const wishes = analysis.matchedWords.some(
    (word) =>
      monthsMentioned(word).size === 0 &&
      !hard.where.some((place) => normalize(place).includes(word)),
  );
  // Where, how much or how safe; a month alone is the season's list below, unless with a wish.
  const limits =
    hard.where.length > 0 ||
    hard.budgetPerPerson !== undefined ||
    hard.minScore !== undefined ||
    hard.excluded.length + hard.excludedRegions.length + hard.excludedDestinations.length > 0;
  const constrained = limits || (hard.months.size > 0 && wishes);
  const wishesOnly = wishes && asksForPlacesToGo.test(u.text) && !u.concerns.has("safety");
  if (!constrained && !wishesOnly) return undefined;
  const bySafety = u.concerns.has("safety");
  // The journal's guide for who travels (families, solo travelers) names the places it suggests.
  const guide = u.travelers.size > 0 ? relatedPost(catalog, u) : undefined;
  const guideText = guide
    ? (catalog.posts.find((post) => `/blog/${post.slug}` === guide.href)?.content ?? "")
    : "";
  const suggested = (d: (typeof analysis.destinations)[number]) =>
    guideText && containsPhrase(guideText, d.destination.name) ? 1 : 0;
  // With only a budget missed, the nearest are the trips that cost least.
  const cheapest = (d: (typeof analysis.destinations)[number]) =>
    Math.min(
      ...analysis.packages
        .filter((p) => p.pkg.destination_ids.includes(d.destination.id))
        .map((p) => pricePerPerson(p.pkg)),
    );
  const budgetOnly = analysis.noneFits && hard.budgetPerPerson !== undefined;
  const ranked = [...analysis.destinations]
    .filter((d) => constrained || d.relevance > 0 || suggested(d) > 0)
    .sort((a, b) =>
      analysis.noneFits
        ? a.unmet.length - b.unmet.length ||
          (budgetOnly ? cheapest(a) - cheapest(b) : 0) ||
          b.safety.overall_score - a.safety.overall_score
        : bySafety
          ? b.safety.overall_score - a.safety.overall_score
          : suggested(b) - suggested(a) ||
            b.relevance - a.relevance ||
            b.safety.overall_score - a.safety.overall_score,
    )
    .slice(0, analysis.noneFits ? 3 : 5);
  if (ranked.length === 0) return undefined;
  const asked = hard.said.join(", ");
  const names = listInProse(ranked.map((d) => d.destination.name));
  const lead = analysis.noneFits
    ? hard.said.length === 1
      ? `None of our ${catalog.destinations.length} destinations is ${asked}. The nearest: ${names}.`
      : `None of our ${catalog.destinations.length} destinations keeps to all of it (${asked}). The nearest, each with what it misses: ${names}.`
    : bySafety
      ? `The safest of our destinations${asked ? ` ${asked}` : ""} on our Queer Safety Index: ${names}.`
      : `Our destinations${asked ? ` ${asked}` : ""}${wishes ? " that best fit what you ask" : ""}: ${names}.`;
  const packageOf = (d: (typeof ranked)[number]) =>
    analysis.noneFits
      ? undefined
      : analysis.packages.find((p) => p.pkg.destination_ids.includes(d.destination.id))?.pkg;
  const lines = ranked.map((d) => {
    const pkg = packageOf(d);
    const trip = pkg ? `; ${pkg.name}, ${formatPrice(pkg.price)}${perPerson(pkg)}` : "";
    const missing = d.unmet.length > 0 ? ` (${d.unmet.join("; ")})` : "";
    return `- ${d.destination.name}, ${d.destination.country}: ${formatScore(d.safety.overall_score)} overall, best ${d.destination.best_time_to_visit}${trip}, /destinations/${d.destination.id}${missing}`;
  });
  // A group larger than a listed package takes online ("20 friends"): how it books, said once.
  const group = ranked.flatMap((d) => {
    const pkg = packageOf(d);
    const fit = pkg && partyFit(pkg, hard.party, holdRules);
    const own = fit?.replace(/^(Its|The) (departures|booking form)/, `${pkg!.name}'s $2`);
    return own ? [`For ${hard.party} travelers: ${own}`] : [];
  })[0];
  return { lead, facts: [lines.join("\n"), ...(group ? [group] : [])] };
}

/** Answers about the whole catalog when the question names no place or package. */
function catalogWide(
  catalog: Catalog,
  u: Understanding,
  holdRules: HoldRules,
): { lead: string; facts: string[] } | undefined {
  // A law asked of no place in particular: where it stands at each of our destinations.
  const laws = u.laws.length > 0 ? lawsAcrossDestinations(catalog, u.laws, u.text) : undefined;
  if (laws) return laws;
  // Which of our destinations no survey covers ("which have no social acceptance score?"), or
  // which score a perfect 5, overall or on the part named: counted from the records, so the list
  // is always true of them.
  const listed = (places: Destination[], score: (d: Destination) => string) =>
    places.map((d) => `- ${d.name}, ${d.country}: ${score(d)}, /destinations/${d.id}`).join("\n");
  if (
    /\b(no|without|missing|lack\w*) (a |any )?(published )?(survey|social acceptance)|\bnot (yet )?scored\b/.test(
      u.text,
    )
  ) {
    const unscored = catalog.destinations.filter(
      (d) => safetyOf(catalog, d).social_acceptance === null,
    );
    return {
      lead: `${unscored.length === 0 ? "None" : listInProse(unscored.map((d) => d.name))} of our ${catalog.destinations.length} destinations ${unscored.length === 1 ? "has" : "have"} no social acceptance score, because no published survey we rely on covers ${unscored.length === 1 ? "it" : "them"}; the overall score then weighs the other two parts.`,
      facts: [listed(unscored, (d) => `${formatScore(d.safety_score)} overall`)],
    };
  }
  // Which of our destinations no fixed-price package reaches ("which don't have a package yet?"),
  // counted from the packages' routes.
  if (
    /\b(destinations?|places?|cities)\b.*\b(no |without (a |any )?|(do|does|have) ?n[o']?t (have |got )?(a |any )?)(fixed[- ]price )?(packages?|trips?|tours?)\b/.test(
      u.text,
    )
  ) {
    const bare = catalog.destinations.filter((d) => packagesReaching(catalog, d.id).length === 0);
    return {
      lead:
        bare.length === 0
          ? `Every one of our ${catalog.destinations.length} destinations has at least one fixed-price package.`
          : `${listInProse(bare.map((d) => d.name))} ${bare.length === 1 ? "has" : "have"} no fixed-price package yet, of our ${catalog.destinations.length} destinations; we plan ${bare.length === 1 ? "it" : "them"} as custom trips (/contact).`,
      facts: [listed(bare, (d) => `${formatScore(d.safety_score)} overall`)],
    };
  }
  const part = /\blegal\b/.test(u.text)
    ? (["legal protection", "legal_protection"] as const)
    : /\b(social|acceptance)\b/.test(u.text)
      ? (["social acceptance", "social_acceptance"] as const)
      : /\bsafety index\b/.test(u.text)
        ? (["safety index", "safety_index"] as const)
        : undefined;
  if (
    /\b(perfect|full|top|maximum) (5|five|score|marks)\b|\b(5|five) (out of|of) (5|five)\b|\b5\/5\b/.test(
      u.text,
    )
  ) {
    const scoreOf = (d: Destination) =>
      part ? (safetyOf(catalog, d)[part[1]] ?? 0) : d.safety_score;
    const perfect = catalog.destinations.filter((d) => scoreOf(d) >= 5);
    const on = part ? ` for ${part[0]}` : " overall";
    return {
      lead:
        perfect.length === 0
          ? `None of our ${catalog.destinations.length} destinations scores a perfect 5${on} on our Queer Safety Index.`
          : `${listInProse(perfect.map((d) => d.name))} ${perfect.length === 1 ? "scores" : "score"} a perfect 5${on} on our Queer Safety Index, of our ${catalog.destinations.length} destinations.`,
      facts: [listed(perfect, (d) => `${formatScore(d.safety_score)} overall`)],
    };
  }
  // "Which has the lowest rating?", "the least safe": the bottom of the list, lowest first.
  const lowest =
    /\b(lowest|least safe|worst|most dangerous|riskiest|least (gay |queer |lgbt\w* )?friendly)\b/.test(
      u.text,
    );
  const asked = lowest ? undefined : placesAskedFor(catalog, u, holdRules);
  if (asked) return asked;
  // Who travels ("my partner struggles in the heat") asks for places only with words that do.
  const wantsPlaces =
    u.travelers.size > 0 &&
    !u.concerns.has("price") &&
    (asksForPlacesToGo.test(u.text) || u.concerns.size > 0 || u.topics.length > 0);
  if (u.concerns.has("safety") || wantsPlaces || lowest) {
    const top = [...catalog.destinations]
      .sort((a, b) => (lowest ? a.safety_score - b.safety_score : b.safety_score - a.safety_score))
      .slice(0, 5);
    const who = whoOf(u);
    return {
      lead: `The ${lowest ? "lowest" : "highest"}-rated of our ${catalog.destinations.length} destinations on our Queer Safety Index${who && !lowest ? ` (a good start for ${who})` : ""} are ${listInProse(top.map((d) => d.name))}${lowest ? "; each record says why, and what to do about it" : ""}.`,
      facts: [
        top
          .map(
            (d) =>
              `- ${d.name}, ${d.country}: ${formatScore(d.safety_score)} overall, /destinations/${d.id}`,
          )
          .join("\n"),
        "Every destination's record, with notes for trans and non-binary travelers: /destinations.",
      ],
    };
  }
  // The whole list answers a question about our trips, not a policy question that says "trip" or
  // "hotels" in passing ("my insulin must stay cold the whole trip: can you plan for that?").
  const catalogueAsked =
    u.topics.length === 0 ||
    /\b(packages?|(what|which|any|your) (trips?|tours?|holidays?)|trips? (do|does) you|cheapest|priciest|most expensive)\b/.test(
      u.text,
    );
  if (
    catalogueAsked &&
    (u.concerns.has("price") || u.concerns.has("packages") || u.concerns.has("inclusions"))
  ) {
    // A kind of trip named ("the cheapest beach or island package"): the packages of that kind.
    const kinds = catalog.packages.filter((pkg) =>
      normalize(pkg.category)
        .split(/[^a-z]+/)
        // "Luxury" is every trip of ours, not the Ultra Luxury kind alone.
        .some(
          (word) =>
            word.length > 3 && word !== "luxury" && new RegExp(`\\b${word}(es|s)?\\b`).test(u.text),
        ),
    );
    const categories = [...new Set(kinds.map((pkg) => pkg.category))];
    const kindNamed = categories.length > 0 ? listInProse(categories, "or") : undefined;
    const sorted = [...(kinds.length > 0 ? kinds : catalog.packages)].sort(
      (a, b) => a.price - b.price,
    );
    // "Your cheapest package?", "the priciest trip?": the end of the list asked for, not all of it.
    const end = /\b(cheapest|least expensive|lowest price\w*|most affordable)\b/.test(u.text)
      ? sorted.slice(0, 3)
      : /\b(priciest|most expensive|costliest|highest price\w*|most luxurious)\b/.test(u.text)
        ? sorted.slice(-3).reverse()
        : undefined;
    if (end)
      return {
        lead: `Our ${end[0]!.price === sorted[0]!.price ? "least expensive" : "most expensive"} ${kindNamed ? `${kindNamed} ` : "fixed-price "}package is the ${end[0]!.name}, ${formatPrice(end[0]!.price)}${perPerson(end[0]!)} for ${end[0]!.duration_days} days; the next: ${listInProse(end.slice(1).map((p) => `the ${p.name} (${formatPrice(p.price)})`))}.`,
        facts: [end.map((p) => packageLine(catalog, p)).join("\n")],
      };
    return {
      lead: `Our ${sorted.length} ${kindNamed ? `${kindNamed} ` : "fixed-price "}packages run from ${formatPrice(sorted[0]!.price)}${perPerson(sorted[0]!)} (${sorted[0]!.name}) to ${formatPrice(sorted.at(-1)!.price)}${perPerson(sorted.at(-1)!)} (${sorted.at(-1)!.name}).`,
      facts: [sorted.map((p) => packageLine(catalog, p)).join("\n")],
    };
  }
  if (u.concerns.has("best_time") && u.months.size > 0) {
    const fits = catalog.destinations.filter((d) =>
      [...u.months].some((m) => monthsOfBestTime(d.best_time_to_visit).has(m)),
    );
    if (fits.length === 0) return undefined;
    return {
      lead: `In ${listInProse([...u.months].map(monthName), "or")}, ${fits.length} of our destinations are in their best season.`,
      facts: [
        fits
          .map(
            (d) =>
              `- ${d.name}: best ${d.best_time_to_visit}, ${formatScore(d.safety_score)} overall, /destinations/${d.id}`,
          )
          .join("\n"),
      ],
    };
  }
  return undefined;
}

/** Asks for places to go, not only about a need: "where", "which destination", "the safest". */
export const asksForPlacesToGo =
  /\b(where (should|can|could|to|would)|which (destination|destinations|place|places|city|cities)|destinations?|places to|(?<!\b(what|how) (you|u|we) |\baffects? (your |our |the |what (you|u|we) )?)(recommend\w*|suggest\w*)|safest|best (place|places|destination|destinations|city|cities))\b/;

/**
 * Everything the data says about an understood question, without the policy quotes.
 * `answered`: the question already has its answer (a journal guide's sentences), so a list of our
 * destinations is added only if the visitor asked where to go.
 */
/**
 * A package found by a word of its name ("honeymoon") whose route lies outside the region asked
 * ("a honeymoon in South America") is not the one asked for: the region's places answer instead.
 */
function withoutPackagesElsewhere(catalog: Catalog, u: Understanding): Understanding {
  if (u.packages.length === 0 || u.places.length > 0) return u;
  const hard = hardConstraintsOf(catalog, u.text, u.places);
  if (hard.where.length === 0) return u;
  const packages = u.packages.filter(
    (pkg) =>
      containsPhrase(u.text, pkg.name) ||
      catalog.destinations.some(
        (d) => pkg.destination_ids.includes(d.id) && inPlacesAsked(hard, d),
      ),
  );
  return packages.length === u.packages.length ? u : { ...u, packages };
}

export function composeAnswer(
  catalog: Catalog,
  asked: Understanding,
  {
    answered = false,
    holdRules = DEFAULT_HOLD_RULES,
    said,
  }: {
    answered?: boolean;
    holdRules?: HoldRules;
    /** A sentence of the record the answer gives first (`recordDetail`). */
    said?: string;
  } = {},
): Composed {
  const u = withoutPackagesElsewhere(catalog, asked);
  const lead: string[] = [];
  const facts: string[] = [];
  const passages: Passage[] = [];
  const hrefs = new Map<string, string>();
  const index = knowledgeOf(catalog);
  // A line is said once, however many of the places asked about it holds for.
  const add = (part: { lead: string | string[]; facts: string[] }) => {
    for (const line of Array.isArray(part.lead) ? part.lead : [part.lead])
      if (!lead.includes(line)) lead.push(line);
    for (const line of part.facts) if (!facts.includes(line)) facts.push(line);
  };

  // Warnings come before anything else, for every place that needs one.
  for (const place of u.places) {
    if (place.destination && place.country && isCriminalising(place.country))
      lead.push(criminalisationWarning(place.country)!);
  }

  // Asked who to call, the numbers of each country named that a package passes through.
  const helpLines = asksLocalHelp(u)
    ? [...new Set(u.places.flatMap((place) => (place.country ? [place.country] : [])))].flatMap(
        (country) => localHelpLines(catalog, country, u.text),
      )
    : [];
  lead.push(...helpLines);
  let direct = helpLines.length > 0;

  const destinations = u.places.flatMap((p) => (p.destination ? [p.destination] : []));
  const comparing =
    u.concerns.has("comparison") && (destinations.length >= 2 || u.packages.length >= 2);
  if (comparing && destinations.length >= 2) add(compareDestinations(catalog, destinations, u));
  if (comparing && u.packages.length >= 2) add(comparePackages(catalog, u.packages));

  // A country we don't cover answers once, however many of its cities are named ("Yangon and Bagan").
  const uncovered = u.places.filter(
    (place, i) =>
      !place.destination &&
      place.country &&
      u.places.findIndex((other) => !other.destination && other.country === place.country) === i,
  );
  for (const place of u.places) {
    if (!place.destination) {
      // A policy quoted too (a visa question) takes its share of the answer's words.
      if (uncovered.includes(place))
        add(
          notCovered(
            catalog,
            place,
            u,
            Math.floor((COUNTRY_WORDS - (u.topics.length > 0 ? 40 : 0)) / uncovered.length),
            uncovered.length > 1,
          ),
        );
      continue;
    }
    const d = place.destination;
    const passage = index.byId.get(`destination:${d.id}`);
    if (passage) passages.push(passage);
    hrefs.set(d.name, `/destinations/${d.id}`);
    if (comparing && destinations.length >= 2) continue;
    // A package named with its destination ("the Provincetown Carnival Week") asks about the package.
    const wantsSafety =
      u.concerns.has("safety") ||
      (!u.packages.some((pkg) => pkg.destination_ids.includes(d.id)) &&
        helpLines.length === 0 &&
        !u.concerns.has("best_time") &&
        !u.concerns.has("health") &&
        !u.concerns.has("packages") &&
        !u.concerns.has("price") &&
        !u.concerns.has("inclusions") &&
        u.topics.length === 0);
    const lawAsked = u.laws.length > 0 && !crimeElsewhere(u, d);
    const alsoSafety = wantsSafety && (!lawAsked || asksIfSafe.test(u.text));
    if (lawAsked) {
      const law = lawAnswer(catalog, u, d);
      // Asked whether it is safe too, the safety answer below gives the scores.
      add(alsoSafety ? { lead: law.lead, facts: [] } : law);
    }
    // "Does it run in October?" of a place, not a trip: the departures of the trips that go there.
    if (asksDepartures(u) && u.packages.length === 0) {
      const departures = packagesReaching(catalog, d.id)
        .slice(0, 2)
        .flatMap((pkg) => departuresOf(pkg, u));
      if (departures.length > 0) add({ lead: departures, facts: [] });
    }
    if (u.concerns.has("health")) add(healthFacts(catalog, place, u.text, answered));
    if (u.concerns.has("best_time")) add(bestTime(catalog, d, u));
    // Beside another country's crime, the destination's scores alone: the warnings need the room.
    if (alsoSafety) {
      const all = safetyFacts(catalog, u, d);
      add({
        lead: safetyLead(catalog, u, d, said),
        facts: crimeElsewhere(u, d) ? all.slice(0, 1) : all,
      });
    }
    // Being out there ("can we hold hands?") brings the country's laws on expression, where any.
    if (
      u.concerns.has("expression") &&
      place.country?.expression.status === "restricted" &&
      !facts.includes(expressionLine(place.country))
    )
      facts.push(expressionLine(place.country));
    if (
      (u.concerns.has("packages") || u.concerns.has("price") || u.concerns.has("inclusions")) &&
      u.packages.every((pkg) => !pkg.destination_ids.includes(d.id))
    )
      add(packagesFor(catalog, d, u));
  }

  for (const pkg of u.packages) {
    const passage = index.byId.get(`package:${pkg.id}`);
    if (passage) passages.push(passage);
    hrefs.set(pkg.name, `/packages#${pkg.id}`);
    if (isAlternative(catalog, pkg, u)) add(alternative(catalog, pkg));
    else if (!comparing || u.packages.length < 2) {
      // "Best month to sail the Cyclades?": its destination's season and the trip's departures.
      const where = catalog.destinations.find((d) => d.id === pkg.destination_ids[0]);
      if (
        u.concerns.has("best_time") &&
        where &&
        !u.places.some((p) => p.destination === where) &&
        !/\bday \d{1,2}\b/.test(u.text)
      ) {
        add(bestTime(catalog, where, u));
        if (!asksDepartures(u)) add({ lead: departuresOf(pkg, u), facts: [] });
      }
      const own = packageFacts(catalog, pkg, u, holdRules);
      direct ||= own.detailed;
      add(own);
    }
  }

  // "Where should a lesbian couple with kids go?" asks for places as well as who can book.
  const asksForPlaces = ["trans", "nonbinary", "couple", "solo"].some((kind) =>
    u.travelers.has(kind as TravelerKind),
  );
  if (
    u.places.length === 0 &&
    u.packages.length === 0 &&
    (u.topics.length === 0 || (asksForPlaces && asksForPlacesToGo.test(u.text))) &&
    (!answered || asksForPlacesToGo.test(u.text))
  ) {
    const wide = catalogWide(catalog, u, holdRules);
    if (wide) add(wide);
  }

  // Every warning before anything else; then, asked which of several countries is safer, the answer.
  const compared =
    u.concerns.has("comparison") && uncovered.length >= 2 && destinations.length === 0
      ? compareCountries(uncovered.map((place) => place.country!))
      : undefined;
  const warningsFirst = coverageOnce([
    ...lead.filter((line) => line.startsWith("Warning: ")),
    ...(compared ? [compared] : []),
    ...lead.filter((line) => !line.startsWith("Warning: ")),
  ]);
  lead.splice(0, lead.length, ...warningsFirst);

  const post = relatedPost(catalog, u, u.places[0]);
  if (post && (lead.length > 0 || facts.length > 0)) {
    facts.push(`Read more in our journal: "${post.title}", /blog/${post.ref}.`);
    passages.push(post);
    hrefs.set(post.title, `/blog/${post.ref}`);
  }
  return { lead, facts, passages, hrefs, direct };
}
