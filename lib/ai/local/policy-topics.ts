/**
 * What customer service answers from our legal documents: each topic, the words that raise it, and
 * the sections it quotes from (found by heading, so renumbering is safe); which sentences of them
 * are quoted depends on the question (policy-quotes.ts).
 */
import { packagePaymentRule } from "./booking-rules";

export interface Quote {
  slug: string;
  heading: RegExp;
  /** Quote only from the lines of the section that match; from any line when absent. */
  pick?: RegExp;
  /**
   * The topic's rule says part of this section already (the fixed-price packages' deposit and
   * balance), so those sentences are not quoted again. The Client Agreement is not marked: its
   * balance falls on the same day, but for custom trips, and says so for them.
   */
  restatesRule?: boolean;
  /** Quoted only when the question also holds these words (a package's own fees). */
  when?: RegExp;
}

export interface PolicyTopic {
  id: string;
  words: RegExp;
  /** What the site itself does, said before any quote: the booking step's own figures. */
  rule?: () => string;
  quotes: Quote[];
  /** Not raised when the question also holds these words (a refund for a dirty hotel). */
  unless?: RegExp;
}

/**
 * The currency asked about: "can I pay in euros?", "are prices in USD?", "pounds or dollars?"; not
 * an amount said in one ("under 8000 usd each", "€5,000"), which is a budget.
 */
/**
 * A currency named by its country's people ("Australian dollars", "Swiss francs"): a currency, and
 * no place (the understanding reads it so too).
 */
export const nationalCurrency =
  /\b(australian|canadian|new zealand|hong kong|singapore|mexican|brazilian|argentin(e|ian)|swiss|danish|icelandic|south african|new taiwan|thai) (?<unit>dollars?|francs?|pesos?|reais|real|kron(a|e|er|or)|rand|baht)\b/i;
const currencyAsked = new RegExp(
  String.raw`(?<![\d.,]\s?k?\s?)\b(currenc\w*|exchange rates?|euros?|sterling|gbp|usd|us dollars|yen|chf|swiss francs?|pesos|baht|rand|reais|kron(a|e|er|or)|aud|cad|nzd|(in|with|accept\w*|take|pay) (british )?pounds|pounds or (dollars|euros))\b|${nationalCurrency.source}|[€£¥](?!\s?\d)`,
  "i",
);

/**
 * A supplier that let the traveler down ("a refund if the hotel is dirty?", "the airline lost our
 * bags"): the suppliers' and complaints' sections answer it, not the cancellation tables.
 */
const supplierFailure =
  /\bsuppliers?\b|\b(hotels?|rooms?|airlines?|flights?|guides?|cruises?|ships?|drivers?|transfers?|restaurants?|villas?|yachts?|bags?|luggage|suitcases?|staff)\b[^.?!]{0,40}\b((is|was|were|are|got|been|so|really|very) (dirty|filthy|awful|terrible|horrible|rude|broken|homophobic|transphobic|overbooked|delayed|cancell?ed|a no[- ]?show)|cancell?ed (on )?(us|me|our|my|the)|lost (my|our|the)|not as (described|advertised|promised|booked)|(wasn'?t|weren'?t|isn'?t|aren'?t) (clean|ready|there|as described)|(didn'?t|never) (show|turn(ed)? up|come|came|arrive[ds]?|pick(ed)? (us|me) up)|failed (me|us)|let (me|us) down)\b|\b(lost|missing|delayed) (bags?|luggage|suitcases?)\b|\blet (me|us) down\b/i;

/** Our cancelling a trip ("what happens if you cancel my trip?"), not the traveler's. */
const agencyCancels =
  /\b(if|when|what if|in case) (you|you guys|lavender compass|the agency|your (company|agency)) (cancel|cancels|cancelled|have to cancel)\b|\byou cancel(l?ed)? (my|our|the) (trip|tour|booking|holiday)\b/i;

/** Where to report another traveler: the reporting section alone answers it. */
const reportingConduct =
  /\b(report\w*|where (do|can|should) (i|we) (send|tell|write))\b.{0,80}\b(behav\w*|conduct|harass\w*|travell?ers?|incident|someone|guide|staff)\b|\b(behav\w*|harass\w*|incident)\b.{0,80}\b(report\w*|where (do|can|should) (i|we) (send|tell|write))\b/i;

export const policyTopics: PolicyTopic[] = [
  {
    id: "agency-cancels",
    // "What happens if you cancel my trip?": our cancelling, not the traveler's.
    words: agencyCancels,
    quotes: [
      { slug: "terms", heading: /^Changes and Cancellations by Us/ },
      { slug: "client-agreement", heading: /^(Changes and )?Cancell?ation by Us/ },
    ],
  },
  {
    id: "cancellation",
    words: /cancel|refund|no[- ]?show|(don'?t|do not|didn'?t|never) (show|turn) up|money back/i,
    unless: new RegExp(`${supplierFailure.source}|${agencyCancels.source}`, "i"),
    quotes: [
      { slug: "terms", heading: /^Cancellation by You/ },
      { slug: "client-agreement", heading: /^Cancellation by You/ },
      { slug: "terms", heading: /^Changes and Cancellations by Us/, pick: /If we cancel/ },
    ],
  },
  {
    id: "currency",
    words: currencyAsked,
    quotes: [
      { slug: "terms", heading: /^Prices and Payment/, pick: /US dollars/ },
      { slug: "client-agreement", heading: /^Deposit and Payment/, pick: /US dollars/ },
    ],
  },
  {
    id: "deposit",
    words:
      /deposit|balance|payments?\b|\bpay\b(?! (you |us |them |agents? |agencies )?(a )?(commissions?|kickbacks?))|paying|instal+ment|late fee|payment plan/i,
    // "Can I pay in euros?" asks the currency, not the deposit schedule.
    unless: new RegExp(
      `^(?!.*\\b(deposit|balance|instal+ments?|payment plan)).*(${currencyAsked.source})`,
      "i",
    ),
    rule: packagePaymentRule,
    quotes: [
      { slug: "client-agreement", heading: /^Deposit and Payment/ },
      {
        slug: "terms",
        heading: /^Prices and Payment/,
        pick: /US dollars|Full payment|Payment plans/,
        restatesRule: true,
      },
    ],
  },
  {
    id: "credit",
    // A travel credit (what a late cancellation leaves, or ours when we cancel), not a credit card.
    words: /\bcredits?\b(?! ?cards?)|credit code/i,
    quotes: [
      {
        slug: "terms",
        heading: /^Cancellation by You/,
        pick: /A credit is worth|as a code|never paid out/,
      },
    ],
  },
  {
    id: "fees",
    words:
      /\bfees?\b|commission|surcharge|how much do you charge|hourly|\bprices?\b|\bcosts?\b|\b(extra|additional) (charge|cost|fee)s?\b|\blast[- ]minute\b.{0,20}\b(charge|cost|pay|more)\b/i,
    quotes: [
      // Asked of a fixed-price package, the terms' own line on its fees comes first.
      {
        slug: "terms",
        heading: /^Cancellation by You/,
        pick: /Fees on a fixed-price package/,
        when: /\b(packages?|fixed[- ]price)\b/,
      },
      { slug: "client-agreement", heading: /^Our Fees/ },
    ],
  },
  {
    id: "sustainability",
    words:
      /sustainab|carbon|offset|environment|\bgreen(er)?\b|\beco\b|eco-|wildlife|animal|elephant|dolphin|captive|climate|emission/i,
    quotes: [
      { slug: "sustainability", heading: /^Our Commitments in Brief/ },
      {
        slug: "sustainability",
        heading: /^Travel Design/,
        pick: /Slow travel|Rail over air|Automatic carbon/,
      },
    ],
  },
  {
    id: "booking",
    // "Confirm that you…" asks us to say something is so, not about confirming a booking; what
    // we book for a traveler ("the apartments you book") and a "no-reservations grill" or one that
    // "doesn't take reservations" or "where you can't book" describe something else.
    words:
      /(?<!\b(you|we|they) (usually |normally |typically )?|\b(can'?t|cannot|could ?n'?t) )\bbook(ing)?\b|(?<!\b(no|(do|does|did|wo|ca)n'?t take|(does|do|did|will|can) not take|never takes?|without( a)?)[- ])reserv|confirm(?!( to me)? (that|whether|if|for me|you|we|it)\b)|how does (it|this) work|get started|next steps/i,
    quotes: [{ slug: "terms", heading: /^Bookings and Confirmation/ }],
  },
  {
    id: "consultation",
    words:
      /consult|appointment|talk to (a|someone|somebody|a person)|video call|phone call|speak (to|with)/i,
    quotes: [{ slug: "client-agreement", heading: /^Consultations/ }],
  },
  {
    id: "insurance",
    words: /insur|waiver/i,
    quotes: [{ slug: "terms", heading: /^Travel Insurance/ }],
  },
  {
    // Where to report another traveler ("where do I report it after we're home?"): how to report,
    // before what the code forbids.
    id: "conduct-report",
    words: reportingConduct,
    quotes: [{ slug: "traveler-conduct", heading: /^Reporting Concerns/ }],
  },
  {
    id: "conduct",
    unless: reportingConduct,
    words:
      /conduct|behaviou?r|behaved|behaving|harass|code of|photograph|removal|removed from|prohibited|report (a|an|someone|something)|(?<!\b(cash|check|find|figure|fill|hand|help|log|opt|pay|paid|point|print|sign|sort|take|try|work|carry|give|sell|sold|ask|kick|kicked|left|leave) )\bouts? (another|someone|a|other|me|us)\b|\bouting\b|\bouted\b/i,
    quotes: [
      { slug: "traveler-conduct", heading: /^Prohibited/ },
      { slug: "traveler-conduct", heading: /^Consequences/ },
      { slug: "traveler-conduct", heading: /^Reporting Concerns/ },
    ],
  },
  {
    id: "privacy",
    // What we hold about a visitor and what we do with it: the whole policy, whose sentences the
    // question's words then choose (keeping, deleting, selling, sharing, cookies, the AI).
    words:
      /privacy|personal (data|information)|\b(my|our) (\w+ )?(data|info|information|details|records?)\b|\blink\b.{0,30}\b(stopped|expired|no longer|doesn'?t|does not|not) work|stopped working|delete (my|our|all)|erase|\b(sell|share|hand|give)\b.{0,30}\b(data|info|information|details)\b|cookies?|tracking|trackers?|analytics|gdpr|ccpa|how long do you (keep|hold|store|hang on)|\b(retain|retention)\b|data (access|request|breach)|access request|what do you send to the ai/i,
    quotes: [
      { slug: "privacy", heading: /^Your Rights/ },
      { slug: "privacy", heading: /^How Long We Keep/ },
      { slug: "privacy", heading: /^Cookies/ },
      { slug: "privacy", heading: /^How We Use/, pick: /do not sell/ },
      { slug: "privacy", heading: /^How We Share/ },
      { slug: "privacy", heading: /^AI-Powered/ },
      { slug: "privacy", heading: /^Information We Collect/ },
      { slug: "privacy", heading: /^How We Protect/ },
      { slug: "privacy", heading: /^Changes to This Policy/ },
    ],
  },
  {
    id: "documents",
    words:
      /passport|visa|gender marker|\bx[- ]marker|entry requirement|\bdocuments?\b|\b(sur|last|maiden|married|legal) ?names?\b|\bname (change|on (the |my |our )?(tickets?|flights?|bookings?))|\bchang\w* (my|our|his|her|their) names?\b|\b(which|what|whose) names?\b/i,
    quotes: [{ slug: "terms", heading: /^Travel Documents/ }],
  },
  {
    // Who sees what a traveler tells us about their health, body or identity: the privacy policy's
    // stricter rules for it, before the terms' promise to meet a request.
    id: "sensitive",
    words:
      /\b(who (else )?(gets to |can |will |would )?(see|sees|read|reads|access|know)|who (else )?(gets|is|will be|would be) (told|informed)|who (will|would|do) you tell|who (finds|will find|would find) out|share|shares|sharing|confidential\w*|private|kept private|tell (anyone|everyone|the hotel|suppliers?))\b.{0,40}\b(disabilit\w*|health|condition|medical|diagnosis|hiv|status|gender|orientation|trans|that info|this info|it)\b|\b(my|our) (disabilit\w*|health|condition|diagnosis|hiv status|medical history)\b.{0,40}\b(share|shared|see|sees|confidential\w*|private|tell (anyone|everyone)|pass(ed)? (that |it |this )?on)\b|\b(will|would|do|does|must) (the |my )?(\w+ )?(hotels?|suppliers?|guides?|staff|drivers?|they) (know|be (told|informed)|find out|see|need to know)\b.{0,30}\b(hiv|positive|status|disabilit\w*|condition|trans|gender|diagnosis|wheelchair|mobility)\b|\b(tell|mention|share|say)\w* (you )?(about )?(it|that|this|my \w+)\b.{0,40}\bwho (else )?(gets to |will |would |is going to )?(know|find out|be told|gets told|hears?)\b/i,
    // Its rules, not its opening on why the information is sensitive.
    quotes: [
      {
        slug: "privacy",
        heading: /^Sensitive Information/,
        pick: /\b(We collect it only|We share it with a supplier|A hotel needs to know|We never put|Only the staff|withdraw your consent)\b/,
      },
      // Asked about HIV status or a medical history: that nobody has to tell us.
      {
        slug: "privacy",
        heading: /^Information We Collect/,
        pick: /\bYou never have to tell us\b/,
        when: /\b(hiv|status|positive|medical history|diagnosis|transition)\b/i,
      },
    ],
  },
  {
    // How our people are trained (the staff code's own section), not a trip's training day.
    id: "training",
    words:
      /\b(staff|team|employees?|people|designers?|guides?|trip leaders?|you|y'?all|your (staff|team|people))\b.{0,30}\b(trained|training)\b|\b(train|training) (your|the) (staff|team|people)\b/i,
    quotes: [{ slug: "staff-conduct", heading: /^Training/ }],
  },
  {
    id: "accessibility",
    words:
      /wheelchair|accessib|mobility|disabilit|disabled|step[- ]free|celiac|coeliac|gluten|allerg|dietary|\bdiet\b|vegan|vegetarian|halal|kosher|special requests?|accommodate (me|us|my|our|him|her|them)\b|hard of hearing|hearing (aid|loss|impair)|sign language|\bfridge\b|refrigerat|insulin|(medical|health) conditions?|chronic illness|medical clearance|(physically )?fit (enough )?(to|for) (travel|a trip|the trip)|fit enough|ostomy|epilep|diabet|\bcpap\b|oxygen|service (dog|animal)/i,
    quotes: [{ slug: "terms", heading: /^Health, Accessibility/ }],
  },
  {
    id: "age",
    words:
      /under 18|minors?\b|\bage\b|how old (do|does|must|should|can|has|have) (i|you|we|one|my|our|a|the|they|he|she|kids?|children)\b|how old (is|are) (my|our) |child|children|\bkids?\b|teen|nephews?|nieces?|grand(son|daughter|kids|children)|\b(my|our|her|his) (sons?|daughters?)\b|\bi'?m 1[0-7]\b|\b1[0-7] ?(years? old|yrs? old|yo|y\/o)\b/i,
    quotes: [{ slug: "terms", heading: /^Who Can Book/ }],
  },
  {
    id: "changes",
    // Not a change of one's own gender, name or marker, which is the law's question.
    words:
      /\bchange (my|our|the) (?!(legal )?(gender|name|sex|marker|passport))|amend|modify|reschedul|different dates?|new dates/i,
    quotes: [{ slug: "client-agreement", heading: /^Changes to Your Trip/ }],
  },
  {
    id: "support",
    words:
      /emergenc|non[- ]?urgent|during (my|the|our) trip|(call|ring|contact|check (in )?(with )?|hear from) ?(us|me|you)? before (my|the|our) (trip|departure|flight)|(call|ring|contact|check (in )?(with )?|hear from) ?(us|me|you)? before (we|i) (leave|go|depart|fly|travel)|while (i'?m|i am|im|we'?re|we are) (away|travell?ing|on (a|my|the|our) trip)|24\/7|trip leader|feel unsafe|something goes wrong|(what number|who) (do|should|can) (i|we) (call|ring)/i,
    quotes: [{ slug: "client-agreement", heading: /^Support Before and During/ }],
  },
  {
    id: "suppliers",
    words: supplierFailure,
    quotes: [
      { slug: "terms", heading: /^Third-Party Suppliers/, pick: /lets you down/ },
      {
        slug: "client-agreement",
        heading: /^After Your Trip and Complaints/,
        pick: /problems during the trip/,
      },
    ],
  },
  {
    id: "complaints",
    words: /complain|dispute|arbitrat|went wrong|unhappy|not happy/i,
    quotes: [
      { slug: "client-agreement", heading: /^After Your Trip and Complaints/ },
      { slug: "terms", heading: /^Disputes and Governing Law/, pick: /Disputes of|Disputes over/ },
    ],
  },
  {
    id: "ai",
    words:
      /\bai\b|artificial intelligence|queer intelligence|are you (a )?(bot|human|robot|real)|chat ?bot/i,
    quotes: [
      { slug: "terms", heading: /^AI-Powered/ },
      // What is sent to the AI providers, and to whom: the privacy policy's own list.
      {
        slug: "privacy",
        heading: /^AI-Powered/,
        pick: /\b(What is sent|For the chat|Who receives it)\b/,
        when: /\b(sent|send|sends|sending|shared?|sharing|receives?|gets?|data|stored|keep|kept|see|sees)\b/i,
      },
    ],
  },
  {
    id: "contact",
    words:
      /contact|e-?mail|phone|reach you|office|how (fast|quickly|soon)|respond|reply|\b(got|get|gotten|received?|receiving) (my|our) (inquiry|enquiry|message|form|request)|\b(my|our) (inquiry|enquiry|message) (arrive|went through|get through)|\b(nobody|no one|no-one|noone) (has )?(answered|replied|responded|got back|called)|\bhaven'?t heard (back|from you)|\bno (reply|answer|response) yet|\bstill waiting (for|on) (a |your )?(reply|answer|response)/i,
    quotes: [{ slug: "terms", heading: /^Inquiries and Communication/ }],
  },
];

/** The topics a message raises, in the order above, at most `limit`. */
export function topicsOf(text: string, limit = 2): PolicyTopic[] {
  return policyTopics
    .filter((topic) => topic.words.test(text) && !topic.unless?.test(text))
    .slice(0, limit);
}
