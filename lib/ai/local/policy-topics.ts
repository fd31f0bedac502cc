/**
 * What customer service answers from our legal documents: each topic, the words that raise it, a
 * line in the agency's voice, and the sections it quotes (found by heading, so renumbering is safe).
 */
export interface Quote {
  slug: string;
  heading: RegExp;
  /** Quote only the lines of the section that match; the whole section when absent. */
  pick?: RegExp;
}

export interface PolicyTopic {
  id: string;
  words: RegExp;
  intro: string;
  quotes: Quote[];
}

export const policyTopics: PolicyTopic[] = [
  {
    id: "cancellation",
    words: /cancel|refund|no[- ]?show|money back/i,
    intro:
      "Here is exactly what happens if you need to cancel. It depends on how far ahead you tell us, and on whether you bought a fixed-price package (our Terms of Service) or a custom trip (our Client Agreement).",
    quotes: [
      { slug: "terms", heading: /^Cancellation by You/ },
      { slug: "client-agreement", heading: /^Cancellation by You/ },
      { slug: "terms", heading: /^Changes and Cancellations by Us/, pick: /If we cancel/ },
    ],
  },
  {
    id: "deposit",
    words: /deposit|balance|payments?\b|\bpay\b|paying|instal+ment|late fee|payment plan/i,
    intro:
      "Here's how paying works: packages are paid at our online checkout, and custom trips in a deposit and a balance.",
    quotes: [
      { slug: "client-agreement", heading: /^Deposit and Payment/ },
      {
        slug: "terms",
        heading: /^Prices and Payment/,
        pick: /US dollars|Full payment|Payment plans/,
      },
    ],
  },
  {
    id: "fees",
    words: /\bfees?\b|commission|surcharge|how much do you charge|hourly|\bprices?\b|\bcosts?\b/i,
    intro: "Here is every fee we charge, exactly as our Client Agreement lists them.",
    quotes: [{ slug: "client-agreement", heading: /^Our Fees/ }],
  },
  {
    id: "booking",
    words: /\bbook(ing)?\b|reserv|confirm|how does (it|this) work|get started|next steps/i,
    intro:
      "Booking with us works in one of two ways, and either way you'll always know where you stand.",
    quotes: [{ slug: "terms", heading: /^Bookings and Confirmation/ }],
  },
  {
    id: "consultation",
    words:
      /consult|appointment|talk to (a|someone|somebody|a person)|video call|phone call|speak (to|with)/i,
    intro: "Your first conversation with us costs nothing and commits you to nothing.",
    quotes: [{ slug: "client-agreement", heading: /^Consultations/ }],
  },
  {
    id: "insurance",
    words: /insur|waiver/i,
    intro: "Insurance is one of the few things we insist on, because it covers what no terms can.",
    quotes: [{ slug: "terms", heading: /^Travel Insurance/ }],
  },
  {
    id: "conduct",
    words:
      /conduct|behaviou?r|harass|code of|photograph|removal|removed from|prohibited|report (a|an|someone|something)/i,
    intro:
      "Every traveler agrees to our Traveler Code of Conduct. In short: respect for locals, staff and each other. Here is what it rules out and what happens if someone crosses the line.",
    quotes: [
      { slug: "traveler-conduct", heading: /^Prohibited/ },
      { slug: "traveler-conduct", heading: /^Consequences/ },
      { slug: "traveler-conduct", heading: /^Reporting Concerns/ },
    ],
  },
  {
    id: "sustainability",
    words:
      /sustainab|carbon|offset|environment|\bgreen|\beco\b|eco-|wildlife|animal|climate|emission/i,
    intro: "How a trip is shaped matters more than any offset, and here is how we shape ours.",
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
    id: "privacy",
    words: /privacy|personal (data|information)|my data|delete my|cookies|gdpr/i,
    intro: "Your information is yours, and here is what you can ask of us.",
    quotes: [
      { slug: "privacy", heading: /^Your Rights/ },
      { slug: "privacy", heading: /^How Long We Keep/, pick: /Booking records|Inquiries/ },
    ],
  },
  {
    id: "documents",
    words: /passport|visa|gender marker|\bx[- ]marker|entry requirement|travel documents?/i,
    intro: "Documents are where small mistakes cost the most, so here is what we ask of you.",
    quotes: [{ slug: "terms", heading: /^Travel Documents/ }],
  },
  {
    id: "accessibility",
    words: /wheelchair|accessib|mobility|disabilit|disabled|step[- ]free/i,
    intro: "Tell us what you need and we'll plan around it; here is what our terms promise.",
    quotes: [{ slug: "terms", heading: /^Health, Accessibility/ }],
  },
  {
    id: "age",
    words: /under 18|minors?\b|\bage\b|how old|child|children|\bkids?\b|teen/i,
    intro: "Families are welcome with us; here is who can book.",
    quotes: [{ slug: "terms", heading: /^Who Can Book/ }],
  },
  {
    id: "changes",
    words: /\bchange (my|our|the)|amend|modify|reschedul|different dates?|new dates/i,
    intro: "Plans change; here is what it costs and when it's free.",
    quotes: [{ slug: "client-agreement", heading: /^Changes to Your Trip/ }],
  },
  {
    id: "support",
    words:
      /emergenc|during (my|the|our) trip|while (i'm|i am|we're|we are) (away|travell?ing)|24\/7|trip leader|feel unsafe/i,
    intro: "You're never on your own once you've left home.",
    quotes: [{ slug: "client-agreement", heading: /^Support Before and During/ }],
  },
  {
    id: "complaints",
    words: /complain|dispute|arbitrat|went wrong|unhappy|not happy/i,
    intro: "If something goes wrong, tell us first; we would much rather put it right.",
    quotes: [
      { slug: "client-agreement", heading: /^After Your Trip and Complaints/ },
      { slug: "terms", heading: /^Disputes and Governing Law/, pick: /Disputes of|Disputes over/ },
    ],
  },
  {
    id: "ai",
    words:
      /\bai\b|artificial intelligence|queer intelligence|are you (a )?(bot|human|robot|real)|chat ?bot/i,
    intro:
      "I'm one of the agency's automated assistants, and I answer only from what the agency has published.",
    quotes: [{ slug: "terms", heading: /^AI-Powered/ }],
  },
  {
    id: "contact",
    words: /contact|e-?mail|phone|reach you|office|how (fast|quickly|soon)|respond|reply/i,
    intro: "People answer here, and this is how fast.",
    quotes: [{ slug: "terms", heading: /^Inquiries and Communication/ }],
  },
];

/** The topics a message raises, in the order above, at most `limit`. */
export function topicsOf(text: string, limit = 2): PolicyTopic[] {
  return policyTopics.filter((topic) => topic.words.test(text)).slice(0, limit);
}
