/**
 * What a visitor wants to know, and for whom: read from the spelling-corrected question. Several
 * concerns may hold at once ("the best time to visit Mykonos, and is it gay friendly?").
 */
import type { LegalIndicatorKey } from "../../contract/safety";

/** Words of someone in crisis, who is asking for a number whether or not they say so. */
export const crisisWords = String.raw`suicid\w*|kill (?:myself|ourselves)|self ?harm\w*`;

/** "what's the emergency number", "police", "who do I call", "an LGBTQ+ helpline", "suicidal". */
export const asksForLocalHelp = new RegExp(
  String.raw`\b(emergency (numbers?|lines?|services?|phone)|emergenc(y|ies) (in|there)|(police|ambulance|emergency) (number|phone|line)s?|call (the )?(police|an ambulance)|ambulance|help ?lines?|hotlines?|crisis lines?|who (do|should|can) (i|we) (call|ring|phone)|numbers? to (call|ring|dial)|call for help|${crisisWords})\b`,
);

export type Concern =
  | "safety"
  | "best_time"
  | "price"
  | "inclusions"
  | "packages"
  | "comparison"
  | "health"
  | "documents"
  | "accessibility"
  | "booking"
  | "route"
  | "expression"
  | "discrimination"
  | "sources";

export type TravelerKind =
  "trans" | "nonbinary" | "lesbian_couple" | "gay_couple" | "couple" | "solo" | "hiv" | "family";

const concernPatterns: Record<Concern, RegExp> = {
  safety:
    /\b(safe|safety|safer|safest|unsafe|danger\w*|risk\w*|legal|illegal|laws?|crim\w*|arrest\w*|prison|jail|death penalty|(gay|queer|lgbt\w*|trans|lesbian) friendly|friendly for|accepting|welcoming|homophob\w*|transphob\w*|hostile|harass\w*|okay for (gay|queer|trans|lesbian|us)|ok for (gay|queer|trans|lesbian|us)|good for (gay|queer|trans|lesbian|us)|discriminat\w*|rights|(is it |it'?s |are we )?(ok(ay)?|fine|alright) to (just |still |safely )?(leave|walk|wear|swim|drink|take|carry|go out)|walk(ing)? (back |home |around )?(alone |at night|after dark)|theft|stolen|steal\w*|rob(bed|bery|beries)?|pickpocket\w*|scams?|hurt|injur\w*)\b/,
  best_time:
    /\b(best time|when (to|should|is the best|do you recommend)|when\W?s (the )?(best|good|nicest)|when is (it )?best|when is \w+( \w+)? (best|nicest|at its best)|(what|which|best) months?|season|weather|climate|too hot|too cold|rainy|good idea in|in (january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter))\b/,
  price:
    /\b(how much(?! [\w ]{0,30}\b(pack|bring|take|carry)\b)|price\w*|pricier|priciest|cost\w*|expensive|cheap\w*|afford\w*|budget|dollars?|per person|total|spend)\b|\$/,
  inclusions:
    /\b(include[sd]?|including|inclusions?|what do (i|we|you) get|comes? with|what s in|covered|itinerary|hotel\w*|flights?|meals?)\b/,
  packages: /\b(packages?|tours?|trips?|cruises?|holidays?|vacations?)\b/,
  comparison: /\b(compare\w*|comparison|versus|vs|better|difference|which is|or)\b/,
  health:
    /\b(hiv|prep|pep|hrt|hormones?|medication\w*|medicine\w*|meds|antiretroviral\w*|arv|pills?|prescription\w*|testosterone|estrogen|oestrogen)\b/,
  documents:
    /\b(passports?|visas?|gender marker|x marker|entry requirements?|documents?|id card|border|customs|immigration)\b/,
  accessibility:
    /\b(wheelchair\w*|accessib\w*|mobility|disabilit\w*|disabled|step free|blind|deaf)\b/,
  booking: /\b(book(ing)?|reserve|reservation|sign up|how do i join)\b/,
  route: /\b(route|countries|pass(es)? through|stopovers?|layovers?|transit|connecting|via)\b/,
  /** Being out there: propaganda and Pride laws, symbols, affection, posting online. */
  expression:
    /\b(propaganda|promot(e|es|ed|ing|ion)|pride|rainbow\w*|flags?|symbols?|(be|being|live|living|stay|come|coming) out|openly|open about|out and proud|hold(ing)? hands|kiss\w*|affection|pda|post(s|ed|ing)?|pics?|photos?|instagram|insta|social media|censor\w*|visible|expression)\b/,
  /** Protection by law: refused a room, fired, treated differently. */
  discrimination:
    /\b(discriminat\w*|anti ?discrimination|equal treatment|refuse[sd]? (us|me|service|a room)|turn(ed)? (us|me) away|protected by law)\b/,
  /** Where a claim comes from and when it was read. */
  sources:
    /\b(sources?|where (is|s|does) (that|this|it) (from|come)|who says|how do you know|last (checked|updated|reviewed|verified)|(check|checked|verify|verified|update|updated) (it|that|this)|up to date|how current|how recent)\b/,
};

const travelerPatterns: Record<TravelerKind, RegExp> = {
  trans:
    /\b(trans|transgender|trans (woman|women|man|men|femme|masc)|transition\w*|gender affirming)\b/,
  nonbinary: /\b(non ?binary|x passport|nonbinary|enby|genderqueer|x marker|gender neutral)\b/,
  lesbian_couple:
    /\b(lesbian couple|lesbians?|my (wife|girlfriend)|two women|(wife|girlfriend) and i|sapphic)\b/,
  gay_couple:
    /\b(gay couple|two (men|guys)|my (husband|boyfriend)|(husband|boyfriend) and i|gay men)\b/,
  couple:
    /\b(couple|my partner|partner and i|honeymoon|same sex (couple|marriage)|married|hold(ing)? hands)\b/,
  solo: /\b(alone|solo|by myself|on my own|single traveler|traveling single|travelling single)\b/,
  hiv: /\b(hiv|poz|positive status|hiv positive|antiretroviral\w*|arv|prep|pep)\b/,
  family:
    /\b(kids?|children|child|family|families|sons?|daughters?|twins|toddlers?|babys?|babies|teen\w*)\b/,
};

/** Words the spelling corrector may correct towards, beyond those in the content itself. */
export const concernVocabulary = [
  // How visitors compare our prices ("the cheapest package" is not "the clearest").
  "cheapest",
  "cheaper",
  "priciest",
  "pricier",
  "costliest",
  "safety",
  "dangerous",
  "friendly",
  "criminalised",
  "criminalized",
  "homophobic",
  "transgender",
  "nonbinary",
  "lesbian",
  "medication",
  "antiretroviral",
  "wheelchair",
  "accessible",
  "accessibility",
  "expensive",
  "included",
  "inclusions",
  "itinerary",
  "compare",
  "comparison",
  "weather",
  "season",
  "packages",
  "passport",
  "prescription",
  "cancellation",
  "refund",
  "deposit",
  "insurance",
];

/**
 * Everyday words of a traveler's own needs the content may not use, which must never be
 * "corrected" into one it does ("stairs" is not "stars").
 */
export const needVocabulary = [
  "stairs",
  "staircase",
  "railing",
  "railings",
  "suitcase",
  "suitcases",
  "typhoon",
  "typhoons",
  "wifi",
  "scooter",
  "scooters",
];

/**
 * The people a visitor travels with, as they name them: ordinary words the site's content may not
 * use, which must never be "corrected" into a place ("grandma" is not Granada).
 */
export const peopleVocabulary = [
  "grandma",
  "grandmother",
  "grandad",
  "granddad",
  "grandpa",
  "grandfather",
  "granny",
  "grandparent",
  "grandparents",
  "grandson",
  "granddaughter",
  "grandchildren",
  "grandkids",
  "nephew",
  "nephews",
  "niece",
  "nieces",
  "stepson",
  "stepdaughter",
  "stepmom",
  "stepmum",
  "stepdad",
  "fiance",
  "fiancee",
  "boyfriend",
  "girlfriend",
  "toddler",
  "toddlers",
  "cousin",
  "cousins",
];

/**
 * A document named to say who travels ("a non-binary person with an X passport"): it describes the
 * traveler, as "two women" does, and does not make the question one about documents or entry.
 */
const heldDocument =
  /\b(with|holding|carrying|using|on) (an? |my |our |their )?(x|x marker|gender neutral|non ?binary)( marker)? (passports?|ids?|markers?)\b|\b(with|holding|carrying|using) (an? |my |our |their )?x markers?\b/gi;

/** The question without the documents that only describe the traveler, for reading what it asks. */
export function withoutHeldDocuments(text: string): string {
  return text.replace(/[-_]+/g, " ").replace(heldDocument, " ");
}

export function concernsIn(text: string): Set<Concern> {
  const found = new Set<Concern>();
  for (const [concern, pattern] of Object.entries(concernPatterns) as [Concern, RegExp][]) {
    if (pattern.test(text)) found.add(concern);
  }
  return found;
}

export function travelersIn(text: string): Set<TravelerKind> {
  const found = new Set<TravelerKind>();
  for (const [kind, pattern] of Object.entries(travelerPatterns) as [TravelerKind, RegExp][]) {
    if (pattern.test(text)) found.add(kind);
  }
  if (found.has("lesbian_couple") || found.has("gay_couple")) found.add("couple");
  return found;
}

/**
 * The laws a question asks about, as the legal indicators of a destination's safety record name
 * them: "can we marry in Lisbon?" asks for the partnership law, "since when is it legal to be gay in
 * Iceland?" for decriminalisation. Such a question is answered with the law, its source and date,
 * before any score.
 */
const lawPatterns: [LegalIndicatorKey, RegExp][] = [
  [
    "partnership",
    /\b(marry|marriage|marriages|(get|getting|got) married|wedding|weddings|elop(e|ing)|civil unions?|civil partnerships?|registered partnerships?|marriage equality|adopt|adoption|adopting)\b/,
  ],
  [
    "foreign_marriage_recognition",
    /\b((married|marriage|wedding|partnership) (abroad|at home|back home|elsewhere)|recogni[sz]\w* (our|my|a foreign|foreign|same sex) (marriage|partnership)|(marriage|partnership)s? (be )?recogni[sz]\w*)\b/,
  ],
  [
    "decriminalised",
    /\b(sodomy (law|laws|ban|bans|statutes?)|(has|have) (homosexuality|being gay|gay sex|same sex (relations|sex)) been (legal|illegal|a crime|criminal\w*|decriminali[sz]ed)|(legal|illegal|a crime|criminal) to be (gay|lesbian|queer|trans|bi)|(is )?(homosexuality|being gay|gay sex|same sex (relations|sex|acts)) ((ever|still|now|currently|always) )?(legal|illegal|a crime|criminal\w*)|decriminali[sz]\w*|(re)?criminali[sz]\w* (homosexuality|being gay|gay sex|same sex (relations|sex|acts)|gay (men|people|relationships))|legali[sz](e|ed|ation) (homosexuality|being gay|gay sex|same sex relations)|(penalt(y|ies)|punish\w*|prison|jail|sentences?)( \w+){0,3} (homosexuality|being gay|gay (sex|men)|same sex (relations|sex|acts)|lesbians?))\b/,
  ],
  [
    "gender_recognition",
    /\b(self ?id|self identification|self determination|(legal|legally|chang(e|ing) (my|their|your|our|his|her)?) ?gender|gender (recognition|change|marker change)|change (my|their|your|his|her)? ?(sex|marker)( legally)?)\b/,
  ],
  [
    "x_marker_entry",
    /\b(x (gender )?(marker|passport)s?|gender neutral (marker|passport)s?|an x (on|in) (my|our|their|his|her|the) (\w+ )?passports?|passports? (says|say|shows|show|marked|reads|with|has|have) (an? )?x)\b/,
  ],
  [
    "hate_crime",
    /\bhate ?crimes?\b|\b(homophob\w*|transphob\w*|gay bashing|queer bashing)\b.{0,30}\b(a crime|crimes?|criminal\w*|illegal|punish\w*|prosecut\w*)\b/,
  ],
  [
    "anti_discrimination",
    /\b(anti ?discrimination (law|laws|protection)|discrimination laws?|protected (from|against) discrimination|discriminat\w* against (us|gay|lesbian|queer|trans|lgbt\w*|same sex)\b.{0,30}\b(illegal|legal|allowed|law))\b|\b(hotels?|landlords?|employers?|restaurants?|they|anyone)\b.{0,20}\brefuse (us|to serve|service|a room|a bed)\b/,
  ],
  [
    "no_propaganda_law",
    /\b(propaganda|promotion) (law|laws|ban|bans)\b|\bgay propaganda\b|\b(laws?|ban|bans|illegal|legal|allowed|arrested)\b.{0,40}\b(cross ?dress\w*|drag|(gender )?expression)\b|\b(cross ?dress\w*|drag|(gender )?expression)\b.{0,40}\b(laws?|illegal|legal|allowed|banned)\b/,
  ],
  [
    "no_assembly_restrictions",
    /\bpride (marches|parades?|events?) (banned|allowed|legal|illegal|permitted|forbidden)\b|\b(is|are) (pride|the pride march|the pride parade)\b.{0,12}\b(banned|allowed|legal|illegal|permitted|forbidden|restricted|cancel\w*)\b/,
  ],
  [
    "no_hiv_entry_restrictions",
    /\bhiv\b.*\b(entry|enter|entering|restrict\w*|visa|border|deport\w*|test(s|ed|ing)?)\b|\b(entry|enter|entering|visa|border)\b.*\bhiv\b/,
  ],
];

export function lawsIn(text: string): LegalIndicatorKey[] {
  return lawPatterns.filter(([, pattern]) => pattern.test(text)).map(([key]) => key);
}
