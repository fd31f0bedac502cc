/**
 * Questions as travelers type them (mixed intents, misspellings, follow-ups), each with the facts
 * its answer must hold: a figure, a link to the page that holds it, a warning. The figures are read
 * from the catalog when the case is built, so a content edit moves the expectation with it.
 */
import type { Catalog } from "../../content/catalog";
import {
  BALANCE_DUE_DAYS_BEFORE,
  DEPOSIT_RATE,
  DEPOSIT_THRESHOLD_DAYS,
} from "../../bookings/money";
import { formatPrice, formatScore } from "../../format";

export type Agent = "chat" | "safety_research" | "travel_planning" | "price_comparison";

export interface EvaluationCase {
  agent: Agent;
  /** What the visitor typed. */
  ask: string;
  /** The visitor's earlier messages in the chat, oldest first. */
  previous?: string[];
  /** For the three agents: the destination the chat matched in the browser (Barcelona by default). */
  destination?: string;
  /** Every fact the answer must hold: text it contains, or a pattern it matches. */
  facts: (string | RegExp)[];
  /** What an on-topic answer must not say (a policy quoted for a question that is not about one). */
  not?: (string | RegExp)[];
  /** What the direct answer, the first two sentences after any warning, must hold. */
  first?: (string | RegExp)[];
}

const criminalisesFirst = (country: string) =>
  new RegExp(`^Warning: (The )?${country} criminalises same-sex relations`);
const penaltyDeath = /maximum penalty is the death penalty/;

export function evaluationCases(catalog: Catalog): EvaluationCase[] {
  const d = (id: string) => {
    const destination = catalog.destinations.find((x) => x.id === id);
    if (!destination) throw new Error(`evaluation: no destination ${id}`);
    return destination;
  };
  const p = (id: string) => {
    const pkg = catalog.packages.find((x) => x.id === id);
    if (!pkg) throw new Error(`evaluation: no package ${id}`);
    return pkg;
  };
  const score = (id: string) => `${d(id).name} scores ${formatScore(d(id).safety_score)} overall`;
  const page = (id: string) => `/destinations/${id}`;
  const price = (id: string) => formatPrice(p(id).price);
  const anchor = (id: string) => `/packages#${id}`;
  const best = (id: string) =>
    d(id).best_time_to_visit.replace(/^(Late|Early|Mid)\b/, (w) => w.toLowerCase());
  const noPolicies = [/From our (Terms of Service|Client Agreement|Traveler Code)/];

  return [
    // The examples a new visitor tried, which the chat used to answer off topic.
    {
      agent: "chat",
      ask: "What is the best time to visit Mykonos and is it gay friendly?",
      facts: [
        /^The best time to visit Mykonos is late may to early october/i,
        score("mykonos"),
        page("mykonos"),
      ],
      not: noPolicies,
    },
    {
      agent: "chat",
      ask: "Can I bring my HIV medication to Bangkok?",
      facts: [
        /^Yes: Thailand has no HIV-related entry restrictions/,
        "/blog/travelling-with-prep-and-hrt",
      ],
      not: [/Privacy/, ...noPolicies],
    },
    {
      agent: "chat",
      ask: "Which packages include Berlin?",
      facts: [
        p("pride-express-rail").name,
        price("pride-express-rail"),
        anchor("pride-express-rail"),
      ],
      not: noPolicies,
    },
    {
      agent: "chat",
      ask: "Is Tel Aviv safe for a trans woman traveling alone?",
      facts: [
        /^With caution for a trans traveler on their own: Tel Aviv scores/,
        "For trans and non-binary travelers:",
        page("tel-aviv"),
      ],
      not: [/fee/i, ...noPolicies],
    },
    {
      agent: "chat",
      ask: "How much is the Antarctic trip?",
      facts: [
        /^The Antarctic Expedition Cruise costs \$12,500 per person/,
        anchor("antarctic-expedition-cruise"),
      ],
      not: noPolicies,
    },
    {
      agent: "chat",
      ask: "Is Dubai safe for a gay couple?",
      facts: [
        criminalisesFirst("United Arab Emirates"),
        penaltyDeath,
        "We don't cover Dubai yet",
        /do not plan trips to the United Arab Emirates/,
      ],
    },
    {
      agent: "chat",
      ask: "Is Jamaica ok for two men on honeymoon?",
      facts: [
        criminalisesFirst("Jamaica"),
        /maximum penalty is prison/,
        /do not plan trips to Jamaica/,
      ],
    },
    {
      agent: "chat",
      ask: "We're thinking about a safari in Uganda, is that safe for lesbians?",
      facts: [criminalisesFirst("Uganda"), penaltyDeath, /do not plan trips to Uganda/],
    },
    {
      agent: "safety_research",
      ask: "Is Dubai safe?",
      facts: [
        criminalisesFirst("United Arab Emirates"),
        penaltyDeath,
        "We don't cover Dubai yet",
        "HIV and entry:",
      ],
    },
    {
      agent: "safety_research",
      ask: "Jamaica for a gay couple?",
      facts: [criminalisesFirst("Jamaica"), "We don't cover Jamaica yet", "Couples:"],
    },
    {
      agent: "safety_research",
      ask: "how safe is uganda",
      // Dated honestly: the day a page was read, or the day the claim was compiled, never "as of".
      facts: [
        criminalisesFirst("Uganda"),
        penaltyDeath,
        /(read|compiled from [^;()]+ on) [A-Z][a-z]+ \d+, \d{4}/,
      ],
      not: [/as of [A-Z][a-z]+ \d+, \d{4}/],
    },
    {
      agent: "safety_research",
      ask: "",
      destination: "Dubai",
      facts: [criminalisesFirst("United Arab Emirates"), penaltyDeath],
    },
    // Countries we don't cover, in the chat and the safety agent.
    {
      agent: "chat",
      ask: "Can I travel to Qatar with my boyfriend for the weekend?",
      facts: [criminalisesFirst("Qatar"), penaltyDeath, /do not plan trips to Qatar/],
    },
    {
      agent: "chat",
      ask: "is saudi arabia dangerous for trans people",
      facts: [criminalisesFirst("Saudi Arabia"), "Gender recognition:"],
    },
    {
      agent: "chat",
      ask: "Planning Bali for our honeymoon, any issues as two women?",
      facts: [criminalisesFirst("Indonesia"), "We don't cover Bali yet"],
    },
    {
      agent: "chat",
      ask: "Kuala Lumpur stopover, is that a problem for a gay guy?",
      facts: [criminalisesFirst("Malaysia"), "We don't cover Kuala Lumpur yet"],
    },
    {
      agent: "chat",
      ask: "Is Egypt ok to visit the pyramids as a gay couple?",
      facts: [
        /^Warning: Egypt has no law against same-sex relations as such, but LGBTQ\+ people are prosecuted/,
        /do not plan trips to Egypt/,
      ],
    },
    {
      agent: "chat",
      ask: "can hiv positive people enter Russia",
      facts: [/^Be careful: Russia has HIV-related entry or residence rules/],
    },
    {
      agent: "chat",
      ask: "Is Madrid a good city for a gay weekend?",
      facts: ["We don't cover Madrid yet", "Barcelona (/destinations/barcelona)"],
    },
    {
      agent: "chat",
      ask: "What about Toronto, is it safe?",
      facts: ["We don't cover Toronto yet", "Montreal (/destinations/montreal)"],
    },
    {
      agent: "safety_research",
      ask: "Is Doha safe for LGBT travellers?",
      facts: [criminalisesFirst("Qatar"), "We don't cover Doha yet"],
    },
    {
      agent: "safety_research",
      ask: "Is Montego Bay safe for a lesbian couple?",
      facts: [criminalisesFirst("Jamaica"), "We don't cover Montego Bay yet"],
    },
    // Safety of our destinations, for whom.
    {
      agent: "chat",
      ask: "Is Barcelona safe for a lesbian couple?",
      facts: [/^Yes for a lesbian couple: Barcelona scores/, "For couples:", page("barcelona")],
    },
    {
      agent: "chat",
      ask: "is amsterdam gay friendly",
      facts: [score("amsterdam"), page("amsterdam")],
      not: noPolicies,
    },
    {
      agent: "chat",
      ask: "How safe is Reykjavik for a non-binary person with an X passport?",
      facts: [score("reykjavik"), "For trans and non-binary travelers:", "X markers:"],
    },
    {
      agent: "chat",
      ask: "Is Bangkok safe for a solo traveler?",
      facts: [
        /for someone traveling alone: Bangkok scores/,
        page("bangkok"),
        "/blog/going-solo-queer-travel",
      ],
    },
    {
      agent: "chat",
      ask: "is tel aviv safe rn",
      facts: [score("tel-aviv"), page("tel-aviv")],
    },
    {
      agent: "chat",
      ask: "Safe for trans travelers in Taipei?",
      facts: [score("taipei"), "For trans and non-binary travelers:", page("taipei")],
    },
    {
      agent: "chat",
      ask: "Is Cape Town safe for gay men?",
      facts: [score("cape-town"), page("cape-town")],
    },
    {
      agent: "chat",
      ask: "Rio de Janeiro for a gay couple, how safe?",
      facts: [score("rio-de-janeiro"), "For couples:"],
    },
    {
      agent: "chat",
      ask: "Which destinations are safest for trans travelers?",
      facts: [/^The highest-rated of our \d+ destinations/, "/destinations/"],
    },
    {
      agent: "chat",
      ask: "What's the safest place you go to?",
      facts: [/^The highest-rated of our \d+ destinations/],
    },
    {
      agent: "safety_research",
      ask: "Is Tel Aviv safe for a trans woman traveling alone?",
      destination: "Tel Aviv",
      facts: [/^With caution for a trans traveler on their own/, "Safety index:", "Sources"],
    },
    {
      agent: "safety_research",
      ask: "Is Mykonos safe for a lesbian couple?",
      destination: "Mykonos",
      facts: [/^Yes for a lesbian couple: Mykonos/, "For couples:", "- Overall:"],
    },
    {
      agent: "safety_research",
      ask: "HIV rules in Bangkok?",
      destination: "Barcelona",
      facts: [/^Yes: Thailand has no HIV-related entry restrictions/, "Bangkok, Thailand:"],
    },
    {
      agent: "safety_research",
      ask: "is lisbon ok for trans",
      destination: "Lisbon",
      facts: ["For trans and non-binary travelers:", "Lisbon, Portugal:"],
    },
    // Misspellings.
    {
      agent: "chat",
      ask: "is amsterdan safe for gays",
      facts: [score("amsterdam"), page("amsterdam")],
    },
    {
      agent: "chat",
      ask: "wen is the best time to go to barcelonna?",
      facts: [`The best time to visit Barcelona is ${best("barcelona")}`],
    },
    {
      agent: "chat",
      ask: "how much is the antartic cruise",
      facts: [/^The Antarctic Expedition Cruise costs \$12,500/],
    },
    {
      agent: "chat",
      ask: "Is Jamiaca safe for gay people?",
      facts: [criminalisesFirst("Jamaica")],
    },
    {
      agent: "chat",
      ask: "when should we go to reykjavick for northern lights",
      facts: [`The best time to visit Reykjavik is ${best("reykjavik")}`],
    },
    {
      agent: "chat",
      ask: "bankok hiv entry rules",
      facts: [/Thailand has no HIV-related entry restrictions/],
    },
    {
      agent: "chat",
      ask: "Is Mykonoss expensive?",
      facts: [p("cyclades-private-yacht").name, price("cyclades-private-yacht")],
    },
    {
      agent: "chat",
      ask: "copenhagan packages?",
      facts: [p("nordic-design-baltic-old-towns").name, anchor("nordic-design-baltic-old-towns")],
    },
    {
      agent: "safety_research",
      ask: "is dubaii safe",
      facts: [criminalisesFirst("United Arab Emirates")],
    },
    // Best time and seasons.
    {
      agent: "chat",
      ask: "When is the best time to visit Tallinn?",
      facts: [`The best time to visit Tallinn is ${best("tallinn")}`],
      not: noPolicies,
    },
    {
      agent: "chat",
      ask: "Is Cape Town nice in July?",
      facts: [`The best time to visit Cape Town is ${best("cape-town")}`, /July falls outside it/],
    },
    {
      agent: "chat",
      ask: "Lisbon in May - good idea?",
      facts: [`The best time to visit Lisbon is ${best("lisbon")}`, /May is within that window/],
    },
    {
      agent: "chat",
      ask: "Where can we go in December?",
      facts: [/^In December, \d+ of our destinations are in their best season/, "/destinations/"],
    },
    {
      agent: "chat",
      ask: "Sydney or Auckland in February, which is better for us?",
      facts: [/scores highest of the 2/, page("sydney"), page("auckland")],
    },
    // Packages and prices.
    {
      agent: "chat",
      ask: "What does the Iberian Rail Journey cost?",
      facts: [`costs ${price("iberian-rail-journey")}`, anchor("iberian-rail-journey")],
      not: [/Our Fees/],
    },
    {
      agent: "chat",
      ask: "What's included in the Cape Winelands Honeymoon?",
      facts: [
        "Included:",
        anchor("cape-winelands-honeymoon"),
        p("cape-winelands-honeymoon").inclusions[0]!.replace(/\.$/, ""),
      ],
    },
    {
      agent: "chat",
      ask: "How much is the private jet trip and what's included?",
      facts: [price("private-jet-pride-circuit"), "Included:"],
    },
    {
      agent: "chat",
      ask: "What's your cheapest package?",
      // The cheapest named first, with its price; not the whole list.
      facts: [
        /^Our least expensive fixed-price package is the [^,]+, \$[\d,]+ per person/,
        "/packages#",
      ],
    },
    {
      agent: "chat",
      ask: "Do you have any packages to Mexico?",
      facts: [p("mexico-city-art-and-design").name, p("puerto-vallarta-villa-week").name],
    },
    {
      agent: "chat",
      ask: "Which trips go to Lisbon and how much are they?",
      facts: [p("iberian-rail-journey").name, price("iberian-rail-journey")],
    },
    {
      agent: "chat",
      ask: "Compare the Sydney Mardi Gras Week and the Provincetown Carnival Week",
      facts: [price("sydney-mardi-gras-week"), price("provincetown-carnival-week"), "a day"],
    },
    {
      agent: "chat",
      ask: "Is there a package for Tel Aviv?",
      facts: ["None of our fixed-price packages includes Tel Aviv yet"],
    },
    {
      agent: "chat",
      ask: "Does the yacht week in the Cyclades include meals?",
      facts: ["Included:", anchor("cyclades-private-yacht")],
    },
    {
      agent: "chat",
      ask: "the grand tour by charter jet, which countries does it pass through?",
      facts: [/The route passes through Argentina, Brazil, South Africa, Malta and Denmark/],
    },
    {
      agent: "chat",
      ask: "Antarctic cruise - is the route safe for a trans traveler?",
      facts: [/The route passes through Argentina/, anchor("antarctic-expedition-cruise")],
    },
    {
      agent: "price_comparison",
      ask: "Packages to Mykonos",
      destination: "Mykonos",
      facts: ["Total for 2 travelers:", p("cyclades-private-yacht").name],
    },
    {
      agent: "price_comparison",
      ask: "How much to go to Dubai?",
      facts: [criminalisesFirst("United Arab Emirates"), "We don't cover Dubai yet"],
    },
    {
      agent: "price_comparison",
      ask: "prices for Lisboa",
      destination: "Barcelona",
      facts: ["Total for 2 travelers:", p("iberian-rail-journey").name],
    },
    {
      agent: "travel_planning",
      ask: "A week in Mykonos with beaches and boats",
      destination: "Mykonos",
      facts: ["7-day plan for Mykonos, Greece", "Day 7: Departure"],
    },
    {
      agent: "travel_planning",
      ask: "Plan a week in Kingston Jamaica",
      facts: [criminalisesFirst("Jamaica"), "We don't cover Kingston yet"],
    },
    {
      agent: "travel_planning",
      ask: "7 days in Berlinn, techno and museums",
      facts: ["7-day plan for Berlin, Germany"],
    },
    // Policies: quoted because the question is about one, only the rule asked about, linked to its section.
    {
      agent: "chat",
      ask: "How do cancellations and refunds work?",
      facts: ["From our Terms of Service, section 8 (Cancellation by You):", "$250 processing fee"],
    },
    {
      agent: "chat",
      ask: "What is your cancellation policy?",
      facts: [
        "More than 60 days before travel: A full refund, minus a $250 processing fee",
        "30 to 60 days before travel: A 50% refund",
        "Fewer than 30 days before travel: No refund, but a credit toward a future booking",
        "/legal/terms#8-cancellation-by-you",
      ],
      first: ["$250 processing fee"],
      not: [/Travel Documents|Prices and Payment/],
    },
    {
      agent: "chat",
      ask: "How much deposit do I pay?",
      facts: [
        `a ${DEPOSIT_RATE * 100}% deposit when departure is more than ${DEPOSIT_THRESHOLD_DAYS} days away`,
        `the balance ${BALANCE_DUE_DAYS_BEFORE} days before departure`,
        /Deposit: typically 25% to 50% of the total trip cost/,
        "/legal/client-agreement#6-deposit-and-payment-schedule",
      ],
      first: [`${DEPOSIT_RATE * 100}% deposit`],
      not: [/Cancellation by You|Late payment/],
    },
    {
      agent: "chat",
      ask: "When is the balance due?",
      facts: [
        `the balance ${BALANCE_DUE_DAYS_BEFORE} days before departure`,
        "Balance: due 30 days before travel",
        "/legal/client-agreement#6-deposit-and-payment-schedule",
      ],
      first: [`balance ${BALANCE_DUE_DAYS_BEFORE} days before departure`],
      not: [/Cancellation by You/],
    },
    {
      agent: "chat",
      ask: "Do I need travel insurance?",
      facts: [
        "Travel insurance is required for every international trip",
        "/legal/terms#11-travel-insurance",
      ],
      first: ["required for every international trip"],
      not: [/Cancellation by You|Prices and Payment/],
    },
    {
      agent: "chat",
      ask: "How long must my passport be valid?",
      facts: [
        "valid for at least 6 months beyond your travel dates",
        "/legal/terms#10-travel-documents-and-entry-requirements",
      ],
      first: ["6 months"],
      not: [/Cancellation by You|Travel Insurance/],
    },
    {
      agent: "chat",
      ask: "Is the Antarctic trip wheelchair accessible?",
      facts: [
        "tell you honestly if a place or activity cannot accommodate it",
        "/legal/terms#15-health-accessibility-and-special-requests",
        anchor("antarctic-expedition-cruise"),
      ],
      first: ["Health, Accessibility"],
      not: [/Cancellation by You|Included:/],
    },
    {
      agent: "chat",
      ask: "What deposit do I need to pay?",
      facts: [/Deposit: typically 25% to 50%/],
    },
    {
      agent: "chat",
      ask: "do i need travel insurence",
      facts: [/Travel insurance is required for every international trip/],
    },
    {
      agent: "chat",
      ask: "Can I pay in installments?",
      facts: ["/legal/"],
    },
    {
      agent: "chat",
      ask: "My passport says M but I'm nonbinary, what documents do I need?",
      facts: [/valid for at least 6 months beyond your travel dates/],
    },
    {
      agent: "chat",
      ask: "I use a wheelchair, can you accommodate that?",
      facts: ["Health, Accessibility"],
    },
    {
      agent: "chat",
      ask: "How do I book the Amsterdam Pride Canal Week?",
      facts: [anchor("amsterdam-pride-canal-week"), /reserved when the payment succeeds/],
    },
    {
      agent: "chat",
      ask: "What are your planning fees for a custom trip?",
      facts: [/Planning fee: \$500 to \$2,500/, "/legal/client-agreement#5-our-fees"],
    },
    {
      agent: "chat",
      ask: "Can I cancel the Iberian Rail Journey if my plans change?",
      facts: [anchor("iberian-rail-journey"), "Cancellation by You"],
    },
    {
      agent: "chat",
      ask: "Can my kids come on the Puerto Vallarta villa week?",
      facts: [anchor("puerto-vallarta-villa-week"), /18 or older/],
    },
    // Follow-ups that lean on the earlier messages.
    {
      agent: "chat",
      ask: "And is it safe for a trans woman?",
      previous: ["When is the best time to visit Lisbon?"],
      facts: [/^Yes for a trans traveler: Lisbon scores/, "For trans and non-binary travelers:"],
    },
    {
      agent: "chat",
      ask: "how much does it cost?",
      previous: ["Tell me about the Antarctic cruise"],
      facts: [/^The Antarctic Expedition Cruise costs \$12,500/],
    },
    {
      agent: "chat",
      ask: "And Berlin?",
      previous: ["Which packages include Amsterdam?"],
      facts: [p("pride-express-rail").name, price("pride-express-rail")],
    },
    {
      agent: "chat",
      ask: "what about in winter?",
      previous: ["Is Taipei a good idea for a gay couple?"],
      facts: [`The best time to visit Taipei is ${best("taipei")}`],
    },
    {
      agent: "chat",
      ask: "And for custom trips?",
      previous: ["What is your cancellation policy?"],
      facts: ["Cancellation by You"],
    },
    {
      agent: "chat",
      ask: "what about HIV meds there?",
      previous: ["Is Sydney fun in February?"],
      facts: [/Australia has no HIV-related entry restrictions|Be careful: Australia/],
    },
    {
      agent: "chat",
      ask: "is it legal to be gay there?",
      previous: ["We want to go to Jamaica"],
      facts: [criminalisesFirst("Jamaica")],
    },
    {
      agent: "chat",
      ask: "And Uganda?",
      previous: ["Is Dubai safe for a gay couple?"],
      facts: [criminalisesFirst("Uganda"), penaltyDeath],
    },
    // Several things at once.
    {
      agent: "chat",
      ask: "Best time for Provincetown and how much is the carnival week?",
      facts: [
        `The best time to visit Provincetown is ${best("provincetown")}`,
        price("provincetown-carnival-week"),
      ],
    },
    {
      agent: "chat",
      ask: "Is Mexico City safe for a gay couple and when should we go?",
      facts: [
        score("mexico-city"),
        `The best time to visit Mexico City is ${best("mexico-city")}`,
        "For couples:",
      ],
    },
    {
      agent: "chat",
      ask: "Compare Barcelona and Lisbon for safety",
      facts: [/scores highest of the 2/, page("barcelona"), page("lisbon")],
    },
    {
      agent: "chat",
      ask: "nyc or san fran for a first gay trip?",
      facts: [page("new-york"), page("san-francisco")],
    },
    {
      agent: "chat",
      ask: "Ptown in September, is it still lively?",
      facts: [
        `The best time to visit Provincetown is ${best("provincetown")}`,
        /September is within that window/,
      ],
    },
    {
      agent: "chat",
      ask: "hello",
      facts: ["Hello, and welcome to Lavender Compass"],
    },
    {
      agent: "chat",
      ask: "What's the weather like on Mars tomorrow?",
      facts: ["I don't have that in our published information"],
    },
  ];
}
